import { describe, expect, it } from 'vitest';
import { VALET_STATES, valetAuthorizationFlow as flow, valetValidUntil } from './valetAuthorization';
import { getDictionary } from '../dictionaries/index';

const SH = 'Asia/Shanghai';
const LA = 'America/Los_Angeles';

describe('S11 valet authorization', () => {
  it('is applied (pending) and decided once, or granted at once; an agreed one is renewed or revoked', () => {
    expect(flow.next('none', 'apply')).toEqual({ ok: true, to: 'pending' });
    expect(flow.next('pending', 'agree')).toEqual({ ok: true, to: 'agree' });
    expect(flow.next('pending', 'reject')).toEqual({ ok: true, to: 'reject' });
    expect(flow.next('none', 'grant')).toEqual({ ok: true, to: 'agree' });
    expect(flow.next('agree', 'renew')).toEqual({ ok: true, to: 'agree' });
    expect(flow.next('agree', 'revoke')).toEqual({ ok: true, to: 'revoked' });
    // Decided is decided: a rejected or revoked one is neither agreed later nor renewed.
    for (const s of ['reject', 'revoked'] as const) expect(flow.actionsFrom(s)).toEqual([]);
    expect(flow.allowed('pending', 'revoke')).toBe(false);
    expect(flow.allowed('agree', 'agree')).toBe(false);
  });

  it('labels every status a row shows, and every state an action is refused in', () => {
    const labelled = getDictionary('valetAuthorizationState')!.items.map((i) => i.value);
    expect(labelled).toEqual([...VALET_STATES, 'expired']);
    // A row starts at "none" and leaves it by apply or grant, which "none" always allows: never refused there.
    expect(flow.states.filter((s) => !labelled.includes(s))).toEqual(['none']);
    expect(flow.actionsFrom('none')).toEqual(['apply', 'grant']);
  });

  it('holds a day, a month (clamped) or until revoked, on the business calendar', () => {
    const at = new Date('2026-01-30T17:30:00Z'); // 2026-01-31 01:30 in Shanghai, still January 30 in UTC
    expect(valetValidUntil('day', at, SH)?.toISOString()).toBe('2026-01-31T17:30:00.000Z');
    // January 31 + a month is February 28 on Shanghai's calendar (UTC arithmetic would say March 2).
    expect(valetValidUntil('month', at, SH)?.toISOString()).toBe('2026-02-27T17:30:00.000Z');
    expect(valetValidUntil('permanent', at, SH)).toBeNull();
  });

  it('keeps the clock reading across a summer-time change (Los Angeles)', () => {
    // 2026-03-07 10:00 PST; summer time starts on March 8: a day later is 10:00 PDT, 23 hours on.
    const at = new Date('2026-03-07T18:00:00Z');
    expect(valetValidUntil('day', at, LA)?.toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect(valetValidUntil('month', at, LA)?.toISOString()).toBe('2026-04-07T17:00:00.000Z');
  });
});
