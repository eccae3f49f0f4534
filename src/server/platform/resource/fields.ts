/**
 * A spec's fields in SQL and JSON: the select list (as the form edits a row, or as the list shows
 * it), a row as the API answers it, a body value as its column's parameter, and the expressions
 * fields borrow from other tables (`nameOf`, `localizedName`).
 */
import type { Database } from '../../db/connection';
import { AppError } from '../errors';
import type { Lang } from '../i18n';
import { localTextSql } from '../localTextSql';
import type { CrudSpec, FieldDef, FieldKind } from './spec';
import type { TxQuery } from './sql';

/** The cast of a column's parameter (`$2::numeric`). */
const CASTS: Partial<Record<FieldKind, string>> = { num: '::numeric', json: '::jsonb', time: '::timestamptz', int: '::int', bool: '::boolean', date: '::date' };
export const cast = (k: FieldKind | undefined) => (k ? CASTS[k] ?? '' : '');

function outValue(k: FieldKind | undefined, v: unknown): unknown {
  if (v == null) return null;
  if (k === 'time') return new Date(v as string).toISOString();
  if (k === 'num') return String(v);
  if (k === 'int') return Number(v);
  return v;
}

/** A body value as its column's parameter (the body schema has normalised text already). */
export function columnValue(k: FieldKind | undefined, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (k === 'json') return JSON.stringify(v);
  if (typeof v === 'string' && v === '' && k !== 'text') return null;
  if (k === 'num') return String(v);
  return v;
}

/**
 * The name of the row another table's key points at, in the caller's language: lists show one
 * name column (routeName, transportModeName ...) and en-US users read name_en there.
 * `from` names the table with alias x (joins allowed), `where` ties it to alias t.
 */
export const nameOf = (from: string, where: string) => (lang: Lang): string => `(select x.${lang === 'en-US' ? 'name_en' : 'name_zh'} from ${from} where ${where})`;

/**
 * A name the business gives in two languages (surcharges, price tables: `name` as entered, `name_en`
 * optional) in the reader's language, falling back to the other one. Columns of alias `a` (default t).
 */
export const localizedName = (zhCol: string, enCol: string, a = 't') => (lang: Lang): string =>
  localTextSql(`${a}.${zhCol}`, `${a}.${enCol}`, lang);

/** A column as read: a calendar day as its text, never a driver's Date at some zone's midnight. */
const columnExpr = (f: FieldDef) => (f.kind === 'date' ? `to_char(t.${f.col}, 'YYYY-MM-DD')` : `t.${f.col}`);

const exprOf = (f: FieldDef, lang: Lang, list: boolean): string =>
  list && f.listExpr ? f.listExpr(lang) : typeof f.expr === 'function' ? f.expr(lang) : f.expr ?? columnExpr(f);

/** The select list of a spec: as the form edits the row (detail, save), or as the list shows it (`list`). */
export function selectList(spec: CrudSpec, lang: Lang = 'zh-CN', list = false): string {
  return ['t.id', ...Object.entries(spec.fields).filter(([, f]) => !f.virtual).map(([name, f]) => `${exprOf(f, lang, list)} as "${name}"`)].join(', ');
}

export function rowOut(spec: CrudSpec, r: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.id };
  for (const [name, f] of Object.entries(spec.fields)) if (!f.virtual) out[name] = outValue(f.kind, r[name]);
  return out;
}

export async function detailOf(q: TxQuery | Database['query'], spec: CrudSpec, id: number, lang: Lang = 'zh-CN') {
  const rows = await q<Record<string, any>>(`select ${selectList(spec, lang)} from ${spec.table} t where t.id = $1`, [id]);
  if (!rows[0]) throw new AppError('record.notFound');
  return rowOut(spec, rows[0]);
}

/** The form as it will be after a save: the stored row overlaid with the body (for validation). */
export async function mergedBody(q: TxQuery, spec: CrudSpec, body: Record<string, any>): Promise<Record<string, any>> {
  if (!body.id) return body;
  return { ...(await detailOf(q, spec, body.id)), ...body };
}
