/**
 * WL0119_01 relabel (scan) and WL0119_21 batch relabel: the channel label an order's carrier
 * returned, printed again at the station; each print recorded on the order and in its log
 * (relabel.ts, dd/printRecords.ts). The client prints the file through the print agent or the
 * browser, as the operator's print settings (DD0204_11) say.
 */
import { defineRoutes } from '../../platform/route';
import { inTransaction, pagingProps, paging, listResponse } from '../../platform/resource';
import { currentUser } from '../../platform/auth/types';
import { sendDownload } from '../../platform/files/download';
import { t } from '../../platform/i18n';
import WL0119_01 from '../../../../schemas/wl/WL0119_01.json' with { type: 'json' };
import { scanRoute } from './scanRoute';
import { printCountSql } from '../dd/printRecords';
import { assertHasLabel, bagOf, bagWhere, batchLabels, channelLabelOf, CHANNEL_LABEL, mergedLabels, recordLabelPrints, relabelScope } from './relabel';

const SCAN = 'wl/0119/01.html';
const BATCH = 'wl/0119/21.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const BAG_NO = { type: 'string', maxLength: 30 } as const;

export default defineRoutes([
  scanRoute<{ no: string; stationId?: number | null }>({
    url: 'wl/0119/label',
    authority: SCAN,
    summary: "Relabel scan: the order a number names (V17; E11b when none), at the caller's station or at none yet, with a channel label (else refused naming the order); records the print with the copies of the caller's print settings. The client then prints wl/0119/label/file.",
    screen: WL0119_01,
    fields: ['no', 'stationId'],
    answer: { done: { type: 'boolean' }, trackingNo: { type: ['string', 'null'] }, copies: { type: 'integer' }, printNo: { type: 'integer' } },
    async run(q, _actor, order, _body, req) {
      await assertHasLabel(q, order);
      const { copies, records } = await recordLabelPrints(q, currentUser(req), [order.id]);
      const [{ trackingNo }] = await q<{ trackingNo: string | null }>(`select channel_tracking_no as "trackingNo" from orders where id = $1`, [order.id]);
      return { done: true, trackingNo, copies, printNo: records[0].printNo };
    },
  }),
  {
    method: 'GET',
    url: 'wl/0119/label/file',
    authority: [SCAN, BATCH],
    summary: "An order's channel label as its carrier returned it (PDF), for an order at the caller's station or at none yet",
    querystring: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: ID } },
    raw: true,
    handler: async (req, reply) => {
      const label = await channelLabelOf(req, (req.query as { id: number }).id);
      return sendDownload(reply, { name: t(req.lang, 'relabel.file', { orderNo: label.orderNo }), type: label.contentType, body: label.content });
    },
  },
  {
    method: 'GET',
    url: 'wl/0119/batch/list',
    authority: BATCH,
    summary: "The orders on a pallet or loading manifest (bagNo) at the caller's station: numbers, whether a channel label is there, how often it was printed; no bagNo, no rows",
    querystring: { type: 'object', additionalProperties: false, properties: { ...pagingProps, bagNo: { type: 'string', maxLength: 30 } } },
    response: listResponse({
      type: 'object',
      properties: {
        id: { type: 'integer' }, orderNo: { type: 'string' }, channelTrackingNo: { type: ['string', 'null'] }, customerName: { type: 'string' },
        routeName: { type: ['string', 'null'] }, stationOp: { type: 'string' }, hasLabel: { type: 'boolean' }, printCount: { type: 'integer' },
        lastPrintedAt: { type: ['string', 'null'] },
      },
    }),
    handler: async (req) => {
      const query = req.query as { bagNo?: string; current?: number; pageSize?: number };
      if (!query.bagNo?.trim()) return { list: [], total: 0 };
      const user = currentUser(req);
      const db = req.server.db;
      const bag = await bagOf((text, params) => db.query(text, params), user, query.bagNo);
      const params: unknown[] = [bag.id];
      const where = `${bagWhere(bag, '$1')} and ${relabelScope(user, params)}`;
      const { limit, offset } = paging(query);
      const en = req.lang === 'en-US';
      const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from orders o where ${where}`, params);
      const list = await db.query(
        `select o.id::int, o.order_no as "orderNo", o.channel_tracking_no as "channelTrackingNo", c.name as "customerName",
                ${en ? 'r.name_en' : 'r.name_zh'} as "routeName", o.station_op as "stationOp",
                exists (select 1 from order_label l where l.order_id = o.id) as "hasLabel", ${printCountSql('o', CHANNEL_LABEL)} as "printCount",
                (select max(pr.printed_at) from print_record pr where pr.order_id = o.id and pr.document = '${CHANNEL_LABEL}') as "lastPrintedAt"
           from orders o join customer c on c.id = o.customer_id left join route r on r.id = o.route_id
          where ${where} order by o.order_no, o.id limit ${limit} offset ${offset}`,
        params,
      );
      return { list, total };
    },
  },
  {
    method: 'POST',
    url: 'wl/0119/batch/print',
    authority: BATCH,
    summary: "Batch relabel: the channel labels of the ticked orders (ids) or of every order on a pallet or manifest (all with bagNo) as one PDF, at most 100 orders (V07, K13), each print recorded with the copies of the caller's print settings",
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        // The limit of 100 is checked with the spec's message, not by the schema's.
        ids: { type: 'array', items: ID, minItems: 1, maxItems: 1000, uniqueItems: true },
        // "Print all" of the list: every order of the pallet or manifest searched for (none searched: said so).
        all: { const: true },
        bagNo: BAG_NO,
      },
      anyOf: [{ required: ['ids'] }, { required: ['all'] }],
    },
    raw: true,
    handler: async (req, reply) => {
      const user = currentUser(req);
      const body = req.body as { ids?: number[]; all?: true; bagNo?: string };
      // Read and merged outside the transaction (the embedded database has one connection); recorded
      // once the file is made, so a label that is no PDF records nothing.
      const labels = await batchLabels((text, params) => req.server.db.query(text, params), user, body);
      const pdf = await mergedLabels(labels);
      await inTransaction(req.server.db, (q) => recordLabelPrints(q, user, labels.map((l) => l.id)));
      return sendDownload(reply, { name: t(req.lang, 'relabel.batchFile', { count: labels.length }), type: 'application/pdf', body: pdf });
    },
  },
]);
