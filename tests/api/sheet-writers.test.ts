/**
 * ZJ0105_01's upload on workbooks other writers made (tests/fixtures/sheets, by openpyxl and by
 * LibreOffice Calc; a .NET tool's `x:`-prefixed XML made here), as a user sends them: an Excel
 * table, a comment and a picture on the sheet; a notes tab first, a title and a group header above
 * the header and a filtered-out row; a zone the spreadsheet turned into a date; a name in capitals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { deflatedPart, zip } from '../fixtures/xlsxFile';

let t: TestApp;
let admin: string;
let tableId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  tableId = (await t.db.query<{ id: number }>(`select id from price_table where price_code = 'P-JP-EXP'`))[0].id;
});
afterAll(() => t.close());

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/sheets', name));
const upload = (content: Buffer, fileName = 'prices.xlsx', lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', 'zj/0105/upload', { token: admin, lang, body: { priceTableId: tableId, fileName, content: content.toString('base64') } });
const breaks = async () =>
  (await call(t.app, 'GET', 'zj/0104/detail', { token: admin, query: { id: tableId } })).data.zones[0].breaks.map((b: { upTo: string; price: string }) => [b.upTo, b.price]);

/** The price sheet as a .NET tool writes it: every element of the workbook and the sheet `x:`-prefixed. */
function prefixedWorkbook(): Buffer {
  const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const cells = (r: number, values: (string | number)[]) =>
    `<x:row r="${r}">${values.map((v, i) => { const ref = `${String.fromCharCode(65 + i)}${r}`; return v === '' ? '' : typeof v === 'number' ? `<x:c r="${ref}"><x:v>${v}</x:v></x:c>` : `<x:c r="${ref}" t="inlineStr"><x:is><x:t>${v}</x:t></x:is></x:c>`; }).join('')}</x:row>`;
  const headers = ['Zone code*', 'Zone name', 'Country*', 'Postcode ranges', 'Cities', 'Minimum charge', 'Kind*', 'Up to kg*', 'First weight kg', 'First price', 'Additional unit kg', 'Additional price', 'Rate per kg', 'Registration fee', 'Flat price'];
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${NS}"><x:sheetData>${cells(1, headers)}${cells(2, ['JP', 'Japan', 'JP', '', '', 35, 'flat', 5, '', '', '', '', '', '', 30])}</x:sheetData></x:worksheet>`;
  return zip([
    deflatedPart('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`),
    deflatedPart('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    deflatedPart('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><x:workbook xmlns:x="${NS}" xmlns:r="${REL}"><x:sheets><x:sheet name="Prices" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`),
    deflatedPart('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    deflatedPart('xl/worksheets/sheet1.xml', sheet),
  ]);
}

describe('workbooks of other writers', () => {
  it('a plain sheet (openpyxl\'s, and as LibreOffice Calc saves it), and one with an Excel table, a comment and a picture, import whole', async () => {
    for (const name of ['openpyxl-plain.xlsx', 'libreoffice-plain.xlsx', 'openpyxl-table-comment-image.xlsx']) {
      const r = await upload(fixture(name));
      expect(r.code, `${name}: ${JSON.stringify(r.data?.errors ?? r.msg)}`).toBe(0);
      expect(r.data.rows).toBe(2);
      expect(await breaks()).toEqual([['5', '30'], ['10', '52.5']]);
    }
  });

  it('finds the header past a notes tab, a title and a group header, and says the filtered-out row was imported too', async () => {
    for (const name of ['openpyxl-notes-title-filtered.xlsx', 'libreoffice-notes-title-filtered.xlsx']) {
      const r = await upload(fixture(name));
      expect(r.code, `${name}: ${JSON.stringify(r.data?.errors ?? r.msg)}`).toBe(0);
      expect(r.data.message).toBe(`2 rows imported as price version ${r.data.version}. Rows hidden in the sheet (by hand or by a filter) were imported too: row 5`);
    }
  });

  it('a zone the spreadsheet turned into a date is refused with the reason and the way out, in either language', async () => {
    const en = await upload(fixture('openpyxl-zone-became-date.xlsx'));
    expect(en.data.errors.map((e: { text: string }) => e.text)).toEqual([
      'Row 2, column A (Zone code): Excel turned what was typed into a date (2026-01-02): set the column to Text and type it again',
    ]);
    const zh = await upload(fixture('openpyxl-zone-became-date.xlsx'), 'prices.xlsx', 'zh-CN');
    expect(zh.data.errors[0].text).toBe('第 2 行 A 列（分区代码）：Excel 把填写的内容变成了日期（2026-01-02）：请把该列设为“文本”格式后重新填写');
  });

  it('reads a .NET tool\'s x:-prefixed XML, and a file named in capitals', async () => {
    const r = await upload(prefixedWorkbook(), 'PRICES.XLSX');
    expect(r.code, JSON.stringify(r.data?.errors ?? r.msg)).toBe(0);
    expect(await breaks()).toEqual([['5', '30']]);
  });
});
