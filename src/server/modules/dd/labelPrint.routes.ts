/**
 * DD0204_01 label printing. `dd/0204/list`: the orders that can print a label, with their print
 * status (labelList.ts). `dd/0204/pdf`: the shipping labels of one order or of a bulk print (at most
 * 100 orders merged into one file, K13) as PDF or ZPL, a page per package; by GET a file to look at,
 * by POST a print: the size, format and copies of the caller's print settings (DD0204_11) unless
 * asked otherwise, and each order's print recorded once the file is made (printRecords.ts).
 * Only the caller's orders (customer and staff data scope, or the staff's station: orderScope.ts);
 * an unknown one is E11b, and one that cannot print in its state says why.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { sendDownload } from '../../platform/files/download';
import { currentUser } from '../../platform/auth/types';
import { inTransaction } from '../../platform/resource';
import { scopedOrders } from './orderScope';
import { shippingLabels, type LabelRequest } from './shippingLabels';
import { listOrders, readerOf } from './orderList';
import { BULK_PRINT_MAX, LABEL_DOCUMENT, labelListQuery, labelListView, type LabelListQuery } from './labelList';
import './labelPrint.export';
import { printSettingsOf } from './printSettings';
import { recordPrints } from './printRecords';
import { LABEL_SIZES } from '../../../domain/labels/shippingLabel';
import { ZPL_DPI } from '../../platform/labels/zpl';

export { BULK_PRINT_MAX };

const labelAsk = {
  size: { type: 'string', enum: [...LABEL_SIZES] },
  format: { type: 'string', enum: ['pdf', 'zpl'] },
  dpi: { type: 'integer', enum: [...ZPL_DPI], default: 203 },
  qr: { type: 'boolean', default: false },
};
// Past 100 the handler answers K13's message (a schema limit would only say "too many items").
const ids = { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2147483647 } };

/** The labels of `ids` in the caller's scope, at most 100 (K13). */
async function labelsOf(req: FastifyRequest, asked: number[], ask: LabelRequest) {
  const unique = [...new Set(asked)];
  if (unique.length > BULK_PRINT_MAX) throw new AppError('labels.tooMany', { max: BULK_PRINT_MAX, given: unique.length });
  await scopedOrders(req, unique);
  return { ids: unique, file: await shippingLabels(req.server.db, unique, ask, req.lang, req.server.config.businessTimeZone) };
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0204/list',
    authority: 'dd/0204/01.html',
    summary:
      "The caller's orders that can print a label (placed until cancelled), newest first, with the label's print count and last print: DD0205_01's filters (numbers: a batch of order, customer order or tracking numbers) and printStatus (printed, unprinted)",
    querystring: labelListQuery,
    handler: (req) => listOrders(readerOf(req), req.query as LabelListQuery, labelListView),
  },
  {
    method: 'GET',
    url: 'dd/0204/pdf',
    authority: 'dd/0204/01.html',
    summary:
      'Shipping labels of one or several orders (ids, at most 100: K13) in one file, not recorded as a print: PDF (application/pdf) or ZPL for 203/300 dpi thermal printers (text/plain), 100×150 or 100×100 mm, a page per package with the tracking number as Code 128 (and a QR code when asked). A route shipping with the channel\'s own label prints the carrier\'s label (PDF only). E11b for an order that does not exist or is not the caller\'s; a draft or cancelled order is refused naming it',
    querystring: {
      type: 'object',
      required: ['ids'],
      additionalProperties: false,
      properties: { ids, ...labelAsk, size: { ...labelAsk.size, default: '100x150' }, format: { ...labelAsk.format, default: 'pdf' } },
    },
    raw: true,
    handler: async (req, reply) => {
      const q = req.query as { ids: number[] } & LabelRequest;
      return sendDownload(reply, (await labelsOf(req, q.ids, q)).file);
    },
  },
  {
    method: 'POST',
    url: 'dd/0204/pdf',
    authority: 'dd/0204/01.html',
    summary:
      "Prints the shipping labels of one order (id) or several (ids, at most 100: K13) as GET dd/0204/pdf makes them, at the size and format of the caller's print settings (DD0204_11) unless given, and records each order's print (its copies from the settings, at most 25: V07) with a line in its log",
    // One order from a row (id) or the ticked ones (ids).
    body: { type: 'object', additionalProperties: false, properties: { id: ids.items, ids, ...labelAsk }, oneOf: [{ required: ['id'] }, { required: ['ids'] }] },
    raw: true,
    handler: async (req, reply) => {
      const b = req.body as { id?: number; ids?: number[] } & Partial<LabelRequest>;
      const asked = b.ids ?? [b.id!];
      const user = currentUser(req);
      const db = req.server.db;
      const settings = await printSettingsOf((text, params) => db.query(text, params), user.userId);
      const ask: LabelRequest = { size: b.size ?? settings.labelSize, format: b.format ?? settings.format, dpi: b.dpi ?? 203, qr: b.qr ?? false };
      // Made outside the transaction (the embedded database has one connection), recorded once made:
      // a label that could not be made records nothing. More than 100 orders is K13's message (labelsOf),
      // which names the way past it; the copies are the settings' (at most 25, checked as they are saved).
      const { ids: printed, file } = await labelsOf(req, asked, ask);
      await inTransaction(db, (q) => recordPrints(q, user, printed, { document: LABEL_DOCUMENT, format: ask.format, copies: settings.copies }));
      return sendDownload(reply, file);
    },
  },
]);
