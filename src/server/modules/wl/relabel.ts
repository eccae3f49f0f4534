/**
 * Relabelling (WL0119_01, WL0119_21): an order's channel label is the file its carrier returned at
 * transfer (order_label). A station prints it again for the parcels it holds (or that no station
 * holds yet); one scan or a batch of a pallet's or manifest's orders, every print recorded on the
 * order (dd/printRecords.ts) with the copies of the operator's print settings.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import type { TxQuery } from '../../platform/resource';
import { mergePdfs, UnreadablePdf } from '../../platform/pdf/merge';
import { recordPrints, type PrintRecord } from '../dd/printRecords';
import { printSettingsOf } from '../dd/printSettings';
import { assertValid } from '../../platform/formats';
import './relabel.messages';
import './station.messages';

export const CHANNEL_LABEL = 'channelLabel';

/** The caller's station scope over alias `o` (orders): their station's parcels and those no station holds; view-all any. */
export function relabelScope(user: SessionUser, params: unknown[], alias = 'o'): string {
  if (user.viewAll) return 'true';
  if (user.stationId === null) throw new AppError('station.stationRequired');
  return `(${alias}.station_id is null or ${alias}.station_id = $${params.push(user.stationId)})`;
}

/** Records one print of the channel label of each order, as many copies as the printer's settings say. */
export async function recordLabelPrints(q: TxQuery, user: SessionUser, orderIds: number[]): Promise<{ copies: number; records: PrintRecord[] }> {
  const { copies } = await printSettingsOf(q, user.userId);
  return { copies, records: await recordPrints(q, user, orderIds, { document: CHANNEL_LABEL, format: 'pdf', copies }) };
}

/** Refuses an order without a channel label, naming it. */
export async function assertHasLabel(q: TxQuery, order: { id: number; orderNo: string }): Promise<void> {
  const [row] = await q(`select 1 from order_label where order_id = $1`, [order.id]);
  if (!row) throw new AppError('relabel.noLabel', { orderNo: order.orderNo }).onFields('no');
}

/** One order's channel label in the caller's station scope; another station's or a missing order is "does not exist". */
export async function channelLabelOf(req: FastifyRequest, id: number): Promise<{ orderNo: string; content: Uint8Array; contentType: string }> {
  const params: unknown[] = [id];
  const scope = relabelScope(currentUser(req), params);
  const [row] = await req.server.db.query<{ orderNo: string; content: Uint8Array | null; contentType: string | null }>(
    `select o.order_no as "orderNo", l.content, l.content_type as "contentType"
       from orders o left join order_label l on l.order_id = o.id where o.id = $1 and ${scope}`,
    params,
  );
  if (!row) throw new AppError('orders.notFound');
  if (!row.content) throw new AppError('relabel.noLabel', { orderNo: row.orderNo });
  return { orderNo: row.orderNo, content: row.content, contentType: row.contentType ?? 'application/pdf' };
}

/** A pallet or loading manifest by its number (a bag at the station), in the caller's station scope. */
export async function bagOf(q: TxQuery, user: SessionUser, bagNo: string): Promise<{ kind: 'pallet' | 'manifest'; id: number }> {
  const no = bagNo.trim().toUpperCase();
  const params: unknown[] = [no];
  const own = user.viewAll ? 'true' : user.stationId === null ? 'false' : `station_id = $${params.push(user.stationId)}`;
  const [row] = await q<{ kind: 'pallet' | 'manifest'; id: string }>(
    `select 'manifest' as kind, id::text from loading_manifest where manifest_no = $1 and ${own}
     union all select 'pallet', id::text from pallet where pallet_no = $1 and ${own} limit 1`,
    params,
  );
  if (!row) throw new AppError('relabel.bagNotFound', { bagNo: no }).onFields('bagNo');
  return { kind: row.kind, id: Number(row.id) };
}

/** The `where` on alias o naming a bag's orders. */
export const bagWhere = (bag: { kind: 'pallet' | 'manifest' }, p: string) => (bag.kind === 'pallet' ? `o.pallet_id = ${p}` : `o.manifest_id = ${p}`);

/**
 * The orders a batch prints: those ticked (all in the caller's scope, else "does not exist") or a
 * bag's; at most 100 (V07, K13), every one with a channel label (else those without are named).
 * Answers them in order number order with their labels.
 */
export async function batchLabels(q: TxQuery, user: SessionUser, pick: { ids?: number[]; all?: true; bagNo?: string }): Promise<{ id: number; orderNo: string; content: Uint8Array }[]> {
  const params: unknown[] = [];
  let where: string;
  // Too many ticked: refused before anything is read (the spec's one message, K13).
  if (pick.ids?.length) assertValid('maxItems', pick.ids.length, { of: 'orders' });
  if (pick.ids?.length) where = `o.id = any($${params.push(pick.ids)}::bigint[])`;
  else if (pick.all && pick.bagNo?.trim()) {
    const bag = await bagOf(q, user, pick.bagNo);
    where = bagWhere(bag, `$${params.push(bag.id)}`);
  } else throw new AppError('relabel.chooseOrders');
  const scope = relabelScope(user, params);
  const rows = await q<{ id: string; orderNo: string; content: Uint8Array | null }>(
    `select o.id::text, o.order_no as "orderNo", l.content from orders o left join order_label l on l.order_id = o.id
      where ${where} and ${scope} order by o.order_no`,
    params,
  );
  if (pick.ids?.length && rows.length !== new Set(pick.ids).size) throw new AppError('orders.notFound');
  if (!rows.length) throw new AppError('relabel.bagEmpty', { bagNo: pick.bagNo?.trim().toUpperCase() ?? '' });
  assertValid('maxItems', rows.length, { of: 'orders' });
  const without = rows.filter((r) => !r.content);
  if (without.length) throw new AppError('relabel.noLabels', { orders: without.map((r) => r.orderNo).join(', ') });
  return rows.map((r) => ({ id: Number(r.id), orderNo: r.orderNo, content: r.content! }));
}

/** The labels as one PDF; a label that is no PDF is named. */
export async function mergedLabels(labels: { orderNo: string; content: Uint8Array }[]): Promise<Uint8Array> {
  try {
    return await mergePdfs(labels.map((l) => l.content), `Channel labels (${labels.length})`);
  } catch (err) {
    if (err instanceof UnreadablePdf) throw new AppError('relabel.unreadable', { orderNo: labels[err.index].orderNo });
    throw err;
  }
}
