/**
 * DD1401_01 first-leg order: the cartons quoted by every enabled trunk tariff of the modes chosen,
 * cheapest first, the others with the reason; placed, the order goes to its overseas warehouse by
 * its tariff, priced again on the server with its trace and counted against the credit; a tariff
 * that cannot carry the cartons, or no longer exists, is refused under its field in the caller's
 * language and nothing is written. It is edited on its own form, repriced by the tariff then
 * chosen, and the log names the tariff and the warehouse in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let customer: string;
let sea: number;
let air: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
  const rows = await t.db.query<{ id: number; code: string }>(
    `select t.id, m.code from trunk_tariff t join transport_mode m on m.id = t.transport_mode_id order by t.id`);
  sea = rows.find((r) => r.code === 'sea')!.id;
  air = rows.find((r) => r.code === 'air')!.id;
});
afterAll(() => t?.close());

type Body = Record<string, unknown>;
const cartons = [{ weight: '20.2', length: '60', width: '50', height: '40', count: 3, boxNo: 'C001' }];
const order = (ref: string, changes: Body = {}): Body => ({
  customerOrderNo: ref, overseasWarehouse: 'US', trunkTariffId: sea, declaredValue: '300.00', declaredCurrency: 'USD',
  sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
  parcels: cartons,
  items: [{ nameZh: '收纳盒', nameEn: 'Storage box', customsCode: '3924100000', origin: 'CN', unit: 'PCS', unitPrice: '3.20', unitWeight: '0.150', quantity: 120, qtyPerBox: 40 }],
  ...changes,
});
const quote = (body: Body, lang: 'zh-CN' | 'en-US' = 'en-US') => call(t.app, 'POST', 'dd/1401/quote', { token: customer, lang, body });
const save = (body: Body, lang: 'zh-CN' | 'en-US' = 'en-US') => call(t.app, 'POST', 'dd/1401/save', { token: customer, lang, body });
const orderCount = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from orders`))[0].n);

describe('DD1401_01 first-leg order', () => {
  it('quotes the cartons by every enabled tariff, cheapest first, or by the modes chosen', async () => {
    const all = ok(await quote({ parcels: cartons.map(({ boxNo: _b, ...c }) => c) })).data;
    expect(all.quotes.map((q: Body) => q.tariffId)).toEqual([sea, air]);
    // 3 cartons, 60.6 kg actual, 60 kg volumetric (60×50×40 ÷ 6000 × 3): 61 kg by sea at 12 a kg; by air at 38.
    expect(all.quotes[0]).toMatchObject({ nameEn: 'Sea · Amazon warehouse', warehouse: 'SZX', quote: { chargeableWeight: '61', total: '732.00', currency: 'RMB' } });
    expect(all.quotes[1].quote.total).toBe('2318.00');
    const [{ id: airMode }] = await t.db.query<{ id: number }>(`select id from transport_mode where code = 'air'`);
    const byAir = ok(await quote({ transportModeId: airMode, parcels: [{ weight: '20', count: 1 }] })).data;
    expect(byAir.quotes.map((q: Body) => q.tariffId)).toEqual([air]);
    // Heavier than the air tariff's last break: quoted by sea only, air said why.
    const heavy = ok(await quote({ parcels: [{ weight: '600', count: 2 }] })).data;
    expect(heavy.quotes.map((q: Body) => q.tariffId)).toEqual([sea]);
    expect(heavy.excluded).toEqual([expect.objectContaining({ tariffId: air, reason: 'Chargeable weight 1200 kg is above the first-leg tariff maximum 1000 kg' })]);
  });

  it('places the order to its overseas warehouse by its tariff, priced again with its trace', async () => {
    const placed = ok(await save(order('FL-1'))).data;
    expect(placed).toMatchObject({ paymentFlow: 'placed', estimate: '732.00', currency: 'RMB' });
    const [o] = await t.db.query<Body>(
      `select kind, route_id, trunk_tariff_id, overseas_warehouse, destination_country, mail_type, package_count, tracking_status,
              quote->>'chargeableWeight' as chargeable, json_array_length(quote->'trace'->'lines') as lines
         from orders where id = $1`, [placed.id]);
    expect(o).toMatchObject({ kind: 'first_leg', route_id: null, trunk_tariff_id: sea, overseas_warehouse: 'US', destination_country: 'US', mail_type: 'P',
      package_count: 3, tracking_status: 'create_order', chargeable: '61' });
    expect(Number(o.lines)).toBeGreaterThan(2);
    const [to] = await t.db.query<Body>(`select name, country from order_address where order_id = $1 and role = 'recipient'`, [placed.id]);
    expect(to).toEqual({ name: '美国仓', country: 'US' });
  });

  it('is edited on its own form, repriced by the tariff chosen, the tariff and warehouse logged by name; the order edit refuses it', async () => {
    const placed = ok(await save(order('FL-3'))).data;
    const values = ok(await call(t.app, 'GET', 'dd/1401/detail', { token: customer, query: { id: placed.id } })).data;
    const [seaMode] = await t.db.query<{ transport_mode_id: number; delivery_mode_id: number }>(
      `select transport_mode_id, delivery_mode_id from trunk_tariff where id = $1`, [sea]);
    // What the form holds: its tariff with its modes and its warehouse, no recipient, route or mail type.
    expect(values).toMatchObject({ trunkTariffId: sea, overseasWarehouse: 'US', transportModeId: seaMode.transport_mode_id,
      deliveryModeId: seaMode.delivery_mode_id, customerOrderNo: 'FL-3' });
    expect(values).not.toHaveProperty('recipient');
    expect(values).not.toHaveProperty('mailType');
    const { customerId: _c, ...sent } = values;
    expect((await save({ ...sent, id: 2147483648 })).msg).toContain('id');
    const edited = ok(await save({ ...sent, trunkTariffId: air, transportModeId: null, deliveryModeId: null, overseasWarehouse: 'JP' })).data;
    expect(edited).toMatchObject({ id: placed.id, estimate: '2318.00', changed: 2 });
    const [o] = await t.db.query<Body>(`select trunk_tariff_id, overseas_warehouse, destination_country, estimate::text from orders where id = $1`, [placed.id]);
    expect(o).toEqual({ trunk_tariff_id: air, overseas_warehouse: 'JP', destination_country: 'JP', estimate: '2318.00' });
    const [to] = await t.db.query<Body>(`select name, country from order_address where order_id = $1 and role = 'recipient'`, [placed.id]);
    expect(to).toEqual({ name: '日本仓', country: 'JP' });
    const logOf = async (lang: 'zh-CN' | 'en-US') =>
      ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, lang, query: { id: placed.id } })).data.log.at(-1).changes as string;
    const en = await logOf('en-US');
    expect(en).toContain('Overseas warehouse: US warehouse → Japan warehouse');
    expect(en).toContain('First-leg tariff: Sea · Amazon warehouse → Air ·');
    expect(en).not.toContain('Recipient');
    expect(await logOf('zh-CN')).toContain('海外仓: 美国仓 → 日本仓');
    // The order form has no tariff: it sends the user to this one; this one refuses any other order.
    expect((await call(t.app, 'GET', 'dd/0205/edit/detail', { token: customer, lang: 'en-US', query: { id: placed.id } })).msg)
      .toBe(`Order ${placed.orderNo} is a first-leg order: edit it on the first-leg order form, with its tariff`);
    const fba = await t.db.query<{ id: number; order_no: string }>(`select id, order_no from orders where kind = 'fba' limit 1`);
    expect((await call(t.app, 'GET', 'dd/1401/detail', { token: customer, lang: 'en-US', query: { id: fba[0].id } })).msg)
      .toBe(`Order ${fba[0].order_no} is an FBA order: edit it on the FBA order form, with its cartons and their contents`);
  });

  it('editing needs the order edit\'s authority too: a dealer places first-leg orders but does not edit them', async () => {
    const placed = ok(await save(order('FL-4'))).data;
    const dealer = await login(t.app, 'dealer');
    const r = await call(t.app, 'GET', 'dd/1401/detail', { token: dealer, lang: 'en-US', query: { id: placed.id } });
    expect(r.msg).toBe('No permission for: dd/0205/03.html');
    expect((await call(t.app, 'POST', 'dd/1401/save', { token: dealer, lang: 'en-US', body: { ...order('FL-4'), id: placed.id } })).msg)
      .toBe('No permission for: dd/0205/03.html');
  });

  it('refuses a tariff that cannot carry the cartons or is gone, a carton without its box number, and writes nothing', async () => {
    const before = await orderCount();
    const heavy = await save(order('FL-2', { trunkTariffId: air, parcels: [{ weight: '600', count: 2, boxNo: 'C001' }] }));
    expect(heavy.msg).toBe('The chosen first-leg tariff cannot carry these cartons: Chargeable weight 1200 kg is above the first-leg tariff maximum 1000 kg');
    expect(Object.keys(heavy.data.fields)).toEqual(['trunkTariffId']);
    expect((await save(order('FL-2', { trunkTariffId: air, parcels: [{ weight: '600', count: 2, boxNo: 'C001' }] }), 'zh-CN')).msg).toMatch(/^所选头程资费不能承运这些箱子：/);
    await t.db.query(`update trunk_tariff set status = 'disabled' where id = $1`, [air]);
    expect((await save(order('FL-2', { trunkTariffId: air }))).msg).toBe('The chosen first-leg tariff does not exist or is no longer used: choose another');
    await t.db.query(`update trunk_tariff set status = 'enabled' where id = $1`, [air]);
    const noBox = await save(order('FL-2', { parcels: [{ weight: '20', count: 1 }] }));
    expect(noBox.msg).toContain('parcels/0');
    const noWarehouse = await save(order('FL-2', { overseasWarehouse: 'FR' }));
    expect(noWarehouse.msg).toContain('overseasWarehouse');
    expect(await orderCount()).toBe(before);
  });
});
