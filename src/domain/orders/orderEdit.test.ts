import { describe, expect, it } from 'vitest';
import { editRefusal, orderChanges } from './orderEdit';

describe('editRefusal (DD0205_03, S13a)', () => {
  const open = { paymentFlow: 'placed', transferState: 'not_transferred', stationOp: 'arrived' } as const;

  it('allows a draft, placed or audited order whose parcels are not in, not handed to a carrier', () => {
    for (const paymentFlow of ['draft', 'placed', 'audited'] as const) expect(editRefusal({ ...open, paymentFlow })).toBeNull();
    expect(editRefusal({ ...open, transferState: 'reset' })).toBeNull();
  });

  it('refuses a paid or cancelled order, one in at the station, one transferred', () => {
    expect(editRefusal({ ...open, paymentFlow: 'customer_paid' })).toBe('orders.edit.state');
    expect(editRefusal({ ...open, paymentFlow: 'cancelled' })).toBe('orders.edit.state');
    for (const stationOp of ['in', 'in_stock', 'out_of_stock', 'out'] as const) expect(editRefusal({ ...open, stationOp })).toBe('orders.edit.in');
    expect(editRefusal({ ...open, transferState: 'transferred' })).toBe('orders.edit.transferred');
  });
});

describe('orderChanges', () => {
  const before = {
    customerOrderNo: 'PO-1', declaredValue: '100.00', insured: false, routeId: 1, remark: '',
    recipient: { name: 'Ann', city: 'London', postcode: 'SW1A 1AA' },
    parcels: [{ weight: '1.500', count: 2, length: null }],
    items: [{ nameZh: '杯子', quantity: 1 }],
  };

  it('finds nothing when only the writing differs (trailing zeros, blank and null)', () => {
    const after = { ...before, declaredValue: '100', remark: null, parcels: [{ weight: '1.5', count: 2, length: '' }], importer: {} };
    expect(orderChanges(before, after)).toEqual([]);
  });

  it('names each changed field with its value before and after, parcels and lines as summaries', () => {
    const after = {
      ...before, customerOrderNo: 'PO-2', insured: true,
      recipient: { ...before.recipient, city: 'Leeds' },
      parcels: [{ weight: '1.5', count: 2 }, { weight: '0.8', count: 1 }],
      items: [{ nameZh: '杯子', quantity: 2 }],
    };
    expect(orderChanges(before, after)).toEqual([
      { field: 'customerOrderNo', from: 'PO-1', to: 'PO-2' },
      { field: 'insured', from: false, to: true },
      { field: 'recipient.city', from: 'London', to: 'Leeds' },
      { field: 'parcels', from: { pieces: 2, weight: '3.000' }, to: { pieces: 3, weight: '3.800' } },
      { field: 'items', from: { lines: 1 }, to: { lines: 1 } },
    ]);
  });

  it('compares only what the form holds: a first-leg order\'s recipient and mail type follow from its warehouse', () => {
    const { recipient: _r, routeId: _route, ...firstLeg } = before;
    const held = { ...firstLeg, overseasWarehouse: 'US', trunkTariffId: 1 };
    const after = { ...held, overseasWarehouse: 'JP', trunkTariffId: 2, recipient: { name: '日本仓', country: 'JP' }, mailType: 'P', routeId: null };
    expect(orderChanges(held, after)).toEqual([
      { field: 'overseasWarehouse', from: 'US', to: 'JP' },
      { field: 'trunkTariffId', from: 1, to: 2 },
    ]);
  });
});
