/**
 * The ids a status or delete action names: a body of `{id}` or `{ids: [...]}` (a row's button or
 * a selection), one list of ids out, at least one, no repeats.
 */
import { AppError } from '../errors';

/** A selection's ids: 1 to 1,000 positive integers. */
export const idsSchema = { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000 } as const;

/** Body of an action on a selection: `{ids: [...]}`. */
export const idsOnlyBody = { type: 'object', additionalProperties: false, required: ['ids'], properties: { ids: idsSchema } } as const;

/** Body of a status or delete action: `{id}` or `{ids: [...]}` (at least one). */
const idsBodyProps = {
  id: { type: 'integer', minimum: 1 },
  ids: { ...idsSchema, uniqueItems: true },
} as const;
export const idsBody = {
  type: 'object',
  properties: idsBodyProps,
  additionalProperties: false,
  anyOf: [{ required: ['id'] }, { required: ['ids'] }],
} as const;

export function pickIds(body: { id?: number; ids?: number[] }): number[] {
  const ids = [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])];
  if (ids.length === 0) throw new AppError('common.selectOne');
  return ids;
}
