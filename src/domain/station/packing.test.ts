import { describe, expect, it } from 'vitest';
import { crowded, itemsIn, leftToPack, MAX_CARTONS, nextBoxNo, overPacked, packableAt, packing, PACKING_STATES } from './packing';
import { packingStatus } from '../dictionaries/packing-status';
import { STATION_OP_STATES } from './stationStates';

describe('S18 packing', () => {
  it('names its states with the dictionary that labels them', () => {
    expect(packing.name).toBe(packingStatus.name);
    expect([...PACKING_STATES].sort()).toEqual(packingStatus.items.map((i) => i.value).sort());
  });

  it('keeps the packing open while cartons change, and ends it for good', () => {
    expect(packing.next('packing', 'packBox')).toEqual({ ok: true, to: 'packing' });
    expect(packing.next('packing', 'endPacking')).toEqual({ ok: true, to: 'ended' });
    for (const a of ['packBox', 'unpackBox', 'endPacking'] as const) {
      expect(packing.next('ended', a)).toMatchObject({ ok: false, refusal: { state: 'ended', action: a } });
    }
    expect(packing.actionsFrom('ended')).toEqual([]);
  });

  it('packs only goods at the station: arrived, in, in stock', () => {
    expect(STATION_OP_STATES.filter(packableAt)).toEqual(['arrived', 'in', 'in_stock']);
  });

  it('counts what is packed against the lines, and what is left', () => {
    const lines = [{ seq: 1, quantity: 5 }, { seq: 2, quantity: 2 }];
    const cartons = [{ boxNo: '1', items: [{ seq: 1, quantity: 3 }] }, { boxNo: '2', items: [{ seq: 1, quantity: 3 }, { seq: 2, quantity: 1 }] }];
    expect(overPacked(lines, cartons)).toEqual([{ seq: 1, quantity: 5, packed: 6 }]);
    expect(leftToPack(lines, cartons)).toEqual([{ seq: 2, quantity: 2, left: 1 }]);
    expect(overPacked(lines, [])).toEqual([]);
    expect(leftToPack(lines, [{ boxNo: '1', items: [{ seq: 1, quantity: 5 }, { seq: 2, quantity: 2 }] }])).toEqual([]);
  });

  it('notes a carton of more than 30 items (V07), and holds 80 cartons at most (K13)', () => {
    expect(itemsIn({ items: [{ seq: 1, quantity: 20 }, { seq: 2, quantity: 10 }] })).toBe(30);
    expect(crowded({ items: [{ seq: 1, quantity: 20 }, { seq: 2, quantity: 10 }] })).toBe(false);
    expect(crowded({ items: [{ seq: 1, quantity: 31 }] })).toBe(true);
    expect(MAX_CARTONS).toBe(80);
  });

  it('suggests the next box number from the last', () => {
    expect(nextBoxNo([])).toBe('1');
    expect(nextBoxNo(['1', '2'])).toBe('3');
    expect(nextBoxNo(['C-009'])).toBe('C-010');
    expect(nextBoxNo(['BOX'])).toBe('2');
  });
});
