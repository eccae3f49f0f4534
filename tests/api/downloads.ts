/** A finished download of the download centre, read as a user opening it would: its first sheet and header row. */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './harness';

export async function downloadedSheet(t: TestApp, seq: number): Promise<{ ws: ExcelJS.Worksheet; header: unknown[]; fileName: string }> {
  const [rec] = await t.db.query<{ end_flag: number; file_path: string; file_name: string }>(`select end_flag, file_path, file_name from download where seq = $1`, [seq]);
  expect(rec?.end_flag, `download ${seq} done`).toBe(1);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(path.join(t.config.filesDir, rec.file_path)) as never);
  const ws = wb.worksheets[0];
  return { ws, header: (ws.getRow(1).values as unknown[]).slice(1), fileName: rec.file_name };
}
