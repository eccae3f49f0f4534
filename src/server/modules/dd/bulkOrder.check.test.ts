/**
 * A bulk order's values are made twice from the sheet's rows: to be checked, then again to be
 * written (bulkOrder.import.ts reads the sheet again rather than keep 100,000 orders). The form's
 * rules run the first time only: that is sound while they leave the values they pass as they are.
 */
import { describe, expect, it } from 'vitest';
import { placeOrderBody } from './placeOrder.body';
import { validate } from './bulkOrder.check';
import { OrderRows, sheetLayout } from './bulkOrder.read';
import { BULK_COLUMNS } from './bulkOrder.columns';

describe('the order form\'s rules on a bulk order', () => {
  it('fill in no value anywhere in the form (no default)', () => {
    const defaults: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (!Array.isArray(node) && 'default' in node) defaults.push(at);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(placeOrderBody, '');
    expect(defaults).toEqual([]);
  });

  it('leave the template example\'s order exactly as it was read, and pass it', () => {
    const header = { row: 1, values: BULK_COLUMNS.map((c) => c.en) };
    const row = { row: 2, values: BULK_COLUMNS.map((c) => (c.example === '' ? undefined : c.example)) };
    const layout = sheetLayout([header], 'en-US');
    const orders = new OrderRows(layout.columns!, 'en-US');
    expect(orders.add(row)).toEqual([]); // whole once a row of another order follows, or the sheet ends
    const [read] = orders.end();
    const { routeCode: _code, ...values } = read.values;
    const asChecked = { ...values, routeId: 1, customerId: 1 };
    const before = JSON.parse(JSON.stringify(asChecked));
    expect(validate(asChecked), JSON.stringify(validate.errors)).toBe(true);
    expect(asChecked).toEqual(before);
  });
});
