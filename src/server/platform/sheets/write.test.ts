/**
 * writeWorkbook as a user opens the file: the bold header, a column's number format on every row,
 * and each cell formatted for its own value, though the cells of a column share one style.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeWorkbook, writeWorkbookFile } from './write';

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
