/**
 * Reading one worksheet of an .xlsx, as the reader thread does it: the directory checked, the
 * workbook's small parts read, then the sheet streamed into rows handed on in batches, stopping
 * at the row limit. Everything here may throw a SheetRefusal.
 */
import { readDirectory } from './zip';
import { readDateStyles, readSharedStrings, readWorkbook, type Part } from './parts';
import { streamRows } from './worksheet';
import { SheetRefusal, type ReadRequest, type SheetData, type SheetRow } from './types';

const BATCH_ROWS = 1000;

export async function readSheetRows(
  req: Omit<ReadRequest, 'id'>,
  emitRows: (rows: SheetRow[]) => void,
): Promise<Pick<SheetData, 'sheet' | 'header'>> {
  const buf = Buffer.from(req.content.buffer, req.content.byteOffset, req.content.byteLength);
  const entries = readDirectory(buf, req.limits);
  const part: Part = {
    buf,
    entries: new Map(entries.map((e) => [e.name.toLowerCase(), e])),
    budget: { left: req.limits.maxXmlBytes, max: req.limits.maxXmlBytes },
  };
  const workbook = await readWorkbook(part);
  const index = typeof req.sheet === 'number' ? req.sheet : workbook.sheets.findIndex((s) => s.name === req.sheet);
  const chosen = workbook.sheets[index];
  if (!chosen) throw new SheetRefusal(workbook.sheets.length ? 'sheet.noSheet' : 'sheet.notXlsx', { sheet: String(req.sheet) });
  const strings = await readSharedStrings(part, workbook.sharedStrings);
  const dateStyles = await readDateStyles(part, workbook.styles);

  let header: SheetRow | null = null;
  let count = 0;
  let batch: SheetRow[] = [];
  await streamRows(part, chosen.part, { strings, dateStyles, date1904: workbook.date1904 }, (row) => {
    if (row.row < req.headerRow) return; // titles above the header
    if (row.row === req.headerRow) {
      header = row;
      return;
    }
    if (++count > req.limits.maxRows) throw new SheetRefusal('sheet.tooManyRows', { max: req.limits.maxRows });
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      emitRows(batch);
      batch = [];
    }
  });
  if (batch.length) emitRows(batch);
  return { sheet: { name: chosen.name, index }, header };
}
