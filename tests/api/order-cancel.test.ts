/**
 * DD0210_01 cancellation and intercept requests, against the sandbox carrier on its own port (real
 * HTTP, no mock): a customer applies for its own orders (one pending request per order), customer
 * service or the manager agrees or rejects; agreeing cancels the order and, for a transferred
 * one, has the carrier cancel the shipment first and deletes the transfer; a carrier's refusal
 * leaves everything as it was. Messages in zh-CN and en-US.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { SANDBOX_DEMO_ACCOUNT, startCarrierSandbox, type CarrierSandbox } from '../../src/server/sandbox/carrier';

let sbx: CarrierSandbox;
let t: TestApp;
let customer: string;
let customer2: string;
let kf: string;
let manager: string;
beforeAll(async () => {
  sbx = await startCarrierSandbox({ accounts: { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key } });
  t = await createTestApp({ carrierUrl: sbx.url, carrierTimeoutMs: 5000 });
  [customer, customer2, kf, manager] = await Promise.all(['customer', 'customer2', 'kf', 'manager'].map((id) => login(t.app, id)));
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

const placed = (ref: string) => placeDemoOrder(t, customer, ref);

/** A placed order transferred to the sandbox carrier by customer service. */
async function transferred(ref: string): Promise<{ id: number; orderNo: string; shipmentId: string }> {
  const o = await placed(ref);
  expect(ok(await call(t.app, 'POST', 'dd/0202/auto', { token: kf, body: { ids: [o.id] } })).data.transferred).toBe(1);
  return { ...o, shipmentId: (await orderRow(o.id)).shipment_id };
}

const apply = (token: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', 'dd/0210/apply', { token, lang, body });
const approve = (token: string, body: Record<string, unknown>, lang: Lang = 'zh-CN') => call(t.app, 'POST', 'dd/0210/approve', { token, lang, body });

const orderRow = async (id: number) =>
  (await t.db.query<Record<string, any>>(
    `select payment_flow, transfer_state, channel_tracking_no, shipment_id, updated_at, (select count(*)::int from order_label where order_id = o.id) as labels
       from orders o where id = $1`,
    [id],
  ))[0];
const requestRow = async (id: number) =>
  (await t.db.query<Record<string, any>>(`select state, decided_by_name, decided_at, decision_remark, decision_claim from cancel_request where id = $1`, [id]))[0];
const logOf = async (id: number) => (await t.db.query<{ action: string }>(`select action from order_log where order_id = $1 order by id`, [id])).map((r) => r.action);
const demoOrder = async (customerOrderNo: string) =>
  (await t.db.query<{ id: number; order_no: string }>(`select id, order_no from orders where customer_order_no = $1`, [customerOrderNo]))[0];

/** The same refusal in both languages (and the field it is shown under). */
async function refusedInBoth(send: (lang: Lang) => Promise<any>, zh: string, en: string, field?: string) {
  const [a, b] = [await send('zh-CN'), await send('en-US')];
  expect(a).toMatchObject({ code: 500, msg: zh });
  expect(b).toMatchObject({ code: 500, msg: en });
  if (field) expect(Object.keys(b.data?.fields ?? {})).toEqual([field]);
}

describe('the list', () => {
  it("shows the demo customer's pending request to the customer and its customer service, never to another customer", async () => {
    const po1 = await demoOrder('PO-2026-001');
    const own = ok(await call(t.app, 'GET', 'dd/0210/list', { token: customer, query: { state: 'pending' } })).data;
    expect(own.list).toContainEqual(expect.objectContaining({
      orderNo: po1.order_no, kind: 'cancel', state: 'pending', customerName: expect.any(String), appliedByName: '上海示例贸易有限公司', decidedAt: null,
    }));
    const rejected = ok(await call(t.app, 'GET', 'dd/0210/list', { token: kf, query: { state: 'reject' } })).data.list;
    expect(rejected).toEqual([expect.objectContaining({ kind: 'intercept', decidedByName: '陈客服', decisionRemark: '包裹已出库交航,无法拦截' })]);
    expect(ok(await call(t.app, 'GET', 'dd/0210/list', { token: customer2 })).data).toEqual({ list: [], total: 0 });
    const [{ id: c1 }] = await t.db.query<{ id: number }>(`select id from customer where code = 'C0001'`);
    expect(ok(await call(t.app, 'GET', 'dd/0210/list', { token: customer2, query: { customerId: c1 } })).data.total).toBe(0);
  });
});

describe('apply', () => {
  it('a customer asks to cancel its own placed order: pending, logged on the order; a second request waits for the first', async () => {
    const o = await placed('CX-APPLY-1');
    const r = ok(await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: '客户不要了' })).data;
    expect(r).toEqual({ id: expect.any(Number), orderNo: o.orderNo });
    expect(await requestRow(r.id)).toMatchObject({ state: 'pending', decided_at: null });
    expect(await logOf(o.id)).toEqual(['create', 'cancelRequested']);
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, lang: 'en-US', query: { id: o.id } })).data;
    expect(detail.log.at(-1)).toMatchObject({ action: 'cancelRequested', changes: 'Cancel；reason: 客户不要了' });

    await refusedInBoth(
      (lang) => apply(kf, { orderNo: o.orderNo, kind: 'cancel', reason: 'again' }, lang),
      `订单 ${o.orderNo} 已有一条待审批的取消/拦截申请，请等待审批结果`,
      `Order ${o.orderNo} already has a cancellation or intercept request pending: wait for its decision`,
      'orderNo',
    );
    // The database holds the rule too: a second pending row for the order is refused.
    await expect(t.db.query(`insert into cancel_request (order_id, customer_id, kind, reason) select order_id, customer_id, 'cancel', 'x' from cancel_request where id = $1`, [r.id]))
      .rejects.toThrow(/cancel_request_pending_idx/);
    expect((await t.db.query(`select 1 from cancel_request where order_id = $1`, [o.id])).length).toBe(1);
  });

  it('five requests for one order at once: one is pending, the others are told to wait for it', async () => {
    const o = await placed('CX-APPLY-PAR');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => apply(i % 2 ? kf : customer, { orderNo: o.orderNo, kind: 'cancel', reason: `r${i}` }, 'en-US')));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toBe(`Order ${o.orderNo} already has a cancellation or intercept request pending: wait for its decision`);
    expect(await t.db.query(`select state from cancel_request where order_id = $1`, [o.id])).toEqual([{ state: 'pending' }]);
  });

  it("another customer's order, or one out of staff's scope, does not exist", async () => {
    const o = await placed('CX-OTHER-1');
    await refusedInBoth((lang) => apply(customer2, { orderNo: o.orderNo, kind: 'cancel', reason: 'mine?' }, lang), '订单不存在', 'The order does not exist', 'orderNo');
    const [c2] = await t.db.query<{ order_no: string }>(`select o.order_no from orders o join customer c on c.id = o.customer_id where c.code = 'C0002'`);
    await refusedInBoth((lang) => apply(kf, { orderNo: c2.order_no, kind: 'cancel', reason: 'x' }, lang), '订单不存在', 'The order does not exist', 'orderNo');
    await refusedInBoth((lang) => apply(customer, { orderNo: 'DD000000999999', kind: 'cancel', reason: 'x' }, lang), '订单不存在', 'The order does not exist', 'orderNo');
    expect((await t.db.query(`select 1 from cancel_request r join orders o on o.id = r.order_id where o.order_no = any($1)`, [[o.orderNo, c2.order_no]])).length).toBe(0);
  });

  it('refuses a cancelled or draft order, an intercept of an order not transferred and a cancel of a transferred one, saying why', async () => {
    const cancelled = await demoOrder('PO-2026-000');
    await refusedInBoth(
      (lang) => apply(customer, { orderNo: cancelled.order_no, kind: 'cancel', reason: 'x' }, lang),
      `订单 ${cancelled.order_no} 已取消，无需再申请`,
      `Order ${cancelled.order_no} is cancelled already: there is nothing to request`,
    );
    const [draft] = await t.db.query<{ order_no: string }>(`select o.order_no from orders o join customer c on c.id = o.customer_id where c.code = 'C0001' and o.payment_flow = 'draft' limit 1`);
    await refusedInBoth(
      (lang) => apply(customer, { orderNo: draft.order_no, kind: 'cancel', reason: 'x' }, lang),
      `订单 ${draft.order_no} 当前为“草稿”，不能申请取消/拦截`,
      `Order ${draft.order_no} is Draft: it cannot take “request a cancellation or intercept”`,
    );
    const o = await placed('CX-KIND-1');
    await refusedInBoth(
      (lang) => apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: 'stop it' }, lang),
      `订单 ${o.orderNo} 尚未转单（未转单），承运商那里没有可拦截的运单：请申请“取消”。拦截只用于已转单、已交给承运商的订单`,
      `Order ${o.orderNo} is not transferred (Not transferred): no carrier has a shipment to intercept. Request a cancellation instead; an intercept is for orders already transferred to a carrier`,
      'kind',
    );
    const tr = await transferred('CX-KIND-2');
    const { channel_tracking_no: trackingNo } = await orderRow(tr.id);
    await refusedInBoth(
      (lang) => apply(customer, { orderNo: tr.orderNo, kind: 'cancel', reason: 'x' }, lang),
      `订单 ${tr.orderNo} 已转单给承运商（渠道转单号 ${trackingNo}）：请申请“拦截”，由承运商截停运单后再取消订单`,
      `Order ${tr.orderNo} is transferred to a carrier (channel tracking number ${trackingNo}): request an intercept, so the carrier stops its shipment before the order is cancelled`,
      'kind',
    );
    // The reason is required and bounded, answered by the body's rules in the caller's language.
    expect((await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: '  ' }, 'en-US')).msg).toBe('Invalid request: reason This field is required');
    expect((await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: 'x'.repeat(201) }, 'en-US')).msg).toMatch(/^Invalid request: reason .*200/);
    expect((await t.db.query(`select 1 from cancel_request where order_id = any($1::bigint[])`, [[o.id, tr.id, cancelled.id]])).length).toBe(0);
  });
});

describe('roles', () => {
  it('customers apply but never decide; roles without the page neither apply nor list', async () => {
    const o = await placed('CX-ROLE-1');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: 'x' })).data;
    for (const [lang, msg] of [['zh-CN', '没有访问权限：dd/0210/approve'], ['en-US', 'No permission for: dd/0210/approve']] as const) {
      expect(await approve(customer, { id, decision: 'agree' }, lang)).toMatchObject({ code: 500, msg });
    }
    const sales = await login(t.app, 'sales');
    expect(await apply(sales, { orderNo: o.orderNo, kind: 'cancel', reason: 'x' }, 'en-US')).toMatchObject({ code: 500, msg: 'No permission for: dd/0210/01.html' });
    expect(await call(t.app, 'GET', 'dd/0210/list', { token: await login(t.app, 'finance'), lang: 'en-US' })).toMatchObject({ code: 500, msg: 'No permission for: dd/0210/01.html' });
    expect(await requestRow(id)).toMatchObject({ state: 'pending' });
    expect((await orderRow(o.id)).payment_flow).toBe('placed');
    // Customer service's and the manager's scope: customer2's demo request is not theirs to decide.
    const [c2] = await t.db.query<{ id: number; customer_id: number }>(`select o.id, o.customer_id from orders o join customer c on c.id = o.customer_id where c.code = 'C0002'`);
    const [{ id: foreign }] = await t.db.query<{ id: number }>(
      `insert into cancel_request (order_id, customer_id, kind, reason) values ($1, $2, 'cancel', 'x') returning id`, [c2.id, c2.customer_id]);
    await refusedInBoth((lang) => approve(kf, { id: foreign, decision: 'agree' }, lang), '申请不存在', 'The request does not exist');
    expect(await requestRow(foreign)).toMatchObject({ state: 'pending' });
  });
});

describe('approve', () => {
  it('reject needs a remark; rejected, the order is unchanged and the customer may ask again', async () => {
    const o = await placed('CX-REJ-1');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: '不要了' })).data;
    await refusedInBoth((lang) => approve(kf, { id, decision: 'reject' }, lang), '驳回申请时审批备注为必填项', 'A decision remark is required to reject a request', 'remark');
    expect(ok(await approve(kf, { id, decision: 'reject', remark: '货已入库请联系客服' })).data).toEqual({ id, orderNo: o.orderNo, state: 'reject' });
    expect(await requestRow(id)).toMatchObject({ state: 'reject', decided_by_name: '陈客服', decision_remark: '货已入库请联系客服' });
    expect((await orderRow(o.id)).payment_flow).toBe('placed');
    expect(await logOf(o.id)).toEqual(['create', 'cancelRequested', 'cancelRequestRejected']);
    await refusedInBoth(
      (lang) => approve(manager, { id, decision: 'agree' }, lang),
      `订单 ${o.orderNo} 的申请已是“拒绝”，不能再审批`,
      `The request for order ${o.orderNo} is Rejected already: it cannot be decided again`,
    );
    expect(ok(await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: '还是不要了' })).data.id).not.toBe(id);
  });

  it('agree on an order not transferred: payment → cancelled, logged; the transfer stays as it was', async () => {
    const o = await placed('CX-AGREE-1');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: '重复下单' })).data;
    const agreed = ok(await approve(manager, { id, decision: 'agree' }, 'en-US')).data;
    expect(agreed).toEqual({ id, orderNo: o.orderNo, state: 'agree', paymentFlow: 'cancelled', transferState: 'not_transferred' });
    expect(await orderRow(o.id)).toMatchObject({ payment_flow: 'cancelled', transfer_state: 'not_transferred' });
    expect(await requestRow(id)).toMatchObject({ state: 'agree', decided_by_name: '王经理', decision_remark: null, decision_claim: null });
    expect(await logOf(o.id)).toEqual(['create', 'cancelRequested', 'agreeCancellation']);
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, lang: 'zh-CN', query: { id: o.id } })).data;
    expect(detail.log.at(-1)).toMatchObject({ action: 'agreeCancellation', userName: '王经理', changes: '客户已下单 → 已取消' });
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments).toEqual([]);
    // Cancelled now: no new request.
    expect((await apply(customer, { orderNo: o.orderNo, kind: 'cancel', reason: 'x' }, 'en-US')).msg).toBe(`Order ${o.orderNo} is cancelled already: there is nothing to request`);
  });

  it("agree on a transferred order: the carrier's shipment is cancelled, the order cancelled and its transfer deleted, each logged", async () => {
    const o = await transferred('CX-INT-1');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: '收件人拒收' })).data;
    const list = ok(await call(t.app, 'GET', 'dd/0210/list', { token: kf, query: { state: 'pending' } })).data.list;
    expect(list.find((r: any) => r.id === id)).toMatchObject({ kind: 'intercept', transferState: 'transferred' });
    const agreed = ok(await approve(kf, { id, decision: 'agree', remark: '已联系承运商' })).data;
    expect(agreed).toEqual({ id, orderNo: o.orderNo, state: 'agree', paymentFlow: 'cancelled', transferState: 'deleted' });
    const seen = await control(`shipments?reference=${o.orderNo}`);
    expect(seen.shipments.map((s: any) => [s.shipmentId, s.status])).toEqual([[o.shipmentId, 'cancelled']]);
    expect(await orderRow(o.id)).toMatchObject({ payment_flow: 'cancelled', transfer_state: 'deleted', channel_tracking_no: null, shipment_id: null, labels: 0 });
    expect(await requestRow(id)).toMatchObject({ state: 'agree', decision_remark: '已联系承运商', decision_claim: null });
    expect(await logOf(o.id)).toEqual(['create', 'transfer', 'cancelRequested', 'agreeCancellation', 'delete']);
    const log = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: customer, lang: 'en-US', query: { id: o.id } })).data.log.slice(-3);
    expect(log.map((l: any) => l.changes)).toEqual(['Intercept；reason: 收件人拒收', 'Customer placed order → Cancelled', 'Transferred → Deleted']);
  });

  it('a carrier that refuses or does not answer: the approval is refused with its message, and nothing is written', async () => {
    const o = await transferred('CX-INT-REF');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: '地址错误' })).data;
    const before = { order: await orderRow(o.id), request: await requestRow(id), log: await logOf(o.id) };
    await control('behaviour', { mode: 'fail', status: 422, message: 'parcel handed to the airline', times: 2 });
    await refusedInBoth(
      (lang) => approve(kf, { id, decision: 'agree' }, lang),
      `沙箱快递 拒绝拦截订单 ${o.orderNo}：parcel handed to the airline。申请仍待审批，订单未作更改`,
      `SBX Express refused to intercept order ${o.orderNo}: parcel handed to the airline. The request stays pending and the order is unchanged`,
    );
    await control('behaviour', { mode: 'fail', status: 503, message: 'maintenance', times: 1 });
    expect(await approve(kf, { id, decision: 'agree' }, 'en-US')).toMatchObject({ code: 500, msg: 'SBX Express did not answer in time: please try again later' });
    expect({ order: await orderRow(o.id), request: await requestRow(id), log: await logOf(o.id) }).toEqual(before);
    expect(before.request).toMatchObject({ state: 'pending', decision_claim: null });
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments.map((s: any) => s.status)).toEqual(['created']);
    // The carrier willing again, the same request is agreed.
    expect(ok(await approve(kf, { id, decision: 'agree' })).data).toMatchObject({ state: 'agree', transferState: 'deleted' });
  });

  it('a write that fails after the carrier cancelled leaves the order and the request as they were; the retry does not ask the carrier again', async () => {
    const o = await transferred('CX-INT-TX');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: '改址' })).data;
    const before = { order: await orderRow(o.id), log: await logOf(o.id) };
    // The decision's own write fails (a trigger standing for any failure inside the transaction).
    await t.db.query(`create function cx_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`);
    await t.db.query(`create trigger cx_refuse before update of state on cancel_request for each row when (new.state = 'agree') execute function cx_refuse()`);
    expect((await approve(kf, { id, decision: 'agree' }, 'en-US')).code).not.toBe(0);
    await t.db.query(`drop trigger cx_refuse on cancel_request`);
    await t.db.query(`drop function cx_refuse()`);
    expect({ order: await orderRow(o.id), log: await logOf(o.id) }).toEqual(before);
    expect(await t.db.query(`select state, decision_claim, shipment_cancelled from cancel_request where id = $1`, [id])).toEqual([{ state: 'pending', decision_claim: null, shipment_cancelled: o.shipmentId }]);
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments.map((s: any) => s.status)).toEqual(['cancelled']);
    // Asked again, the carrier would answer "already cancelled": the retry knows it did that already.
    expect(ok(await approve(kf, { id, decision: 'agree' })).data).toMatchObject({ state: 'agree', paymentFlow: 'cancelled', transferState: 'deleted' });
    expect(await logOf(o.id)).toEqual([...before.log, 'agreeCancellation', 'delete']);
  });

  it('an order cancelled in order review while the carrier is asked: the request is agreed and the transfer deleted all the same', async () => {
    const o = await transferred('CX-INT-REV');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: '改址' })).data;
    await control('behaviour', { mode: 'slow', delayMs: 800, times: 1 });
    const agreeing = approve(kf, { id, decision: 'agree' });
    for (let i = 0; i < 100 && !(await requestRow(id)).decision_claim; i++) await new Promise((r) => setTimeout(r, 20));
    ok(await call(t.app, 'POST', 'dd/0201/cancel', { token: kf, body: { ids: [o.id] } }));
    expect(ok(await agreeing).data).toMatchObject({ state: 'agree', paymentFlow: 'cancelled', transferState: 'deleted' });
    expect(await orderRow(o.id)).toMatchObject({ payment_flow: 'cancelled', transfer_state: 'deleted', shipment_id: null });
    expect(await logOf(o.id)).toEqual(['create', 'transfer', 'cancelRequested', 'cancel', 'delete']);
  });

  it('while the carrier is asked, another approver neither agrees nor rejects; the carrier is asked once', async () => {
    const o = await transferred('CX-INT-PAR');
    const { id } = ok(await apply(customer, { orderNo: o.orderNo, kind: 'intercept', reason: '重复' })).data;
    await control('behaviour', { mode: 'slow', delayMs: 800, times: 1 });
    const first = approve(kf, { id, decision: 'agree' }, 'en-US');
    // The first approver holds the request while the (slow) carrier answers.
    for (let i = 0; i < 100 && !(await requestRow(id)).decision_claim; i++) await new Promise((r) => setTimeout(r, 20));
    const others = await Promise.all([approve(manager, { id, decision: 'agree' }, 'en-US'), approve(manager, { id, decision: 'reject', remark: 'no' }, 'en-US')]);
    for (const a of others) expect(a).toMatchObject({ code: 500, msg: `The request for order ${o.orderNo} is being decided (its carrier is being asked): refresh in a moment to see the result` });
    expect(ok(await first).data).toMatchObject({ state: 'agree', transferState: 'deleted' });
    expect(await requestRow(id)).toMatchObject({ state: 'agree', decided_by_name: '陈客服', decision_claim: null });
    expect((await logOf(o.id)).filter((a) => a === 'agreeCancellation')).toHaveLength(1);
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments.map((s: any) => s.status)).toEqual(['cancelled']);
    expect((await approve(manager, { id, decision: 'agree' }, 'en-US')).msg).toBe(`The request for order ${o.orderNo} is Agreed already: it cannot be decided again`);
  });
});
