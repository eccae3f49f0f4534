import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, DEMO_PASSWORD, type TestApp } from './harness';
import { readAmounts } from '../../src/client/pages/home/homeData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const token = await login(t.app, 'kf');
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/logout', { token })).code).toBe(0);
    const after = await call(t.app, 'GET', 'mn/0101/user/info', { token, lang: 'en-US' });
    expect(after.code).toBe(500);
    expect(after.msg).toContain('token');
    const [row] = await t.db.query<{ revoked: boolean }>(`select revoked_at is not null as revoked from session where user_id = (select id from app_user where loginid = 'kf')`);
    expect(row.revoked).toBe(true);
    // Logging out again, or with no token, is not an error: the client is leaving anyway.
    expect((await call(t.app, 'GET', 'mn/0101/logout', { token })).code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/logout')).code).toBe(0);
  });

  it('says the token is missing or invalid, in both languages', async () => {
    const missingZh = await call(t.app, 'GET', 'mn/0101/user/info', { lang: 'zh-CN' });
    expect(missingZh).toMatchObject({ code: 500, data: null });
    expect(missingZh.msg).toContain('token 缺失');
    const missingEn = await call(t.app, 'GET', 'mn/0101/user/info', { lang: 'en-US' });
    expect(missingEn.msg).toMatch(/^token missing/);
    const bogus = await call(t.app, 'GET', 'mn/0101/user/info', { lang: 'en-US', token: 'not-a-token' });
    expect(bogus.msg).toMatch(/^token failed validation/);
  });

  it('refuses an expired token', async () => {
    const token = await login(t.app, 'finance');
    await t.db.query(`update session set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where loginid = 'finance')`);
    const r = await call(t.app, 'GET', 'xt/0101/menu/list', { token, lang: 'zh-CN' });
    expect(r.code).toBe(500);
    expect(r.msg).toContain('token');
  });

  it('gives the session the configured lifetime', async () => {
    await login(t.app, 'ops');
    const [row] = await t.db.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from session
        where user_id = (select id from app_user where loginid = 'ops') order by created_at desc limit 1`,
    );
    expect(row.minutes).toBe(t.config.tokenTtlMinutes);
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, 'dealer');
    const rows = await t.db.query(`select 1 from session where token_hash = $1`, [token]);
    expect(rows).toHaveLength(0);
  });
});

describe('locked and disabled accounts', () => {
  it('tells a locked or disabled account why it cannot log in', async () => {
    await t.db.query(`update app_user set locked = true where loginid = 'customer2'`);
    const locked = await call(t.app, 'POST', 'mn/0101/login', { lang: 'en-US', body: { loginid: 'customer2', password: DEMO_PASSWORD } });
    expect(locked).toMatchObject({ code: 500, msg: 'This account is locked, please contact the administrator' });
    await t.db.query(`update app_user set locked = false, enabled = false where loginid = 'customer2'`);
    const disabled = await call(t.app, 'POST', 'mn/0101/login', { lang: 'zh-CN', body: { loginid: 'customer2', password: DEMO_PASSWORD } });
    expect(disabled).toMatchObject({ code: 500, msg: '账号已停用，请联系管理员' });
    await t.db.query(`update app_user set enabled = true where loginid = 'customer2'`);
  });
});

describe('the caller', () => {
  it('describes a customer', async () => {
    const token = await login(t.app, 'customer');
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token, lang: 'en-US' });
    expect(info.data).toMatchObject({
      loginid: 'customer',
      userType: 'customer',
      customerType: 'enterprise',
      orderStatus: 'OS04',
      stationName: 'Shanghai station',
      roles: ['customer'],
      kfSubordinates: [],
      xsSubordinates: [],
      cwSsubordinates: [],
      mustChangePassword: false,
    });
    const credit = await call(t.app, 'GET', 'mn/0101/user/credit', { token });
    expect(credit.data.credit).toBe('50000.00');
    expect(credit.data.accounts.map((a: { currency: string }) => a.currency)).toEqual(['RMB', 'USD', 'EUR', 'GBP']);
    expect(credit.data.accounts[0].balance).toBe('12000.00');
    expect((await call(t.app, 'GET', 'mn/0101/user/bill/unpay', { token })).data).toEqual({ unpay: '0.00' });
    const contact = await call(t.app, 'GET', 'mn/0101/user/onlineserverinfo', { token });
    expect(contact.data).toMatchObject({ salesName: '李销售', serviceName: '陈客服', financeName: '赵财务', salesBound: true });
    expect(contact.data.financeQq).toMatch(/^\d+$/);
  });

  it("gives the home's account card a balance per currency account, the credit limit and the unpaid amount", async () => {
    const token = await login(t.app, 'customer');
    const usd = `currency = 'USD' and customer_id = (select customer_id from app_user where loginid = 'customer')`;
    const [before] = await t.db.query<{ balance: string }>(`select balance::text from customer_account where ${usd}`);
    await t.db.query(`update customer_account set balance = 88.5, frozen = true where ${usd}`);
    // Unpaid is what the bills hold: an RMB bill part paid counts its rest; a cancelled or paid one,
    // or one in another currency, does not count in the RMB figure.
    await t.db.query(
      `insert into bill (bill_no, customer_id, currency, amount, paid_amount, status)
       select b.no, (select customer_id from app_user where loginid = 'customer'), b.cur, b.amount, b.paid, b.status
         from (values ('T-UNPAID-1', 'RMB', 300.00, 50.00, 'partly_paid'), ('T-UNPAID-2', 'RMB', 99.00, 0, 'cancelled'),
                      ('T-UNPAID-3', 'RMB', 10.00, 10.00, 'paid'), ('T-UNPAID-4', 'USD', 7.00, 0, 'unpaid')) as b(no, cur, amount, paid, status)`,
    );
    try {
      const credit = await call(t.app, 'GET', 'mn/0101/user/credit', { token });
      const unpay = await call(t.app, 'GET', 'mn/0101/user/bill/unpay', { token });
      // The card reads these very answers (src/client/pages/home/homeData.ts).
      expect(readAmounts(credit.data, unpay.data)).toEqual({
        balances: [
          { currency: 'RMB', balance: '12000.00', frozen: false },
          { currency: 'USD', balance: '88.50', frozen: true },
          { currency: 'EUR', balance: expect.any(String), frozen: false },
          { currency: 'GBP', balance: expect.any(String), frozen: false },
        ],
        credit: '50000.00',
        unpaid: '250.00',
      });
      // Staff have no accounts: no balance shown, nothing owed.
      const staff = await login(t.app, 'kf');
      const staffAmounts = readAmounts((await call(t.app, 'GET', 'mn/0101/user/credit', { token: staff })).data,
        (await call(t.app, 'GET', 'mn/0101/user/bill/unpay', { token: staff })).data);
      expect(staffAmounts).toEqual({ balances: [], credit: '0.00', unpaid: '0.00' });
    } finally {
      await t.db.query(`update customer_account set balance = $1::numeric, frozen = false where ${usd}`, [before.balance]);
      await t.db.query(`delete from bill where bill_no like 'T-UNPAID-%'`);
    }
  });

  it('shows customer2 as incomplete and without sales', async () => {
    const token = await login(t.app, 'customer2');
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token });
    expect(info.data).toMatchObject({ orderStatus: 'OS01', customerType: 'individual' });
    const contact = await call(t.app, 'GET', 'mn/0101/user/onlineserverinfo', { token });
    expect(contact.data).toMatchObject({ salesName: null, salesBound: false });
  });

  it('lists the manager team by relation and its customers indirectly', async () => {
    const token = await login(t.app, 'manager');
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token });
    expect(info.data.orderStatus).toBe('OS04');
    expect(info.data.viewAll).toBe(false);
    expect(info.data.xsSubordinates.map((u: { loginid: string }) => u.loginid)).toEqual(['sales']);
    expect(info.data.kfSubordinates.map((u: { loginid: string }) => u.loginid)).toEqual(['kf']);
    expect(info.data.cwSsubordinates.map((u: { loginid: string }) => u.loginid)).toEqual(['finance']);
    expect(info.data.relatedUser.map((c: { code: string }) => c.code)).toEqual(['C0001']);
  });

  it('does not list every customer to a viewAll account on each start: the customer map does', async () => {
    const token = await login(t.app, 'admin');
    const info = await call(t.app, 'GET', 'mn/0101/user/info', { token });
    expect(info.data.viewAll).toBe(true);
    expect(info.data.relatedUser).toEqual([]);
    const map = await call(t.app, 'GET', 'dd/0205/customer/map', { token });
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from customer');
    expect(map.data.relatedUser).toHaveLength(n);
  });
});

describe('site and notices', () => {
  it('answers site info without a token, in the request language', async () => {
    const zh = await call(t.app, 'GET', 'mn/0000/site/info', { lang: 'zh-CN' });
    expect(zh.code).toBe(0);
    expect(zh.data.siteName).toBe('跨境物流管理平台');
    expect(zh.data.sitePreparedNum).toContain('ICP');
    expect(Buffer.from(zh.data.logo, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const en = await call(t.app, 'GET', 'mn/0000/site/info', { lang: 'en-US' });
    expect(en.data.siteName).toBe('Cross-border Logistics Platform');
  });

  it('serves the logo bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mn/0000/getLogoBytes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('lists in-use notices for the audience', async () => {
    const customer = await login(t.app, 'customer');
    const list = await call(t.app, 'GET', 'mn/0501/notice/list', { token: customer });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ audience: 'public', publisherName: '系统管理员' });
    await t.db.query(
      `insert into notice (title, content, audience, status, published_at) values
        ('staff only', 'x', 'staff', 'in_use', now()), ('old', 'x', 'customer', 'deactivated', now())`,
    );
    expect((await call(t.app, 'GET', 'mn/0501/notice/list', { token: customer })).data).toHaveLength(1);
    const staff = await login(t.app, 'sales');
    const titles = (await call(t.app, 'GET', 'mn/0501/notice/list', { token: staff })).data.map((n: { title: string }) => n.title);
    expect(titles).toContain('staff only');
    expect(titles).not.toContain('old');
  });
});
