/**
 * WL0118_01: a sheet's rows as inbound weighings, each checked by WL0101_01's own form rules (the
 * scan box, the real weight, sizes and boxes), so a row refused here is one the weighing screen
 * would refuse too, and every refusal names its cell. Pure: no database.
 */
import type { ErrorObject } from 'ajv';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { formBody } from '../../platform/formBody';
import { validationMessage } from '../../platform/formats';
import { validatorCompiler } from '../../platform/validation';
import { headerKey, numberCell, textCell, type CellReading, type HeaderSearch, type SheetData } from '../../platform/sheets';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import WL0101_01 from '../../../../schemas/wl/WL0101_01.json' with { type: 'json' };
import { WEIGHING_COLUMNS, WEIGHING_HEADERS, headerText, type WeighingColumn, type WeighingField } from './weighingUpload.columns';
import './weighingUpload.messages';

/** How readSheet finds the header row: any of its headers (a sheet missing one is told which). */
export const WEIGHING_HEADER_SEARCH: HeaderSearch = { headers: [...WEIGHING_HEADERS.keys()], least: 1 };

export interface WeighingRow {
  row: number;
  /** The weighing as WL0101_01 sends it; `no` as typed. */
  values: { no: string; realWeight: string; length?: string; width?: string; height?: string; boxCount: number };
  /** The row's bad cells: a row with any is not weighed. */
  errors: CellError[];
}

/** A cell of the sheet: its column (1 = A) and header as the sheet has them. */
export interface SheetCell { col: number; header: string }

export interface WeighingSheet {
  /** The sheet's own header texts by column (1-based), for the error file. */
  headers: Map<number, string>;
  /** The number column: a refusal of the parcel it names (unknown, elsewhere, already in) is its cell's. */
  noCell: SheetCell;
  rows: WeighingRow[];
}

const FIELDS = WEIGHING_COLUMNS.map((c) => c.field);
const validate = validatorCompiler({ schema: formBody(WL0101_01, undefined, { only: FIELDS }), method: 'POST', url: 'wl/0118/upload#row', httpPart: 'body' }) as
  ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

function reading(c: WeighingColumn, v: Parameters<typeof textCell>[0]): CellReading {
  if (c.scale !== undefined) return numberCell(v, { scale: c.scale, required: c.required });
  const read = textCell(v);
  return c.required && !read.fault && read.text === '' ? { fault: { key: 'sheet.value.missing' } } : read;
}

/** The form's rules on a row's values: one message per field, "required" first. */
function ruleErrors(lang: Lang, values: object, cell: (field: string) => { col: number; header: string }, row: number): CellError[] {
  if (validate(values)) return [];
  const byField = new Map<string, string>();
  for (const e of validate.errors ?? []) {
    const field = (e.params as { missingProperty?: string }).missingProperty ?? e.instancePath.slice(1).split('/')[0];
    if (!byField.has(field) || e.keyword === 'required') byField.set(field, validationMessage(e, lang));
  }
  return [...byField].map(([field, message]) => cellError(lang, row, cell(field).col, cell(field).header, message));
}

export function readWeighings(sheet: SheetData, lang: Lang): WeighingSheet {
  const header = sheet.header;
  const placed = new Map<WeighingField, { col: number; header: string; column: WeighingColumn }>();
  const headers = new Map<number, string>();
  header?.values.forEach((v, i) => {
    if (v === undefined) return;
    headers.set(i + 1, String(v));
    const column = typeof v === 'string' ? WEIGHING_HEADERS.get(headerKey(v)) : undefined;
    if (column && !placed.has(column.field)) placed.set(column.field, { col: i + 1, header: String(v), column });
  });
  const missing = WEIGHING_COLUMNS.filter((c) => c.required && !placed.has(c.field));
  if (missing.length) throw new AppError('weighing.columnsMissing', { columns: missing.map((c) => headerText(c, lang).replace('*', '')).join(lang === 'en-US' ? ', ' : '、') });
  const noCell = { col: placed.get('no')!.col, header: placed.get('no')!.header };
  const cell = (field: string): SheetCell => placed.get(field as WeighingField) ?? noCell;
  const rows: WeighingRow[] = [];
  for (const r of sheet.rows) {
    const errors: CellError[] = [];
    const values: Record<string, unknown> = {};
    for (const [field, p] of placed) {
      const read = reading(p.column, r.values[p.col - 1]);
      if (read.fault) errors.push(cellError(lang, r.row, p.col, p.header, t(lang, read.fault.key, read.fault.params)));
      else if (read.text !== '') values[field] = field === 'boxCount' ? Number(read.text) : read.text;
    }
    values.boxCount ??= 1;
    // The form's rules on the cells that read: a cell that did not is named once, by its fault.
    const faulty = new Set(errors.map((e) => e.column));
    errors.push(...ruleErrors(lang, values, cell, r.row).filter((e) => !faulty.has(e.column)));
    errors.sort((a, b) => a.column.localeCompare(b.column));
    rows.push({ row: r.row, values: values as WeighingRow['values'], errors });
  }
  return { headers, noCell, rows };
}
