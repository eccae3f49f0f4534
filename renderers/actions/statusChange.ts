/**
 * Status changes (a request action's `statusChange`): what the action does to the records it
 * changes. One that takes something out of use (disable, stop, freeze ...) asks first, with the
 * action's own `confirm` text or the engine's; every one then says what happened ("已停用" /
 * "Disabled"), never a generic "saved". Plain data, so the screen lint reads the same table: it
 * requires the declaration on every action that sets a status value below or posts to a URL
 * ending in a verb below.
 */
import type { Action, StatusVerb } from '../types';

export interface StatusChange {
  /** The records stop being used (quoted, shown, able to log in ...): ask first. */
  outOfUse: boolean;
  /** The values of a `status` the action sends that mean this change. */
  values: readonly string[];
}

export const STATUS_CHANGES = new Map<StatusVerb, StatusChange>([
  ['disable', { outOfUse: true, values: ['disabled'] }],
  ['stop', { outOfUse: true, values: ['stop', 'stopped'] }],
  ['notEnabled', { outOfUse: true, values: ['not_enabled'] }],
  ['deactivate', { outOfUse: true, values: ['deactivated'] }],
  ['expire', { outOfUse: true, values: ['expired'] }],
  ['freeze', { outOfUse: true, values: ['frozen'] }],
  ['lock', { outOfUse: true, values: ['locked'] }],
  ['outage', { outOfUse: true, values: ['outage'] }],
  ['enable', { outOfUse: false, values: ['enabled'] }],
  ['publish', { outOfUse: false, values: ['in_use', 'published'] }],
  ['unfreeze', { outOfUse: false, values: ['unfrozen'] }],
  ['unlock', { outOfUse: false, values: ['unlocked'] }],
  ['operate', { outOfUse: false, values: ['operating'] }],
]);

const capital = (verb: string) => verb[0].toUpperCase() + verb.slice(1);
/** The engine's question before a change out of use (engine.confirm<Verb>). */
export const statusConfirmKey = (verb: string) => `engine.confirm${capital(verb)}`;
/** What the engine says once done (engine.done<Verb>). */
export const statusDoneKey = (verb: string) => `engine.done${capital(verb)}`;

/** The change an action declares, if any. */
export function statusChangeOf(action: Action): (StatusChange & { verb: string }) | undefined {
  const verb = action.type === 'request' ? action.statusChange : undefined;
  const change = verb ? STATUS_CHANGES.get(verb) : undefined;
  return change && verb ? { ...change, verb } : undefined;
}

/** The status change an action's call shows it makes (for the lint): by a `status` constant it sends, or its URL's last word. */
export function impliedStatusChange(action: Action): { verb?: string; why: string } | undefined {
  if (action.type !== 'request') return undefined;
  const body = action.body && typeof action.body === 'object' ? (action.body as Record<string, unknown>) : undefined;
  const status = body?.status as { const?: unknown } | undefined;
  if (status && typeof status === 'object' && 'const' in status) {
    const value = String(status.const);
    const verb = [...STATUS_CHANGES].find(([, c]) => c.values.includes(value))?.[0];
    return { verb, why: `it sets status "${value}"` };
  }
  const last = action.url.split('/').pop() ?? '';
  if (STATUS_CHANGES.has(last as StatusVerb)) return { verb: last, why: `its URL ends in "${last}"` };
  return undefined;
}
