/** An order's unlike boxes: weights worked by hand in the comments, both paths, both languages. */
import { describe, expect, it } from 'vitest';
import { quote, quoteReference, QuoteInputError } from './quote';
import { render } from './messages';
import { chargeableWeight, type ParcelLine } from './weight';
import { usRoute } from './fixtures.test-helpers';

const at = new Date('2026-11-22T10:00:00Z');
const shipment = { weightRule: 'per_shipment' as const, volumetricDivisor: 5000, step: '0.5', minChargeableWeight: '0.5' };
const piece = { ...shipment, weightRule: 'per_piece' as const };
// Two boxes of 3 kg, 50×40×30 (12 kg volumetric each), and one of 5 kg without a size.
const boxes: ParcelLine[] = [
  { weight: '3', length: '50', width: '40', height: '30', count: 2 },
  { weight: '5', count: 1 },
];

describe('chargeable weight of unlike boxes', () => {
  it('per shipment: the greater of the summed actual (11) and volumetric (24) weights', () => {
    const cw = chargeableWeight({ weight: '11', pieces: 3, parcels: boxes }, shipment);
    expect([cw.actual.toString(), cw.volumetric.toString(), cw.chargeable.toString(), cw.pieces]).toEqual(['11', '24', '24', 3]);
    expect(cw.lines.map((l) => render('zh-CN', l))).toEqual([
      '第 1 种箱：50×40×30 ÷ 5000 × 2 箱 = 体积重 24 kg',
      '第 2 种箱（1 箱）未填尺寸，体积重为 0',
      '按票计重：取实重 11 kg 与体积重 24 kg 的较大者，按 0.5 kg 进位 = 24 kg',
    ]);
  });

  it('per piece: each box its own greater weight (12 + 12 + 5 = 29), where one size for all would be wrong', () => {
    const cw = chargeableWeight({ weight: '11', pieces: 3, parcels: boxes }, piece);
    expect(cw.chargeable.toString()).toBe('29');
    expect(cw.lines.map((l) => render('en-US', l))).toEqual([
      'Box kind 1: per box the greater of actual 3 kg and volumetric 12 kg, rounded up to 0.5 kg = 12 kg, × 2 = 24 kg',
      'Box kind 2: per box the greater of actual 5 kg and volumetric 0 kg, rounded up to 0.5 kg = 5 kg, × 1 = 5 kg',
      'Per piece: 29 kg in all (3 pcs)',
    ]);
  });

  it('the minimum chargeable weight still applies', () => {
    const cw = chargeableWeight({ weight: '0.2', parcels: [{ weight: '0.1', count: 2 }] }, { ...shipment, minChargeableWeight: '2' });
    expect(cw.chargeable.toString()).toBe('2');
  });
});

describe('a quote of unlike boxes', () => {
  it('prices the boxes\' chargeable weight on the fast path and the reference alike', () => {
    const input = { country: 'US', postcode: '10001', weight: '11', pieces: 3, parcels: boxes };
    const [fast, reference] = [quote, quoteReference].map((f) => f(input, [usRoute()], { orderTime: at }).quotes[0]);
    expect(fast.chargeableWeight).toBe('24');
    expect(fast).toEqual(reference);
  });

  it('refuses a box of no weight or half a size', () => {
    const bad = (p: ParcelLine) => {
      try {
        quote({ country: 'US', weight: '1', parcels: [p] }, [usRoute()], { orderTime: at });
      } catch (e) {
        return (e as QuoteInputError).key;
      }
      return 'accepted';
    };
    expect(bad({ weight: '0' })).toBe('pricing.input.weightPositive');
    expect(bad({ weight: '1', length: '10' })).toBe('pricing.input.sizeIncomplete');
    expect(bad({ weight: '1', count: 0 })).toBe('pricing.input.piecesPositive');
  });
});
