import { describe, expect, it } from 'vitest';
import { HANDOVER_STATES, handoverFlow, handoverNoOf, manifestHandoverRefusal, onHandover, palletHandoverRefusal } from './handover';
import { handoverState } from '../dictionaries/handover-state';
import { HELD_BLOCKS } from './stationStates';

describe('handover order (WL0108_01)', () => {
  it('is numbered JJ + the business day + a sequence of at least 4 digits', () => {
    expect(handoverNoOf('2026-11-28', 7)).toBe('JJ2611280007');
    expect(handoverNoOf('2026-01-02', 12345n)).toBe('JJ26010212345');
  });

  it('names its states with the dictionary that labels them', () => {
    expect(handoverFlow.name).toBe(handoverState.name);
    expect([...HANDOVER_STATES].sort()).toEqual(handoverState.items.map((i) => i.value).sort());
  });

  it('is confirmed once, from draft; only a handed-over order goes onto a MAWB', () => {
    expect(handoverFlow.next('draft', 'confirm')).toEqual({ ok: true, to: 'handed_over' });
    expect(handoverFlow.next('handed_over', 'confirm')).toMatchObject({ ok: false, refusal: { state: 'handed_over' } });
    expect(handoverFlow.allowed('draft', 'bindMawb')).toBe(false);
    expect(handoverFlow.allowed('handed_over', 'bindMawb')).toBe(true);
  });

  it('is cancelled only while a draft; a cancelled one is neither confirmed nor bound', () => {
    expect(handoverFlow.next('draft', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(handoverFlow.next('handed_over', 'cancel')).toMatchObject({ ok: false, refusal: { state: 'handed_over', action: 'cancel' } });
    expect(handoverFlow.actionsFrom('cancelled')).toEqual([]);
  });

  it('keeps a manifest or pallet on a handover as handed over', () => {
    expect(onHandover({ handoverId: 4 })).toBe(true);
    expect(onHandover({ handoverId: null })).toBe(false);
  });

  it('hands over departed manifests and closed pallets, each on one handover only', () => {
    expect(manifestHandoverRefusal({ state: 'departed', handoverId: null })).toBeNull();
    expect(manifestHandoverRefusal({ state: 'loading', handoverId: null })).toBe('notDeparted');
    expect(manifestHandoverRefusal({ state: 'unloaded', handoverId: null })).toBe('notDeparted');
    expect(manifestHandoverRefusal({ state: 'departed', handoverId: 2 })).toBe('onHandover');
    expect(palletHandoverRefusal({ state: 'closed', handoverId: null })).toBeNull();
    expect(palletHandoverRefusal({ state: 'open', handoverId: null })).toBe('notClosed');
    expect(palletHandoverRefusal({ state: 'closed', handoverId: 1 })).toBe('onHandover');
  });

  it('keeps held parcels from being handed over, bound to a MAWB or flown', () => {
    for (const a of ['handOver', 'bindMawb', 'closeMawb', 'ship']) expect(HELD_BLOCKS.has(a)).toBe(true);
    expect(HELD_BLOCKS.has('unbindMawb')).toBe(false);
  });
});
