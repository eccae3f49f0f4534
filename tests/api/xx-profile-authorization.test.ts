/**
 * XX0201_01 personal information completion (OS01 -> OS02, rules of the form, one customer's
 * own record) and XX0701_01 view authorization (roles, pages, function points, scope).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const complete = {
  userType: 'enterprise',
  companyName: '深圳小明贸易有限公司',
  creditCode: '91440300MA5FAKE01X',
  contactName: '张小明',
  phone: '13800000002',
  email: 'customer2@example.com',
  address: '深圳市南山区科技园 1 号',
};

describe('XX0201_01 xx/0201/detail and save', () => {
  it('an OS01 customer completes the information: awaiting review, the user info follows, nothing else changed', async () => {
    const token = await login(t.app, 'customer2');
    const before = await call(t.app, 'GET', 'xx/0201/detail', { token });
    expect(before.data).toMatchObject({ userType: 'individual', contactName: '张小明', orderStatus: 'OS01' });

    const saved = await call(t.app, 'POST', 'xx/0201/save', { token, body: complete });
    expect(saved.code).toBe(0);
    expect(saved.data.orderStatus).toBe('OS02');
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).data.orderStatus).toBe('OS02');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data).toMatchObject({ ...complete, orderStatus: 'OS02' });
    // Another customer is untouched.
    const other = await call(t.app, 'GET', 'xx/0201/detail', { token: await login(t.app, 'customer') });
    expect(other.data).toMatchObject({ orderStatus: 'OS04', contactName: '刘经理' });
  });

  it('refuses bad input in the caller language and saves nothing', async () => {
    const token = await login(t.app, 'customer2');
    const before = (await call(t.app, 'GET', 'xx/0201/detail', { token })).data;
    const short = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, contactName: 'Al' } });
    expect(short.code).toBe(500);
    expect(short.msg).toMatch(/contactName/);
    const zh = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'zh-CN', body: { ...complete, email: 'not-an-email' } });
    expect(zh.code).toBe(500);
    expect(zh.msg).toMatch(/email/);
    const noCompany = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, companyName: ' ', creditCode: null } });
    expect(noCompany.msg).toBe('An enterprise needs its company name and unified social credit code');
    const clash = await call(t.app, 'POST', 'xx/0201/save', { token, lang: 'en-US', body: { ...complete, creditCode: '91310000MA1FL0001X' } });
    expect(clash.msg).toBe('The unified social credit code 91310000MA1FL0001X belongs to another customer');
    const extra = await call(t.app, 'POST', 'xx/0201/save', { token, body: { ...complete, orderStatus: 'OS04' } });
    expect(extra.code).toBe(500);
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data.orderStatus).toBe(before.orderStatus);
  });

  it('an individual keeps no company; an approved customer stays approved', async () => {
    const token = await login(t.app, 'customer');
    const r = await call(t.app, 'POST', 'xx/0201/save', {
      token,
      body: { ...complete, userType: 'individual', companyName: 'ignored', creditCode: '91310000MA1FL0001X', contactName: '刘经理' },
    });
    expect(r.data.orderStatus).toBe('OS04');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token })).data).toMatchObject({ userType: 'individual', companyName: null, creditCode: null });
  });

  it('is for customer accounts with the page only', async () => {
    const admin = await login(t.app, 'admin');
    expect((await call(t.app, 'GET', 'xx/0201/detail', { token: admin, lang: 'en-US' })).msg).toBe('Only customer accounts complete personal information');
    const sales = await login(t.app, 'sales');
    expect((await call(t.app, 'POST', 'xx/0201/save', { token: sales, body: complete })).code).not.toBe(0);
    expect((await call(t.app, 'GET', 'xx/0201/detail')).code).not.toBe(0);
  });
});

describe('XX0701_01 xx/0701/detail', () => {
  it('shows a sales account its roles, pages, and the customers bound to it', async () => {
    const token = await login(t.app, 'sales');
    const r = await call(t.app, 'GET', 'xx/0701/detail', { token, lang: 'en-US' });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'sales', userType: 'staff', viewAll: false });
    expect(r.data.roles.map((x: { code: string }) => x.code)).toEqual(['sales']);
    const urls = r.data.pages.map((p: { url: string }) => p.url);
    expect(urls).toContain('xx/0701/01.html');
    expect(urls).not.toContain('xt/0105/01.html');
    expect(r.data.customers.map((c: { code: string }) => c.code)).toEqual(['C0001']);
    // Every page listed is one the guard grants.
    const granted = await call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: urls } });
    expect(Object.values(granted.data).every((v) => v === 1)).toBe(true);
  });

  it('a customer sees itself; admin sees every customer by the view-all flag; anonymous is refused', async () => {
    const customer = await call(t.app, 'GET', 'xx/0701/detail', { token: await login(t.app, 'customer') });
    expect(customer.data.customers.map((c: { code: string }) => c.code)).toEqual(['C0001']);
    const admin = await call(t.app, 'GET', 'xx/0701/detail', { token: await login(t.app, 'admin') });
    expect(admin.data).toMatchObject({ viewAll: true, customers: [] });
    expect(admin.data.functions.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', 'xx/0701/detail')).code).not.toBe(0);
  });
});
