/**
 * One worksheet's XML, streamed into rows of cell values: shared strings looked up, inline and
 * rich text joined, formulas read as their last computed value, numbers in a date style as dates.
 */
import { decodeEscapes, parseXml, type Part } from './parts';
import { SheetRefusal, type CellValue, type SheetRow } from './types';

export interface CellContext {
  strings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

const MAX_COLUMN = 16_384; // XFD, the last column Excel has

/** "AB12" -> 28 (the column of a cell reference). */
export function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return col;
}

/** An Excel serial day number as a date (UTC), in the 1900 or the 1904 date system. */
export function serialDate(serial: number, date1904: boolean): Date {
  // 25569 = days from 1899-12-30 to 1970-01-01; Excel's day 60 is the 29 February 1900 that never was.
  const days = date1904 ? serial + 1462 : serial < 60 ? serial + 1 : serial;
  return new Date(Math.round((days - 25569) * 86_400_000));
}

function cellValue(type: string | undefined, style: number, v: string | null, inline: string | null, ctx: CellContext): CellValue | undefined {
  switch (type) {
    case 's': {
      const s = v === null ? undefined : ctx.strings[Number(v)];
      return s === undefined || s === '' ? undefined : s;
    }
    case 'inlineStr':
      return inline ? decodeEscapes(inline) : undefined;
    case 'str':
    case 'e':
      return v ? decodeEscapes(v) : undefined;
    case 'b':
      return v === null ? undefined : v === '1' || v === 'true';
    case 'd':
      return v ? new Date(v) : undefined;
    default: {
      if (v === null || v.trim() === '') return undefined;
      const n = Number(v);
      if (Number.isNaN(n)) return v;
      return ctx.dateStyles.has(style) ? serialDate(n, ctx.date1904) : n;
    }
  }
}

/**
 * Calls `onRow` with every row that holds a value, in sheet order. `onRow` may throw to stop
 * the read (a row limit): nothing after it is inflated. `afterChunk`: as parseXml's.
 */
export async function streamRows(
  part: Part,
  sheetPart: string,
  ctx: CellContext,
  onRow: (row: SheetRow) => void,
  afterChunk?: (share: number) => Promise<void> | void,
): Promise<void> {
  let row: SheetRow | null = null;
  let filled = 0;
  let lastRow = 0;
  let lastCol = 0;
  let cell: { col: number; type?: string; style: number } | null = null;
  let v: string[] | null = null;
  let inline: string[] | null = null;
  let capture: string[] | null = null;
  let phonetic = 0;
  const found = await parseXml(part, sheetPart, {
    open(t) {
      switch (t.name) {
        case 'row': {
          const r = t.attributes.r ? Number(t.attributes.r) : lastRow + 1;
          // Rows come in ascending order in every workbook Excel writes; anything else is forged.
          if (!Number.isInteger(r) || r <= lastRow) throw new SheetRefusal('sheet.notXlsx');
          row = { row: r, values: [] };
          if (t.attributes.hidden === '1' || t.attributes.hidden === 'true') row.hidden = true;
          filled = 0;
          lastRow = r;
          lastCol = 0;
          break;
        }
        case 'c': {
          const col = t.attributes.r ? columnOf(t.attributes.r) : lastCol + 1;
          // Cells come left to right; a column seen twice or going back is forged.
          if (col <= lastCol || col > MAX_COLUMN) throw new SheetRefusal('sheet.notXlsx');
          cell = { col, type: t.attributes.t, style: Number(t.attributes.s ?? 0) };
          lastCol = col;
          v = null;
          inline = null;
          break;
        }
        case 'v':
          if (cell) capture = v = [];
          break;
        case 'is':
          if (cell) inline = [];
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (inline && !phonetic) capture = inline;
          break;
      }
    },
    text(s) {
      capture?.push(s);
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = null;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c': {
          if (cell && row) {
            const value = cellValue(cell.type, cell.style, v ? v.join('') : null, inline ? inline.join('') : null, ctx);
            if (value !== undefined) {
              (row as SheetRow).values[cell.col - 1] = value;
              filled++;
            }
          }
          cell = null;
          break;
        }
        case 'row':
          if (row && filled) onRow(row);
          row = null;
          break;
      }
    },
  }, afterChunk);
  if (!found) throw new SheetRefusal('sheet.notXlsx');
}
