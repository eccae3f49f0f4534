/**
 * MN0201_01 my profile (contact name, email, avatar), MN0201_03 my service team, and the menu:
 * a staff account (administrator, dealer) gets no entry for a customer account's own pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const JPG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const avatar = (token: string, fileName: string, content: Buffer, lang?: 'zh-CN' | 'en-US') =>
  call(t.app, 'POST', 'mn/0201/avatar/upload', { token, lang, body: { fileName, content: content.toString('base64') } });

describe('MN0201_01 my profile', () => {
  it("shows a customer's account, saves its contact name and email, refuses bad ones in the caller language", async () => {
    const token = await login(t.app, 'customer');
    const p = await call(t.app, 'GET', 'mn/0201/detail', { token, lang: 'en-US' });
    // The contact name starts from the customer's own (the demo C0001's contact).
    expect(p.data).toMatchObject({ loginid: 'customer', userType: 'customer', orderStatus: 'OS04', customerCode: 'C0001', credit: '50000.00', stationName: 'Shanghai station', hasAvatar: false, contactName: '刘经理' });
    const bad = await call(t.app, 'POST', 'mn/0201/save', { token, lang: 'en-US', body: { contactName: 'Al', email: 'x@example.com' } });
    expect(bad.msg).toMatch(/contactName A contact name must be 3 to 30 characters long/);
    const ok = await call(t.app, 'POST', 'mn/0201/save', { token, lang: 'zh-CN', body: { contactName: '刘小姐', email: 'liu@example.com' } });
    expect(ok.data.message).toBe('个人资料已保存');
    expect((await call(t.app, 'GET', 'mn/0201/detail', { token })).data).toMatchObject({ contactName: '刘小姐', email: 'liu@example.com' });
    // Staff have a profile too, without a customer's figures.
    const sales = await call(t.app, 'GET', 'mn/0201/detail', { token: await login(t.app, 'sales') });
    expect(sales.data).toMatchObject({ loginid: 'sales', userType: 'staff', orderStatus: null, credit: null });
  });

  it('takes a JPG of at most 2 MB as the avatar, replacing the former one', async () => {
    const token = await login(t.app, 'customer');
    expect((await avatar(token, 'me.png', PNG, 'en-US')).msg).toBe('The file "me.png" is not of a type accepted here: only JPG');
    expect((await avatar(token, 'me.jpg', Buffer.concat([JPG, Buffer.alloc(2 * 1024 * 1024)]), 'zh-CN')).msg).toBe('文件“me.jpg”太大：最大 2 MB');
    expect((await avatar(token, 'me.jpg', JPG)).data).toEqual({ hasAvatar: true });
    const [{ avatar_path: first }] = await t.db.query<{ avatar_path: string }>(`select avatar_path from app_user where loginid = 'customer'`);
    const shown = await t.app.inject({ method: 'GET', url: '/mn/0201/avatar', headers: { authToken: token } });
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.rawPayload.equals(JPG)).toBe(true);
    await avatar(token, 'again.jpeg', JPG);
    const [{ avatar_path: second }] = await t.db.query<{ avatar_path: string }>(`select avatar_path from app_user where loginid = 'customer'`);
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(t.config.filesDir, first))).toBe(false);
    expect((await call(t.app, 'GET', 'mn/0201/detail', { token })).data.hasAvatar).toBe(true);
  });
});

describe('MN0201_03 my service team', () => {
  it('lists the bound sales, customer service and finance; says when information is incomplete or no sales is bound', async () => {
    const mine = await call(t.app, 'GET', 'mn/0201/service/detail', { token: await login(t.app, 'customer'), lang: 'en-US' });
    expect(mine.data).toMatchObject({ notice: null, sales: [{ name: '李销售', mobile: '13900000003' }], service: [{ name: '陈客服' }], finance: [{ name: '赵财务' }] });
    const customer2 = await login(t.app, 'customer2');
    expect((await call(t.app, 'GET', 'mn/0201/service/detail', { token: customer2, lang: 'en-US' })).data.notice)
      .toBe('Your information is incomplete: complete it first or contact customer service');
    await t.db.query(`update customer set order_status = 'OS04' where code = 'C0002'`);
    expect((await call(t.app, 'GET', 'mn/0201/service/detail', { token: customer2, lang: 'zh-CN' })).data).toMatchObject({
      notice: '您还没有绑定销售，请联系我们的工作人员为您安排', sales: [],
    });
    expect((await call(t.app, 'GET', 'mn/0201/service/detail', { token: await login(t.app, 'admin'), lang: 'en-US' })).msg)
      .toBe('A service team is shown to customer accounts only');
  });
});

describe('menu entries of a customer account\'s own pages', () => {
  const urls = (nodes: { url: string | null; subMenuList: unknown[] }[]): string[] =>
    nodes.flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.subMenuList as never)]);
  it('a customer has XX0201_01 and MN0201_03; an administrator and a dealer do not, though their roles hold the pages', async () => {
    const menuOf = async (loginid: string) => urls((await call(t.app, 'GET', 'xt/0101/menu/list', { token: await login(t.app, loginid) })).data);
    const customer = await menuOf('customer');
    expect(customer).toEqual(expect.arrayContaining(['xx/0201/01.html', 'mn/0201/01.html', 'mn/0201/03.html']));
    for (const staff of ['admin', 'dealer']) {
      const menu = await menuOf(staff);
      expect(menu, staff).not.toContain('xx/0201/01.html');
      expect(menu, staff).not.toContain('mn/0201/03.html');
      expect(menu, staff).toContain('mn/0201/01.html'); // their own profile stays
    }
  });
});
