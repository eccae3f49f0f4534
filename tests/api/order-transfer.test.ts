/**
 * DD0202_01 / DD0202_02 against the sandbox carrier on its own port (real HTTP, no mock): an order
 * reaches the carrier once however many workers or clicks transfer it at once; a refusal and a
 * silence are stored with the channel's message and retried; reset and delete cancel the
 * carrier's shipment; the label is the carrier's PDF.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type TestApp } from './harness';
import { SANDBOX_DEMO_ACCOUNT, startCarrierSandbox, type CarrierSandbox } from '../../src/server/sandbox/carrier';

let sbx: CarrierSandbox;
let t: TestApp;
let kf: string;
beforeAll(async () => {
  sbx = await startCarrierSandbox({ accounts: { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key } });
  // Long enough for an answered call on a loaded machine (a busy test run answered past 1.5 s); a
  // 'timeout' call is never answered, so the timeout test waits this long once.
  t = await createTestApp({ carrierUrl: sbx.url, carrierTimeoutMs: 5000 });
  kf = await login(t.app, 'kf');
});
afterAll(async () => {
  await t?.close();
  await sbx?.close();
});
beforeEach(async () => {
  await fetch(`${sbx.url}/control/state`, { method: 'DELETE' });
});

const control = (path: string, body?: unknown) =>
  fetch(`${sbx.url}/control/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}).then((r) => r.json() as Promise<any>);

/** A fresh placed order of the demo customer (two boxes). */
async function placed(ref: string): Promise<{ id: number; orderNo: string }> {
  return placeDemoOrder(t, await login(t.app, 'customer'), ref, 2);
}

const orderRow = async (id: number) =>
  (await t.db.query<Record<string, any>>(`select transfer_state, transfer_method, channel_no, channel_tracking_no, shipment_id, transfer_message, transfer_claim from orders where id = $1`, [id]))[0];
const logOf = async (id: number) => (await t.db.query<{ action: string }>(`select action from order_log where order_id = $1 order by id`, [id])).map((r) => r.action);

describe('automatic transfer', () => {
  it('20 transfers of one order at once reach the carrier once; the order holds its numbers and one log line', async () => {
    const o = await placed('TR-PAR-1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { id: o.id } })));
    const results = answers.map((a) => ok(a).data.results[0]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r.message).toMatch(/is being transferred|is transferred already/);
    const seen = await control(`shipments?reference=${o.orderNo}`);
    expect(seen.createCalls[o.orderNo]).toBe(1);
    expect(seen.shipments).toHaveLength(1);
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ transfer_state: 'transferred', transfer_method: 'auto', channel_tracking_no: seen.shipments[0].trackingNo, transfer_claim: null });
    expect((await logOf(o.id)).filter((a) => a === 'transfer')).toHaveLength(1);
    // The label is the carrier's PDF; the customer reads it, another customer does not.
    const label = await t.app.inject({ method: 'GET', url: `/dd/0202/label?id=${o.id}`, headers: { authToken: await login(t.app, 'customer') } });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await call(t.app, 'GET', 'dd/0202/label', { token: await login(t.app, 'customer2'), query: { id: o.id } });
    expect(other.code).not.toBe(0);
  });

  it("stores a carrier's refusal with its message, in the caller's language around it, and transfers on retry", async () => {
    const o = await placed('TR-REF-1');
    await control('behaviour', { mode: 'fail', status: 400, message: 'recipient postcode 90001 is not served', times: 2 });
    const en = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { ids: [o.id] } })).data;
    expect(en).toMatchObject({ transferred: 0, failed: 1 });
    expect(en.results[0].message).toBe('SBX Express refused: recipient postcode 90001 is not served');
    const zh = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'zh-CN', body: { ids: [o.id] } })).data;
    expect(zh.results[0].message).toBe('沙箱快递 拒绝：recipient postcode 90001 is not served');
    expect(await orderRow(o.id)).toMatchObject({ transfer_state: 'not_transferred', transfer_message: '沙箱快递 拒绝：recipient postcode 90001 is not served', transfer_claim: null });
    const again = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [o.id] } })).data;
    expect(again).toMatchObject({ transferred: 1, failed: 0 });
    expect(await orderRow(o.id)).toMatchObject({ transfer_state: 'transferred', transfer_message: null });
    expect(await logOf(o.id)).toEqual(['create', 'transferFailed', 'transferFailed', 'transfer']);
  });

  it('a carrier that does not answer in time: retried, the same shipment is kept (one, not two)', async () => {
    const o = await placed('TR-TIME-1');
    await control('behaviour', { mode: 'timeout', times: 1 });
    const lost = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { ids: [o.id] } })).data;
    expect(lost.results[0].message).toBe('SBX Express did not answer in time: please try again later');
    const retried = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [o.id] } })).data;
    expect(retried.transferred).toBe(1);
    const seen = await control(`shipments?reference=${o.orderNo}`);
    expect(seen.shipments).toHaveLength(1);
    expect((await orderRow(o.id)).channel_tracking_no).toBe(seen.shipments[0].trackingNo);
  });

  it('refuses a draft order and an order out of scope', async () => {
    const [draft] = await t.db.query<{ id: number; order_no: string }>(`select id, order_no from orders where payment_flow = 'draft' limit 1`);
    const r = ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { ids: [draft.id] } })).data;
    expect(r.results[0].message).toBe(`Order ${draft.order_no} is Draft: it cannot take “transfer”`);
    const [other] = await t.db.query<{ id: number }>(`select o.id from orders o join customer c on c.id = o.customer_id where c.code = 'C0002'`);
    expect(ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { ids: [other.id] } })).data.results[0].message).toBe('The order does not exist');
  });
});

describe('reset, delete and manual transfer', () => {
  it("reset cancels the carrier's shipment and frees the order for a new transfer", async () => {
    const o = await placed('TR-RESET-1');
    ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [o.id] } }));
    const first = (await orderRow(o.id)).shipment_id;
    expect(ok(await call(t.app, 'POST', 'dd/0202/reset', { token: kf, body: { ids: [o.id] } })).data).toEqual({ reset: 1 });
    expect(await orderRow(o.id)).toMatchObject({ transfer_state: 'reset', channel_tracking_no: null, shipment_id: null });
    const seen = await control(`shipments?reference=${o.orderNo}`);
    expect(seen.shipments.find((s: any) => s.shipmentId === first).status).toBe('cancelled');
    ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [o.id] } }));
    expect((await orderRow(o.id)).shipment_id).not.toBe(first);
    ok(await call(t.app, 'POST', 'dd/0202/delete', { token: kf, body: { ids: [o.id] } }));
    expect((await orderRow(o.id)).transfer_state).toBe('deleted');
    expect((await call(t.app, 'POST', 'dd/0202/auto', { token: kf, lang: 'en-US', body: { ids: [o.id] } })).data.results[0].message).toMatch(/is Deleted: it cannot take/);
  });

  it('a reset that one order of the batch refuses cancels nobody\'s shipment', async () => {
    const done = await placed('TR-BATCH-1');
    const fresh = await placed('TR-BATCH-2');
    ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [done.id] } }));
    const r = await call(t.app, 'POST', 'dd/0202/reset', { token: kf, lang: 'en-US', body: { ids: [done.id, fresh.id] } });
    expect(r.msg).toBe(`Order ${fresh.orderNo} is Not transferred: it cannot take “reset the transfer”`);
    expect((await control(`shipments?reference=${done.orderNo}`)).shipments[0].status).not.toBe('cancelled');
    expect((await orderRow(done.id)).transfer_state).toBe('transferred');
  });

  it('manual: the numbers booked elsewhere are recorded (both needed), no carrier called', async () => {
    const o = await placed('TR-MAN-1');
    const missing = await call(t.app, 'POST', 'dd/0202/manual', { token: kf, lang: 'en-US', body: { id: o.id, channelNo: 'CH-1' } });
    expect(missing.msg).toBe('Channel number and channel tracking number are required');
    ok(await call(t.app, 'POST', 'dd/0202/manual', { token: kf, body: { id: o.id, channelNo: 'CH-1', channelTrackingNo: 'TRK-0001' } }));
    expect(await orderRow(o.id)).toMatchObject({ transfer_state: 'transferred', transfer_method: 'manual', channel_no: 'CH-1', channel_tracking_no: 'TRK-0001' });
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments).toHaveLength(0);
  });
});
