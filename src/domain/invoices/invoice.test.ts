import { describe, expect, it } from 'vitest';
import { invoiceEditable, invoiceTotals, lineNetWeight, lineValue, packingTotals } from './invoice';

describe('invoice sums', () => {
  it('values a line as unit price × quantity in decimals, at the currency scale', () => {
    expect(lineValue({ unitPrice: '0.10', unitWeight: '0.1', quantity: 3 }, 'USD')).toBe('0.30');
    expect(lineValue({ unitPrice: '8.50', unitWeight: '0.2', quantity: 5 }, 'USD')).toBe('42.50');
    expect(lineNetWeight({ unitWeight: '0.333', quantity: 3 })).toBe('0.999');
    // A float would print 0.1 × 3 × 0.1 as 0.030000000000000006.
    expect(lineNetWeight({ unitWeight: '0.01', quantity: 3 })).toBe('0.030');
    expect(lineValue({ unitPrice: '1.005', unitWeight: '1', quantity: 1 }, 'USD')).toBe('1.01');
  });

  it('totals the lines as printed: quantity, value and net weight', () => {
    const lines = [
      { unitPrice: '0.10', unitWeight: '0.1', quantity: 3 },
      { unitPrice: '0.20', unitWeight: '0.2', quantity: 1 },
      { unitPrice: '8.50', unitWeight: '0.200', quantity: 5 },
    ];
    expect(invoiceTotals(lines, 'USD')).toEqual({ quantity: 9, value: '43.00', netWeight: '1.500' });
    expect(invoiceTotals([], 'EUR')).toEqual({ quantity: 0, value: '0.00', netWeight: '0.000' });
  });

  it("totals a packing list's cartons: count, gross weight per carton × cartons, volume in m³ of the sized ones", () => {
    expect(packingTotals([
      { weight: '2', count: 2, length: '30', width: '20', height: '10' },
      { weight: '1.255', count: 1, length: null, width: null, height: null },
    ])).toEqual({ cartons: 3, grossWeight: '5.255', volume: '0.012' });
  });

  it('lets an invoice be saved until the order is cancelled', () => {
    expect(invoiceEditable('draft')).toBe(true);
    expect(invoiceEditable('customer_paid')).toBe(true);
    expect(invoiceEditable('cancelled')).toBe(false);
  });
});
