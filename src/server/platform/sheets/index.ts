/**
 * The platform's spreadsheet reader: every Excel import reads its workbook here (and every
 * export or result file is written by `writeWorkbook`, write.ts).
 *
 *   const sheet = await readSheet(buffer, { limits: sheetLimits(config) });
 *   sheet.header / sheet.rows: rows of { row, values } (values[col - 1]: column col, 1 = A)
 *
 * A sheet too large to hold at once (a bulk import of 100,000 rows) is streamed instead, a few
 * batches of rows ahead of its consumer, as often as the consumer needs to go through it:
 *
 *   const stream = streamSheet(buffer, { limits });
 *   try {
 *     const { sheet, header } = await stream.opened;
 *     for await (const { rows, read } of stream.chunks) ...   // read: share of the sheet, 0..1
 *   } finally { stream.close(); }
 *
 * Before anything is inflated, the zip's central directory is checked (XML size in all, part
 * count, compression ratio); the sheet is then streamed in a reader thread (pool.ts) with a row
 * limit. A refused workbook is an AppError (messages.ts) worded in the caller's language.
 */
import type { AppConfig } from '../../config';
import { AppError } from '../errors';
import type { Lang } from '../i18n';
import { readInThread, streamInThread, type SheetStream } from './pool';
export { eachBatch, stopReaders, type SheetChunk, type SheetStream } from './pool';
import { readDirectory } from './zip';
import { DEFAULT_LIMITS, SheetRefusal, type CellValue, type SheetData, type SheetLimits, type SheetRow } from './types';
import './messages';

export type { CellValue, SheetData, SheetLimits, SheetOpened, SheetRow } from './types';
export { headerKey, locateHeader, HEADER_SEARCH_ROWS, type HeaderSearch } from './header';
export { numberCell, textCell, hiddenRowsNote, withHiddenRowsNote, type CellReading } from './cells';
export { writeWorkbook, writeWorkbookFile, sheetName, type SheetWriter, type WorkbookSpec } from './write';
import { HEADER_SEARCH_ROWS, type HeaderSearch } from './header';

export interface ReadSheetOptions {
  /** A worksheet's 0-based position among the worksheets, or its name (default: the first). */
  sheet?: number | string;
  /** The header row's number (default 1); 0: no header, every row is data. */
  headerRow?: number;
  /**
   * Find the sheet and its header row by the header texts instead (a title row above, a notes
   * tab before, a group header over it); when no sheet holds them, the first sheet is read whole
   * with no header, for the import to say what it missed.
   */
  find?: HeaderSearch;
  limits?: Partial<SheetLimits>;
}

/** The configured limits (SHEET_MAX_XML_MB, SHEET_MAX_ROWS). */
export function sheetLimits(config: Pick<AppConfig, 'sheetMaxXmlBytes' | 'sheetMaxRows'>): Partial<SheetLimits> {
  return { maxXmlBytes: config.sheetMaxXmlBytes, maxRows: config.sheetMaxRows };
}

/** The read a reader thread is asked for, once the zip's directory passed in this thread. */
function readRequest(content: Uint8Array, opts: ReadSheetOptions) {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  try {
    // In this thread first: a zip bomb is refused at once, without waiting for a reader.
    readDirectory(Buffer.from(content.buffer, content.byteOffset, content.byteLength), limits);
  } catch (err) {
    if (err instanceof SheetRefusal) throw new AppError(err.key, err.params);
    throw err;
  }
  // A copy of its own to hand over: the caller's buffer may share memory with others.
  return { content: new Uint8Array(content), sheet: opts.sheet ?? 0, headerRow: opts.headerRow ?? 1, find: opts.find, limits };
}

export async function readSheet(content: Uint8Array, opts: ReadSheetOptions = {}): Promise<SheetData> {
  return readInThread(readRequest(content, opts));
}

/** A sheet streamed (see above): a zip bomb is refused here, at once; any other refusal by `opened` or `chunks`. */
export function streamSheet(content: Uint8Array, opts: ReadSheetOptions = {}): SheetStream {
  return streamInThread(readRequest(content, opts));
}

/** The value in column `col` (1 = A) of a row, if that cell holds one. */
export function cellAt(row: SheetRow | null | undefined, col: number): CellValue | undefined {
  return row?.values[col - 1];
}

/** A value as text: numbers as written, text trimmed, dates as ISO, nothing as ''. */
export function cellText(value: CellValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * No sheet holds the header `find` looked for: one refusal naming the columns wanted (the
 * template's texts, required marks dropped) in the uploader's language, instead of a line per column.
 */
export function headerNotFound(lang: Lang, columns: { zh: string; en: string }[]): AppError {
  const names = columns.map((c) => (lang === 'en-US' ? c.en : c.zh).replace(/[*＊]/g, ''));
  return new AppError('sheet.headerNotFound', { headers: names.join(lang === 'en-US' ? ', ' : '、'), rows: HEADER_SEARCH_ROWS });
}
