import { describe, expect, it } from 'vitest';
import { trunkQuote, type TrunkTariff } from './trunk';

const sea: TrunkTariff = {
  id: 1, name: '海运 · 亚马逊仓 · SZX', nameEn: 'Sea · Amazon warehouse · SZX', warehouse: 'SZX', currency: 'RMB', minCharge: '500', volumetricDivisor: 6000,
  breaks: [{ kind: 'per_kg', upTo: '500', rate: '12' }, { kind: 'per_kg', upTo: '5000', rate: '9.5' }],
};

describe('first-leg quote', () => {
  it('prices the greater of the actual and volumetric weight, to the half kilo, by the tariff\'s breaks', () => {
    // 3 cartons of 20.2 kg, 60×50×40 cm: volumetric 3 × 20 = 60 kg, actual 60.6 kg → 61 kg × 12.
    const r = trunkQuote(sea, [{ weight: '20.2', length: '60', width: '50', height: '40', count: 3 }]);
    if (!('quote' in r)) throw new Error('excluded');
    expect(r.quote).toMatchObject({ actualWeight: '60.6', volumetricWeight: '60', chargeableWeight: '61', freight: '732.00', total: '732.00', currency: 'RMB' });
    expect(r.quote.trace.lines.map((l) => l.key)).toContain('pricing.trace.chargeablePerShipment');
  });

  it('never charges below the minimum, and a higher break is used when it costs less', () => {
    const small = trunkQuote(sea, [{ weight: '10', count: 1 }]);
    expect('quote' in small && small.quote.total).toBe('500.00');
    // 480 kg at 12 = 5,760; the next break from 500 kg at 9.5 = 4,750 is cheaper, and charged.
    const near = trunkQuote(sea, [{ weight: '480', count: 1 }]);
    expect('quote' in near && near.quote.total).toBe('4750.00');
  });

  it('excludes cargo heavier than the last break, saying so', () => {
    expect(trunkQuote(sea, [{ weight: '2600', count: 2 }])).toEqual({ excluded: { key: 'pricing.excluded.tariffOverweight', params: { weight: '5200', max: '5000' } } });
  });
});
