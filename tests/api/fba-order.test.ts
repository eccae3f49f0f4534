/**
 * DD0103_01 FBA order: the Amazon warehouses to ship to; an FBA shipment placed with its ids, its
 * warehouse as recipient and its cartons, each SKU line stored in its carton; each refusal of the
 * FBA part under its field in the caller's language with nothing written; edited on its own form
 * (the order edit refuses it, and it refuses any other order), the change logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';

let t: TestApp;
let customer: string;
let routeId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
  [{ id: routeId }] = await t.db.query<{ id: number }>(`select id from route where code = 'US-EXP'`);
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const line = (boxNo: string, nameEn: string, qtyPerBox = 10) => ({
  boxNo, nameZh: '收纳盒', nameEn, customsCode: '3924100000', origin: 'CN', unit: 'PCS', unitPrice: '3.20', unitWeight: '0.150', quantity: qtyPerBox, qtyPerBox,
});
/** A shipment of two cartons to ONT8, the recipient as the warehouse picker fills it. */
const shipment = (ref: string, changes: Body = {}): Body => ({
  routeId, mailType: 'P', customerOrderNo: ref, declaredValue: '120.00', declaredCurrency: 'USD',
  fbaShipmentId: 'fba15k7qx2zl', fbaOrderNo: '4w8t3jqp', fbaWarehouse: 'ONT8',
  sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
  recipient: { name: 'Amazon ONT8', company: 'Amazon.com Services LLC', country: 'US', province: 'CA', city: 'Moreno Valley', postcode: '92551', address1: '24300 Nandina Ave' },
  parcels: [{ weight: '8.5', length: '40', width: '30', height: '30', count: 1, boxNo: 'U001' }, { weight: '6', count: 1, boxNo: 'U002' }],
  items: [line('U001', 'Storage box S'), line('U001', 'Storage box M', 8), line('u002', 'Storage box L', 6)],
  ...changes,
});
const save = (body: Body, lang: 'zh-CN' | 'en-US' = 'en-US', token = customer) => call(t.app, 'POST', 'dd/0103/save', { token, lang, body });
const orderCount = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from orders`))[0].n);

describe('DD0103_01 FBA order', () => {
  it('lists the Amazon warehouses with the address that becomes the recipient', async () => {
    const { list } = ok(await call(t.app, 'GET', 'dd/0103/fba/warehouse', { token: customer })).data;
    expect(list.find((w: Body) => w.code === 'ONT8')).toMatchObject({ country: 'US', company: 'Amazon.com Services LLC', city: 'Moreno Valley', postcode: '92551' });
    expect(new Set(list.map((w: Body) => w.country))).toEqual(new Set(['US', 'CA', 'GB', 'DE', 'JP']));
  });

  it('places the shipment: its ids and warehouse on the order, each SKU line in its carton, priced with its trace', async () => {
    const placed = ok(await save(shipment('FBA-1'))).data;
    expect(placed).toMatchObject({ paymentFlow: 'placed', orderNo: expect.any(String) });
    const [o] = await t.db.query<Body>(
      `select kind, fba_shipment_id, fba_order_no, fba_warehouse, package_count, declared_weight::text, quote->>'total' as total, estimate::text
         from orders where id = $1`, [placed.id]);
    expect(o).toMatchObject({ kind: 'fba', fba_shipment_id: 'FBA15K7QX2ZL', fba_order_no: '4W8T3JQP', fba_warehouse: 'ONT8', package_count: 2, declared_weight: '14.500' });
    expect(o.total).toBe(o.estimate);
    const lines = await t.db.query(`select seq, package_seq, name_en from order_item where order_id = $1 order by seq`, [placed.id]);
    expect(lines).toEqual([
      { seq: 1, package_seq: 1, name_en: 'Storage box S' },
      { seq: 2, package_seq: 1, name_en: 'Storage box M' },
      { seq: 3, package_seq: 2, name_en: 'Storage box L' },
    ]);
    // The detail finds it by its shipment id's order, and the form opens it with each line's carton.
    const values = ok(await call(t.app, 'GET', 'dd/0103/detail', { token: customer, query: { id: placed.id } })).data;
    expect(values).toMatchObject({ fbaShipmentId: 'FBA15K7QX2ZL', fbaOrderNo: '4W8T3JQP', fbaWarehouse: 'ONT8' });
    expect(values.items.map((i: Body) => i.boxNo)).toEqual(['U001', 'U001', 'U002']);
  });

  it('refuses each fault of the FBA part under its field, in the caller\'s language, and writes nothing', async () => {
    const before = await orderCount();
    const cases: [Body, string, string, string][] = [
      [{ fbaOrderNo: '4W8T3JQ' }, 'fbaOrderNo', 'The FBA reference ID (Amazon Reference ID) must be 8 letters or digits', 'FBA 参考编号（Reference ID）必须是 8 位字母或数字'],
      [{ fbaShipmentId: '15K7QX2ZL' }, 'fbaShipmentId', 'An FBA shipment ID is FBA followed by 6 to 12 letters or digits', 'FBA 货件编号以 FBA 开头'],
      [{ fbaWarehouse: 'XXX9' }, 'fbaWarehouse', 'Amazon warehouse XXX9 does not exist or is no longer used', '亚马逊仓库 XXX9 不存在或已停用'],
      [{ fbaWarehouse: 'LTN1' }, 'recipient.country', 'The recipient country must be GB, where Amazon warehouse LTN1 is', '收件国家须与亚马逊仓库 LTN1 所在国家 GB 一致'],
      [{ parcels: [{ weight: '8', count: 1, boxNo: 'U001' }, { weight: '6', count: 1, boxNo: ' u001 ' }] }, 'parcels.1.boxNo',
        'Box number U001 is given twice: each carton has a box number of its own', '箱号 U001 重复：每箱一个箱号'],
      [{ items: [line('U001', 'Storage box S'), line('U003', 'Storage box L')] }, 'items.1.boxNo',
        'There is no carton with box number U003: use a box number of the cartons above', '没有箱号为 U003 的箱子'],
      [{ items: [line('U001', 'Storage box S')] }, 'parcels.1.boxNo', 'Carton U002 has no SKU lines: say what it holds in the SKU lines', '箱子 U002 没有装箱明细'],
    ];
    for (const [changes, field, en, zh] of cases) {
      const r = await save(shipment('FBA-BAD', changes));
      expect(r.code, JSON.stringify(changes)).toBe(500);
      expect(r.msg).toContain(en);
      // The form's own rules answer as the body's check does (the field named in the message); the
      // FBA part's refusals name the field for the form to show the message under it.
      if (r.data?.fields) expect(Object.keys(r.data.fields)).toEqual([field]);
      else expect(r.msg).toContain(field);
      expect((await save(shipment('FBA-BAD', changes), 'zh-CN')).msg).toContain(zh);
    }
    // A carton without its box number is refused by the form's own rule (V09n).
    const noBox = await save(shipment('FBA-BAD', { parcels: [{ weight: '8', count: 1, boxNo: 'U001' }, { weight: '6', count: 1 }] }));
    expect(noBox.code).toBe(500);
    expect(noBox.msg).toContain('parcels/1');
    expect(await orderCount()).toBe(before);
  });

  it('is edited on its own form, the change logged; the order edit refuses it and it refuses any other order', async () => {
    const { id } = ok(await save(shipment('FBA-2'))).data;
    const values = ok(await call(t.app, 'GET', 'dd/0103/detail', { token: customer, query: { id } })).data;
    const { customerId: _c, ...sent } = values;
    const edited = ok(await save({ ...sent, fbaShipmentId: 'FBA15K7QX2ZM', items: [...values.items.slice(0, 2), line('U002', 'Storage box XL', 4)] })).data;
    expect(edited).toMatchObject({ id, changed: 2 });
    expect((await t.db.query(`select fba_shipment_id from orders where id = $1`, [id]))[0].fba_shipment_id).toBe('FBA15K7QX2ZM');
    const log = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, lang: 'en-US', query: { id } })).data.log.at(-1);
    expect(log.changes).toContain('FBA shipment ID: FBA15K7QX2ZL → FBA15K7QX2ZM');
    // The order edit would lose the cartons: it sends the user to the FBA form.
    const refused = await call(t.app, 'GET', 'dd/0205/edit/detail', { token: customer, lang: 'en-US', query: { id } });
    expect(refused.msg).toBe(`Order ${edited.orderNo} is an FBA order: edit it on the FBA order form, with its cartons and their contents`);
    const single = await placeDemoOrder(t, customer, 'FBA-NOT');
    expect((await call(t.app, 'GET', 'dd/0103/detail', { token: customer, lang: 'en-US', query: { id: single.id } })).msg)
      .toBe(`Order ${single.orderNo} is edited on the order edit form`);
    expect((await save({ ...sent, id: single.id })).msg).toBe(`Order ${single.orderNo} is edited on the order edit form`);
  });

  it('editing needs the order edit\'s authority too: sales may place FBA orders on authorization but not edit them', async () => {
    const { id } = ok(await save(shipment('FBA-3'))).data;
    const sales = await login(t.app, 'sales');
    const r = await call(t.app, 'GET', 'dd/0103/detail', { token: sales, lang: 'en-US', query: { id } });
    expect(r.msg).toBe('No permission for: dd/0205/03.html');
  });
});
