/**
 * S11, a sales member's authorization to place orders for a customer (a valet order, DD0101_01):
 * none, or per day, per month or permanent, with an expiry (L100, L134). The sales member asks
 * (XX0702_01: pending), the customer decides (XX0701_01: agree or reject, S06a), or grants and
 * renews one directly, and revokes it (back to none); ZJ0101_06 revokes too.
 *
 * One row of `valet_authorization` is one request or grant; its life is this machine. "none" is
 * where a row starts (it is never stored): applied it is pending, granted it is agreed at once.
 * An agreed row past its expiry is "expired" to the reader, still `agree` in the table, and may be
 * renewed (agree → agree, a new expiry) or revoked.
 */
import { approvalMachine } from '../states/approval';
import { addDaysWall, addMonthsWall, instantOfWall, wallTimeOf } from '../time/index';

/** The scopes a request or grant names (the dictionary `valetAuthorization` adds "none"). */
export const VALET_SCOPES = ['day', 'month', 'permanent'] as const;
export type ValetScope = (typeof VALET_SCOPES)[number];

/** Stored states of a row (the table's check), and "expired" as lists show an agreed row past its expiry. */
export const VALET_STATES = ['pending', 'agree', 'reject', 'revoked'] as const;
export type ValetState = (typeof VALET_STATES)[number];
/** What a list shows: the state, or "expired" for an agreed row past its expiry (worked out by the server's query). */
export type ValetStatus = ValetState | 'expired';

/** The machine, labelled by the dictionary `valetAuthorizationState`. */
export const valetAuthorizationFlow = approvalMachine('valetAuthorizationState', ['none', 'revoked'] as const, {
  apply: { from: ['none'], to: 'pending' },
  grant: { from: ['none'], to: 'agree' },
  renew: { from: ['agree'], to: 'agree' },
  revoke: { from: ['agree'], to: 'revoked' },
});
export type ValetAction = keyof typeof valetAuthorizationFlow.transitions;

/**
 * Until when an authorization agreed (granted, renewed) at `agreedAt` holds, on the business zone's
 * calendar: a day is the same clock reading the next day, a month the same reading a calendar month
 * later (31 January → 28 or 29 February), permanent until revoked (null).
 */
export function valetValidUntil(scope: ValetScope, agreedAt: Date, zone: string): Date | null {
  if (scope === 'permanent') return null;
  const wall = wallTimeOf(agreedAt, zone);
  return instantOfWall(scope === 'day' ? addDaysWall(wall, 1) : addMonthsWall(wall, 1), zone);
}
