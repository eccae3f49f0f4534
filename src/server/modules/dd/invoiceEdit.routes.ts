/**
 * DD0204_02 invoice edit: an order's commercial invoice as its form holds it (drafted from the
 * order's SKU lines until it is saved: orderInvoice.ts) and its save: the lines (V12b: every field
 * of a line but origin and unit is required, the form's own rules: formBody), the invoice's number,
 * currency and terms, and a signature or logo image (V05: jpg or png of at most 500 KB, proved by
 * its first bytes and by reading it; checkedUpload, imageReadable). Only the caller's orders
 * (orderScope.ts: E11b otherwise); a cancelled order's invoice stays as it was. The save is one
 * transaction with the order's log line; the image file is removed again when it fails.
 */
import path from 'node:path';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/transaction';
import { checkedUpload, removeStored, withStoredFile } from '../../platform/files/uploads';
import { imageReadable } from '../../platform/pdf/sheet';
import { optText } from '../../platform/text';
import type { TxQuery } from '../../platform/resource';
import { MIME_TYPES, UPLOAD_RULES, sizeText } from '../../../domain/uploads/limits';
import { invoiceEditable, invoiceTotals } from '../../../domain/invoices/invoice';
import { formatTime } from '../../../domain/time/index';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import { scopedOrder } from './orderScope';
import { orderHead, orderParties, refuseUnless, type Party } from './orderDocuments';
import { readInvoice, writeInvoice, type InvoiceImage, type InvoiceLine, type OrderInvoice } from './orderInvoice';
import screen from '../../../../schemas/dd/DD0204_02.json' with { type: 'json' };
import './invoice.messages';

const PAGE = 'dd/0204/02.html';

const text = { type: ['string', 'null'] };
const lineSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(['nameZh', 'nameEn', 'customsCode', 'origin', 'unit', 'unitPrice', 'unitWeight', 'length', 'width', 'height', 'cargoType'].map((k) => [k, text])),
    quantity: { type: 'integer' },
  },
};

const detail = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, orderNo: { type: 'string' }, customerOrderNo: text, trackingNo: text, exporter: { type: 'string' }, importer: { type: 'string' },
    iossEori: { type: 'string' }, status: { type: 'string', description: "whether the invoice is saved (by whom, when) or drafted from the order's SKU lines, in the caller's language" },
    invoiceNo: { type: 'string' }, currency: { type: 'string' }, terms: text, lines: { type: 'array', items: lineSchema },
    imageName: { ...text, description: 'the current signature or logo: its file name and size, or null' }, removeImage: { type: 'boolean' },
  },
};

interface SaveBody {
  id: number;
  invoiceNo: string;
  currency: string;
  terms?: string | null;
  lines: (Omit<InvoiceLine, 'origin' | 'unit'> & { origin?: string | null; unit?: string | null })[];
  removeImage?: boolean | null;
  image?: { fileName: string; content: string } | null;
}

/** A party on one line, as the form shows it. */
const partyText = (p: Party | null) => (p ? [p.company, p.name, p.address, p.place, p.country].filter((s) => s && s.trim()).join(', ') : '-');

function statusText(invoice: OrderInvoice, lang: Lang, zone: string): string {
  return invoice.saved
    ? t(lang, 'invoice.status.saved', { name: invoice.saved.by ?? '-', time: formatTime(invoice.saved.at, zone) })
    : t(lang, 'invoice.status.fromSkuLines');
}

const imageText = (image: InvoiceImage | null, lang: Lang) => (image ? t(lang, 'invoice.imageText', { fileName: image.name, size: sizeText(image.size) }) : null);

async function invoiceForm(q: TxQuery, id: number, lang: Lang, zone: string) {
  const [head, parties, invoice] = await Promise.all([orderHead(q, id), orderParties(q, id), readInvoice(q, id)]);
  return {
    id,
    orderNo: head!.orderNo,
    customerOrderNo: head!.customerOrderNo,
    trackingNo: head!.trackingNo,
    exporter: partyText(parties.exporter),
    importer: partyText(parties.importer),
    iossEori: `${head!.ioss ?? '-'} / ${head!.eori ?? '-'}`,
    status: statusText(invoice, lang, zone),
    invoiceNo: invoice.invoiceNo,
    currency: invoice.currency,
    terms: invoice.terms,
    lines: invoice.lines,
    imageName: imageText(invoice.image, lang),
    removeImage: false,
  };
}

/**
 * What the database would refuse, refused under the field it is about: an origin that is no
 * country, a cargo attribute that does not exist or is disabled.
 */
async function checkReferences(q: TxQuery, lines: InvoiceLine[]) {
  const origins = [...new Set(lines.map((l) => l.origin).filter((o): o is string => !!o))];
  const cargo = [...new Set(lines.map((l) => l.cargoType))];
  const [countries, attributes] = await Promise.all([
    q<{ code: string }>(`select code from country where code = any($1::text[])`, [origins]),
    q<{ code: string }>(`select code from cargo_attribute where status = 'enabled' and code = any($1::text[])`, [cargo]),
  ]);
  lines.forEach((l, i) => {
    if (l.origin && !countries.some((c) => c.code === l.origin)) throw new AppError('invoice.unknownOrigin', { origin: l.origin }).onFields(`lines.${i}.origin`);
    if (!attributes.some((a) => a.code === l.cargoType)) throw new AppError('invoice.unknownCargoType', { cargoType: l.cargoType }).onFields(`lines.${i}.cargoType`);
  });
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0204/invoice/detail',
    authority: PAGE,
    summary:
      "DD0204_02: an order's commercial invoice as its form holds it: the saved one, else drafted from the order (its number, declared currency, DAP, the SKU lines with their parcel's size as general cargo); " +
      'the order\'s numbers, exporter and importer (else sender and recipient), IOSS / EORI, the current image. E11b for an order that does not exist or is not the caller\'s',
    querystring: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } },
    response: detail,
    async handler(req) {
      const { id } = req.query as { id: number };
      await scopedOrder(req, id);
      return invoiceForm(req.server.db.query, id, req.lang, req.server.config.businessTimeZone);
    },
  },
  {
    method: 'POST',
    url: 'dd/0204/invoice/save',
    authority: PAGE,
    summary:
      "DD0204_02: save an order's commercial invoice (its lines are the order's invoice; the order's SKU lines stay as they are): V12b under each field; " +
      'a signature or logo image as {fileName, content (base64)}: jpg or png of at most 500 KB, proved by its content (V05); removeImage drops the current one. ' +
      'Refused for a cancelled order; E11b for an order that does not exist or is not the caller\'s. Answers the status and image as the form shows them',
    // 500 KB as base64 is 683 KB: a larger image still arrives, to be refused by V05's message rather than the body limit's.
    options: { bodyLimit: 3 * 1024 * 1024 },
    body: formBody(screen, undefined, {
      id: 'required',
      sent: {
        image: {
          type: ['object', 'null'], additionalProperties: false, required: ['fileName', 'content'],
          // An anchored pattern, not minLength: ajv would count every character of a 2.7 MB string.
          properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 }, content: { type: 'string', pattern: '^[A-Za-z0-9+/]' } },
        },
      },
    }),
    response: { type: 'object', properties: { status: { type: 'string' }, imageName: text } },
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const { lang } = req;
      const b = req.body as SaveBody;
      const order = await scopedOrder<{ orderNo: string; paymentFlow: PaymentFlowState }>(req, b.id, 'o.order_no as "orderNo", o.payment_flow as "paymentFlow"');
      refuseUnless(invoiceEditable(order.paymentFlow), order, 'invoice.action.save', lang);
      const lines: InvoiceLine[] = b.lines.map((l) => ({ ...l, origin: optText(l.origin)?.toUpperCase() ?? null, unit: optText(l.unit) }));
      await checkReferences(db.query, lines);
      const fileName = optText(b.image?.fileName) ?? '';
      const picked = b.image ? checkedUpload(UPLOAD_RULES.invoiceImage, fileName, b.image.content) : undefined;
      if (picked && !(await imageReadable({ bytes: picked.buf, kind: picked.kind === 'png' ? 'png' : 'jpeg' }))) {
        throw new AppError('invoice.imageUnreadable', { fileName });
      }
      const totals = invoiceTotals(lines, b.currency);
      const save = (image: InvoiceImage | null | undefined) => inTransaction(db, async (tx) => {
        // One save of an order's invoice at a time: the second sees the first's image to replace.
        const [{ flow }] = await tx.query<{ flow: PaymentFlowState }>(`select payment_flow as flow from orders where id = $1 for update`, [b.id]);
        refuseUnless(invoiceEditable(flow), { ...order, paymentFlow: flow }, 'invoice.action.save', lang);
        const former = await writeInvoice(tx.query, b.id, { invoiceNo: b.invoiceNo, currency: b.currency, terms: optText(b.terms), lines, image, by: user });
        const imageChange = image ? { image: image.name } : image === null ? { imageRemoved: true } : {};
        await tx.query(`insert into order_log (order_id, user_id, user_name, action, changes) values ($1, $2, $3, 'saveInvoice', $4::jsonb)`, [
          b.id, user.userId, user.userName,
          JSON.stringify({ invoice: { invoiceNo: b.invoiceNo, lines: lines.length, value: totals.value, currency: b.currency, ...imageChange } }),
        ]);
        return former;
      });
      const former = picked
        ? await withStoredFile(req.server.config, path.join('invoice-images', String(b.id)), picked.kind, picked.buf, (rel) =>
          save({ path: rel, name: fileName, mime: MIME_TYPES[picked.kind], size: picked.buf.length }))
        : await save(b.removeImage ? null : undefined);
      removeStored(req.server.config, former);
      const invoice = await readInvoice(db.query, b.id);
      return { status: statusText(invoice, lang, req.server.config.businessTimeZone), imageName: imageText(invoice.image, lang) };
    },
  },
]);
