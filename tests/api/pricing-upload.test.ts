/** ZJ0105_01 quote upload: template, bad cells reported by row and column (nothing imported), a good sheet. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { priceSheet } from './priceSheet';

let t: TestApp;
let admin: string;
let tableId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  tableId = (await t.db.query<{ id: number }>(`select id from price_table where price_code = 'P-JP-EXP'`))[0].id;
});
afterAll(() => t.close());

const HEADERS = ['Zone code', 'Zone name', 'Country*', 'postcode ranges', 'Cities', 'Minimum charge', 'Kind', 'Up to kg', 'First weight kg', 'First price', 'Additional unit kg', 'Additional price', 'Rate per kg', 'Base fee', 'Flat price'];

const sheet = (rows: unknown[][], headers: string[] = HEADERS) => priceSheet(rows, headers);

const state = async () =>
  (await t.db.query<{ v: number; u: number }>(
    `select (select count(*)::int from price_version where price_table_id = $1) as v, (select count(*)::int from quote_upload) as u`,
    [tableId],
  ))[0];

describe('quote upload', () => {
  it('downloads the template in the caller language and imports it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zj/0105/template', headers: { authToken: admin, 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('Zone code*');
    const r = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'en-US', body: { priceTableId: tableId, fileName: 'template.xlsx', content: res.rawPayload.toString('base64') } });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ version: 2, rows: 5, zones: 3, message: '5 rows imported as price version 2' });
    const detail = await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: tableId } });
    expect(detail.data.zones.map((z: any) => z.code)).toEqual(['US-W', 'US', 'GB-L']);
    expect(detail.data.zones[0]).toMatchObject({ postcodes: [{ from: '90000', to: '96199' }], minCharge: '60.00' });
    const list = await call(t.app, 'GET', 'zj/0105/list', { token: admin });
    expect(list.data).toMatchObject({ total: 1, list: [{ fileName: 'template.xlsx', version: 2, rows: 5, status: 'published' }] });
  });

  it('reports every bad cell by row and column and imports nothing', async () => {
    const before = await state();
    const content = await sheet([
      ['JP', 'Japan', 'JP', '', '', 35, 'first_additional', 5, 0.5, 35, 0.5, 9],
      ['JP', '', '', '', '', '', 'weird', 10],
      ['JP', '', '', '', '', '', 'per_kg', -3, '', '', '', '', 16],
      ['JP2', '', '', '1000~2000~3000', '', '', 'flat', 5],
      ['JP', '', 'KR', '', '', '', 'per_kg', 5, '', '', '', '', 'abc'],
    ]);
    const en = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'en-US', body: { priceTableId: tableId, fileName: 'bad.xlsx', content } });
    expect(en.code).toBe(500);
    expect(en.msg).toMatch(/^The price sheet has \d+ errors; nothing was imported$/);
    const cells = en.data.errors.map((e: any) => `${e.row}${e.column}`);
    expect(cells).toEqual(expect.arrayContaining(['3G', '4H', '5C', '5D', '5O', '6A', '6H', '6M']));
    expect(en.data.errors.find((e: any) => e.row === 3 && e.column === 'G').text).toBe('Row 3, column G (Kind): must be first_additional, per_kg or flat');
    const zh = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'zh-CN', body: { priceTableId: tableId, fileName: 'bad.xlsx', content } });
    expect(zh.msg).toMatch(/^报价文件有 \d+ 处错误，未导入任何数据$/);
    expect(zh.data.errors.find((e: any) => e.row === 4 && e.column === 'H').text).toBe('第 4 行 H 列（重量上限kg）：须为大于 0 的数字');
    expect(await state()).toEqual(before);
    const notXlsx = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang: 'en-US', body: { priceTableId: tableId, fileName: 'x.xlsx', content: Buffer.from('hello').toString('base64') } });
    expect(notXlsx.msg).toBe('Upload failed, please upload again: the file is not a valid xlsx');
    expect(await state()).toEqual(before);
  });

  it('a good sheet becomes the quoted version', async () => {
    const content = await sheet([
      ['JP', 'Japan', 'JP', '', '', 30, 'first_additional', 5, 0.5, 30, 0.5, 8],
      ['JP', '', '', '', '', '', 'per_kg', 30, '', '', '', '', 15],
    ]);
    const r = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, body: { priceTableId: tableId, fileName: 'jp.xlsx', content } });
    expect(r.code).toBe(0);
    const customer = await login(t.app, 'customer');
    const q = await call(t.app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'JP', weight: 1, orderTime: '2026-11-22T10:00:00Z' } });
    const jp = q.data.quotes.find((x: any) => x.channelCode === 'INT4001');
    // 1 kg: 30 + ceil(0.5/0.5)=1 × 8 = 38 × 0.9 (express discount) = 34.20
    expect(jp).toMatchObject({ freight: '34.20', trace: { version: r.data.version } });
  });
});

describe('uploads respect whose price table it is', () => {
  const cheap = () => sheet([['US', 'US', 'US', '', '', '', 'flat', 30, '', '', '', '', '', '', 0.9]]);
  const usFreight = async (token: string) =>
    (await call(t.app, 'POST', 'xx/0402/trial', { token, body: { country: 'US', weight: 5, orderTime: '2026-11-22T10:00:00Z' } })).data.quotes.find((x: any) => x.channelCode === 'INT1001')?.freight;
  const tableOf = async (code: string) => (await t.db.query<{ id: number; v: number }>(`select id, current_version_id as v from price_table where price_code = $1`, [code]))[0];

  it('refuses a route list price to a caller without the price-edit authority, and another customer\'s table', async () => {
    const [sales, customer] = await Promise.all([login(t.app, 'sales'), login(t.app, 'customer')]);
    const before = await usFreight(customer);
    const list = await tableOf('P-US-EXP');
    const en = await call(t.app, 'POST', 'zj/0105/upload', { token: sales, lang: 'en-US', body: { priceTableId: list.id, fileName: 'us.xlsx', content: await cheap() } });
    expect([en.code, en.msg]).toEqual([500, 'You may not change the route list price P-US-EXP: it needs the Price edit authority']);
    const zh = await call(t.app, 'POST', 'zj/0105/upload', { token: sales, lang: 'zh-CN', body: { priceTableId: list.id, fileName: 'us.xlsx', content: await cheap() } });
    expect(zh.msg).toBe('无权修改线路标准报价 P-US-EXP：需要“报价编辑”权限');
    const other = await tableOf('P-US-EXP-C0002');
    const out = await call(t.app, 'POST', 'zj/0105/upload', { token: sales, lang: 'en-US', body: { priceTableId: other.id, fileName: 'us.xlsx', content: await cheap() } });
    expect(out.msg).toBe('You may not change the price table P-US-EXP-C0002: its customer is outside your customer scope');
    expect(await tableOf('P-US-EXP')).toEqual(list);
    expect(await tableOf('P-US-EXP-C0002')).toEqual(other);
    expect(await usFreight(customer)).toBe(before);
  });

  it('lets sales upload a table of a customer in their scope', async () => {
    const sales = await login(t.app, 'sales');
    const [{ c1, us }] = await t.db.query<{ c1: number; us: number }>(`select (select id from customer where code = 'C0001') as c1, (select id from route where code = 'US-EXP') as us`);
    const own = await call(t.app, 'POST', 'zj/0104/save', {
      token: admin,
      body: { routeId: us, customerId: c1, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-US-EXP-C0001', name: 'C0001 US', zones: [{ code: 'US', country: 'US', breaks: [{ kind: 'flat', upTo: '30', price: '99' }] }] },
    });
    const r = await call(t.app, 'POST', 'zj/0105/upload', { token: sales, lang: 'en-US', body: { priceTableId: own.data.id, fileName: 'c1.xlsx', content: await cheap() } });
    expect([r.code, r.data?.version]).toEqual([0, 2]);
    // The table picker and the upload list show only what the caller may upload to.
    const tables = await call(t.app, 'GET', 'zj/0105/table/list', { token: sales, query: { pageSize: 100 } });
    expect(tables.data).toMatchObject({ total: 1, list: [{ priceCode: 'P-US-EXP-C0001', routeCode: 'US-EXP', currency: 'RMB' }] });
    const all = await call(t.app, 'GET', 'zj/0105/table/list', { token: admin, query: { pageSize: 100 } });
    expect(all.data.list.map((x: any) => x.priceCode)).toEqual(expect.arrayContaining(['P-US-EXP', 'P-US-EXP-C0002', 'P-US-EXP-C0001']));
    const mine = await call(t.app, 'GET', 'zj/0105/list', { token: sales, query: { pageSize: 100 } });
    expect(mine.data.list.map((u: any) => u.fileName)).toEqual(['c1.xlsx']);
    expect((await call(t.app, 'GET', 'zj/0105/list', { token: admin, query: { pageSize: 100 } })).data.total).toBeGreaterThan(1);
  });

  it('withdrawing the current upload puts the previous version back into the quotes', async () => {
    const customer = await login(t.app, 'customer');
    const list = await tableOf('P-US-EXP');
    const before = await usFreight(customer);
    const up = await call(t.app, 'POST', 'zj/0105/upload', { token: admin, body: { priceTableId: list.id, fileName: 'us.xlsx', content: await cheap() } });
    expect(up.code).toBe(0);
    expect(await usFreight(customer)).toBe('0.81'); // 0.90 × the customer's 0.9 discount
    const sales = await login(t.app, 'sales');
    const refused = await call(t.app, 'POST', 'zj/0105/withdraw', { token: sales, lang: 'en-US', body: { ids: [up.data.uploadId] } });
    expect(refused.msg).toBe('You may not change the route list price P-US-EXP: it needs the Price edit authority');
    expect(await usFreight(customer)).toBe('0.81');
    const w = await call(t.app, 'POST', 'zj/0105/withdraw', { token: admin, body: { ids: [up.data.uploadId] } });
    expect(w.data).toEqual({ updated: 1 });
    expect(await tableOf('P-US-EXP')).toEqual(list);
    expect(await usFreight(customer)).toBe(before);
    const uploads = await call(t.app, 'GET', 'zj/0105/list', { token: admin, query: { priceTableId: list.id } });
    expect(uploads.data.list[0]).toMatchObject({ status: 'withdrawn' });
  });
});

describe('sheet checks', () => {
  const upload = async (content: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang, body: { priceTableId: tableId, fileName: 'x.xlsx', content } });
  const flat = (postcodes: string) => [['JP', 'Japan', 'JP', postcodes, '', '', 'flat', 5, '', '', '', '', '', '', 30]];

  it("takes a real user's workbook: a notes tab first, a title and a group header above, float noise, full-width digits, hidden rows said", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['Fill one row per weight break']);
    const ws = wb.addWorksheet('Prices');
    ws.addRow(['Japan express prices, November']);
    ws.addRow(['Zone', '', '', '', '', '', 'Weights']);
    ws.addRow(HEADERS);
    ws.addRow(['JP', 'Japan', 'JP', '', '', '', 'flat', 5, '', '', '', '', '', '', { formula: '0.1*387.2', result: 38.720000000000006 }]);
    ws.addRow(['JP', '', '', '', '', '', 'flat', '１０', '', '', '', '', '', '', '５２.５']);
    ws.getRow(5).hidden = true;
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const r = await upload(content);
    expect(r.code, JSON.stringify(r.data?.errors ?? r.msg)).toBe(0);
    expect(r.data.message).toBe(`2 rows imported as price version ${r.data.version}. Rows hidden in the sheet (by hand or by a filter) were imported too: row 5`);
    const detail = await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: tableId } });
    expect(detail.data.zones[0].breaks.map((b: any) => [b.upTo, b.price])).toEqual([['5', '38.72'], ['10', '52.5']]);
    expect((await upload(content, 'zh-CN')).data.message).toMatch(/；表格中隐藏的行（手动隐藏或被筛选掉）也一并导入了：第 5 行$/);
  });

  it('names the rule a number breaks; a zone Excel turned into a date is refused; no header anywhere is said once', async () => {
    const before = await state();
    const bad = await upload(await sheet([
      [new Date(Date.UTC(2026, 0, 2)), '', 'JP', '', '', '', 'flat', '5,5', '', '', '', '', '', '', '30.12345'],
      ['JP', 'Japan', 'JP', '', '', '', 'flat', 10, '', '', '', '', '', '', 'thirty'],
    ]));
    expect(bad.data.errors.map((e: any) => e.text)).toEqual([
      'Row 2, column A (Zone code): Excel turned what was typed into a date (2026-01-02): set the column to Text and type it again',
      'Row 2, column H (Up to kg): Use a point for decimals: write 5.5',
      'Row 2, column O (Flat price): At most 4 decimals (this is 30.12345)',
      'Row 3, column O (Flat price): "thirty" is not a number',
    ]);
    const none = await upload(await sheet(flat(''), ['Code', 'Name']));
    expect(none.msg).toBe('No header row found: no sheet has the columns "Zone code, Country, Kind, Up to kg" in its first 10 rows; please use the template');
    expect((await upload(await sheet(flat(''), ['Code', 'Name']), 'zh-CN')).msg).toBe('没有找到表头：各工作表的前 10 行中都没有“分区代码、国家代码、计价方式、重量上限kg”这些列名；请使用模板');
    expect(await state()).toEqual(before);
  });

  it('refuses junk headers, naming the column and the header it expects', async () => {
    const before = await state();
    const junk = [...HEADERS];
    junk[3] = 'Foo';
    junk[11] = '';
    const r = await upload(await sheet(flat(''), junk));
    expect(r.code).toBe(500);
    expect(r.data.errors.map((e: any) => e.text)).toEqual([
      'Row 1, column D (Postcode ranges): the header must be "Postcode ranges", not "Foo"',
      'Row 1, column L (Additional price): the header must be "Additional price", not ""',
    ]);
    const zh = await upload(await sheet(flat(''), junk), 'zh-CN');
    expect(zh.data.errors[0].text).toBe('第 1 行 D 列（邮编段）：表头应为“邮编段”，实际为“Foo”');
    const chinese = await upload(await sheet(flat(''), ['分区代码*', '分区名称', '国家代码*', '邮编段', '城市', '最低收费', '计价方式*', '重量上限kg*', '首重kg', '首重价', '续重单位kg', '续重价', '每公斤单价', '挂号费', '一口价']));
    expect(chinese.code).toBe(0);
    expect((await state()).v).toBe(before.v + 1);
  });

  it('reads 100-0001 as one postcode, refuses reversed ranges and the old hyphen form', async () => {
    const ok = await upload(await sheet(flat('100-0001;150-0001~150-0099')));
    expect(ok.code).toBe(0);
    const detail = await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: tableId } });
    expect(detail.data.zones[0].postcodes).toEqual([{ from: '100-0001', to: '100-0001' }, { from: '150-0001', to: '150-0099' }]);
    const before = await state();
    const bad = await upload(await sheet(flat('96199~90000;90000-96199')));
    expect(bad.data.errors.map((e: any) => e.text)).toEqual([
      'Row 2, column D (Postcode ranges): Postcode range 96199~90000 starts after it ends',
      'Row 2, column D (Postcode ranges): "90000-96199" looks like a range written with -; a - belongs to the postcode itself, write the range as 90000~96199',
    ]);
    expect(await state()).toEqual(before);
  });

  it('refuses reversed postcode ranges in the price, remote-area and zone forms too', async () => {
    const [{ us }] = await t.db.query<{ us: number }>(`select id as us from route where code = 'US-EXP'`);
    const price = await call(t.app, 'POST', 'zj/0104/save', {
      token: admin, lang: 'en-US',
      body: { routeId: us, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-REV', name: 'x', zones: [{ code: 'W', country: 'US', postcodes: [{ from: '96199', to: '90000' }], breaks: [{ kind: 'flat', upTo: '5', price: '9' }] }] },
    });
    expect(price.msg).toBe('Invalid data: Postcode range 96199~90000 starts after it ends');
    const remote = await call(t.app, 'POST', 'zj/0110/save', { token: admin, lang: 'zh-CN', body: { remoteType: 'X', country: 'US', postcodeFrom: '99999', postcodeTo: '99000' } });
    expect(remote.msg).toBe('数据不正确：邮编段 99999~99000 起点大于终点');
    const zone = await call(t.app, 'POST', 'zj/0403/save', { token: admin, lang: 'en-US', body: { country: 'US', code: 'R1', nameZh: 'r', nameEn: 'r', postcodes: [{ from: 'B', to: 'A' }] } });
    expect(zone.msg).toBe('Invalid data: Postcode range B~A starts after it ends');
    const imp = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'en-US', body: { rows: [{ remoteType: 'X', country: 'US', postcodeFrom: '99999', postcodeTo: '99000' }] } });
    expect(imp.msg).toBe('Row 1, Postcode to: Postcode range 99999~99000 starts after it ends');
    const impZh = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'zh-CN', body: { rows: [{ remoteType: 'X', country: 'US', postcodeFrom: '99999', postcodeTo: '99000' }] } });
    expect(impZh.msg).toBe('第 1 行「邮编止」：邮编段 99999~99000 起点大于终点');
  });

  it('remote areas take one postcode per from / to field, and the import names the column in the caller\'s language', async () => {
    const save = await call(t.app, 'POST', 'zj/0110/save', { token: admin, lang: 'en-US', body: { remoteType: 'X', country: 'US', postcodeFrom: '90000-96199' } });
    expect(save.msg).toBe('Invalid request: postcodeFrom "90000-96199" looks like a range written with -; one postcode goes here: 90000 into from, 96199 into to');
    const rows = [{ remoteType: 'X', country: 'US', postcodeFrom: '10001' }, { remoteType: 'X', country: 'US', postcodeFrom: '90000', postcodeTo: '90000~96199' }];
    const zh = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'zh-CN', body: { rows } });
    expect(zh.msg).toBe('第 2 行「邮编止」：“90000~96199”不是一个邮编：只能有字母、数字、空格和 -（最多 12 位），邮编段请把起止分别填入两个邮编框');
    const noPlace = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'zh-CN', body: { rows: [{ remoteType: 'X', country: 'US' }] } });
    expect(noPlace.msg).toMatch(/^第 1 行「邮编起或城市」：/);
    const en = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'en-US', body: { rows: [{ remoteType: 'X', country: 'US' }] } });
    expect(en.msg).toMatch(/^Row 1, Postcode from or City: /);
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from remote_area where remote_type = 'X'`);
    expect(n).toBe(0);
  });

  it('weight-break problems of the price form are translated', async () => {
    const [{ us }] = await t.db.query<{ us: number }>(`select id as us from route where code = 'US-EXP'`);
    const body = { routeId: us, currency: 'RMB', validFrom: '2026-01-01T00:00:00.000Z', priceCode: 'P-BRK', name: 'x', zones: [{ code: 'W', country: 'US', breaks: [{ kind: 'flat', upTo: '5', price: '9' }, { kind: 'flat', upTo: '3', price: '9' }] }] };
    const zh = await call(t.app, 'POST', 'zj/0104/save', { token: admin, lang: 'zh-CN', body });
    expect(zh.msg).toBe('数据不正确：分区 W：重量上限 3 须为数字且大于上一段的 5');
  });
});

