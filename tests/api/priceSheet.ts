/** A ZJ0105_01 price sheet as the upload API takes it (base64 xlsx), built from plain rows. */
import ExcelJS from 'exceljs';

export const PRICE_SHEET_HEADERS = ['Zone code', 'Zone name', 'Country', 'Postcode ranges', 'Cities', 'Minimum charge', 'Kind', 'Up to kg', 'First weight kg', 'First price', 'Additional unit kg', 'Additional price', 'Rate per kg', 'Base fee', 'Flat price'];

export async function priceSheet(rows: unknown[][], headers: string[] = PRICE_SHEET_HEADERS): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Prices');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}
