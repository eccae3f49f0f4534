/**
 * An import's template workbook: a frozen, bold header row (each column as wide as its header
 * reads), an example row, and a notes sheet saying how rows are read. Every import screen offers
 * one in either language.
 */
import ExcelJS from 'exceljs';

export interface TemplateSpec {
  sheet: string;
  headers: string[];
  /** The example row, in the headers' order (null: a blank cell). */
  example: (string | number | null)[];
  notesSheet: string;
  notes: string[];
  /** Columns (1 = A) kept as text: a long tracking number typed into a general cell becomes 9.4E+21. */
  textColumns?: number[];
}

export async function templateWorkbook(o: TemplateSpec): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(o.sheet);
  sheet.columns = o.headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(o.example);
  for (const col of o.textColumns ?? []) sheet.getColumn(col).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = wb.addWorksheet(o.notesSheet);
  notes.getColumn(1).width = 120;
  for (const line of o.notes) notes.addRow([line]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
