/**
 * XX0301_01 / XX0301_02 on the demo SKU library (src/server/modules/xx/sku.seed.ts): each caller
 * sees the products of the customers in its scope, the three filters find them as typed, a SKU is
 * its customer's once, the edit page's rules answer field by field in the caller's language, and
 * the export writes the list's rows with the screen's labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { downloadedSheet } from './downloads';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['customer', 'customer2', 'kf', 'manager', 'dealer', 'admin']) tokens[id] = await login(t.app, id);
});
afterAll(() => t.close());

type Sku = Record<string, any>;

async function skus(who: string, query: Record<string, string | number> = {}) {
  return ok(await call(t.app, 'GET', 'xx/0301/list', { token: tokens[who], query })).data as { list: Sku[]; total: number };
}

const customerId = async (code: string) => (await t.db.query<{ id: number }>(`select id from customer where code = $1`, [code]))[0].id;
const skuRow = async (code: string) =>
  (await t.db.query<{ id: number; customer_id: number; name_en: string; unit_price: string }>(`select id, customer_id, name_en, unit_price from sku where sku = $1 order by id`, [code]));

const NOT_FOUND: Record<Lang, string> = { 'zh-CN': '记录不存在', 'en-US': 'The record does not exist' };
const LANGS: Lang[] = ['zh-CN', 'en-US'];

const product = (extra: Sku = {}) => ({
  sku: 'NEW-001', nameZh: '保温杯', nameEn: 'Vacuum flask', customsCode: '9617001100', origin: 'CN', unit: 'PCS',
  unitPrice: '15.80', unitWeight: '0.450', qtyPerBox: 10, ...extra,
});

describe('who sees which products', () => {
  it("shows a customer its own library, by SKU, and never another customer's", async () => {
    const { list, total } = await skus('customer');
    expect(total).toBe(5);
    expect(list.map((s) => s.sku)).toEqual(['BAG-CAN-002', 'MUG-CER-003', 'SCK-WOL-005', 'TS-COT-001', 'USB-CBL-004']);
    expect(list[0]).toMatchObject({ nameZh: '帆布包', nameEn: 'Canvas bag', customsCode: '4202220000', origin: 'CN', unitPrice: '12.00', unitWeight: '0.350', qtyPerBox: 2 });
    expect((await skus('customer2')).total).toBe(0);
    expect((await skus('customer2', { customerId: await customerId('C0001') })).total).toBe(0);
  });

  it('shows staff the libraries of their customers; a dealer without customers none', async () => {
    expect((await skus('kf')).total).toBe(5);
    expect((await skus('admin')).total).toBe(5);
    expect((await skus('dealer')).total).toBe(0);
    // The manager has the list from the KF tree and looks.
    expect((await skus('manager')).total).toBe(5);
  });

  it('filters by SKU, description in either language and customs code, as typed', async () => {
    expect((await skus('customer', { sku: 'ts-cot' })).list.map((s) => s.sku)).toEqual(['TS-COT-001']);
    // Full-width text is read as half-width; % and _ are letters, not wildcards.
    expect((await skus('customer', { sku: 'ＵＳＢ' })).list.map((s) => s.sku)).toEqual(['USB-CBL-004']);
    expect((await skus('customer', { sku: '%' })).total).toBe(0);
    expect((await skus('customer', { description: 'canvas' })).list.map((s) => s.sku)).toEqual(['BAG-CAN-002']);
    expect((await skus('customer', { description: '陶瓷' })).list.map((s) => s.sku)).toEqual(['MUG-CER-003']);
    // A customs code's first digits find the codes under it.
    expect((await skus('customer', { customsCode: '61' })).list.map((s) => s.sku)).toEqual(['SCK-WOL-005', 'TS-COT-001']);
    expect((await skus('customer', { customsCode: '6109100021' })).total).toBe(1);
    const bad = await call(t.app, 'GET', 'xx/0301/list', { token: tokens.customer, lang: 'en-US', query: { customsCode: '61%' } });
    expect(bad.code).toBe(500);
  });
});

describe('adding, editing and deleting', () => {
  it("adds to the caller's own library, whatever customer the body names; a SKU is its customer's once", async () => {
    const saved = ok(await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, body: product({ customerId: await customerId('C0002') }) }));
    expect(saved.data).toMatchObject({ customerId: await customerId('C0001'), sku: 'NEW-001', unitPrice: '15.80', unitWeight: '0.450', qtyPerBox: 10 });
    for (const lang of LANGS) {
      const again = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang, body: product({ nameEn: 'Another flask' }) });
      const msg = lang === 'zh-CN' ? 'SKU NEW-001 已存在' : 'SKU NEW-001 already exists';
      expect(again).toMatchObject({ code: 500, msg, data: { fields: { sku: msg } } });
    }
    // Another customer may use the same code.
    expect((await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer2, body: product() })).code).toBe(0);
    expect((await skuRow('NEW-001')).map((r) => r.customer_id).sort()).toEqual([await customerId('C0001'), await customerId('C0002')].sort());
    // Editing keeps the code its own: renaming TS-COT-001 to NEW-001 is refused too.
    const [tshirt] = await skuRow('TS-COT-001');
    expect((await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'en-US', body: { id: tshirt.id, sku: 'NEW-001' } })).msg).toBe('SKU NEW-001 already exists');
    ok(await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, body: { id: tshirt.id, nameEn: 'Cotton T-shirt (white)' } }));
    expect((await skuRow('TS-COT-001'))[0].name_en).toBe('Cotton T-shirt (white)');
  });

  it("refuses customer2 customer's products on detail, save and delete, in both languages, and changes nothing", async () => {
    const [mug] = await skuRow('MUG-CER-003');
    for (const lang of LANGS) {
      const detail = await call(t.app, 'GET', 'xx/0301/detail', { token: tokens.customer2, lang, query: { id: mug.id } });
      expect(detail).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      const save = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer2, lang, body: { id: mug.id, unitPrice: '0.01' } });
      expect(save).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
      const remove = await call(t.app, 'POST', 'xx/0301/delete', { token: tokens.customer2, lang, body: { ids: [mug.id] } });
      expect(remove).toMatchObject({ code: 500, msg: NOT_FOUND[lang] });
    }
    expect((await skuRow('MUG-CER-003'))[0].unit_price).toBe('4.20');
  });

  it('refuses staff a customer outside their scope, asks them to name one, and lets the manager only look', async () => {
    const outside = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.kf, lang: 'en-US', body: product({ sku: 'KF-001', customerId: await customerId('C0002') }) });
    expect(outside).toMatchObject({ code: 500, msg: "No permission for this customer's data" });
    const unnamed = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.kf, lang: 'en-US', body: product({ sku: 'KF-001' }) });
    expect(unnamed).toMatchObject({ code: 500, msg: 'Customer is required', data: { fields: { customerId: 'Customer is required' } } });
    expect(await skuRow('KF-001')).toEqual([]);
    const [mug] = await skuRow('MUG-CER-003');
    for (const [url, body] of [['xx/0301/save', { id: mug.id, unitPrice: '1.00' }], ['xx/0301/delete', { ids: [mug.id] }]] as const) {
      const r = await call(t.app, 'POST', url, { token: tokens.manager, lang: 'en-US', body });
      expect(r, url).toMatchObject({ code: 500, msg: 'No permission for: xx/0301/02.html' });
    }
    // Within its scope staff add for the customer named, and delete.
    const added = ok(await call(t.app, 'POST', 'xx/0301/save', { token: tokens.kf, body: product({ sku: 'KF-001', customerId: await customerId('C0001') }) }));
    expect(ok(await call(t.app, 'POST', 'xx/0301/delete', { token: tokens.kf, body: { ids: [added.data.id] } })).data).toEqual({ deleted: 1 });
  });
});

describe("the edit page's rules, field by field, in the caller's language", () => {
  it('refuses a customs code of 9 digits (K17: 10)', async () => {
    const zh = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'zh-CN', body: product({ sku: 'BAD-1', customsCode: '961700110' }) });
    expect(zh).toMatchObject({ code: 500, msg: '请求参数不正确：customsCode 海关编码必须是 10 位数字' });
    const en = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'en-US', body: product({ sku: 'BAD-1', customsCode: '961700110' }) });
    expect(en).toMatchObject({ code: 500, msg: 'Invalid request: customsCode The customs code must be 10 digits' });
  });

  it('refuses a unit price of zero (V03: greater than 0)', async () => {
    const zh = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'zh-CN', body: product({ sku: 'BAD-2', unitPrice: '0' }) });
    expect(zh).toMatchObject({ code: 500, msg: '请求参数不正确：unitPrice 必须大于 0' });
    const en = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'en-US', body: product({ sku: 'BAD-2', unitPrice: '0.00' }) });
    expect(en).toMatchObject({ code: 500, msg: 'Invalid request: unitPrice Must be greater than 0' });
  });

  it('requires what V12a requires when adding', async () => {
    const { nameZh: _zh, ...withoutChinese } = product({ sku: 'BAD-3' });
    const zh = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'zh-CN', body: withoutChinese });
    expect(zh).toMatchObject({ code: 500, msg: '请求参数不正确：nameZh 为必填项' });
    const zero = await call(t.app, 'POST', 'xx/0301/save', { token: tokens.customer, lang: 'en-US', body: product({ sku: 'BAD-3', qtyPerBox: 0 }) });
    expect(zero.code).toBe(500);
    expect(zero.msg).toMatch(/^Invalid request: qtyPerBox /);
    expect(await skuRow('BAD-3')).toEqual([]);
  });
});

describe('export', () => {
  it("writes the caller's filtered list to the download centre, headed by the screen's labels", async () => {
    const rt = await ensureRuntime(t.db, t.config);
    const r = await call(t.app, 'POST', 'xt/0125/export', { token: tokens.customer, lang: 'en-US', body: { kind: 'xx.sku.xlsx', params: { customsCode: '61' } } });
    expect(r.code, r.msg).toBe(0);
    await rt.worker.drain();
    const { ws, header, fileName } = await downloadedSheet(t, r.data.seq);
    expect(fileName).toMatch(/^SKU library_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.xlsx$/);
    expect(header.slice(0, 4)).toEqual(['SKU', 'Chinese description', 'English description', 'Customs code']);
    expect(ws.getColumn(1).values.slice(2)).toEqual(['SCK-WOL-005', 'TS-COT-001']);
    const price = ws.getRow(2).getCell(header.indexOf('Unit price') + 1);
    expect(price.value).toBe(3.6);
    // customer2's one product (NEW-001) is no clothing: nothing to download.
    const none = await call(t.app, 'POST', 'xt/0125/export', { token: tokens.customer2, body: { kind: 'xx.sku.xlsx', params: { customsCode: '61' } } });
    await rt.worker.drain();
    expect((await t.db.query<{ end_flag: number }>(`select end_flag from download where seq = $1`, [none.data.seq]))[0].end_flag).toBe(2);
  });
});
