/**
 * Reading one worksheet of an .xlsx, as the reader thread does it: the directory checked, the
 * workbook's small parts read, then the sheet streamed into rows handed on in batches, stopping
 * at the row limit. Everything here may throw a SheetRefusal.
 */
import { readDirectory } from './zip';
import { readDateStyles, readSharedStrings, readWorkbook, type Part } from './parts';
import { streamRows, type CellContext } from './worksheet';
import { HEADER_SEARCH_ROWS, locateHeader, type HeaderSearch } from './header';
import { SheetRefusal, StopReading, type ReadRequest, type SheetOpened, type SheetRow } from './types';

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

/** Rows sent together: one message per thousand rows, not one per row. */
export const BATCH_ROWS = 1000;

/** Where a read's results go, as they come. */
export interface RowsOut {
  /** The sheet chosen and its header: once, before any rows. */
  opened(opened: SheetOpened): void;
  /** A batch of rows; `read`: the share of the sheet's XML read so far. */
  rows(rows: SheetRow[], read: number): void;
  /** Awaited between chunks of the sheet's XML: a reader ahead of its consumer waits here (or throws StopReading to end). */
  pace?(): Promise<void>;
}

export async function readSheetRows(req: Omit<ReadRequest, 'id'>, out: RowsOut): Promise<void> {
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
  let opened = false;
  // The header row comes before any data row: the sheet is opened with it when the first rows go.
  const open = () => {
    if (!opened) out.opened({ sheet: { name: chosen.name, index }, header });
    opened = true;
  };
  let count = 0;
  let share = 0;
  let batch: SheetRow[] = [];
  // A full batch goes with the next row (or at the end, the whole sheet read): the last batch says so.
  let full: SheetRow[] | null = null;
  const send = (rows: SheetRow[], read: number) => {
    open();
    out.rows(rows, read);
  };
  await streamRows(part, chosen.part, ctx, (row) => {
    if (row.row < headerRow) return; // titles above the header
    if (row.row === headerRow) {
      header = row;
      return;
    }
    if (++count > req.limits.maxRows) throw new SheetRefusal('sheet.tooManyRows', { max: req.limits.maxRows });
    if (full) send(full, share);
    full = null;
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      full = batch;
      batch = [];
    }
  }, async (read) => {
    share = read;
    await out.pace?.();
  });
  open();
  if (full) send(full, batch.length ? share : 1);
  if (batch.length) send(batch, 1);
}
