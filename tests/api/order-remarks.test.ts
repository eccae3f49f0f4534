/**
 * DD0205_04 an order's remarks: who may see the order may read and add its remarks (V12f: not
 * empty), each with who and when; another customer's order is not there; finance has no remark page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let mine: number;
let theirs: number;
beforeAll(async () => {
  t = await createTestApp();
  const orderOf = async (loginid: string) => Number((await t.db.query<{ id: string }>(
    `select o.id from orders o join app_user u on u.customer_id = o.customer_id where u.loginid = $1 order by o.id limit 1`, [loginid]))[0].id);
  mine = await orderOf('customer');
  theirs = await orderOf('customer2');
});
afterAll(() => t?.close());

describe('DD0205_04 remarks', () => {
  it('the customer adds a remark; it is listed last with its author, and staff see it', async () => {
    const customer = await login(t.app, 'customer');
    const before = ok(await call(t.app, 'GET', 'dd/0205/remark/list', { token: customer, query: { id: mine } })).data;
    expect(before.orderNo).toMatch(/\S/);
    ok(await call(t.app, 'POST', 'dd/0205/remark/save', { token: customer, body: { id: mine, content: '请周五前发出' } }));
    const kf = await login(t.app, 'kf');
    const after = ok(await call(t.app, 'GET', 'dd/0205/remark/list', { token: kf, query: { id: mine } })).data;
    expect(after.remarks).toHaveLength(before.remarks.length + 1);
    expect(after.remarks.at(-1)).toMatchObject({ content: '请周五前发出', userName: expect.stringMatching(/\S/) });
    expect(after.remarks.at(-1).at).toMatch(/Z$/);
    // The detail's remarks tab reads the same record.
    const detail = ok(await call(t.app, 'GET', 'dd/0205/detail', { token: kf, query: { id: mine } })).data;
    expect(detail.remarks.at(-1).content).toBe('请周五前发出');
  });

  it('an empty or blank remark is refused under its field, in the caller\'s language; nothing is written', async () => {
    const customer = await login(t.app, 'customer');
    const count = async () => Number((await t.db.query<{ n: string }>(`select count(*) as n from order_remark where order_id = $1`, [mine]))[0].n);
    const n = await count();
    for (const [lang, content, text] of [['zh-CN', '', /备注|必填|不能为空/], ['en-US', '   ', /remark|required/i]] as const) {
      const r = await call(t.app, 'POST', 'dd/0205/remark/save', { token: customer, lang, body: { id: mine, content } });
      expect(r.code).not.toBe(0);
      expect(r.msg).toMatch(text);
    }
    const long = await call(t.app, 'POST', 'dd/0205/remark/save', { token: customer, lang: 'en-US', body: { id: mine, content: 'x'.repeat(501) } });
    expect(long.code).not.toBe(0);
    expect(await count()).toBe(n);
  });

  it("another customer's order does not exist for the caller, to read or to remark on", async () => {
    const customer = await login(t.app, 'customer');
    for (const [method, url, args] of [
      ['GET', 'dd/0205/remark/list', { query: { id: theirs } }],
      ['POST', 'dd/0205/remark/save', { body: { id: theirs, content: 'x' } }],
    ] as const) {
      const r = await call(t.app, method, url, { token: customer, lang: 'en-US', ...args });
      expect(r.code, url).toBe(500);
      expect(r.msg).toBe('The order does not exist');
    }
  });

  it('roles: the customer\'s sales may read the remarks, finance may not open the page', async () => {
    for (const loginid of ['sales']) {
      const token = await login(t.app, loginid);
      const r = await call(t.app, 'GET', 'dd/0205/remark/list', { token, query: { id: mine } });
      expect(r.code, loginid).toBe(0);
    }
    const finance = await login(t.app, 'finance');
    const r = await call(t.app, 'GET', 'dd/0205/remark/list', { token: finance, query: { id: mine } });
    expect(r.code).not.toBe(0);
  });
});
