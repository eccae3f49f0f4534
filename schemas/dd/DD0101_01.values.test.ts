import { describe, expect, it } from 'vitest';
import { orderBodyOf, quoteRequestOf } from './DD0101_01.values';

describe('DD0101_01: what the route field asks', () => {
  it('asks nothing until a destination and readable parcels are there (no refusal while typing)', () => {
    expect(quoteRequestOf({})).toBeNull();
    expect(quoteRequestOf({ recipient: { country: 'US' }, parcels: [{ weight: '2.', count: 1 }] })).toBeNull();
    expect(quoteRequestOf({ recipient: { country: 'US' }, parcels: [{ weight: '2', length: '30', count: 1 }] })).toBeNull();
    expect(quoteRequestOf({ recipient: { country: 'U' }, parcels: [{ weight: '2', count: 1 }] })).toBeNull();
    expect(quoteRequestOf({ recipient: { country: 'US' }, parcels: [{ weight: '1', count: 81 }] })).toBeNull();
  });
  it('sends the boxes as entered with the address, and sums them for the summary', () => {
    const asked = quoteRequestOf({
      customerId: 7,
      recipient: { country: 'us', postcode: ' 90001 ', city: '' },
      parcels: [{ weight: '3', length: '50', width: '40', height: '30', count: 2, boxNo: 'A' }, { weight: '5.5', count: null }],
      declaredValue: '12.5',
    });
    expect(asked).toEqual({
      customerId: 7,
      recipient: { country: 'US', postcode: '90001' },
      parcels: [{ weight: '3', count: 2, length: '50', width: '40', height: '30' }, { weight: '5.5', count: 1 }],
      declaredValue: '12.5',
      weight: '11.5',
      pieces: 3,
    });
  });
});

describe("DD0101_01: the order's body", () => {
  it('leaves a blank importer or exporter out and adds the flags', () => {
    const body = orderBodyOf({ importer: { name: '', city: null }, exporter: { name: 'Acme Export' }, routeId: 3 }, { draft: false, confirmLargeValue: true });
    expect(body).toEqual({ routeId: 3, importer: null, exporter: { name: 'Acme Export' }, draft: false, confirmLargeValue: true });
  });
});
