/**
 * Printing (issue 15): each user's print settings (DD0204_11) with its test page, and
 * `dd/0204/print`, which records a print of one or many orders' documents (printRecords.ts): at
 * most 25 copies and 100 orders at once (V07, K13), every order in the caller's scope.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/resource';
import { currentUser } from '../../platform/auth/types';
import { sendDownload } from '../../platform/files/download';
import { optText } from '../../platform/text';
import { t } from '../../platform/i18n';
import { printDocument } from '../../../domain/dictionaries/print-document';
import type { LabelSize, PrintFormat, PrintSettings } from '../../../domain/printing/settings';
import DD0204_11 from '../../../../schemas/dd/DD0204_11.json' with { type: 'json' };
import { scopedOrders } from './orderScope';
import { assertPrintLimits, recordPrints } from './printRecords';
import { printSettingsOf, savePrintSettings } from './printSettings';
import { printTestPage } from './printTestPage';

const SETTINGS = 'dd/0204/11.html';
/** Who prints orders' documents: label printing and the relabel screens. */
const PRINTERS = ['dd/0204/01.html', 'wl/0119/01.html', 'wl/0119/21.html'];

const SETTINGS_SCHEMA = {
  type: 'object',
  properties: {
    mode: { type: 'string' }, agentUrl: { type: 'string' }, printer: { type: ['string', 'null'] },
    labelSize: { type: 'string' }, format: { type: 'string' }, copies: { type: 'integer' },
  },
} as const;

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0204/setting/detail',
    authority: 'login',
    summary: "The caller's print settings (DD0204_11; the defaults until saved): mode plugin or web, the print plugin's address, printer, label size, format, default copies. Every printing screen reads them.",
    response: SETTINGS_SCHEMA,
    handler: (req) => printSettingsOf((text, params) => req.server.db.query(text, params), currentUser(req).userId),
  },
  {
    method: 'POST',
    url: 'dd/0204/setting/save',
    authority: SETTINGS,
    summary: "Saves the caller's print settings (DD0204_11's form: copies 1 to 25, V07; the plugin's address on the user's own machine)",
    body: formBody(DD0204_11),
    response: { type: 'object', properties: { message: { type: 'string' } } },
    handler: async (req) => {
      const b = req.body as Partial<PrintSettings>;
      await inTransaction(req.server.db, (q) => savePrintSettings(q, currentUser(req).userId, { ...b, printer: b.printer === undefined ? undefined : optText(b.printer) }));
      return { message: t(req.lang, 'print.settings.saved') };
    },
  },
  {
    method: 'GET',
    url: 'dd/0204/setting/test',
    authority: SETTINGS,
    summary: "DD0204_11's test print: a page of the label size asked (100x150 or 100x100) as PDF or ZPL, with a Code 128 barcode",
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { labelSize: { type: 'string', enum: ['100x150', '100x100'] }, format: { type: 'string', enum: ['pdf', 'zpl'] } },
    },
    raw: true,
    handler: async (req, reply) => {
      const q = req.query as { labelSize?: LabelSize; format?: PrintFormat };
      const size = q.labelSize ?? '100x150';
      const page = await printTestPage(size, q.format ?? 'pdf', new Date());
      return sendDownload(reply, { name: t(req.lang, 'print.test.file', { size, ext: page.ext }), type: page.type, body: page.body });
    },
  },
  {
    method: 'POST',
    url: 'dd/0204/print',
    authority: PRINTERS,
    summary: "Records a print of one or many orders' document (who, when, document, format, copies; each order's print number, > 1 a reprint) and writes each order's log: at most 25 copies (one message) and 100 orders (V07, K13)",
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ids', 'document', 'format', 'copies'],
      properties: {
        // The limit of 100 is checked with the spec's message, not by the schema's.
        ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2147483647 }, minItems: 1, maxItems: 5000, uniqueItems: true },
        document: { type: 'string', enum: printDocument.items.map((i) => i.value) },
        format: { type: 'string', enum: ['pdf', 'zpl'] },
        copies: { type: 'integer', minimum: 1 },
      },
    },
    response: { type: 'object', properties: { printed: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, orderNo: { type: 'string' }, printNo: { type: 'integer' } } } } } },
    handler: async (req) => {
      const b = req.body as { ids: number[]; document: string; format: PrintFormat; copies: number };
      assertPrintLimits(b.copies, b.ids.length);
      const orders = await scopedOrders<{ id: string; order_no: string }>(req, b.ids, 'o.id, o.order_no');
      const user = currentUser(req);
      const records = await inTransaction(req.server.db, (q) => recordPrints(q, user, orders.map((o) => Number(o.id)), b));
      const numbers = new Map(orders.map((o) => [Number(o.id), o.order_no]));
      return { printed: records.map((r) => ({ id: r.orderId, orderNo: numbers.get(r.orderId) ?? '', printNo: r.printNo })) };
    },
  },
]);
