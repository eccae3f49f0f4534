/**
 * XX0202_01..03 on the demo address books (src/server/modules/xx/addressBook.seed.ts): each caller
 * sees the entries of the customers in its scope and of the books it holds, an entry outside them
 * is not there (save, delete, default, detail), one default per customer and role, and the row
 * form's rules answer field by field in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['customer', 'customer2', 'sales', 'kf', 'manager', 'dealer', 'admin']) tokens[id] = await login(t.app, id);
});
afterAll(() => t.close());

type Entry = Record<string, any>;

async function book(who: string, role: string | string[], query: Record<string, string | number> = {}) {
  return ok(await call(t.app, 'GET', 'xx/0202/list', { token: tokens[who], query: { role, ...query } })).data as { list: Entry[]; total: number };
}

const customerId = async (code: string) => (await t.db.query<{ id: number }>(`select id from customer where code = $1`, [code]))[0].id;
const entryOf = async (name: string) =>
  (await t.db.query<{ id: number; customer_id: number; role: string; is_default: boolean; city: string }>(
    `select id, customer_id, role, is_default, city from address_book where name = $1`, [name]))[0];
const defaultsOf = async (code: string, role: string) =>
  (await t.db.query<{ name: string }>(
    `select a.name from address_book a join customer c on c.id = a.customer_id where c.code = $1 and a.role = $2 and a.is_default order by a.name`, [code, role]))
    .map((r) => r.name);

const NOT_FOUND: Record<Lang, string> = { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist' };
const OUT_OF_SCOPE: Record<Lang, string> = { 'zh-CN': '没有权限访问该客户的数据', 'en-US': "No permission for this customer's data" };
const LANGS: Lang[] = ['zh-CN', 'en-US'];

const sender = (extra: Entry = {}) => ({ role: 'sender', name: 'Zhao Liu', country: 'CN', city: '杭州', address1: '西湖区示例路 9 号', ...extra });

describe('who sees which entries', () => {
  it("shows a customer its own books, the default first, and never another customer's", async () => {
    const senders = await book('customer', 'sender');
    expect(senders.list.map((e) => [e.name, e.isDefault])).toEqual([['王发货', true], ['李仓库', false]]);
    const recipients = await book('customer', 'recipient');
    expect(recipients.list.map((e) => e.country).sort()).toEqual(['DE', 'GB', 'US']);
    expect(recipients.list.every((e) => e.customerName === '上海示例贸易有限公司')).toBe(true);
    // XX0202_03 asks for both of its roles at once (repeated keys).
    const traders = await book('customer', ['importer', 'exporter']);
    expect(traders.list.map((e) => e.role).sort()).toEqual(['exporter', 'importer']);
    expect(traders.list.find((e) => e.role === 'importer')).toMatchObject({ eori: 'DE1234567890123', ioss: 'IM2760000001' });
    // Asking for customer2's book by its id gives nothing, not its entries.
    expect((await book('customer', 'recipient', { customerId: await customerId('C0002') })).total).toBe(0);
    expect((await book('customer2', 'recipient')).list.map((e) => e.name)).toEqual(['Mary Jones']);
  });

  it('shows staff the books of their customers, view-all staff every book, a dealer without customers none', async () => {
    expect((await book('kf', 'recipient')).list.map((e) => e.name)).not.toContain('Mary Jones');
    expect((await book('kf', 'recipient')).total).toBe(3);
    expect((await book('admin', 'recipient')).list.map((e) => e.name)).toContain('Mary Jones');
    expect((await book('dealer', ['sender', 'recipient', 'importer', 'exporter'])).total).toBe(0);
    // The manager has the books from the XS and KF trees: looks at the team's customers' entries.
    expect((await book('manager', 'sender')).total).toBe(2);
  });

  it('shows a role only the books it holds: sales has senders and recipients, not the importers (XX0202_03)', async () => {
    expect((await book('sales', 'sender')).total).toBe(2);
    expect((await book('sales', ['importer', 'exporter'])).total).toBe(0);
    const importer = await entryOf('Hans Weber');
    for (const lang of LANGS) {
      const detail = await call(t.app, 'GET', 'xx/0202/detail', { token: tokens.sales, lang, query: { id: importer.id } });
      expect(detail).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
    }
    // Nor may sales add one for its customer.
    const added = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.sales, lang: 'en-US', body: sender({ role: 'importer', customerId: await customerId('C0001') }) });
    expect(added).toMatchObject({ code: 500, msg: OUT_OF_SCOPE['en-US'] });
    expect(await entryOf('Zhao Liu')).toBeUndefined();
  });

  it('reads a book one role at a time: the list without a role is refused', async () => {
    const r = await call(t.app, 'GET', 'xx/0202/list', { token: tokens.customer, lang: 'en-US' });
    expect(r).toMatchObject({ code: 500, msg: 'Invalid request: role is required' });
  });
});

describe("another customer's entries are not there", () => {
  it("refuses customer2's entry to customer on save, delete, default and detail, in both languages, and changes nothing", async () => {
    const other = await entryOf('Mary Jones');
    for (const lang of LANGS) {
      const save = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang, body: { id: other.id, city: 'Boston' } });
      expect(save).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      const remove = await call(t.app, 'POST', 'xx/0202/delete', { token: tokens.customer, lang, body: { ids: [other.id] } });
      expect(remove).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      const made = await call(t.app, 'POST', 'xx/0202/default', { token: tokens.customer, lang, body: { id: other.id } });
      expect(made).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      const detail = await call(t.app, 'GET', 'xx/0202/detail', { token: tokens.customer, lang, query: { id: other.id } });
      expect(detail).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
    }
    // A delete naming one of its own entries and customer2's deletes neither.
    const own = await entryOf('Emma Brown');
    expect((await call(t.app, 'POST', 'xx/0202/delete', { token: tokens.customer, body: { ids: [own.id, other.id] } })).code).toBe(500);
    expect(await entryOf('Emma Brown')).toBeDefined();
    expect(await entryOf('Mary Jones')).toMatchObject({ city: 'New York', is_default: true });
  });

  it("keeps a customer's new entry its own, whatever customer the body names", async () => {
    const saved = ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer2, body: sender({ name: 'Sun Qi', customerId: await customerId('C0001') }) }));
    expect(saved.data).toMatchObject({ customerId: await customerId('C0002'), role: 'sender', name: 'Sun Qi' });
    expect((await book('customer', 'sender')).list.map((e) => e.name)).not.toContain('Sun Qi');
  });

  it('refuses staff a customer outside their scope, and asks them to name one', async () => {
    for (const lang of LANGS) {
      const outside = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.kf, lang, body: sender({ customerId: await customerId('C0002') }) });
      expect(outside).toMatchObject({ code: 500, msg: OUT_OF_SCOPE[lang] });
    }
    const other = await entryOf('Mary Jones');
    const remove = await call(t.app, 'POST', 'xx/0202/delete', { token: tokens.kf, lang: 'en-US', body: { ids: [other.id] } });
    expect(remove).toMatchObject({ code: 500, msg: NOT_FOUND['en-US'] });
    const unnamed = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.kf, lang: 'zh-CN', body: sender() });
    expect(unnamed).toMatchObject({ code: 500, msg: '客户为必填项', data: { fields: { customerId: '客户为必填项' } } });
    expect((await call(t.app, 'POST', 'xx/0202/save', { token: tokens.kf, lang: 'en-US', body: sender() })).msg).toBe('Customer is required');
    expect(await entryOf('Zhao Liu')).toBeUndefined();
    // Within the scope it is written for the customer named.
    const saved = ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.kf, body: sender({ name: 'Kf Added', customerId: await customerId('C0001') }) }));
    expect(saved.data.customerId).toBe(await customerId('C0001'));
  });

  it('lets the manager look, never change (xx/0202/edit)', async () => {
    const own = await entryOf('李仓库');
    for (const [method, url, body] of [['POST', 'xx/0202/save', { id: own.id, city: '无锡' }], ['POST', 'xx/0202/delete', { ids: [own.id] }], ['POST', 'xx/0202/default', { id: own.id }]] as const) {
      const r = await call(t.app, method, url, { token: tokens.manager, lang: 'en-US', body });
      expect(r, url).toMatchObject({ code: 500, msg: 'No permission for: xx/0202/edit' });
    }
    expect(await entryOf('李仓库')).toMatchObject({ city: '苏州', is_default: false });
  });
});

describe('one default per customer and role', () => {
  it('a new default sender ends the old one; a default recipient, importer or exporter stays', async () => {
    const saved = ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, body: sender({ name: 'New Default', isDefault: true }) }));
    expect(saved.data.isDefault).toBe(true);
    expect(await defaultsOf('C0001', 'sender')).toEqual(['New Default']);
    expect(await defaultsOf('C0001', 'recipient')).toEqual(['John Smith']);
    expect(await defaultsOf('C0001', 'importer')).toEqual(['Hans Weber']);
    expect(await defaultsOf('C0001', 'exporter')).toEqual(['王发货']);
  });

  it('setting a default from the list ends the previous one, of that customer only', async () => {
    const brown = await entryOf('Emma Brown');
    expect(ok(await call(t.app, 'POST', 'xx/0202/default', { token: tokens.customer, body: { id: brown.id } })).data).toEqual({ id: brown.id });
    expect(await defaultsOf('C0001', 'recipient')).toEqual(['Emma Brown']);
    expect(await defaultsOf('C0002', 'recipient')).toEqual(['Mary Jones']);
    // Editing the default with isDefault true keeps it the one; false leaves the role without a default.
    ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, body: { id: brown.id, isDefault: true, city: 'Leeds' } }));
    expect(await defaultsOf('C0001', 'recipient')).toEqual(['Emma Brown']);
    ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, body: { id: brown.id, isDefault: false } }));
    expect(await defaultsOf('C0001', 'recipient')).toEqual([]);
  });

  it('an edit that does not send isDefault leaves it as it is; an entry stays in its book', async () => {
    const weber = await entryOf('Hans Weber');
    ok(await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, body: { id: weber.id, role: 'sender', city: 'Bremen' } }));
    expect(await entryOf('Hans Weber')).toMatchObject({ role: 'importer', is_default: true, city: 'Bremen' });
  });
});

describe("the row form's rules, field by field, in the caller's language", () => {
  it('refuses a bad email', async () => {
    const zh = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'zh-CN', body: sender({ email: 'not-an-email' }) });
    expect(zh).toMatchObject({ code: 500, msg: '请求参数不正确：email 请输入有效的邮箱地址' });
    const en = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'en-US', body: sender({ email: 'a@b' }) });
    expect(en).toMatchObject({ code: 500, msg: 'Invalid request: email Please enter a valid email address' });
  });

  it('refuses a contact name of 2 characters (V06: 3 to 30, a Chinese character counting two)', async () => {
    const zh = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'zh-CN', body: sender({ name: 'Al' }) });
    expect(zh).toMatchObject({ code: 500, msg: '请求参数不正确：name 联系人姓名长度必须为 3 到 30 个字符（一个汉字按 2 个字符计）' });
    const en = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'en-US', body: sender({ name: 'Al' }) });
    expect(en).toMatchObject({ code: 500, msg: 'Invalid request: name A contact name must be 3 to 30 characters long (a Chinese character counts as two)' });
    // 王五 is 4 wide: a contact name.
    expect((await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, body: sender({ name: '王五' }) })).code).toBe(0);
  });

  it('refuses EORI and IOSS numbers on a sender or recipient', async () => {
    const zh = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'zh-CN', body: sender({ name: 'With Eori', eori: 'DE1' }) });
    expect(zh).toMatchObject({ code: 500, msg: '数据不正确：EORI 号和 IOSS 号只属于进口商和出口商' });
    const en = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'en-US', body: sender({ name: 'With Ioss', role: 'recipient', ioss: 'IM1' }) });
    expect(en).toMatchObject({ code: 500, msg: 'Invalid data: EORI and IOSS numbers belong to importers and exporters only' });
    expect(await entryOf('With Eori')).toBeUndefined();
  });

  it('refuses a country the country table does not have, and fields the form does not have', async () => {
    const country = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'en-US', body: sender({ country: 'XX' }) });
    expect(country).toMatchObject({ code: 500, msg: 'The country XX does not exist' });
    const extra = await call(t.app, 'POST', 'xx/0202/save', { token: tokens.customer, lang: 'en-US', body: sender({ createdAt: '2026-01-01' }) });
    expect(extra.msg).toBe('Invalid request: field createdAt is not allowed');
  });
});
