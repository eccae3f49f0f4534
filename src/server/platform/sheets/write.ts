/**
 * The platform's workbook writer: a list export, an import's result file. Rows are streamed into
 * the zip as they come (exceljs' WorkbookWriter, strings inline), not held as a workbook model
 * and written at the end: 10,000 rows of 30 cells took 4.7 s that way, 1.4 s so, and about a third
 * of that once cells share their styles (below); the server, whose embedded database runs on the
 * same thread, answers other requests between rows.
 *
 *   const file = await writeWorkbook({ name: 'Orders', columns }, async (sheet) => {
 *     await sheet.add(['header', ...], { bold: true });
 *     for (const row of rows) await sheet.add(row);
 *   });
 */
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { PassThrough, type Writable } from 'node:stream';
import { turnEvery } from '../turns';
import ExcelJS from 'exceljs';

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 500;

export interface SheetWriter {
  /** A row: values by column (1 = A first), or by the columns' keys. */
  add(values: unknown[] | Record<string, unknown>, style?: { bold?: boolean }): Promise<void>;
}

export interface WorkbookSpec {
  /** The worksheet's name; characters Excel refuses become spaces, and it is cut to 31. */
  name: string;
  /** Column keys, headers, widths and number formats (a header given here is the first row). */
  columns?: Partial<ExcelJS.Column>[];
}

/** A worksheet name Excel accepts. */
export const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31).trim() || 'Sheet';

export async function writeWorkbook(spec: WorkbookSpec, fill: (sheet: SheetWriter) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  await writeTo(out, spec, fill);
  await ended;
  return Buffer.concat(chunks);
}

/** The same written straight to `file`, as it goes (a result too large to hold: 100,000 rows of an import). */
export async function writeWorkbookFile(file: string, spec: WorkbookSpec, fill: (sheet: SheetWriter) => Promise<void>): Promise<void> {
  const out = fs.createWriteStream(file);
  try {
    await writeTo(out, spec, fill);
    await finished(out);
  } finally {
    out.destroy();
  }
}

async function writeTo(out: Writable, spec: WorkbookSpec, fill: (sheet: SheetWriter) => Promise<void>): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheetName(spec.name));
  if (spec.columns) ws.columns = spec.columns;
  const turn = turnEvery(ROWS_PER_TURN);
  // exceljs works a cell's style out again unless it has seen that very object before, and each
  // cell gets a fresh one: 300,000 cells spent 2 s there. A column's cells of one value type share
  // one (the type counts: a date with no format of its own is given one). Empty cells too: exceljs
  // hands each a fresh empty style otherwise (an import's result rows are a third empty; 10,000
  // rows of 41 cells: 684 -> 633 ms of CPU, its style lookups gone from the profile).
  const shared = new Map<string, Partial<ExcelJS.Style>>();
  await fill({
    async add(values, style) {
      const row = ws.addRow(values);
      if (style?.bold) row.font = { bold: true };
      else {
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          const key = `${col}:${cell.type}`;
          const same = shared.get(key);
          if (same) cell.style = same;
          else shared.set(key, cell.style);
        });
      }
      row.commit();
      await turn();
    },
  });
  ws.commit();
  await book.commit();
}
