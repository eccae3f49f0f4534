/**
 * DD0209_01's batch upload: a workbook of number changes (order number, what to change, which
 * parcel, the new number, why; the columns found by their headers, in any order, below a title),
 * every row checked as the single change checks one (the order in
 * the caller's scope and not cancelled, the parcel there, V14 new ≠ old and held by no other order
 * nor by another row, V12f a reason), refused whole with each bad cell by row and column, or applied
 * whole: a statement per table for all the rows, each order's log saying old and new.
 */
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { customerScope, inScope } from '../../platform/permissions/dataScope';
import { inTransaction } from '../../platform/resource';
import { cellText, headerKey, headerNotFound, readSheet, sheetLimits, type HeaderSearch, type SheetRow } from '../../platform/sheets';
import { cellError, type CellError } from '../../platform/sheets/cellErrors';
import { normalizeTrackingNo } from '../../../domain/normalize/trackingNo';
import './numberChange.messages';

type Target = 'channelTrackingNo' | 'subOrderNo';
const COLUMNS = [
  { key: 'orderNo', zh: '系统单号*', en: 'Order no.*' },
  { key: 'target', zh: '更换（渠道转单号/子单号）*', en: 'Change (channel tracking no. / sub-order no.)*' },
  { key: 'packageSeq', zh: '第几件', en: 'Parcel' },
  { key: 'newNumber', zh: '新单号*', en: 'New number*' },
  { key: 'comment', zh: '更换原因*', en: 'Reason*' },
] as const;
type Key = (typeof COLUMNS)[number]['key'];
const TARGETS: Record<string, Target> = {
  渠道转单号: 'channelTrackingNo', channeltrackingno: 'channelTrackingNo', 'channel tracking no.': 'channelTrackingNo',
  子单号: 'subOrderNo', subOrderNo: 'subOrderNo', suborderno: 'subOrderNo', 'sub-order no.': 'subOrderNo',
};
const MAX_ROWS = 5000;
/** The header row: the one holding at least 3 of the columns' names, in either language, anywhere in the order. */
const HEADERS: HeaderSearch = { headers: COLUMNS.flatMap((c) => [headerKey(c.zh), headerKey(c.en)]), least: 3 };
/** Where each column is in the uploaded sheet (1 = A), found by its header. */
type Positions = Map<Key, number>;

export async function numberChangeTemplate(lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(lang === 'en-US' ? 'Number changes' : '换单号');
  ws.columns = COLUMNS.map((c) => ({ header: lang === 'en-US' ? c.en : c.zh, width: 26 }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(['DD261126000002', lang === 'en-US' ? 'channel tracking no.' : '渠道转单号', null, 'SBX9900000001', lang === 'en-US' ? 'relabelled' : '重新打单']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reports a bad cell of column `k` on `row`, in the uploader's language, headed as the template heads it. */
function reporter(lang: Lang, errors: CellError[], at: Positions) {
  return (row: number, k: Key, key: string, params?: Record<string, string | number>) => {
    const c = COLUMNS.find((x) => x.key === k)!;
    errors.push(cellError(lang, row, at.get(k) ?? 0, lang === 'en-US' ? c.en : c.zh, t(lang, key, params)));
  };
}

/** Each column's place by its header; a required column the header lacks is refused by name. */
function positionsOf(header: SheetRow, lang: Lang): Positions {
  const at: Positions = new Map();
  header.values.forEach((v, i) => {
    const c = typeof v === 'string' ? COLUMNS.find((x) => [x.zh, x.en].some((h) => headerKey(h) === headerKey(v))) : undefined;
    if (c && !at.has(c.key)) at.set(c.key, i + 1);
  });
  const missing = COLUMNS.filter((c) => c.zh.endsWith('*') && !at.has(c.key)).map((c) => (lang === 'en-US' ? c.en : c.zh).replace('*', ''));
  if (missing.length) throw new AppError('numberChange.batch.missingColumns', { headers: missing.join(lang === 'en-US' ? ', ' : '、') });
  return at;
}

interface Row { row: number; orderNo: string; target: Target | null; packageSeq: number | null; newNumber: string; comment: string }

function rowsOf(rows: SheetRow[], lang: Lang, errors: CellError[], at: Positions): Row[] {
  const bad = reporter(lang, errors, at);
  const header = (k: Key) => { const c = COLUMNS.find((x) => x.key === k)!; return lang === 'en-US' ? c.en : c.zh; };
  return rows.map((r) => {
    const text = (k: Key) => (at.has(k) ? cellText(r.values[at.get(k)! - 1]).normalize('NFKC').trim() : '');
    const target = TARGETS[text('target')] ?? TARGETS[text('target').toLowerCase()] ?? null;
    const seq = text('packageSeq');
    const out: Row = { row: r.row, orderNo: normalizeTrackingNo(text('orderNo')), target, packageSeq: /^\d+$/.test(seq) ? Number(seq) : null, newNumber: normalizeTrackingNo(text('newNumber')), comment: text('comment') };
    for (const k of ['orderNo', 'newNumber', 'comment'] as const) if (!text(k)) bad(r.row, k, 'numberChange.batch.required', { field: header(k).replace('*', '') });
    if (!target) bad(r.row, 'target', 'numberChange.batch.target');
    if (target === 'subOrderNo' && !out.packageSeq) bad(r.row, 'packageSeq', 'numberChange.parcelRequired');
    if (out.comment.length > 200) bad(r.row, 'comment', 'numberChange.batch.tooLong', { max: 200 });
    return out;
  });
}

/** Checks every row against the orders and each other; the changes to write, or the errors. */
async function checked(req: FastifyRequest, rows: Row[], errors: CellError[], at: Positions) {
  const db = req.server.db;
  const bad = reporter(req.lang, errors, at);
  const orders = new Map((await db.query<{ id: string; order_no: string; customer_id: number; payment_flow: string; channel_tracking_no: string | null }>(
    `select id, order_no, customer_id, payment_flow, channel_tracking_no from orders where order_no = any($1::text[])`, [rows.map((r) => r.orderNo)],
  )).map((o) => [o.order_no, o]));
  const parcels = new Map((await db.query<{ order_no: string; seq: number; channel_no: string | null }>(
    `select o.order_no, p.seq, p.channel_no from order_package p join orders o on o.id = p.order_id where o.order_no = any($1::text[])`, [rows.map((r) => r.orderNo)],
  )).map((p) => [`${p.order_no}/${p.seq}`, p.channel_no]));
  const holders = await db.query<{ number: string; order_no: string }>(
    `select o.channel_tracking_no as number, o.order_no from orders o where o.channel_tracking_no = any($1::text[])
     union all select p.channel_no, o.order_no from order_package p join orders o on o.id = p.order_id where p.channel_no = any($1::text[])`,
    [rows.map((r) => r.newNumber)],
  );
  const scope = await customerScope(db, currentUser(req));
  const firstRowOf = new Map<string, number>();
  const changes: (Row & { id: number; from: string | null })[] = [];
  for (const r of rows) {
    // Cells reported already (a missing value, no parcel named): nothing to look up.
    if (!r.orderNo || !r.newNumber || !r.target || (r.target === 'subOrderNo' && !r.packageSeq)) continue;
    const o = orders.get(r.orderNo);
    if (!o || !inScope(scope, Number(o.customer_id))) { bad(r.row, 'orderNo', 'numberChange.orderNotFound', { orderNo: r.orderNo }); continue; }
    if (o.payment_flow === 'cancelled') { bad(r.row, 'orderNo', 'numberChange.cancelled', { orderNo: r.orderNo }); continue; }
    const from = r.target === 'channelTrackingNo' ? o.channel_tracking_no : parcels.get(`${r.orderNo}/${r.packageSeq}`);
    if (from === undefined) { bad(r.row, 'packageSeq', 'numberChange.noParcel', { orderNo: r.orderNo, seq: r.packageSeq ?? '' }); continue; }
    if (from === r.newNumber) { bad(r.row, 'newNumber', 'numberChange.sameAsOld', { number: r.newNumber }); continue; }
    const holder = holders.find((h) => h.number === r.newNumber && h.order_no !== r.orderNo);
    if (holder) { bad(r.row, 'newNumber', 'numberChange.inUse', { number: r.newNumber, orderNo: holder.order_no }); continue; }
    const earlier = firstRowOf.get(r.newNumber);
    if (earlier) { bad(r.row, 'newNumber', 'numberChange.batch.twice', { number: r.newNumber, row: earlier }); continue; }
    firstRowOf.set(r.newNumber, r.row);
    changes.push({ ...r, id: Number(o.id), from });
  }
  return changes;
}

export async function uploadNumberChanges(req: FastifyRequest, content: Buffer): Promise<{ changed: number; message: string }> {
  const lang = req.lang;
  // The sheet and row of the header, past a title or a notes tab; the columns in any order.
  const sheet = await readSheet(content, { find: HEADERS, limits: { ...sheetLimits(req.server.config), maxRows: MAX_ROWS } });
  if (!sheet.header) throw headerNotFound(lang, COLUMNS.filter((c) => c.zh.endsWith('*')));
  const at = positionsOf(sheet.header, lang);
  if (!sheet.rows.length) throw new AppError('numberChange.batch.noRows');
  const errors: CellError[] = [];
  const changes = await checked(req, rowsOf(sheet.rows, lang, errors, at), errors, at);
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
    throw new AppError('numberChange.batch.hasErrors', { count: errors.length }, 500, { errors: errors.slice(0, 1000), total: errors.length });
  }
  const user = currentUser(req);
  await inTransaction(req.server.db, async (q) => {
    const all = JSON.stringify(changes.map((c) => ({ id: c.id, target: c.target, seq: c.packageSeq, number: c.newNumber })));
    await q(`select 1 from orders where id = any($1::bigint[]) for update`, [changes.map((c) => c.id)]);
    await q(`update orders o set channel_tracking_no = c.number, updated_at = now()
               from jsonb_to_recordset($1::jsonb) as c(id bigint, target text, seq int, number text) where c.target = 'channelTrackingNo' and o.id = c.id`, [all]);
    await q(`update order_package p set channel_no = c.number
               from jsonb_to_recordset($1::jsonb) as c(id bigint, target text, seq int, number text) where c.target = 'subOrderNo' and p.order_id = c.id and p.seq = c.seq`, [all]);
    await q(
      `insert into order_log (order_id, user_id, user_name, action, changes)
       select c.id, $2, $3, 'changeNumber', jsonb_build_object('number', jsonb_build_object('target', c.target, 'seq', c.seq, 'from', c.old, 'to', c.number), 'message', c.comment)
         from jsonb_to_recordset($1::jsonb) as c(id bigint, target text, seq int, old text, number text, comment text)`,
      [JSON.stringify(changes.map((c) => ({ id: c.id, target: c.target, seq: c.packageSeq, old: c.from, number: c.newNumber, comment: c.comment }))), user.userId, user.userName],
    );
  });
  return { changed: changes.length, message: t(lang, 'numberChange.batch.done', { count: changes.length }) };
}
