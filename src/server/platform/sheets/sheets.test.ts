/**
 * The platform spreadsheet reader through its public entry (readSheet: a reader thread), on
 * workbooks written by exceljs and made byte by byte: values, header and sheet choice, and the
 * workbooks it refuses (zip bombs, lying directories, too many rows) without inflating them.
 */
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { t } from '../i18n';
import { cellAt, cellText, headerKey, hiddenRowsNote, numberCell, readSheet, stopReaders, textCell } from './index';
import { deflatedPart, sheetWorkbook, workbookParts, zip, zipBomb } from '../../../../tests/fixtures/xlsxFile';

afterAll(() => stopReaders());

/** The refusal a read ends with, as the caller would read it in English. */
async function refusal(content: Buffer, opts: Parameters<typeof readSheet>[1] = {}): Promise<string> {
  try {
    await readSheet(content, opts);
  } catch (err) {
    if (err instanceof AppError) return t('en-US', err.key, err.params);
    throw err;
  }
  throw new Error('read, not refused');
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

describe('reading', () => {
  it('reads a workbook exceljs wrote: header, rows with row and column numbers, numbers, text, dates, formulas, rich text', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Intro').addRow(['not this one']);
    const ws = wb.addWorksheet('Data');
    ws.addRow(['Title above the header']);
    ws.addRow([]);
    ws.addRow(['Code', 'Amount', 'Day', 'Sum', 'Note', 'Paid']);
    ws.addRow(['A-1', 12.5, new Date(Date.UTC(2026, 10, 22)), { formula: 'B4*2', result: 25 }, { richText: [{ text: 'bold ' }, { text: 'and plain' }] }, true]);
    ws.addRow([]);
    ws.addRow(['  spaced  ', 0, null, null, '中文 & <tags>']);
    ws.getCell('C4').numFmt = 'yyyy-mm-dd';
    const buf = Buffer.from(await wb.xlsx.writeBuffer());

    const sheet = await readSheet(buf, { sheet: 'Data', headerRow: 3 });
    expect(sheet.sheet).toEqual({ name: 'Data', index: 1 });
    expect(sheet.header?.values).toEqual(['Code', 'Amount', 'Day', 'Sum', 'Note', 'Paid']);
    expect(sheet.rows.map((r) => r.row)).toEqual([4, 6]);
    const [first, second] = sheet.rows;
    expect(cellAt(first, 1)).toBe('A-1');
    expect(cellAt(first, 2)).toBe(12.5);
    expect(cellAt(first, 3)).toEqual(new Date(Date.UTC(2026, 10, 22)));
    expect(cellAt(first, 4)).toBe(25);
    expect(cellAt(first, 5)).toBe('bold and plain');
    expect(cellAt(first, 6)).toBe(true);
    expect(second.values).toEqual(['  spaced  ', 0, undefined, undefined, '中文 & <tags>']);
    expect(Object.keys(second.values)).toEqual(['0', '1', '4']); // empty cells are holes
    expect([cellText(cellAt(second, 1)), cellText(cellAt(second, 2)), cellText(cellAt(second, 3)), cellText(cellAt(first, 3))]).toEqual([
      'spaced', '0', '', '2026-11-22T00:00:00.000Z',
    ]);
    // The first worksheet by default.
    expect((await readSheet(buf, { headerRow: 0 })).rows[0]).toEqual({ row: 1, values: ['not this one'] });
    expect(await refusal(buf, { sheet: 'Nope' })).toBe('The workbook has no sheet "Nope"');
  });

  it('finds the sheet and header row by their texts: past a notes tab, a title row and a group header; none: the first sheet whole', async () => {
    const wb = new ExcelJS.Workbook();
    const notes = wb.addWorksheet('Notes');
    notes.addRow(['How to fill the sheet: one row per zone']);
    // Longer than the rows searched: the search stops reading it there.
    for (let i = 0; i < 12; i++) notes.addRow([`Note ${i + 1}: Zone code is required`]);
    const ws = wb.addWorksheet('Prices');
    ws.addRow(['Price list 2026']);
    ws.addRow(['Zone', '', 'Weights']);
    ws.addRow(['Zone code*', 'Country*', 'Up to kg', 'Rate per kg']);
    ws.addRow(['US', 'US', 2, 52]);
    ws.addRow(['GB', 'GB', 5, 40]);
    ws.getRow(5).hidden = true;
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const find = { headers: ['Zone code', 'Country', 'Up to kg', 'Rate per kg', 'Zone'].map(headerKey), least: 3 };
    const sheet = await readSheet(buf, { find });
    expect(sheet.sheet).toEqual({ name: 'Prices', index: 1 });
    expect(sheet.header?.row).toBe(3);
    expect(sheet.rows.map((r) => [r.row, r.hidden ?? false])).toEqual([[4, false], [5, true]]);
    expect(hiddenRowsNote('en-US', sheet.rows)).toBe('Rows hidden in the sheet (by hand or by a filter) were imported too: row 5');
    expect(hiddenRowsNote('zh-CN', sheet.rows.slice(0, 1))).toBeNull();
    const nowhere = await readSheet(buf, { find: { headers: ['Weight'].map(headerKey), least: 1 } });
    expect(nowhere.sheet.index).toBe(0);
    expect(nowhere.header).toBeNull();
    expect(nowhere.rows.map((r) => r.row)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it('reads a number cell by its rule or names the rule it breaks; a text Excel made a date is refused', () => {
    const rule = { scale: 2, min: 'zero' as const };
    const said = (r: ReturnType<typeof numberCell>) => (r.fault ? t('en-US', r.fault.key, r.fault.params) : r.text);
    expect(said(numberCell(38.720000000000006, rule))).toBe('38.72');
    expect(said(numberCell('１２.５', rule))).toBe('12.5');
    expect(said(numberCell('1,234.50', rule))).toBe('1234.50');
    expect(said(numberCell(12, rule))).toBe('12');
    expect(said(numberCell('1,5', rule))).toBe('Use a point for decimals: write 1.5');
    expect(said(numberCell('12.345', rule))).toBe('At most 2 decimals (this is 12.345)');
    expect(said(numberCell(12.345, rule))).toBe('At most 2 decimals (this is 12.345)');
    expect(said(numberCell('abc', rule))).toBe('"abc" is not a number');
    expect(said(numberCell(-1, rule))).toBe('Cannot be negative');
    expect(said(numberCell(0, { scale: 2, min: 'positive' }))).toBe('Must be more than 0');
    expect(said(numberCell(undefined, { ...rule, required: true }))).toBe('This field is required');
    expect(said(numberCell(undefined, rule))).toBe('');
    expect(said(numberCell('123456789012', rule))).toBe('The number is too large: at most 10 digits before the point');
    expect(said(numberCell(new Date(Date.UTC(2026, 0, 2)), rule))).toMatch(/^Excel took this for a date \(2026-01-02\)/);
    expect(said(textCell(new Date(Date.UTC(2026, 0, 2))))).toBe('Excel turned what was typed into a date (2026-01-02): set the column to Text and type it again');
    expect(said(textCell(7))).toBe('7');
  });

  it('reads shared strings (runs joined, phonetic guides left out), inline text, escapes, booleans and errors; rows without a value are skipped', async () => {
    const sst = `<sst xmlns="${NS}"><si><t>plain</t></si><si><r><t>ri</t></r><r><t xml:space="preserve">ch </t></r><rPh><t>ルビ</t></rPh></si><si><t>line_x000D_break</t></si></sst>`;
    const sheetXml =
      `<worksheet xmlns="${NS}"><sheetData>` +
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>` +
      `<row r="2"><c r="B2" t="s"><v>2</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="e"><v>#N/A</v></c><c r="F2" t="str"><f>A1</f><v>plain</v></c></row>` +
      `<row r="3"><c r="A3" s="0"/></row>` +
      `<row r="4"><c t="inlineStr"><is><t>no ref</t></is></c><c><v>7</v></c></row>` +
      `</sheetData></worksheet>`;
    const parts = workbookParts();
    parts[3] = deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    );
    const buf = zip([...parts, deflatedPart('xl/sharedStrings.xml', sst), deflatedPart('xl/worksheets/sheet1.xml', sheetXml)]);
    const sheet = await readSheet(buf, { headerRow: 0 });
    expect(sheet.rows).toEqual([
      { row: 1, values: ['plain', undefined, 'rich '] },
      { row: 2, values: [undefined, 'line\rbreak', undefined, true, '#N/A', 'plain'] },
      { row: 4, values: ['no ref', 7] },
    ]);
  });
});

describe('refusing', () => {
  it('a zip bomb (a gigabyte of sheet XML in 3 MB) is refused from its directory at once', async () => {
    const bomb = zipBomb({ megabytes: 1024 });
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const t0 = performance.now();
    expect(await refusal(bomb)).toBe('The workbook expands to more than 200 MB and was not read; please split it into several files');
    // Reading it took 5 to 14 s before the directory check; a loaded machine may take a moment.
    expect(performance.now() - t0).toBeLessThan(2000);
    // Within the size limit but packed 300 times over: no real sheet does that.
    expect(await refusal(zipBomb({ megabytes: 20 }))).toMatch(/^The workbook was not read: one of its parts expands \d+ times \(at most 100\)/);
    // The configured limit counts too.
    expect(await refusal(sheetWorkbook([['a'], ['b']]), { limits: { maxXmlBytes: 100 } })).toBe(
      'The workbook expands to more than 0 MB and was not read; please split it into several files',
    );
  });

  it('a directory that understates a part is caught while inflating: no more than it declared is inflated', async () => {
    const liar = zipBomb({ megabytes: 1024, declare: 100_000 });
    const t0 = performance.now();
    expect(await refusal(liar)).toBe('The file is not a valid Excel workbook (.xlsx)');
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('more rows than the limit are refused (100,000 by default, or as configured)', async () => {
    const rows = Array.from({ length: 100_002 }, (_, i) => [i]);
    expect(await refusal(sheetWorkbook(rows))).toBe('The sheet has more than 100000 rows and was not imported; please split it into several files');
    const exactly = await readSheet(sheetWorkbook(rows.slice(0, 100_001)));
    expect(exactly.rows).toHaveLength(100_000);
    expect(await refusal(sheetWorkbook(rows.slice(0, 12)), { limits: { maxRows: 10 } })).toMatch(/^The sheet has more than 10 rows/);
  }, 60_000);

  it('refuses what is not a workbook, a password-protected one, one of too many parts, and forged XML', async () => {
    expect(await refusal(Buffer.from('hello'))).toBe('The file is not a valid Excel workbook (.xlsx)');
    expect(await refusal(zip([deflatedPart('a.txt', 'x')]))).toBe('The file is not a valid Excel workbook (.xlsx)');
    const encrypted = sheetWorkbook([['a']]);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, central + 8);
    expect(await refusal(encrypted)).toBe('The workbook is password-protected; remove the password and upload it again');
    const many = zip([...workbookParts(), ...Array.from({ length: 2001 }, (_, i) => deflatedPart(`x/${i}.bin`, ''))]);
    expect(await refusal(many)).toBe('The workbook has more than 2000 parts and was not read');
    const sheet = (xml: string) => zip([...workbookParts(), deflatedPart('xl/worksheets/sheet1.xml', `<worksheet xmlns="${NS}"><sheetData>${xml}</sheetData></worksheet>`)]);
    expect(await refusal(sheet('<row r="2"><c><v>1</v></c></row><row r="1"><c><v>1</v></c></row>'))).toBe('The file is not a valid Excel workbook (.xlsx)');
    expect(await refusal(sheet('<row r="1"><c r="XFE1"><v>1</v></c></row>'))).toBe('The file is not a valid Excel workbook (.xlsx)');
    expect(await refusal(sheet('<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>1</v></c></row>'))).toBe('The file is not a valid Excel workbook (.xlsx)');
    expect(await refusal(sheet('<row r="1"><c><v>1</v></c>'))).toBe('The file is not a valid Excel workbook (.xlsx)');
    const laughs = zip([
      ...workbookParts(),
      deflatedPart('xl/worksheets/sheet1.xml', `<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet xmlns="${NS}"><sheetData><row r="1"><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`),
    ]);
    expect(await refusal(laughs)).toBe('The file is not a valid Excel workbook (.xlsx)');
    // A stored (not deflated) part reads as well.
    const stored = workbookParts();
    const xml = Buffer.from(`<worksheet xmlns="${NS}"><sheetData><row r="1"><c><v>5</v></c></row></sheetData></worksheet>`);
    const s = await readSheet(zip([...stored, { name: 'xl/worksheets/sheet1.xml', deflated: xml, size: xml.length, crc: zlib.crc32(xml), method: 0 }]), { headerRow: 0 });
    expect(s.rows).toEqual([{ row: 1, values: [5] }]);
  });
});
