/**
 * ZJ0201_01 suppliers and ZJ0202_01 supplier products on the demo data (SBX Express, its products
 * SBX-STD and SBX-EXP bound to the demo routes), with the sandbox carrier on its own port: the lists
 * and their filters, saves and their rules in both languages, the API key sealed at rest and never
 * answered, operating / outage (S07c) and what an outage does to a transfer, deletes refused while
 * something uses the row, and who may do what (MG looks at suppliers; products are AD only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDemoOrder } from './demoOrder';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';
import { TEST_SECRET_KEY } from './config';
import { SANDBOX_DEMO_ACCOUNT, startCarrierSandbox, type CarrierSandbox } from '../../src/server/sandbox/carrier';
import { openSecret, parseSecretKey, sealSecret, SEALED_PREFIX } from '../../src/server/platform/secrets/secretBox';
import { SUPPLIER_KEY_PURPOSE } from '../../src/server/platform/carriers/index';
import { sealPlainSupplierKeys } from '../../src/server/modules/zj/suppliers.seed';

let sbx: CarrierSandbox;
let t: TestApp;
const tokens: Record<string, string> = {};
const KEY = parseSecretKey(TEST_SECRET_KEY)!;
const LANGS: Lang[] = ['zh-CN', 'en-US'];

beforeAll(async () => {
  sbx = await startCarrierSandbox({ accounts: { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key } });
  // Long enough for an answered call on a loaded machine (as order-transfer.test.ts); no test here times out.
  t = await createTestApp({ carrierUrl: sbx.url, carrierTimeoutMs: 5000 });
  for (const id of ['admin', 'manager', 'kf', 'customer']) tokens[id] = await login(t.app, id);
});
afterAll(async () => {
  await t?.close();
  await sbx?.close();
});

type Row = Record<string, any>;
const admin = (method: 'GET' | 'POST', url: string, opts: { body?: unknown; query?: Record<string, any>; lang?: Lang } = {}) =>
  call(t.app, method, url, { token: tokens.admin, ...opts });
const list = async (url: string, query: Record<string, any> = {}) => ok(await admin('GET', url, { query })).data as { list: Row[]; total: number };
const rawSupplier = async (code: string) =>
  (await t.db.query<{ id: number; api_key: string | null; api_key_tail: string | null; status: string; name: string }>(
    `select id, api_key, api_key_tail, status, name from supplier where code = $1`, [code]))[0];
const productId = async (code: string) => (await t.db.query<{ id: number }>(`select id from supplier_product where code = $1`, [code]))[0].id;

const supplier = (extra: Row = {}) => ({ code: 'DHL', name: '敦豪', nameEn: 'DHL Express', supplierType: 'express', system: 'sandbox', apiAccount: 'dhl-acct', ...extra });

const placed = (ref: string) => placeDemoOrder(t, tokens.customer, ref);
const control = (path: string) => fetch(`${sbx.url}/control/${path}`).then((r) => r.json() as Promise<any>);
const transfer = async (id: number, lang: Lang = 'en-US') =>
  ok(await call(t.app, 'POST', 'dd/0202/auto', { token: tokens.kf, lang, body: { ids: [id] } })).data.results[0] as { ok: boolean; message?: string };

describe('the lists and their filters', () => {
  it('lists the demo supplier with its key masked, filtered by keyword, system, type and status', async () => {
    const all = await list('zj/0201/list');
    expect(all.list).toEqual([expect.objectContaining({
      code: 'SBX', name: '沙箱快递', nameEn: 'SBX Express', supplierType: 'express', system: 'sandbox', apiAccount: 'sbx-demo',
      apiKeyMasked: '••••-key', productCount: 2, status: 'operating',
    })]);
    expect(all.list[0]).not.toHaveProperty('apiKey');
    expect((await list('zj/0201/list', { keyword: 'sbx' })).total).toBe(1);
    expect((await list('zj/0201/list', { keyword: 'express' })).total).toBe(1);
    expect((await list('zj/0201/list', { keyword: '不存在' })).total).toBe(0);
    expect((await list('zj/0201/list', { system: 'sandbox' })).total).toBe(1);
    expect((await list('zj/0201/list', { system: 'dhl' })).total).toBe(0);
    expect((await list('zj/0201/list', { supplierType: 'postal' })).total).toBe(0);
    expect((await list('zj/0201/list', { status: 'outage' })).total).toBe(0);
    expect(ok(await admin('GET', 'zj/0201/system/options')).data.list).toEqual([{ value: 'sandbox', label: 'sandbox' }]);
  });

  it("lists a supplier's products, with the routes bound to them, the supplier's name in the reader's language", async () => {
    const { id } = await rawSupplier('SBX');
    const products = await list('zj/0202/list', { supplierId: id });
    expect(products.list.map((p) => p.code)).toEqual(['SBX-EXP', 'SBX-STD']);
    expect(products.list[0]).toMatchObject({ supplierId: id, supplierName: '沙箱快递', serviceCode: 'SBX-EXP', status: 'operating', supplierStatus: 'operating' });
    expect(products.list.every((p) => p.routeCount > 0)).toBe(true);
    const en = ok(await admin('GET', 'zj/0202/list', { lang: 'en-US', query: { keyword: 'std' } })).data;
    expect(en.list).toEqual([expect.objectContaining({ code: 'SBX-STD', supplierName: 'SBX Express' })]);
    expect((await list('zj/0202/list', { supplierId: id + 1000 })).total).toBe(0);
    expect(ok(await admin('GET', 'zj/0201/options', { lang: 'en-US' })).data.list).toEqual([{ value: id, label: 'SBX SBX Express' }]);
  });
});

describe('the API key is a secret', () => {
  it('is stored sealed, answered masked, kept when a save leaves it empty and replaced when one is given', async () => {
    const added = ok(await admin('POST', 'zj/0201/save', { body: supplier({ apiKey: 'dhl-live-key-12345678' }) }));
    expect(added.data).toMatchObject({ code: 'DHL', apiKeyMasked: '••••5678', status: 'operating' });
    expect(added.res.body).not.toContain('dhl-live-key');
    const row = await rawSupplier('DHL');
    expect(row.api_key!.startsWith(SEALED_PREFIX)).toBe(true);
    expect(row.api_key).not.toContain('dhl-live-key');
    expect(row.api_key_tail).toBe('5678');
    expect(openSecret(KEY, SUPPLIER_KEY_PURPOSE, row.api_key!)).toBe('dhl-live-key-12345678');

    // The form loads the supplier without its key; saved back with the key empty or left out, it stays.
    const detail = ok(await admin('GET', 'zj/0201/detail', { query: { id: row.id } }));
    expect(detail.data).toMatchObject({ apiKeyMasked: '••••5678' });
    expect(detail.res.body).not.toContain('dhl-live-key');
    ok(await admin('POST', 'zj/0201/save', { body: { id: row.id, name: '敦豪快递', apiKey: '' } }));
    ok(await admin('POST', 'zj/0201/save', { body: { id: row.id, domain: 'https://api.dhl.example' } }));
    const kept = await rawSupplier('DHL');
    expect(kept).toMatchObject({ name: '敦豪快递', api_key: row.api_key });

    const changed = ok(await admin('POST', 'zj/0201/save', { body: { id: row.id, apiKey: 'short' } }));
    expect(changed.data.apiKeyMasked).toBe('••••'); // a key under 8 characters shows none of them
    const after = await rawSupplier('DHL');
    expect(after.api_key).not.toBe(row.api_key);
    expect(after.api_key_tail).toBeNull();
    expect(openSecret(KEY, SUPPLIER_KEY_PURPOSE, after.api_key!)).toBe('short');
    expect(JSON.stringify((await list('zj/0201/list', { keyword: 'DHL' })).list)).not.toContain('short');
  });

  it('a key stored in clear (before migration 0320) is sealed at start, and transfers still log in with it', async () => {
    await t.db.query(`update supplier set api_key = $1, api_key_tail = null where code = 'SBX'`, [SANDBOX_DEMO_ACCOUNT.key]);
    expect(await sealPlainSupplierKeys(t.db, t.config)).toBe(1);
    const row = await rawSupplier('SBX');
    expect(row.api_key!.startsWith(SEALED_PREFIX)).toBe(true);
    expect(row.api_key_tail).toBe('-key');
    expect(await sealPlainSupplierKeys(t.db, t.config)).toBe(0);
    // The carrier checks the account's key: the transfer got the opened one.
    const o = await placed('SUP-KEY-1');
    expect(await transfer(o.id)).toMatchObject({ ok: true });
  });

  it("a key sealed under another SECRET_KEY is refused with what to do, not sent to the carrier", async () => {
    const before = (await rawSupplier('SBX')).api_key;
    const other = Buffer.alloc(32, 1);
    await t.db.query(`update supplier set api_key = $1 where code = 'SBX'`, [sealSecret(other, SUPPLIER_KEY_PURPOSE, SANDBOX_DEMO_ACCOUNT.key)]);
    const o = await placed('SUP-KEY-2');
    expect(await transfer(o.id)).toMatchObject({
      ok: false,
      message: "The API key of supplier SBX Express cannot be opened with this server's secret key (SECRET_KEY): an administrator must enter it again in Suppliers",
    });
    expect((await transfer(o.id, 'zh-CN')).message).toBe('供应商 沙箱快递 的接口密钥无法用本服务器的密钥（SECRET_KEY）解密：请管理员在供应商管理中重新填写');
    expect((await control(`shipments?reference=${o.orderNo}`)).createCalls[o.orderNo] ?? 0).toBe(0);
    await t.db.query(`update supplier set api_key = $1 where code = 'SBX'`, [before]);
    expect(await transfer(o.id)).toMatchObject({ ok: true });
  });
});

describe('operating / outage (S07c)', () => {
  it('a supplier in outage takes no transfer (a clear message in both languages); operating again it does', async () => {
    const { id } = await rawSupplier('SBX');
    const o = await placed('SUP-OUT-1');
    expect(ok(await admin('POST', 'zj/0201/status', { body: { ids: [id], status: 'outage' } })).data).toEqual({ updated: 1 });
    expect((await list('zj/0201/list', { status: 'outage' })).list.map((s) => s.code)).toEqual(['SBX']);
    expect((await list('zj/0202/list', { supplierId: id })).list[0].supplierStatus).toBe('outage');
    const en = await transfer(o.id);
    expect(en).toMatchObject({
      ok: false,
      message: `Supplier SBX Express is in outage: order ${o.orderNo} cannot be transferred. Choose another channel route for a manual transfer, or set the supplier operating again`,
    });
    expect((await transfer(o.id, 'zh-CN')).message).toBe(`供应商 沙箱快递 已停运，订单 ${o.orderNo} 不能转单：请选择其他渠道手动转单，或在供应商管理中恢复运营`);
    // Manual transfer to a route of the same supplier: refused alike, the order free and untouched.
    const [{ id: routeId }] = await t.db.query<{ id: number }>(`select id from route where code = 'US-EXP'`);
    const manual = await call(t.app, 'POST', 'dd/0202/manual', { token: tokens.kf, lang: 'en-US', body: { id: o.id, routeId } });
    expect(manual.msg).toMatch(/^Supplier SBX Express is in outage/);
    expect((await control(`shipments?reference=${o.orderNo}`)).shipments).toHaveLength(0);
    const [order] = await t.db.query<{ transfer_state: string; transfer_claim: string | null }>(`select transfer_state, transfer_claim from orders where id = $1`, [o.id]);
    expect(order).toEqual({ transfer_state: 'not_transferred', transfer_claim: null });

    ok(await admin('POST', 'zj/0201/status', { body: { ids: [id], status: 'operating' } }));
    expect(await transfer(o.id)).toMatchObject({ ok: true });
  });

  it('a product in outage takes no transfer either', async () => {
    const exp = await productId('SBX-EXP');
    const o = await placed('SUP-OUT-2');
    ok(await admin('POST', 'zj/0202/status', { body: { ids: [exp], status: 'outage' } }));
    expect((await transfer(o.id)).message).toBe(
      `Supplier product SBX Express 特快 is in outage: order ${o.orderNo} cannot be transferred. Choose another channel route for a manual transfer, or set the product operating again`,
    );
    ok(await admin('POST', 'zj/0202/status', { body: { ids: [exp], status: 'operating' } }));
    expect(await transfer(o.id)).toMatchObject({ ok: true });
  });

  it('takes only operating and outage', async () => {
    const { id } = await rawSupplier('SBX');
    const r = await admin('POST', 'zj/0201/status', { lang: 'en-US', body: { ids: [id], status: 'enabled' } });
    expect(r.code).toBe(500);
    expect(r.msg).toMatch(/^Invalid request: status /);
  });
});

describe("the forms' rules, field by field, in the caller's language", () => {
  it('refuses a taken code, an unknown system and a bad domain', async () => {
    const taken = { 'zh-CN': '供应商编号 SBX 已存在', 'en-US': 'Supplier code SBX already exists' };
    const system = { 'zh-CN': '对接系统 dhl 本服务器不支持（可选：sandbox）', 'en-US': 'This server does not speak system dhl (known: sandbox)' };
    for (const lang of LANGS) {
      expect(await admin('POST', 'zj/0201/save', { lang, body: supplier({ code: 'SBX' }) })).toMatchObject({ code: 500, msg: taken[lang], data: { fields: { code: taken[lang] } } });
      expect(await admin('POST', 'zj/0201/save', { lang, body: supplier({ code: 'NEW1', system: 'dhl' }) })).toMatchObject({ code: 500, msg: system[lang], data: { fields: { system: system[lang] } } });
    }
    const domain = await admin('POST', 'zj/0201/save', { lang: 'en-US', body: supplier({ code: 'NEW2', domain: 'api.example.com' }) });
    expect(domain).toMatchObject({ code: 500, msg: 'Invalid request: domain Enter an address starting with http:// or https://, e.g. https://api.example.com' });
    const domainZh = await admin('POST', 'zj/0201/save', { lang: 'zh-CN', body: supplier({ code: 'NEW2', domain: 'ftp://api.example.com' }) });
    expect(domainZh.msg).toBe('请求参数不正确：domain 请输入以 http:// 或 https:// 开头的网址，例如 https://api.example.com');
    const nameless = await admin('POST', 'zj/0201/save', { lang: 'zh-CN', body: supplier({ code: 'NEW3', name: '  ' }) });
    expect(nameless.msg).toBe('请求参数不正确：name 此项为必填项');
    expect((await t.db.query(`select 1 from supplier where code like 'NEW%'`)).length).toBe(0);
  });

  it('a product needs its supplier (V09h) and its name (V12d); its code is its supplier\'s once', async () => {
    const { id } = await rawSupplier('SBX');
    const noSupplier = await admin('POST', 'zj/0202/save', { lang: 'en-US', body: { code: 'P1', name: 'Economy', serviceCode: 'ECO' } });
    expect(noSupplier.msg).toBe('Invalid request: supplierId is required');
    const noName = await admin('POST', 'zj/0202/save', { lang: 'zh-CN', body: { supplierId: id, code: 'P1', serviceCode: 'ECO' } });
    expect(noName.msg).toBe('请求参数不正确：name 为必填项');
    const missing = await admin('POST', 'zj/0202/save', { lang: 'en-US', body: { supplierId: id + 1000, code: 'P1', name: 'Economy', serviceCode: 'ECO' } });
    expect(missing).toMatchObject({ code: 500, msg: 'The chosen supplier does not exist', data: { fields: { supplierId: 'The chosen supplier does not exist' } } });
    for (const [lang, msg] of [['zh-CN', '该供应商已有产品编号 SBX-STD'], ['en-US', 'The supplier has a product SBX-STD already']] as const) {
      expect(await admin('POST', 'zj/0202/save', { lang, body: { supplierId: id, code: 'SBX-STD', name: '重复', serviceCode: 'X' } })).toMatchObject({ code: 500, msg, data: { fields: { code: msg } } });
    }
    // Added, then edited: it stays with its supplier whatever the body says.
    const p = ok(await admin('POST', 'zj/0202/save', { body: { supplierId: id, code: 'SBX-ECO', name: '经济', serviceCode: 'SBX-ECO' } })).data;
    expect(p).toMatchObject({ supplierId: id, status: 'operating', routeCount: 0 });
    const { id: dhl } = await rawSupplier('DHL');
    const edited = ok(await admin('POST', 'zj/0202/save', { body: { id: p.id, supplierId: dhl, name: '经济型' } })).data;
    expect(edited).toMatchObject({ supplierId: id, name: '经济型' });
  });
});

describe('deletes', () => {
  it('refuses a supplier or product a route or an order uses, saying by what; deletes one nothing uses', async () => {
    const sbxRow = await rawSupplier('SBX');
    for (const lang of LANGS) {
      const r = await admin('POST', 'zj/0201/delete', { lang, body: { ids: [sbxRow.id] } });
      expect(r.code).toBe(500);
      expect(r.msg).toMatch(lang === 'en-US'
        ? /^Supplier SBX is still in use \(\d+ routes bound to it, e\.g\. [A-Z0-9-]+; \d+ orders transferred through it\) and cannot be deleted: set it to outage instead$/
        : /^供应商 SBX 仍在使用中：\d+ 条线路绑定（如 [A-Z0-9-]+），\d+ 个订单经其转单，不能删除；可将其停运$/);
    }
    const exp = await productId('SBX-EXP');
    const r = await admin('POST', 'zj/0202/delete', { lang: 'en-US', body: { ids: [exp] } });
    expect(r.msg).toMatch(/^Supplier product SBX-EXP is still in use \(\d+ routes bound to it, e\.g\. [A-Z0-9-]+; \d+ orders transferred through it\)/);
    expect(await rawSupplier('SBX')).toBeDefined();

    // A product only orders used (no route bound any more) is refused all the same.
    await t.db.query(`update route set supplier_product_id = null where supplier_product_id = $1`, [exp]);
    expect((await admin('POST', 'zj/0202/delete', { lang: 'en-US', body: { ids: [exp] } })).msg).toMatch(/^Supplier product SBX-EXP is still in use \(\d+ orders transferred through it\)/);

    // DHL and a product of its own: nothing uses them, both go.
    const { id: dhl } = await rawSupplier('DHL');
    ok(await admin('POST', 'zj/0202/save', { body: { supplierId: dhl, code: 'DHL-WPX', name: 'Worldwide', serviceCode: 'WPX' } }));
    expect(ok(await admin('POST', 'zj/0201/delete', { body: { ids: [dhl] } })).data).toEqual({ deleted: 1 });
    expect(await t.db.query(`select 1 from supplier_product where code = 'DHL-WPX'`)).toEqual([]);
    const eco = await productId('SBX-ECO');
    expect(ok(await admin('POST', 'zj/0202/delete', { body: { ids: [eco] } })).data).toEqual({ deleted: 1 });
  });
});

describe('who may do what', () => {
  it('lets the manager look at suppliers but not change them, nor see the products (AD only)', async () => {
    const { id } = await rawSupplier('SBX');
    expect(ok(await call(t.app, 'GET', 'zj/0201/list', { token: tokens.manager })).data.total).toBeGreaterThan(0);
    const refused = 'No permission for: zj/0201/edit';
    for (const [method, url, opts] of [
      ['GET', 'zj/0201/detail', { query: { id } }],
      ['POST', 'zj/0201/save', { body: { id, name: 'X' } }],
      ['POST', 'zj/0201/status', { body: { ids: [id], status: 'outage' } }],
      ['POST', 'zj/0201/delete', { body: { ids: [id] } }],
    ] as const) {
      expect(await call(t.app, method, url, { token: tokens.manager, lang: 'en-US', ...opts }), url).toMatchObject({ code: 500, msg: refused });
    }
    for (const url of ['zj/0202/list', 'zj/0202/detail']) {
      const r = await call(t.app, 'GET', url, { token: tokens.manager, lang: 'en-US', query: { id: 1 } });
      expect(r, url).toMatchObject({ code: 500, msg: 'No permission for: zj/0202/01.html' });
    }
    expect(await call(t.app, 'POST', 'zj/0202/status', { token: tokens.manager, lang: 'en-US', body: { ids: [1], status: 'outage' } })).toMatchObject({ msg: 'No permission for: zj/0202/01.html' });
    expect((await rawSupplier('SBX')).status).toBe('operating');
  });

  it('refuses customer service both screens', async () => {
    expect((await call(t.app, 'GET', 'zj/0201/list', { token: tokens.kf, lang: 'en-US' })).msg).toBe('No permission for: zj/0201/01.html');
    expect((await call(t.app, 'GET', 'zj/0202/list', { token: tokens.kf, lang: 'en-US' })).msg).toBe('No permission for: zj/0202/01.html');
  });
});
