/**
 * DD0204_01 label printing, the documents: `dd/0204/pdf` answers the shipping labels of one order or
 * of a bulk print (at most 100 orders merged into one file, K13) as PDF or ZPL, a page per package.
 * Only the caller's orders (customer and staff data scope, or the staff's station: orderScope.ts);
 * an unknown one is E11b, and one that cannot print in its state says why. Recording prints
 * (`dd/0204/print`) and the print settings (DD0204_11) live elsewhere.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { sendDownload } from '../../platform/files/download';
import { scopedOrders } from './orderScope';
import { shippingLabels, type LabelRequest } from './shippingLabels';
import { LABEL_SIZES } from '../../../domain/labels/shippingLabel';
import { ZPL_DPI } from '../../platform/labels/zpl';

/** K13: orders in one bulk print. */
export const BULK_PRINT_MAX = 100;

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0204/pdf',
    authority: 'dd/0204/01.html',
    summary:
      'Shipping labels of one or several orders (ids, at most 100: K13) in one file: PDF (application/pdf) or ZPL for 203/300 dpi thermal printers (text/plain), 100×150 or 100×100 mm, a page per package with the tracking number as Code 128 (and a QR code when asked). A route shipping with the channel\'s own label prints the carrier\'s label (PDF only). E11b for an order that does not exist or is not the caller\'s; a draft or cancelled order is refused naming it',
    querystring: {
      type: 'object',
      required: ['ids'],
      additionalProperties: false,
      properties: {
        // Past 100 the handler answers K13's message (a schema limit would only say "too many items").
        ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1 } },
        size: { type: 'string', enum: [...LABEL_SIZES], default: '100x150' },
        format: { type: 'string', enum: ['pdf', 'zpl'], default: 'pdf' },
        dpi: { type: 'integer', enum: [...ZPL_DPI], default: 203 },
        qr: { type: 'boolean', default: false },
      },
    },
    raw: true,
    handler: async (req, reply) => {
      const q = req.query as { ids: number[] } & LabelRequest;
      const ids = [...new Set(q.ids)];
      if (ids.length > BULK_PRINT_MAX) throw new AppError('labels.tooMany', { max: BULK_PRINT_MAX, given: ids.length });
      await scopedOrders(req, ids);
      const file = await shippingLabels(req.server.db, ids, q, req.lang, req.server.config.businessTimeZone);
      return sendDownload(reply, file);
    },
  },
]);
