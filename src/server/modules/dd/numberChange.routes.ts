/**
 * DD0209_01 change numbers: an order's channel tracking number (the carrier's, after a re-label)
 * or one parcel's sub-order number. The new number must differ from the old one (V14) and from
 * every other order's, a comment says why (V12f), and the order's log keeps old and new. The
 * order is found by its system number as typed or scanned (V17); one order per save.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction, type TxQuery } from '../../platform/resource';
import { normalizeTrackingNo } from '../../../domain/normalize/trackingNo';
import { scopedOrder } from './orderScope';
import DD0209_01 from '../../../../schemas/dd/DD0209_01.json' with { type: 'json' };
import { sendWorkbook, workbookUpload, workbookUploadProps } from '../../platform/sheets/upload';
import type { Lang } from '../../platform/i18n';
import { numberChangeTemplate, uploadNumberChanges } from './numberChange.batch';
import './numberChange.messages';

const AUTH = 'dd/0209/01.html';

type Target = 'channelTrackingNo' | 'subOrderNo';
interface Change { orderNo: string; target: Target; packageSeq?: number | null; newNumber: string; comment: string }

/** The order a typed number names, in the caller's scope. */
async function orderByNo(req: FastifyRequest, typed: string): Promise<{ id: number; orderNo: string }> {
  const orderNo = normalizeTrackingNo(typed);
  const [found] = await req.server.db.query<{ id: string }>(`select id from orders where order_no = $1`, [orderNo]);
  if (!found) throw new AppError('numberChange.orderNotFound', { orderNo: typed }).onFields('orderNo');
  await scopedOrder(req, Number(found.id)).catch(() => {
    throw new AppError('numberChange.orderNotFound', { orderNo: typed }).onFields('orderNo');
  });
  return { id: Number(found.id), orderNo };
}

/** The number a change replaces, read under the order's lock. */
async function currentNumber(q: TxQuery, id: number, orderNo: string, c: Pick<Change, 'target' | 'packageSeq'>): Promise<string | null> {
  if (c.target === 'channelTrackingNo') {
    const [o] = await q<{ channel_tracking_no: string | null }>(`select channel_tracking_no from orders where id = $1`, [id]);
    return o.channel_tracking_no;
  }
  if (!c.packageSeq) throw new AppError('numberChange.parcelRequired').onFields('packageSeq');
  const [p] = await q<{ channel_no: string | null }>(`select channel_no from order_package where order_id = $1 and seq = $2`, [id, c.packageSeq]);
  if (!p) throw new AppError('numberChange.noParcel', { orderNo, seq: c.packageSeq }).onFields('packageSeq');
  return p.channel_no;
}

/** Another order holding the number already (a tracking number names one parcel's journey). */
async function holderOf(q: TxQuery, id: number, number: string): Promise<string | undefined> {
  const [other] = await q<{ order_no: string }>(
    `select order_no from orders where channel_tracking_no = $2 and id <> $1
     union all
     select o.order_no from order_package p join orders o on o.id = p.order_id where p.channel_no = $2 and p.order_id <> $1
     limit 1`,
    [id, number],
  );
  return other?.order_no;
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0209/template',
    authority: AUTH,
    summary: 'The batch number-change template (xlsx) in the language asked (default the caller\'s)',
    querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['zh-CN', 'en-US'] } } },
    raw: true,
    handler: async (req, reply) => {
      const lang = (req.query as { lang?: Lang }).lang ?? req.lang;
      const name = lang === 'en-US' ? 'number-changes.xlsx' : '批量换单号模板.xlsx';
      return sendWorkbook(reply, name, await numberChangeTemplate(lang), 'number-changes.xlsx');
    },
  },
  {
    method: 'POST',
    url: 'dd/0209/upload',
    authority: AUTH,
    summary: 'Change numbers from a workbook (base64 xlsx, at most 10 MB): all rows or none; the bad cells by row and column (code 500 with data.errors)',
    options: { bodyLimit: 15 * 1024 * 1024 },
    body: { type: 'object', additionalProperties: false, required: ['fileName', 'content'], properties: workbookUploadProps },
    handler: async (req) => {
      const b = req.body as { fileName: string; content: string };
      return uploadNumberChanges(req, workbookUpload(b.fileName, b.content));
    },
  },
  {
    method: 'GET',
    url: 'dd/0209/lookup',
    authority: AUTH,
    summary: "An order's numbers by its system number as typed or scanned: its channel tracking number and each parcel's sub-order number",
    querystring: { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', minLength: 1, maxLength: 60 } } },
    handler: async (req) => {
      const { id, orderNo } = await orderByNo(req, (req.query as { orderNo: string }).orderNo);
      const [o] = await req.server.db.query<{ channel_tracking_no: string | null }>(`select channel_tracking_no from orders where id = $1`, [id]);
      const packages = await req.server.db.query(`select seq, channel_no as "channelNo" from order_package where order_id = $1 order by seq`, [id]);
      return { id, orderNo, channelTrackingNo: o.channel_tracking_no, packages };
    },
  },
  {
    method: 'POST',
    url: 'dd/0209/change',
    authority: AUTH,
    summary: "Change an order's channel tracking number or a parcel's sub-order number (V14: a new number, used by no other order; V12f: a comment); logged with old and new",
    body: formBody(DD0209_01 as never),
    handler: async (req) => {
      const c = req.body as Change;
      const { id, orderNo } = await orderByNo(req, c.orderNo);
      const number = normalizeTrackingNo(c.newNumber);
      const user = currentUser(req);
      return inTransaction(req.server.db, async (q) => {
        const [o] = await q<{ payment_flow: string }>(`select payment_flow from orders where id = $1 for update`, [id]);
        if (o.payment_flow === 'cancelled') throw new AppError('numberChange.cancelled', { orderNo });
        const old = await currentNumber(q, id, orderNo, c);
        if (old === number) throw new AppError('numberChange.sameAsOld', { number }).onFields('newNumber');
        const holder = await holderOf(q, id, number);
        if (holder) throw new AppError('numberChange.inUse', { number, orderNo: holder }).onFields('newNumber');
        if (c.target === 'channelTrackingNo') await q(`update orders set channel_tracking_no = $2, updated_at = now() where id = $1`, [id, number]);
        else await q(`update order_package set channel_no = $3 where order_id = $1 and seq = $2`, [id, c.packageSeq, number]);
        await q(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'changeNumber', $4::jsonb)`, [
          id, user.userId, user.userName, JSON.stringify({ number: { target: c.target, seq: c.packageSeq ?? null, from: old, to: number }, message: c.comment }),
        ]);
        return { id, orderNo, from: old, to: number };
      });
    },
  },
]);
