/**
 * writeWorkbook as a user opens the file: the bold header, a column's number format on every row,
 * and each cell formatted for its own value, though the cells of a column share one style.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWorkbook, writeWorkbookFile } from './write';
import { readSheet, stopReaders } from './index';

afterAll(() => stopReaders());

describe('writeWorkbook', () => {
  it('keeps the header bold, a column format on every row, and a date a date among numbers', async () => {
    const day = new Date(Date.UTC(2026, 10, 28));
    const buf = await writeWorkbook({ name: 'Orders: 11/2026', columns: [{ key: 'no', width: 12 }, { key: 'amount', style: { numFmt: '0.00' } }, { key: 'mixed' }] }, async (sheet) => {
      await sheet.add(['No.', 'Amount', 'Mixed'], { bold: true });
      await sheet.add(['A-1', 12.5, 7]);
      await sheet.add(['A-2', 3, day]);
      await sheet.add(['A-3', 4, 8]);
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as never);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Orders  11 2026');
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect([2, 3, 4].map((r) => ws.getRow(r).getCell(2).numFmt)).toEqual(['0.00', '0.00', '0.00']);
    expect(ws.getRow(3).getCell(3).value).toEqual(day);
    expect(ws.getRow(3).getCell(3).numFmt).toMatch(/[dy]/);
    expect(ws.getRow(4).getCell(3).numFmt ?? 'General').not.toMatch(/[dy]/);
  });

  it('reads back through the platform\'s own reader as it was written: text escaped or dropped where XML cannot hold it, dates, empty cells, a header from the columns', async () => {
    const day = new Date(Date.UTC(2026, 10, 28, 9, 30));
    const buf = await writeWorkbook({ name: 'Round trip', columns: [{ key: 'text', header: 'Text' }, { key: 'n', header: 'N', style: { numFmt: '#,##0.00' } }, { key: 'at', header: 'At' }] }, async (sheet) => {
      await sheet.add({ text: '  <b>Tom & "Jerry"</b>\u0001 ', n: 1234.5, at: day });
      await sheet.add({ text: '中文', n: null, at: undefined });
      await sheet.add({ text: '', n: 0, at: day });
    });
    const read = await readSheet(buf, { headerRow: 1 });
    expect(read.header?.values).toEqual(['Text', 'N', 'At']);
    expect(read.rows.map((r) => r.values)).toEqual([
      ['  <b>Tom & "Jerry"</b> ', 1234.5, day],
      ['中文'],
      [undefined, 0, day],
    ]);
  });

  it('a file that cannot be written fails the write with the system\'s error, and does not hang', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-test-'));
    try {
      const rows = Array.from({ length: 2000 }, (_, i) => [`row ${i}`, i, 'x'.repeat(200)]);
      // A directory where the file should be: the stream fails as a full disk would.
      await expect(writeWorkbookFile(dir, { name: 'Result' }, async (sheet) => { for (const r of rows) await sheet.add(r); })).rejects.toThrow(/EISDIR/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the same workbook straight to a file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'write-test-')), 'result.xlsx');
    try {
      await writeWorkbookFile(file, { name: 'Result' }, async (sheet) => {
        await sheet.add(['No.', 'Result'], { bold: true });
        for (let i = 1; i <= 3; i++) await sheet.add([`A-${i}`, `Imported as order DD${i}`]);
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const ws = wb.worksheets[0];
      expect(ws.name).toBe('Result');
      expect([1, 2, 3, 4].map((r) => ws.getRow(r).getCell(2).value)).toEqual(['Result', 'Imported as order DD1', 'Imported as order DD2', 'Imported as order DD3']);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
