/**
 * Reading one worksheet of an .xlsx, as the reader thread does it: the directory checked, the
 * workbook's small parts read, then the sheet streamed into rows handed on in batches, stopping
 * at the row limit. Everything here may throw a SheetRefusal.
 */
import { readDirectory } from './zip';
import { readDateStyles, readSharedStrings, readWorkbook, type Part } from './parts';
import { streamRows, type CellContext } from './worksheet';
import { HEADER_SEARCH_ROWS, locateHeader, type HeaderSearch } from './header';
import { SheetRefusal, StopReading, type ReadRequest, type SheetData, type SheetRow } from './types';

/** The first sheet, in the workbook's order, whose first rows hold the header looked for, and that header's row. */
async function findSheet(part: Part, sheets: { part: string }[], ctx: CellContext, search: HeaderSearch): Promise<{ index: number; headerRow: number } | null> {
  for (const [index, sheet] of sheets.entries()) {
    const rows: SheetRow[] = [];
    try {
      await streamRows(part, sheet.part, ctx, (row) => {
        if (row.row > HEADER_SEARCH_ROWS) throw new StopReading(); // nothing after these rows is inflated
        rows.push(row);
      });
    } catch (err) {
      if (!(err instanceof StopReading)) throw err;
    }
    const header = locateHeader(rows, search);
    if (header) return { index, headerRow: header.row };
  }
  return null;
}

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
  const strings = await readSharedStrings(part, workbook.sharedStrings);
  const dateStyles = await readDateStyles(part, workbook.styles);
  const ctx: CellContext = { strings, dateStyles, date1904: workbook.date1904 };
  const found = req.find ? await findSheet(part, workbook.sheets, ctx, req.find) : null;
  const headerRow = req.find ? found?.headerRow ?? 0 : req.headerRow;
  const index = found ? found.index : typeof req.sheet === 'number' ? req.sheet : workbook.sheets.findIndex((s) => s.name === req.sheet);
  const chosen = workbook.sheets[index];
  if (!chosen) throw new SheetRefusal(workbook.sheets.length ? 'sheet.noSheet' : 'sheet.notXlsx', { sheet: String(req.sheet) });

  let header: SheetRow | null = null;
  let count = 0;
  let batch: SheetRow[] = [];
  await streamRows(part, chosen.part, ctx, (row) => {
    if (row.row < headerRow) return; // titles above the header
    if (row.row === headerRow) {
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
