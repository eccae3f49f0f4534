/** What the spreadsheet reader answers, its limits and its refusals (shared by both threads). */
import type { HeaderSearch } from './header';

/** A cell's value: text, number, true/false, or a date (a number in a date format). Errors (#N/A) are text. */
export type CellValue = string | number | boolean | Date;

export interface SheetRow {
  /** The row number in the sheet (1 = the first row). */
  row: number;
  /**
   * The row's values by column: `values[col - 1]` is column `col` (1 = A); a cell without a
   * value is a hole. One array per row, no object per cell: a 100,000-row sheet crosses from
   * the reader thread and lives in the request's thread with a third of the objects (and of
   * the garbage-collection pauses every other request would wait through).
   */
  values: (CellValue | undefined)[];
  /** Hidden in the sheet (hidden by hand or filtered out): read like any other, and said so by the import. */
  hidden?: true;
}

export interface SheetData {
  /** The sheet read: its name and 0-based position among the workbook's worksheets. */
  sheet: { name: string; index: number };
  /** The header row, when one was asked for and it holds a value. */
  header: SheetRow | null;
  /** The rows after the header row that hold at least one value, top to bottom. */
  rows: SheetRow[];
}

export interface SheetLimits {
  /** The XML parts of the workbook together, inflated (SHEET_MAX_XML_MB). */
  maxXmlBytes: number;
  /** Rows after the header (SHEET_MAX_ROWS). */
  maxRows: number;
  /** Parts in the zip. */
  maxParts: number;
  /** How many times a large XML part may expand (a legitimate sheet: 5 to 30). */
  maxRatio: number;
}

// 200 MB: a bulk order workbook of 100,000 rows (the row limit) expands to about 105 MB.
export const DEFAULT_LIMITS: SheetLimits = { maxXmlBytes: 200 * 1024 * 1024, maxRows: 100_000, maxParts: 2000, maxRatio: 100 };

/**
 * A workbook the reader refuses, as a message key of platform/sheets/messages.ts and its
 * parameters: it crosses from the worker thread as plain data and becomes an AppError in the
 * request's thread, worded in the caller's language.
 */
export class SheetRefusal extends Error {
  constructor(
    public readonly key: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'SheetRefusal';
  }
}

/** Thrown by a row handler to stop reading a sheet on purpose (its first rows were enough): not a refusal. */
export class StopReading extends Error {}

export interface ReadRequest {
  id: number;
  content: Uint8Array;
  /** A worksheet's 0-based position or its name. */
  sheet: number | string;
  /** The header row's number; 0: no header, every row is data. */
  headerRow: number;
  /** Find the sheet and header row by their texts instead (header.ts); none found: the first sheet whole, no header. */
  find?: HeaderSearch;
  limits: SheetLimits;
  /**
   * Batches of rows the reader may send before the request's thread has taken them (a stream,
   * whose consumer writes to a database meanwhile); none: every batch as soon as it is read.
   */
  ahead?: number;
}

/** The sheet a read chose, and its header row: known before its first rows. */
export type SheetOpened = Pick<SheetData, 'sheet' | 'header'>;

/** Messages from a reader thread for one request: the sheet opened, rows in batches, then done or refused. */
export type ReadReply =
  | ({ id: number; kind: 'opened' } & SheetOpened)
  /** `read`: the share of the sheet's XML read so far (0..1), for a progress bar. */
  | { id: number; kind: 'rows'; rows: SheetRow[]; read: number }
  | { id: number; kind: 'done' }
  | { id: number; kind: 'refused'; key: string; params: Record<string, string | number> }
  | { id: number; kind: 'failed'; message: string };

/** From the request's thread to the reader of a stream: a batch was taken (room for one more), or the consumer stopped. */
export interface ReadControl { id: number; control: 'more' | 'stop' }
