import { describe, expect, it } from 'vitest';
import { labelPrintable, PALLET_STATES, palletFlow, palletNoOf, palletRefusal, takesParcels } from './pallet';
import { palletState } from '../dictionaries/pallet-state';

describe('pallet (WL0117_01/02)', () => {
  it('is numbered TP + the business day + a sequence of at least 4 digits', () => {
    expect(palletNoOf('2026-11-28', 7)).toBe('TP2611280007');
    expect(palletNoOf('2026-01-02', 123456n)).toBe('TP260102123456');
    expect(() => palletNoOf('28/11/2026', 1)).toThrow(/YYYY-MM-DD/);
  });

  it('names its states with the dictionary that labels them', () => {
    expect(palletFlow.name).toBe(palletState.name);
    expect([...palletFlow.states].sort()).toEqual(palletState.items.map((i) => i.value).sort());
  });

  it('closes when open, opens again when closed, and is dismantled from either, for good', () => {
    expect(palletFlow.next('open', 'close')).toEqual({ ok: true, to: 'closed' });
    expect(palletFlow.next('closed', 'reopen')).toEqual({ ok: true, to: 'open' });
    expect(palletFlow.next('open', 'dismantle')).toEqual({ ok: true, to: 'dismantled' });
    expect(palletFlow.next('closed', 'dismantle')).toEqual({ ok: true, to: 'dismantled' });
    expect(palletFlow.allowed('closed', 'close')).toBe(false);
    expect(palletFlow.allowed('open', 'reopen')).toBe(false);
    expect(palletFlow.actionsFrom('dismantled')).toEqual([]);
  });

  it('takes parcels only while open and prints its label only once closed', () => {
    expect(PALLET_STATES.filter(takesParcels)).toEqual(['open']);
    expect(PALLET_STATES.filter(labelPrintable)).toEqual(['closed']);
  });

  it('takes a parcel in stock, released, on no pallet; else says why, held first', () => {
    expect(palletRefusal({ stationOp: 'in_stock', hold: 'release', palletId: null })).toBeNull();
    expect(palletRefusal({ stationOp: 'in_stock', hold: 'deduction', palletId: null })).toBe('held');
    expect(palletRefusal({ stationOp: 'arrived', hold: 'detention', palletId: null })).toBe('held');
    for (const op of ['not_arrived', 'arrived', 'in', 'out_of_stock', 'out'] as const) {
      expect(palletRefusal({ stationOp: op, hold: 'release', palletId: null })).toBe('notInStock');
    }
    expect(palletRefusal({ stationOp: 'in_stock', hold: 'release', palletId: 3 })).toBe('onPallet');
  });
});
