/**
 * An order's shipping documents as PDF (invoiceSheets.ts): the commercial invoice (DD0204_02's
 * print and download, `dd/0204/invoice/pdf`) and the packing list (`dd/0601/pdf`: the document of
 * DD0601_01 packing-list query, whose rows print their order's, and DD0204_02's download). Only the
 * caller's orders (orderScope.ts: E11b otherwise); like its labels, an order prints them once it is
 * placed and until it is cancelled. Files named in the caller's language; the order's signature or
 * logo is printed on them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { t } from '../../platform/i18n';
import { sendDownload } from '../../platform/files/download';
import { readStored } from '../../platform/files/uploads';
import type { SheetImage } from '../../platform/pdf/sheet';
import type { TxQuery } from '../../platform/resource';
import { labelPrintable } from '../../../domain/labels/printable';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import { scopedOrder } from './orderScope';
import { refuseUnless } from './orderDocuments';
import { commercialInvoicePdf, packingListPdf } from './invoiceSheets';
import './invoice.messages';

type Render = (q: TxQuery, id: number, zone: string, image: SheetImage | undefined) => Promise<Uint8Array>;

const byId = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } };

/** The document of the order asked for, as a download named `fileKey` in the caller's language. */
async function printed(req: FastifyRequest, reply: FastifyReply, render: Render, fileKey: string) {
  const { id } = req.query as { id: number };
  const o = await scopedOrder<{ orderNo: string; paymentFlow: PaymentFlowState; imagePath: string | null; imageMime: string | null }>(req, id,
    `o.order_no as "orderNo", o.payment_flow as "paymentFlow",
     (select image_path from order_invoice v where v.order_id = o.id) as "imagePath", (select image_mime from order_invoice v where v.order_id = o.id) as "imageMime"`);
  refuseUnless(labelPrintable(o.paymentFlow), o, 'invoice.action.print', req.lang);
  const bytes = o.imagePath ? readStored(req.server.config, o.imagePath) : null;
  const image: SheetImage | undefined = bytes ? { bytes, kind: o.imageMime === 'image/png' ? 'png' : 'jpeg' } : undefined;
  const body = await render(req.server.db.query, id, req.server.config.businessTimeZone, image);
  return sendDownload(reply, { name: t(req.lang, fileKey, { orderNo: o.orderNo }), type: 'application/pdf', body });
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0204/invoice/pdf',
    authority: 'dd/0204/02.html',
    summary:
      "DD0204_02: the order's commercial invoice as an A4 PDF in Chinese and English (the saved invoice, else drafted from its SKU lines): numbers, date, exporter and importer, IOSS / EORI, " +
      'lines with customs code, origin, quantity, unit price, value and net weight, the totals, gross weight and packages, the signature or logo. E11b for an order that does not exist or is not the caller\'s; a draft or cancelled order is refused naming it',
    querystring: byId,
    raw: true,
    handler: (req, reply) => printed(req, reply, commercialInvoicePdf, 'invoice.file'),
  },
  {
    method: 'GET',
    url: 'dd/0601/pdf',
    authority: ['dd/0601/01.html', 'dd/0204/02.html'],
    summary:
      "DD0601_01, DD0204_02: the order's packing list as an A4 PDF in Chinese and English: its cartons (packed at the station once the packing is ended, else the declared parcels) with box numbers, " +
      'the SKU lines and quantities in each, net and gross weights, sizes, the totals (cartons, quantity, weights, volume). E11b for an order that does not exist or is not the caller\'s; a draft or cancelled order is refused naming it',
    querystring: byId,
    raw: true,
    handler: (req, reply) => printed(req, reply, packingListPdf, 'packingList.file'),
  },
]);
