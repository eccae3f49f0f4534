/**
 * The jump to another system (HW0905_01) with a one-time ticket instead of the spec's
 * password in the query string: issue, redeem once, expiry, authority.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, DEMO_PASSWORD, type TestApp } from './harness';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t?.close());

const ticketFor = (token: string, system?: string, lang?: 'zh-CN' | 'en-US') =>
  call(t.app, 'GET', 'mn/0101/sso/ticket', { token, lang, query: system ? { system } : undefined });
const redeem = (body: Record<string, unknown>, lang?: 'zh-CN' | 'en-US') => call(t.app, 'POST', 'mn/0101/sso/redeem', { body, lang });

describe('mn/0101/sso/ticket', () => {
  it('issues a one-time ticket and the site urls; no password anywhere', async () => {
    const r = await ticketFor(customer, undefined, 'en-US');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ loginid: 'customer', system: 'overseas', systemName: 'Overseas warehouse system', expiresIn: 60 });
    expect(r.data.ticket).toMatch(/^[\w-]{43}$/);
    expect(r.data.siteurls).toEqual(['https://ow.cbl-global.com/sso/login']);
    const url = new URL(r.data.redirectUrl);
    expect(url.searchParams.get('loginid')).toBe('customer');
    expect(url.searchParams.get('ticket')).toBe(r.data.ticket);
    expect(JSON.stringify(r.data)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(r.data)).not.toMatch(/pawd|password/i);
    // Only the ticket's hash is stored.
    const rows = await t.db.query<{ ticket_hash: string }>(`select ticket_hash from sso_ticket`);
    expect(rows.map((x) => x.ticket_hash)).not.toContain(r.data.ticket);
  });

  it('needs a session, a configured system and the screen authority', async () => {
    expect((await call(t.app, 'GET', 'mn/0101/sso/ticket', { lang: 'en-US' })).msg).toBe('token missing, please log in again');
    expect((await ticketFor(customer, 'nowhere', 'en-US')).msg).toBe('Unknown system: nowhere');
    expect((await ticketFor(customer, 'nowhere', 'zh-CN')).msg).toBe('未配置的系统：nowhere');
    expect((await ticketFor(customer, '__proto__', 'en-US')).msg).toBe('Unknown system: __proto__');
    // Finance has no overseas warehouse screen (HW0905_01).
    const finance = await login(t.app, 'finance');
    const refused = await ticketFor(finance, undefined, 'en-US');
    expect(refused).toMatchObject({ code: 500, msg: 'No permission for: hw/0905/01.html' });
  });
});

describe('mn/0101/sso/redeem', () => {
  it('tells the other system who the user is, once', async () => {
    const { data } = await ticketFor(customer);
    const first = await redeem({ ticket: data.ticket, system: 'overseas' });
    expect(first).toMatchObject({
      code: 0,
      data: { loginid: 'customer', userName: '上海示例贸易有限公司', userType: 'customer', customerCode: 'C0001', system: 'overseas' },
    });
    const zh = await redeem({ ticket: data.ticket }, 'zh-CN');
    expect(zh).toMatchObject({ code: 500, msg: '登录票据已被使用' });
    const en = await redeem({ ticket: data.ticket }, 'en-US');
    expect(en).toMatchObject({ code: 500, msg: 'This login ticket has already been used' });
  });

  it('lets only one of two simultaneous redeems through', async () => {
    const { data } = await ticketFor(customer);
    const results = await Promise.all([redeem({ ticket: data.ticket }), redeem({ ticket: data.ticket }), redeem({ ticket: data.ticket })]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
  });

  it('refuses an expired, unknown or other-system ticket', async () => {
    const { data } = await ticketFor(customer);
    await t.db.query(`update sso_ticket set expires_at = now() - interval '1 second' where redeemed_at is null`);
    expect(await redeem({ ticket: data.ticket }, 'en-US')).toMatchObject({ code: 500, msg: 'This login ticket has expired' });
    expect((await redeem({ ticket: data.ticket }, 'zh-CN')).msg).toBe('登录票据已过期');
    expect((await redeem({ ticket: 'made-up' }, 'en-US')).msg).toBe('Invalid login ticket');
    const fresh = await ticketFor(customer);
    expect((await redeem({ ticket: fresh.data.ticket, system: 'billing' }, 'en-US')).msg).toBe('Invalid login ticket');
    // Refused for the wrong system, it is still good for its own.
    expect((await redeem({ ticket: fresh.data.ticket, system: 'overseas' })).code).toBe(0);
  });

  it('tells staff apart and refuses a ticket of an account locked meanwhile', async () => {
    const admin = await login(t.app, 'admin');
    const a = await ticketFor(admin);
    expect((await redeem({ ticket: a.data.ticket })).data).toMatchObject({ loginid: 'admin', userType: 'staff', customerCode: null });
    const b = await ticketFor(customer);
    await t.db.query(`update app_user set locked = true where loginid = 'customer'`);
    try {
      expect((await redeem({ ticket: b.data.ticket }, 'en-US')).msg).toBe('The account is disabled or locked');
    } finally {
      await t.db.query(`update app_user set locked = false where loginid = 'customer'`);
    }
  });
});
