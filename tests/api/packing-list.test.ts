/**
 * DD0601_01 packing-list query: a row per box of the caller's orders with the lines packed in it,
 * found by order, FBA or customer order number (as typed) or box number; another customer's boxes
 * are not there; the export writes the same rows under the screen's labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { downloadedSheet } from './downloads';
import { placeDemoOrder } from './demoOrder';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

const boxes = async (token: string, query: Record<string, unknown> = {}) =>
  ok(await call(t.app, 'GET', 'dd/0601/list', { token, lang: 'en-US', query: { current: 1, pageSize: 100, ...query } })).data;

describe('DD0601_01 packing list', () => {
  it('lists each box with its lines, found by order number as typed or by box number', async () => {
    const { orderNo } = await placeDemoOrder(t, customer, 'PACK-1', 1);
    await t.db.query(`update order_package set box_no = 'BX-77' where order_id = (select id from orders where order_no = $1)`, [orderNo]);
    const found = await boxes(customer, { numbers: orderNo.toLowerCase() });
    expect(found.list).toEqual([expect.objectContaining({ orderNo, customerOrderNo: 'PACK-1', seq: 1, boxNo: 'BX-77', skus: 'Cotton T-shirt × 5', quantity: 5, realWeight: '2.000' })]);
    expect((await boxes(customer, { boxNo: 'BX-77' })).list.map((b: { orderNo: string }) => b.orderNo)).toEqual([orderNo]);
    expect((await boxes(customer, { numbers: 'PACK-1' })).total).toBe(1);
  });

  it('finds an FBA shipment by its shipment or reference id as typed: a row per carton with the lines packed in it', async () => {
    const found = await boxes(customer, { numbers: 'fba15k7qx2zl' });
    expect(found.list.map((b: Record<string, unknown>) => [b.boxNo, b.fbaShipmentId, b.skus])).toEqual([
      ['U001', 'FBA15K7QX2ZL', 'Cotton T-shirt × 5'],
      ['U002', 'FBA15K7QX2ZL', 'Canvas bag × 2'],
    ]);
    expect((await boxes(customer, { numbers: '4w8t3jqp' })).total).toBe(2);
  });

  it("never shows another customer's boxes", async () => {
    const other = await login(t.app, 'customer2');
    const mine = (await boxes(customer)).list.map((b: { orderNo: string }) => b.orderNo);
    const theirs = (await boxes(other)).list.map((b: { orderNo: string }) => b.orderNo);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((no: string) => mine.includes(no))).toEqual([]);
  });

  it('exports the rows it lists under the screen labels', async () => {
    const rt = await ensureRuntime(t.db, t.config);
    const r = await call(t.app, 'POST', 'xt/0125/export', { token: customer, lang: 'en-US', body: { kind: 'dd.packingList.xlsx', params: { boxNo: 'BX-77' } } });
    expect(r.code, r.msg).toBe(0);
    await rt.worker.drain();
    const { ws, header } = await downloadedSheet(t, r.data.seq);
    expect(header.slice(0, 3)).toEqual(['Box no.', 'Order no.', 'Customer order no.']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(header.indexOf('Weight (kg)') + 1).value).toBe(2);
  });
});
