import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { call, createTestApp, login, type TestApp } from './harness';
import { downloadedSheet } from './downloads';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';

let t: TestApp;
let admin: string;
let c1: number;
let c2: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  const rows = await t.db.query<{ code: string; id: number }>(`select code, id from customer`);
  c1 = rows.find((r) => r.code === 'C0001')!.id;
  c2 = rows.find((r) => r.code === 'C0002')!.id;
});
afterAll(() => t.close());

const codes = (list: { code: string }[]) => list.map((c) => c.code).sort();

describe('zj/0101 customer list and data scope', () => {
  it('admin (view-all) sees every customer with limits, cycles and bound staff', async () => {
    const r = await call(t.app, 'GET', 'zj/0101/list', { token: admin, lang: 'en-US', query: { current: 1, pageSize: 20 } });
    expect(r.code).toBe(0);
    expect(codes(r.data.list)).toEqual(['C0001', 'C0002']);
    const c = r.data.list.find((x: { code: string }) => x.code === 'C0001');
    expect(c).toMatchObject({
      userType: 'enterprise', orderStatus: 'OS04', creditLimit: '50000.00', overdraftLimit: '0.00', frozen: false, locked: false,
      arrears: '0.00', salesNames: '李销售', kfNames: '陈客服', cwNames: '赵财务', loginid: 'customer',
    });
    expect(c.currencies).toEqual(expect.arrayContaining(['RMB', 'USD']));
  });

  it('a manager without the view-all flag sees the customers of the team below (indirectly associated)', async () => {
    const m = await call(t.app, 'GET', 'zj/0101/list', { token: await login(t.app, 'manager') });
    expect(m.code).toBe(0);
    expect(codes(m.data.list)).toEqual(['C0001']);
    await t.db.query(`update app_user set view_all = true where loginid = 'manager'`);
    const all = await call(t.app, 'GET', 'zj/0101/list', { token: await login(t.app, 'manager') });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    await t.db.query(`update app_user set view_all = false where loginid = 'manager'`);
  });

  it('sales and kf see only their associated customers; a customer is refused', async () => {
    const sales = await login(t.app, 'sales');
    const s = await call(t.app, 'GET', 'zj/0101/list', { token: sales });
    expect(s.code).toBe(0);
    expect(codes(s.data.list)).toEqual(['C0001']);
    expect(s.data.total).toBe(1);
    const kf = await call(t.app, 'GET', 'zj/0101/list', { token: await login(t.app, 'kf') });
    expect(codes(kf.data.list)).toEqual(['C0001']);
    expect((await call(t.app, 'GET', 'zj/0101/detail', { token: sales, query: { id: c1 } })).code).toBe(0);
    const other = await call(t.app, 'GET', 'zj/0101/detail', { token: sales, lang: 'en-US', query: { id: c2 } });
    expect(other).toMatchObject({ code: 500, msg: "No permission for this customer's data" });
    const cust = await call(t.app, 'GET', 'zj/0101/list', { token: await login(t.app, 'customer'), lang: 'en-US' });
    expect(cust).toMatchObject({ code: 500, msg: 'No permission for: zj/0101/01.html' });
  });

  it('sales may look but not change a customer; finance may freeze but not lock', async () => {
    const sales = await login(t.app, 'sales');
    const r = await call(t.app, 'POST', 'zj/0101/freeze', { token: sales, lang: 'en-US', body: { id: c1 } });
    expect(r.msg).toBe('No permission for: zj/0101/freeze');
    const finance = await login(t.app, 'finance');
    expect((await call(t.app, 'POST', 'zj/0101/freeze', { token: finance, body: { id: c1 } })).code).toBe(0);
    expect((await call(t.app, 'POST', 'zj/0101/unfreeze', { token: finance, body: { id: c1 } })).code).toBe(0);
    const lock = await call(t.app, 'POST', 'zj/0101/lock', { token: finance, lang: 'en-US', body: { id: c1 } });
    expect(lock.msg).toBe('No permission for: zj/0101/lock');
    expect((await call(t.app, 'POST', 'zj/0101/resetpwd', { token: finance, body: { id: c1 } })).code).toBe(500);
    const save = await call(t.app, 'POST', 'zj/0101/save', { token: sales, body: { id: c1, userType: 'enterprise', companyName: 'x', creditLimit: '1.00' } });
    expect(save.code).toBe(500);
  });

  it('filters by keyword, user type, order status, frozen and sales', async () => {
    const q = async (query: Record<string, string | number>) =>
      codes((await call(t.app, 'GET', 'zj/0101/list', { token: admin, query })).data.list);
    expect(await q({ keyword: '张' })).toEqual(['C0002']);
    expect(await q({ keyword: 'c0001' })).toEqual(['C0001']);
    expect(await q({ userType: 'individual' })).toEqual(['C0002']);
    expect(await q({ orderStatus: 'OS01' })).toEqual(['C0002']);
    expect(await q({ frozen: 'true' })).toEqual([]);
    const [sales] = await t.db.query<{ id: number }>(`select id from app_user where loginid = 'sales'`);
    expect(await q({ salesId: sales.id })).toEqual(['C0001']);
    // Sorting takes whitelisted fields only: anything else falls back to the default order.
    const odd = await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { sortField: 'name; drop table customer', sortOrder: 'descend' } });
    expect(odd.code).toBe(0);
    const byLimit = await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { sortField: 'creditLimit', sortOrder: 'descend' } });
    expect(byLimit.data.list[0].code).toBe('C0001');
    const page2 = await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { current: 2, pageSize: 1, sortField: 'code', sortOrder: 'ascend' } });
    expect(page2.data.list.map((c: { code: string }) => c.code)).toEqual(['C0002']);
    expect(page2.data.total).toBeGreaterThanOrEqual(2);
    // A page is cut before its rows are decorated (platform/resource/pageFirst.ts): one-row pages put together are
    // the whole list, in its order, each row with its bound staff and currencies.
    const sorted = { sortField: 'code', sortOrder: 'descend' };
    const whole = (await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { ...sorted, pageSize: 100 } })).data.list;
    const oneByOne: unknown[] = [];
    for (let current = 1; current <= whole.length; current++) {
      oneByOne.push(...(await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { ...sorted, current, pageSize: 1 } })).data.list);
    }
    expect(whole.length).toBeGreaterThanOrEqual(2);
    expect(oneByOne).toEqual(whole);
    expect(whole.some((c: { salesIds: number[] }) => c.salesIds.length > 0)).toBe(true);
  });
});

describe('zj/0101 options', () => {
  it('offers groups, stations, bound-staff candidates and currencies', async () => {
    const r = await call(t.app, 'GET', 'zj/0101/options', { token: admin, lang: 'en-US' });
    expect(r.code).toBe(0);
    expect(r.data.sales.map((o: { label: string }) => o.label)).toContain('李销售 (sales)');
    expect(r.data.kf.map((o: { label: string }) => o.label)).toContain('陈客服 (kf)');
    expect(r.data.cw.map((o: { label: string }) => o.label)).toContain('赵财务 (finance)');
    expect(r.data.currencies.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(['RMB', 'USD', 'EUR', 'GBP']));
    expect(r.data.stations.length).toBeGreaterThanOrEqual(3);
  });
});

describe('zj/0101 save', () => {
  it('adds a customer and its login account (one-time password, must change) in one go', async () => {
    const r = await call(t.app, 'POST', 'zj/0101/save', {
      token: admin,
      body: {
        loginid: 'newco', userType: 'enterprise', companyName: '新公司', creditCode: '91310000MA1FL0002X', contactName: '王先生',
        email: 'newco@example.com', creditLimit: '1000.50', overdraftLimit: '200', settlementCycle: 'monthly', billCycle: 'weekly',
        salesId: (await t.db.query<{ id: number }>(`select id from app_user where loginid = 'sales'`))[0].id,
      },
    });
    expect(r.code).toBe(0);
    expect(r.data.code).toMatch(/^C\d{6}$/);
    const d = await call(t.app, 'GET', 'zj/0101/detail', { token: admin, query: { id: r.data.id } });
    expect(d.data).toMatchObject({
      name: '新公司', creditLimit: '1000.50', overdraftLimit: '200.00', settlementCycle: 'monthly', billCycle: 'weekly',
      orderStatus: 'OS01', loginid: 'newco', salesNames: '李销售',
    });
    const token = await login(t.app, 'newco', r.data.password);
    expect((await call(t.app, 'GET', 'mn/0101/pwd/check', { token })).data.mustChange).toBe(true);
    // The sales bound to it now sees it.
    const s = await call(t.app, 'GET', 'zj/0101/list', { token: await login(t.app, 'sales') });
    expect(codes(s.data.list)).toContain(r.data.code);
  });

  it('edits limits and cycles; money must be a numeric string with at most 2 decimals', async () => {
    const ok = await call(t.app, 'POST', 'zj/0101/save', {
      token: admin,
      body: { id: c2, userType: 'individual', contactName: '张小明', creditLimit: '300.25', overdraftLimit: '0', settlementCycle: 'weekly', email: 'a@b.cn' },
    });
    expect(ok.code).toBe(0);
    const d = await call(t.app, 'GET', 'zj/0101/detail', { token: admin, query: { id: c2 } });
    expect(d.data).toMatchObject({ creditLimit: '300.25', overdraftLimit: '0.00', settlementCycle: 'weekly', email: 'a@b.cn', loginid: 'customer2' });

    for (const bad of [300.25, '1.234', '-1', 'abc']) {
      const r = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { id: c2, userType: 'individual', creditLimit: bad } });
      expect(r.code).toBe(500);
      expect(r.msg).toMatch(/^Invalid request: creditLimit/);
    }
    const zh = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'zh-CN', body: { id: c2, userType: 'individual', creditLimit: '1.234' } });
    expect(zh.msg).toBe('请求参数不正确：creditLimit 最多 2 位小数');
    const code = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { id: c2, userType: 'enterprise', companyName: 'x', creditCode: '123' } });
    expect(code.msg).toBe('Invalid request: creditCode The unified social credit code must be 18 digits or capital letters');
    const email = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { id: c2, userType: 'individual', email: `${'a'.repeat(45)}@b.com` } });
    expect(email.msg).toBe('Invalid request: email The email address can have at most 50 characters');
    const company = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'zh-CN', body: { id: c2, userType: 'enterprise' } });
    expect(company.msg).toBe('企业客户必须填写公司名称');
    const login2 = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { id: c2, userType: 'individual', loginid: 'other' } });
    expect(login2.msg).toBe('The login ID cannot be changed once set (it is "customer2")');
    const noLogin = await call(t.app, 'POST', 'zj/0101/save', { token: admin, lang: 'en-US', body: { userType: 'individual' } });
    expect(noLogin.msg).toBe('A new customer needs a login ID');
  });
});

describe('zj/0101 save: field-level authority (SCREENS.md ZJ0101_02: AD, MG, CW (limits))', () => {
  const stored = async (id: number) => (await call(t.app, 'GET', 'zj/0101/detail', { token: admin, query: { id } })).data;
  /** What ZJ0101_02 sends on edit: every field as loaded (its hooks' beforeSubmit), changes applied. */
  const formBodyOf = (d: Record<string, any>, changes: Record<string, unknown> = {}) => ({
    id: d.id, code: d.code, name: d.name, userType: d.userType, companyName: d.companyName, creditCode: d.creditCode, contactName: d.contactName,
    phone: d.phone, email: d.email, address: d.address, creditLimit: d.creditLimit, overdraftLimit: d.overdraftLimit,
    settlementCycle: d.settlementCycle, billCycle: d.billCycle, remark: d.remark, groupId: d.groupId, stationId: d.stationId,
    salesId: d.salesIds[0] ?? null, kfId: d.kfIds[0] ?? null, cwId: d.cwIds[0] ?? null, ...changes,
  });

  it('finance cannot rename a customer, in either language, and nothing of that save is written', async () => {
    const finance = await login(t.app, 'finance');
    const before = await stored(c1);
    const zh = await call(t.app, 'POST', 'zj/0101/save', { token: finance, lang: 'zh-CN', body: { id: c1, name: '改名公司', creditLimit: '1.00' } });
    expect(zh).toMatchObject({ code: 500, msg: '没有修改“客户名称”的权限' });
    const en = await call(t.app, 'POST', 'zj/0101/save', { token: finance, lang: 'en-US', body: formBodyOf(before, { name: 'Renamed Ltd', email: 'x@y.cn' }) });
    expect(en).toMatchObject({ code: 500, msg: 'No permission to change "Customer name", "Email"' });
    expect(await stored(c1)).toEqual(before);
  });

  it('finance sets the credit limits, from the whole form sent back or from the limits alone', async () => {
    const finance = await login(t.app, 'finance');
    const before = await stored(c1);
    const whole = await call(t.app, 'POST', 'zj/0101/save', { token: finance, body: formBodyOf(before, { creditLimit: '65000.5', overdraftLimit: '800' }) });
    expect(whole.code, whole.msg).toBe(0);
    expect(await stored(c1)).toEqual({ ...before, creditLimit: '65000.50', overdraftLimit: '800.00' });
    const alone = await call(t.app, 'POST', 'zj/0101/save', { token: finance, body: { id: c1, creditLimit: '50000' } });
    expect(alone.code, alone.msg).toBe(0);
    expect(await stored(c1)).toEqual({ ...before, creditLimit: '50000.00', overdraftLimit: '800.00' });
    // A name stored with full-width brackets comes back normalised by the body: still unchanged, and left as stored.
    await t.db.query(`update customer set name = '上海示例贸易（集团）有限公司' where id = $1`, [c1]);
    const wide = await stored(c1);
    expect((await call(t.app, 'POST', 'zj/0101/save', { token: finance, body: formBodyOf(wide, { overdraftLimit: '0' }) })).code).toBe(0);
    expect(await stored(c1)).toEqual({ ...wide, overdraftLimit: '0.00' });
    await t.db.query(`update customer set name = $2 where id = $1`, [c1, before.name]);
  });

  it('finance cannot add a customer (a new customer is all details); the manager can rename one', async () => {
    const finance = await login(t.app, 'finance');
    const add = await call(t.app, 'POST', 'zj/0101/save', { token: finance, lang: 'en-US', body: { loginid: 'fin_new', userType: 'individual', creditLimit: '10' } });
    expect(add).toMatchObject({ code: 500, msg: 'No permission to change "Login ID", "User type"' });
    expect(await t.db.query(`select 1 from app_user where loginid = 'fin_new'`)).toEqual([]);
    const manager = await login(t.app, 'manager');
    const before = await stored(c1);
    expect((await call(t.app, 'POST', 'zj/0101/save', { token: manager, body: formBodyOf(before, { name: '上海示例贸易集团有限公司' }) })).code).toBe(0);
    expect(await stored(c1)).toEqual({ ...before, name: '上海示例贸易集团有限公司' });
    expect((await call(t.app, 'POST', 'zj/0101/save', { token: manager, body: { id: c1, name: before.name } })).code).toBe(0);
  });

  it('an edit that leaves fields out keeps them; a field sent empty is cleared', async () => {
    const group = (await t.db.query<{ id: number }>(`insert into customer_group (name) values ('Keep group') returning id`))[0].id;
    const station = (await t.db.query<{ id: number }>(`select min(id) as id from station`))[0].id;
    const filled = await call(t.app, 'POST', 'zj/0101/save', {
      token: admin,
      body: { id: c1, phone: '021-5555 0101', email: 'ops@example.cn', address: '上海市浦东新区 1 号', remark: '重要客户', settlementCycle: 'monthly', billCycle: 'weekly', groupId: group, stationId: station },
    });
    expect(filled.code, filled.msg).toBe(0);
    const before = await stored(c1);
    expect(before).toMatchObject({ phone: '021-5555 0101', email: 'ops@example.cn', groupId: group, stationId: station, salesNames: '李销售' });
    expect((await call(t.app, 'POST', 'zj/0101/save', { token: admin, body: { id: c1, creditLimit: '7000' } })).code).toBe(0);
    expect(await stored(c1)).toEqual({ ...before, creditLimit: '7000.00' });
    expect((await call(t.app, 'POST', 'zj/0101/save', { token: admin, body: { id: c1, remark: null, groupId: null } })).code).toBe(0);
    expect(await stored(c1)).toEqual({ ...before, creditLimit: '7000.00', remark: null, groupId: null, groupName: null });
  });
});

describe('zj/0101 audit, freeze, lock, reset password', () => {
  it('audit: review failed needs a reason and sends the customer back (OS03); approval sets OS04', async () => {
    const kf = await login(t.app, 'kf');
    // kf may audit only customers in scope.
    const outOfScope = await call(t.app, 'POST', 'zj/0101/audit', { token: kf, body: { id: c2, result: 'approved' } });
    expect(outOfScope.code).toBe(500);
    const noReason = await call(t.app, 'POST', 'zj/0101/audit', { token: admin, lang: 'zh-CN', body: { id: c2, result: 'rejected' } });
    expect(noReason.msg).toBe('审核不通过时必须填写原因');
    const noReasonEn = await call(t.app, 'POST', 'zj/0101/audit', { token: admin, lang: 'en-US', body: { id: c2, result: 'rejected', remark: '  ' } });
    expect(noReasonEn.msg).toBe('Give the reason when the review fails');
    const fail = await call(t.app, 'POST', 'zj/0101/audit', { token: admin, body: { id: c2, result: 'rejected', remark: '证件不清晰' } });
    expect(fail.data.orderStatus).toBe('OS03');
    expect((await call(t.app, 'GET', 'zj/0101/detail', { token: admin, query: { id: c2 } })).data).toMatchObject({ orderStatus: 'OS03', auditRemark: '证件不清晰' });
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token: await login(t.app, 'customer2') });
    expect(info.data.orderStatus).toBe('OS03');
    const ok = await call(t.app, 'POST', 'zj/0101/audit', { token: admin, body: { id: c2, result: 'approved' } });
    expect(ok.data.orderStatus).toBe('OS04');
    const again = await call(t.app, 'POST', 'zj/0101/audit', { token: admin, lang: 'en-US', body: { id: c2, result: 'approved' } });
    expect(again.msg).toContain('already approved');
    expect((await call(t.app, 'POST', 'zj/0101/audit', { token: await login(t.app, 'sales'), body: { id: c1, result: 'approved' } })).code).toBe(500);
  });

  it('kf audits a customer in its scope awaiting review (OS02 -> OS04)', async () => {
    await t.db.query(`update customer set order_status = 'OS02' where id = $1`, [c1]);
    const kf = await login(t.app, 'kf');
    const pending = await call(t.app, 'GET', 'zj/0101/list', { token: kf, query: { orderStatus: 'OS02' } });
    expect(pending.data.list.map((c: { id: number }) => c.id)).toEqual([c1]);
    const r = await call(t.app, 'POST', 'zj/0101/audit', { token: kf, lang: 'en-US', body: { id: c1, result: 'approved', remark: 'ok' } });
    expect(r.data).toEqual({ id: c1, orderStatus: 'OS04', message: 'Review recorded' });
  });

  it('freezes and unfreezes; locks and unlocks the login; resets the password', async () => {
    expect((await call(t.app, 'POST', 'zj/0101/freeze', { token: admin, body: { ids: [c1, c2] } })).data).toEqual({ updated: 2 });
    const frozen = await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { frozen: 'frozen' } });
    expect(frozen.data.total).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, 'POST', 'zj/0101/unfreeze', { token: admin, body: { ids: [c1, c2] } })).code).toBe(0);

    const before = await login(t.app, 'customer2');
    expect((await call(t.app, 'POST', 'zj/0101/lock', { token: admin, body: { id: c2 } })).code).toBe(0);
    expect((await call(t.app, 'GET', 'zj/0101/list', { token: admin, query: { locked: 'true' } })).data.list.map((c: { id: number }) => c.id)).toEqual([c2]);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: before })).code).toBe(500);
    expect((await call(t.app, 'POST', 'zj/0101/unlock', { token: admin, body: { id: c2 } })).code).toBe(0);

    const reset = await call(t.app, 'POST', 'zj/0101/resetpwd', { token: admin, body: { id: c2 } });
    expect(reset.code).toBe(0);
    expect((await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'customer2', password: 'Demo@2026' } })).code).not.toBe(0);
    const token = await login(t.app, 'customer2', reset.data.passwords[0].password);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).data.mustChangePassword).toBe(true);
  });
});

describe('zj/0101 currency accounts', () => {
  it('lists, adds (currency required, one per currency) and freezes accounts; finance may, sales may not', async () => {
    const finance = await login(t.app, 'finance');
    const list = await call(t.app, 'GET', 'zj/0101/account/list', { token: finance, lang: 'en-US', query: { customerId: c1 } });
    expect(list.code).toBe(0);
    expect(list.data.list.find((a: { currency: string }) => a.currency === 'RMB')).toMatchObject({ balance: '12000.00', frozen: false });

    const none = await call(t.app, 'POST', 'zj/0101/account/add', { token: admin, lang: 'zh-CN', body: { customerId: c2, currency: '' } });
    expect(none.msg).toContain('currency 此项为必填项');
    const noneEn = await call(t.app, 'POST', 'zj/0101/account/add', { token: admin, lang: 'en-US', body: { customerId: c2 } });
    expect(noneEn.msg).toBe('Invalid request: currency is required');
    expect((await call(t.app, 'POST', 'zj/0101/account/add', { token: admin, body: { customerId: c2, currency: 'USD' } })).code).toBe(0);
    const dup = await call(t.app, 'POST', 'zj/0101/account/add', { token: admin, lang: 'en-US', body: { customerId: c2, currency: 'USD' } });
    expect(dup.msg).toBe('The customer already has a USD account: one account per currency');
    const unknown = await call(t.app, 'POST', 'zj/0101/account/add', { token: admin, lang: 'en-US', body: { customerId: c2, currency: 'XYZ' } });
    expect(unknown.msg).toBe('Invalid request: currency must be one of: RMB, USD, EUR, GBP');

    expect((await call(t.app, 'POST', 'zj/0101/account/freeze', { token: finance, body: { customerId: c1, currency: 'USD' } })).code).toBe(0);
    const after = await call(t.app, 'GET', 'zj/0101/account/list', { token: finance, query: { customerId: c1 } });
    expect(after.data.list.find((a: { currency: string }) => a.currency === 'USD').frozen).toBe(true);
    const missing = await call(t.app, 'POST', 'zj/0101/account/freeze', { token: admin, lang: 'en-US', body: { customerId: c2, currencies: ['USD', 'GBP'] } });
    expect(missing.msg).toBe('The customer has no GBP account');
    // The whole change was undone: USD of c2 stays unfrozen.
    const c2list = await call(t.app, 'GET', 'zj/0101/account/list', { token: admin, query: { customerId: c2 } });
    expect(c2list.data.list.find((a: { currency: string }) => a.currency === 'USD').frozen).toBe(false);

    const sales = await call(t.app, 'GET', 'zj/0101/account/list', { token: await login(t.app, 'sales'), lang: 'en-US', query: { customerId: c1 } });
    expect(sales.msg).toBe('No permission for: zj/0101/04.html');
  });
});

describe('zj/0101 export', () => {
  it('exports the scoped, filtered list to the download centre as a workbook in the caller language', async () => {
    const rt = await ensureRuntime(t.db, t.config);
    const sales = await login(t.app, 'sales');
    const r = await call(t.app, 'POST', 'xt/0125/export', { token: sales, lang: 'en-US', body: { kind: 'zj.customer.xlsx', fileName: 'customers.xlsx', params: {} } });
    expect(r.code, r.msg).toBe(0);
    await rt.worker.drain();
    const { ws } = await downloadedSheet(t, r.data.seq);
    // The list's own columns under its labels.
    expect(ws.getRow(1).getCell(1).value).toBe('Customer code');
    const codesInFile = ws.getColumn(1).values.slice(2);
    expect(codesInFile.length).toBeGreaterThanOrEqual(1);
    expect(codesInFile).toContain('C0001');
    expect(codesInFile).not.toContain('C0002'); // not in the sales scope

    const none = await call(t.app, 'POST', 'xt/0125/export', { token: admin, body: { kind: 'zj.customer.xlsx', params: { keyword: 'no-such-customer' } } });
    await rt.worker.drain();
    const [failed] = await t.db.query<{ end_flag: number }>(`select end_flag from download where seq = $1`, [none.data.seq]);
    expect(failed.end_flag).toBe(2);
    const refused = await call(t.app, 'POST', 'xt/0125/export', { token: await login(t.app, 'customer'), body: { kind: 'zj.customer.xlsx' } });
    expect(refused.code).toBe(500);
  });

  it('names the file in the reader language with a readable date and writes amounts as numbers in the currency format', async () => {
    const rt = await ensureRuntime(t.db, t.config);
    const files: Record<string, { name: string; path: string }> = {};
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const before = Date.now();
      const r = await call(t.app, 'POST', 'xt/0125/export', { token: admin, lang, body: { kind: 'zj.customer.xlsx', params: { keyword: 'C0001' } } });
      expect(r.code, r.msg).toBe(0);
      await rt.worker.drain();
      const [rec] = await t.db.query<{ file_name: string; file_path: string; end_flag: number }>(
        `select file_name, file_path, end_flag from download where seq = $1`, [r.data.seq]);
      expect(rec.end_flag).toBe(1);
      files[lang] = { name: rec.file_name, path: rec.file_path };
      // The date is China's, as the back office shows dates.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(before));
      expect(rec.file_name).toMatch(new RegExp(`^${lang === 'en-US' ? 'Customers' : '客户列表'}_${day}_\\d{2}-\\d{2}\\.xlsx$`));
      expect(rec.file_name).not.toMatch(/zj\.customer|\d{13}/);
    }
    const listed = await call<{ fileName: string }[]>(t.app, 'GET', 'xt/0125/select/download', { token: admin });
    expect(listed.data.map((d) => d.fileName)).toEqual(expect.arrayContaining([files['zh-CN'].name, files['en-US'].name]));

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(path.join(t.config.filesDir, files['en-US'].path)) as never);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const row = ws.getRow(2);
    // The amounts the list shows (earlier tests in this file change C0001's limits), as numbers.
    const listedC0001 = await call<{ list: { code: string; creditLimit: string; overdraftLimit: string; arrears: string }[] }>(
      t.app, 'GET', 'zj/0101/list', { token: admin, query: { keyword: 'C0001' } });
    const c1 = listedC0001.data.list.find((c) => c.code === 'C0001')!;
    expect(row.getCell(1).value).toBe('C0001');
    for (const [title, value] of [['Credit limit', c1.creditLimit], ['Overdraft limit', c1.overdraftLimit], ['Arrears', c1.arrears]] as const) {
      const cell = row.getCell(header.indexOf(title) + 1);
      expect(typeof cell.value, title).toBe('number');
      expect(cell.value, title).toBe(Number(value));
      expect(cell.numFmt, title).toBe('"¥"#,##0.00;-"¥"#,##0.00');
    }
    // Times are times, their header naming the zone they are read in.
    const created = header.findIndex((h) => String(h).startsWith('Created'));
    expect(String(header[created])).toMatch(/UTC\+8/);
    expect(row.getCell(created + 1).value).toBeInstanceOf(Date);
  });
});
