/**
 * A picker's options route: what a select needs from another screen's list (value + label in the
 * caller's language), open to the list page and to every screen that picks from it, so a role
 * granted the picking screen alone can fill its select without seeing the list.
 */
import type { FastifyRequest } from 'fastify';
import type { JsonSchema, RouteDef } from '../route';

export interface PickerOption { value: number; label: string }

export const pickerResponse = {
  type: 'object',
  properties: { list: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } },
};

export interface Picker {
  url: string;
  /** The list page first, then each screen whose select picks from it. */
  authority: readonly string[];
  summary: string;
  querystring?: JsonSchema;
  options(req: FastifyRequest): Promise<PickerOption[]>;
}

export const pickerRoute = (p: Picker): RouteDef => ({
  method: 'GET',
  url: p.url,
  authority: p.authority,
  summary: p.summary,
  querystring: p.querystring,
  response: pickerResponse,
  handler: async (req) => ({ list: await p.options(req) }),
});

/** The column of a bilingual table in the caller's language. */
export const nameIn = (req: FastifyRequest, alias = 't'): string => `${alias}.${req.lang === 'en-US' ? 'name_en' : 'name_zh'}`;
