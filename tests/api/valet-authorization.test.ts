/**
 * S11 valet-order authorizations on the demo (valetAuthorization.seed.ts: `customer` C0001 has
 * agreed to a month for `sales`, whose request for a permanent one is pending): XX0702_01 asks
 * (pending), XX0701_01 decides (agree / reject, S06a), grants, renews and revokes, ZJ0101_06 binds
 * staff and revokes. What the sales member notices: placing an order for the customer through
 * dd/0101/save is allowed exactly while an agreement is in force, refused with the S11 message
 * otherwise. Every caller sees only its own; a row outside is "does not exist".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/platform/auth/password';
import { valetValidUntil } from '../../src/domain/orders/valetAuthorization';
import { DEMO_PASSWORD, call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, string> = {};
let c1: number;
let c2: number;
let salesId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['customer', 'customer2', 'sales', 'kf', 'finance', 'ops', 'manager', 'dealer', 'admin']) tokens[id] = await login(t.app, id);
  c1 = await customerId('C0001');
  c2 = await customerId('C0002');
  salesId = await userId('sales');
});
afterAll(() => t.close());

const LANGS: Lang[] = ['zh-CN', 'en-US'];
const ZONE = 'Asia/Shanghai';

async function customerId(code: string) {
  return (await t.db.query<{ id: number }>(`select id from customer where code = $1`, [code]))[0].id;
}
async function userId(loginid: string) {
  return (await t.db.query<{ id: number }>(`select id from app_user where loginid = $1`, [loginid]))[0].id;
}

type Row = Record<string, any>;

async function list(who: string, url = 'xx/0701/list', query: Record<string, string | number> = {}): Promise<Row[]> {
  return ok(await call(t.app, 'GET', url, { token: tokens[who], query: { pageSize: 100, ...query } })).data.list;
}
const post = (who: string, url: string, body: unknown, lang?: Lang) => call(t.app, 'POST', url, { token: tokens[who], lang, body });
const stateOf = async (id: number) => (await t.db.query<{ state: string }>(`select state from valet_authorization where id = $1`, [id]))[0].state;
const pendingOf = async () =>
  (await t.db.query<{ id: number }>(`select id from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'pending'`, [c1, salesId]))[0]?.id;
const agreedOf = async () =>
  (await t.db.query<{ id: number }>(`select id from valet_authorization where customer_id = $1 and sales_user_id = $2 and state = 'agree'`, [c1, salesId]))[0]?.id;

/** A valet order: the sales member orders for C0001 as the order form sends it. */
async function order(lang?: Lang) {
  const [route] = await t.db.query<{ id: number }>(`select id from route where code = 'US-EXP'`);
  return call(t.app, 'POST', 'dd/0101/save', {
    token: tokens.sales,
    lang,
    body: {
      customerId: c1, routeId: route.id, mailType: 'P',
      sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
      recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
      parcels: [{ weight: '3', length: '50', width: '40', height: '30', count: 1 }],
      items: [{ nameZh: '商品', nameEn: 'Goods', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
      declaredValue: '42.50', declaredCurrency: 'USD', insured: false,
    },
  });
}

const S11: Record<Lang, RegExp> = {
  'zh-CN': /^客户 C0001 上海示例贸易有限公司 未授权您代下单，或授权已过期/,
  'en-US': /^Customer C0001 上海示例贸易有限公司 has not authorized you to place orders on its behalf, or the authorization has expired/,
};
async function expectOrderRefused() {
  for (const lang of LANGS) {
    const r = await order(lang);
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(S11[lang]);
  }
}
const NOT_FOUND: Record<Lang, string> = { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist' };
const forbidden = (lang: Lang, urls: string) => (lang === 'zh-CN' ? `没有访问权限：${urls}` : `No permission for: ${urls}`);

describe('who sees which authorizations', () => {
  it("shows the customer its own, pending requests first, and never another customer's", async () => {
    const rows = await list('customer');
    expect(rows.map((r) => [r.salesName, r.status, r.scope, r.scopeInForce])).toEqual([
      ['李销售 (sales)', 'pending', 'permanent', 'none'],
      ['李销售 (sales)', 'agree', 'month', 'month'],
    ]);
    const agreed = rows[1];
    expect(agreed.customerName).toBe('上海示例贸易有限公司 (C0001)');
    // A month of the business calendar from the agreement.
    expect(agreed.validUntil).toBe(valetValidUntil('month', new Date(agreed.decidedAt), ZONE)!.toISOString());
    expect(await list('customer2')).toEqual([]);
    // Asking for C0001's by its id as customer2 gives nothing.
    expect(await list('customer2', 'xx/0701/list', { customerId: c1 })).toEqual([]);
  });

  it('shows a sales member its own, the manager the team’s, view-all staff every one, others none', async () => {
    expect((await list('sales')).map((r) => r.status)).toEqual(['pending', 'agree']);
    expect(await list('manager')).toHaveLength(2);
    expect(await list('admin')).toHaveLength(2);
    expect(await list('dealer')).toEqual([]);
    expect((await list('sales', 'xx/0701/list', { status: 'pending' })).map((r) => r.scope)).toEqual(['permanent']);
    // XX0702_01: the caller's own requests only (the manager has asked nothing).
    expect((await list('sales', 'xx/0702/list')).map((r) => r.status)).toEqual(['pending', 'agree']);
    expect(await list('manager', 'xx/0702/list')).toEqual([]);
  });
});

describe('apply, decide, order (S11 with S06a)', () => {
  it('applies (pending), the customer agrees, and the sales member can then order for the customer', async () => {
    // The demo's agreement revoked by the customer: the valet order is refused again.
    ok(await post('customer', 'xx/0701/revoke', { id: await agreedOf() }));
    await expectOrderRefused();
    // One open request per customer and sales member: the demo's is pending.
    for (const lang of LANGS) {
      const again = await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'day', remark: '补单' }, lang);
      expect(again.msg).toBe(lang === 'zh-CN' ? '您对该客户已有一条待审批的代下单申请，请等待客户处理' : "A request of yours is already waiting for this customer's decision");
      expect(again.data.fields).toHaveProperty('customerId');
    }
    ok(await post('customer', 'xx/0701/approve', { id: await pendingOf(), result: 'reject' }));
    await expectOrderRefused();

    const applied = ok(await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'day', remark: '今天补发三单' })).data;
    expect(applied.state).toBe('pending');
    expect((await list('sales', 'xx/0702/list'))[0]).toMatchObject({ id: applied.id, status: 'pending', scope: 'day', remark: '今天补发三单', validUntil: null });
    // Pending is not agreed.
    await expectOrderRefused();

    const agreed = ok(await post('customer', 'xx/0701/approve', { id: applied.id, result: 'agree' })).data;
    expect(agreed.state).toBe('agree');
    const [row] = await t.db.query<{ decided_at: Date; valid_until: Date }>(`select decided_at, valid_until from valet_authorization where id = $1`, [applied.id]);
    expect(new Date(agreed.validUntil).getTime()).toBe(valetValidUntil('day', row.decided_at, ZONE)!.getTime());
    expect(row.valid_until.getTime() - row.decided_at.getTime()).toBe(24 * 3600 * 1000);
    const placed = ok(await order()).data;
    expect(placed.paymentFlow).toBe('placed');
    expect((await list('customer'))[0]).toMatchObject({ id: applied.id, status: 'agree', scopeInForce: 'day', decidedByName: '上海示例贸易有限公司' });
  });

  it('refuses again once rejected, revoked or expired; a decided one is not decided twice', async () => {
    const current = await agreedOf();
    ok(await post('customer', 'xx/0701/revoke', { id: current }));
    await expectOrderRefused();
    for (const lang of LANGS) {
      const twice = await post('customer', 'xx/0701/revoke', { id: current }, lang);
      expect(twice.msg).toBe(lang === 'zh-CN' ? '该代下单授权当前为“已撤销”，不能撤销' : 'The valet-order authorization is Revoked: it cannot be revoked');
    }

    const asked = ok(await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'month', remark: '本月订单较多' })).data;
    ok(await post('customer', 'xx/0701/approve', { id: asked.id, result: 'reject' }));
    expect(await stateOf(asked.id)).toBe('reject');
    await expectOrderRefused();
    for (const lang of LANGS) {
      const late = await post('customer', 'xx/0701/approve', { id: asked.id, result: 'agree' }, lang);
      expect(late.msg).toBe(lang === 'zh-CN' ? '该代下单授权当前为“已拒绝”，不能同意' : 'The valet-order authorization is Rejected: it cannot be agreed');
    }

    // Granted directly by the customer, a day: ordering works until it expires.
    const granted = ok(await post('customer', 'xx/0701/grant', { salesUserId: salesId, scope: 'day' })).data;
    ok(await order());
    await t.db.query(`update valet_authorization set valid_until = now() - interval '1 second' where id = $1`, [granted.id]);
    expect((await list('customer', 'xx/0701/list', { status: 'expired' })).map((r) => [r.id, r.scopeInForce])).toEqual([[granted.id, 'none']]);
    await expectOrderRefused();
    // Renewed: the same authorization, a new scope and expiry from now.
    const renewed = ok(await post('customer', 'xx/0701/grant', { salesUserId: salesId, scope: 'permanent' })).data;
    expect(renewed).toMatchObject({ id: granted.id, state: 'agree', validUntil: null });
    ok(await order());
  });

  it('agreeing a request replaces the agreement in force: one per customer and sales member', async () => {
    const before = await agreedOf();
    const asked = ok(await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'month', remark: '改为按月' })).data;
    ok(await post('customer', 'xx/0701/approve', { id: asked.id, result: 'agree' }));
    expect(await stateOf(before)).toBe('revoked');
    expect(await agreedOf()).toBe(asked.id);
    ok(await order());
  });
});

describe('refusals', () => {
  it("answers another customer's authorization as not there, and changes nothing", async () => {
    const asked = ok(await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'day', remark: '明天补单' })).data;
    const agreed = await agreedOf();
    for (const lang of LANGS) {
      expect(await post('customer2', 'xx/0701/approve', { id: asked.id, result: 'agree' }, lang)).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      expect(await post('customer2', 'xx/0701/revoke', { id: agreed }, lang)).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      expect(await post('customer', 'xx/0701/revoke', { id: 999999 }, lang)).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
    }
    expect(await stateOf(asked.id)).toBe('pending');
    expect(await stateOf(agreed)).toBe('agree');
    // customer2 has no sales member to authorize; sales cannot ask a customer outside its scope.
    for (const lang of LANGS) {
      const grant = await post('customer2', 'xx/0701/grant', { salesUserId: salesId, scope: 'day' }, lang);
      expect(grant.msg).toBe(lang === 'zh-CN' ? '所选销售未绑定该客户，不能授权' : 'The chosen sales member is not bound to this customer and cannot be authorized');
      expect(grant.data.fields).toHaveProperty('salesUserId');
      const outside = await post('sales', 'xx/0702/apply', { customerId: c2, scope: 'day', remark: 'x' }, lang);
      expect(outside.msg).toBe(lang === 'zh-CN' ? '没有权限访问该客户的数据' : "No permission for this customer's data");
      expect(outside.data.fields).toHaveProperty('customerId');
    }
    expect((await t.db.query(`select 1 from valet_authorization where customer_id = $1`, [c2])).length).toBe(0);
  });

  it('answers the form field by field: customer, scope and remarks are required (V09m, V09i)', async () => {
    const before = (await list('sales', 'xx/0702/list')).length;
    for (const lang of LANGS) {
      const r = await post('sales', 'xx/0702/apply', { scope: 'year', remark: '  ' }, lang);
      expect(r.code).toBe(500);
      expect(r.msg.startsWith(lang === 'zh-CN' ? '请求参数不正确：' : 'Invalid request: ')).toBe(true);
      for (const field of ['customerId', 'scope', 'remark']) expect(r.msg).toContain(field);
    }
    expect((await post('sales', 'xx/0702/apply', { customerId: c1, scope: 'day' }, 'en-US')).msg).toBe('Invalid request: remark is required');
    expect(await list('sales', 'xx/0702/list')).toHaveLength(before);
  });

  it('lets only the roles SCREENS.md names: the customer decides, sales asks, ZJ0101_06 revokes', async () => {
    const pending = await pendingOf();
    for (const lang of LANGS) {
      for (const who of ['sales', 'manager', 'dealer']) {
        expect((await post(who, 'xx/0701/approve', { id: pending, result: 'agree' }, lang)).msg).toBe(forbidden(lang, 'xx/0701/decide'));
        expect((await post(who, 'xx/0701/grant', { salesUserId: salesId, scope: 'day' }, lang)).msg).toBe(forbidden(lang, 'xx/0701/decide'));
      }
      expect((await post('sales', 'xx/0701/revoke', { id: await agreedOf() }, lang)).msg).toBe(forbidden(lang, 'xx/0701/decide, zj/0101/06.html'));
      expect((await post('customer', 'xx/0702/apply', { customerId: c1, scope: 'day', remark: 'x' }, lang)).msg).toBe(forbidden(lang, 'xx/0702/01.html'));
      for (const who of ['kf', 'finance', 'ops']) {
        expect((await call(t.app, 'GET', 'xx/0701/list', { token: tokens[who], lang })).msg).toBe(forbidden(lang, 'xx/0701/01.html, zj/0101/06.html'));
      }
      expect((await call(t.app, 'GET', 'xx/0702/list', { token: tokens.customer, lang })).msg).toBe(forbidden(lang, 'xx/0702/01.html'));
    }
    expect(await stateOf(pending)).toBe('pending');
    // Nobody decides their own request, not even with the point.
    const adminAsked = ok(await post('admin', 'xx/0702/apply', { customerId: c1, scope: 'day', remark: '管理员测试' })).data;
    expect((await post('admin', 'xx/0701/approve', { id: adminAsked.id, result: 'agree' }, 'en-US')).msg).toBe('Nobody decides their own valet-order request');
    // The manager revokes through ZJ0101_06's page.
    const agreed = await agreedOf();
    ok(await post('manager', 'xx/0701/revoke', { id: agreed }));
    expect(await stateOf(agreed)).toBe('revoked');
    await expectOrderRefused();
  });
});

describe('ZJ0101_06 customer ownership', () => {
  it('binds and unbinds staff, which moves the customer in and out of their scope', async () => {
    const detail = ok(await call(t.app, 'GET', 'zj/0101/owner/detail', { token: tokens.manager, query: { id: c1 } })).data;
    expect(detail).toMatchObject({ customerName: '上海示例贸易有限公司 (C0001)', salesIds: [salesId], kfIds: [await userId('kf')] });
    expect(detail.relatedUsers).toContain('(customer)');
    const [second] = await t.db.query<{ id: number }>(
      `insert into app_user (loginid, password_hash, user_name, user_type, leader_id) values ('sales9', $1, '钱销售', 'staff', (select id from app_user where loginid = 'manager')) returning id`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    await t.db.query(`insert into user_role (user_id, role_id) select $1, id from role where code = 'sales'`, [second.id]);
    const sales9 = await login(t.app, 'sales9');
    expect((await call(t.app, 'GET', 'dd/0205/customer/map', { token: sales9 })).data.relatedUser).toEqual([]);

    ok(await post('manager', 'zj/0101/owner/save', { id: c1, salesIds: [salesId, second.id] }));
    expect((await call(t.app, 'GET', 'dd/0205/customer/map', { token: sales9 })).data.relatedUser.map((c: Row) => c.code)).toEqual(['C0001']);
    // ZJ0101_02 saving the first sales member as loaded keeps the second.
    ok(await post('admin', 'zj/0101/save', { id: c1, salesId }));
    expect(ok(await call(t.app, 'GET', 'zj/0101/owner/detail', { token: tokens.admin, query: { id: c1 } })).data.salesIds.sort()).toEqual([salesId, second.id].sort());
    // Only staff of the relation's role: the manager is no sales member.
    for (const lang of LANGS) {
      const wrong = await post('manager', 'zj/0101/owner/save', { id: c1, salesIds: [await userId('manager')] }, lang);
      expect(wrong.msg).toBe(lang === 'zh-CN' ? '所选销售不存在或不是员工' : 'The chosen sales does not exist or is not staff');
      expect(wrong.data.fields).toHaveProperty('salesIds');
    }
    ok(await post('manager', 'zj/0101/owner/save', { id: c1, salesIds: [salesId] }));
    expect((await call(t.app, 'GET', 'dd/0205/customer/map', { token: sales9 })).data.relatedUser).toEqual([]);

    // The customer's authorizations, as ZJ0101_06 shows them (XX0701_01 filtered by the customer).
    expect((await list('manager', 'xx/0701/list', { customerId: c1 })).length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect((await call(t.app, 'GET', 'zj/0101/owner/detail', { token: tokens.manager, lang, query: { id: c2 } })).msg)
        .toBe(lang === 'zh-CN' ? '没有权限访问该客户的数据' : "No permission for this customer's data");
      expect((await post('kf', 'zj/0101/owner/save', { id: c1, salesIds: [] }, lang)).msg).toBe(forbidden(lang, 'zj/0101/06.html'));
    }
  });
});
