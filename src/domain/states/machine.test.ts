import { describe, expect, it } from 'vitest';
import { defineMachine } from './machine';

const door = defineMachine('door', ['open', 'shut', 'locked'] as const, {
  close: { from: ['open'], to: 'shut' },
  open: { from: ['shut'], to: 'open' },
  lock: { from: ['shut'], to: 'locked' },
});

describe('a state machine', () => {
  it('moves only from the states an action names, and says why not', () => {
    expect(door.next('open', 'close')).toEqual({ ok: true, to: 'shut' });
    expect(door.next('locked', 'open')).toEqual({ ok: false, refusal: { machine: 'door', action: 'open', state: 'locked' } });
    expect(door.actionsFrom('shut')).toEqual(['open', 'lock']);
    expect(door.actionsFrom('locked')).toEqual([]);
  });
  it('knows no action by an inherited name', () => {
    expect(door.allowed('open', 'constructor' as never)).toBe(false);
  });
  it('refuses to be defined with a state it does not list', () => {
    expect(() => defineMachine('bad', ['a'] as const, { go: { from: ['a'], to: 'b' as 'a' } })).toThrow(/unknown state b/);
  });
});
