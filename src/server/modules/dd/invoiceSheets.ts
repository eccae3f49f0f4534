/**
 * An order's commercial invoice and packing list as A4 sheets (platform/pdf/sheet.ts), each in
 * Chinese and English alike whoever prints it (a customs officer reads one, the shipper the
 * other): the order's numbers and date, its exporter and importer, IOSS and EORI, the lines with
 * their customs code, origin, quantities, prices and weights, the totals in decimals
 * (domain/invoices/invoice.ts), and the order's signature or logo on the signature line.
 */
import type { TxQuery } from '../../platform/resource';
import { renderSheet, type SheetBlock, type SheetCell, type SheetImage } from '../../platform/pdf/sheet';
import { formatTime } from '../../../domain/time/index';
import { invoiceTotals, lineNetWeight, lineValue, netWeightOf, packingTotals } from '../../../domain/invoices/invoice';
import { orderCartons, orderHead, orderParties, type OrderHead, type PackedCartons, type PackedLine, type Party } from './orderDocuments';
import { readInvoice, type OrderInvoice } from './orderInvoice';

const DECLARATION = '本人声明以上所列信息真实无误，货物原产地如上所示。 I declare that the information above is true and correct and that the goods originate as stated.';
const SIGNATURES = ['签名/盖章 Signature / stamp', '日期 Date'];

/** A value the order does not have (a dash; a hyphen at a line's end reads as a broken word). */
const NONE = '–';
const join = (sep: string, ...parts: (string | null | undefined)[]) => parts.filter((p) => p && String(p).trim()).join(sep);
const size = (l: { length?: unknown; width?: unknown; height?: unknown }) => (l.length && l.width && l.height ? `${l.length}×${l.width}×${l.height}` : '');

function partyBlock(title: string, p: Party | null): SheetBlock {
  if (!p) return { title, lines: [NONE] };
  return {
    title,
    lines: [join(' ', p.company), join(' ', p.name), p.address, join(' ', p.place, p.country), p.phone ? `电话 Tel: ${p.phone}` : '',
      p.taxId ? `税号 Tax ID: ${p.taxId}` : '', p.email ? `邮箱 Email: ${p.email}` : ''],
  };
}

interface Documented { head: OrderHead; invoice: OrderInvoice; blocks: SheetBlock[]; date: Date; zone: string }

/** What both documents state: the order, its invoice, its parties, the documents' date. */
async function documented(q: TxQuery, id: number, zone: string): Promise<Documented> {
  const [head, invoice, parties] = await Promise.all([orderHead(q, id), readInvoice(q, id), orderParties(q, id)]);
  return {
    head: head!,
    invoice,
    blocks: [partyBlock('出口商 Exporter', parties.exporter), partyBlock('进口商 Importer', parties.importer)],
    // The invoice's own time: the same invoice prints the same file.
    date: invoice.saved?.at ?? head!.orderedAt,
    zone,
  };
}

function orderFacts(d: Documented): [string, string][] {
  const { head, invoice } = d;
  return [
    ['发票号 Invoice No.', invoice.invoiceNo], ['日期 Date', formatTime(d.date, d.zone, 'date')],
    ['订单号 Order No.', head.orderNo], ['订单日期 Order date', formatTime(head.orderedAt, d.zone, 'date')],
    ['客户单号 Customer ref.', head.customerOrderNo ?? NONE], ['跟踪号 Tracking No.', head.trackingNo ?? head.orderNo],
    ['目的国 Destination', join(' ', head.destination, head.destinationZh, head.destinationEn) || NONE], ['参考号 Ref.', join(' / ', head.refNo1, head.refNo2) || NONE],
  ];
}

/** The commercial invoice of order `id` (which exists). */
export async function commercialInvoicePdf(q: TxQuery, id: number, zone: string, image: SheetImage | undefined): Promise<Uint8Array> {
  const d = await documented(q, id, zone);
  const { head, invoice } = d;
  const { cartons } = await orderCartons(q, id);
  const cur = invoice.currency;
  const totals = invoiceTotals(invoice.lines, cur);
  const { cartons: pieces, grossWeight } = packingTotals(cartons);
  const names = new Map((await q<{ code: string; zh: string; en: string }>(`select code, name_zh as zh, name_en as en from cargo_attribute`)).map((a) => [a.code, `${a.zh} ${a.en}`]));
  return renderSheet({
    title: '商业发票 COMMERCIAL INVOICE',
    creator: 'DD0204_02',
    date: d.date,
    factColumns: 2,
    facts: [
      ...orderFacts(d),
      ['币种 Currency', cur], ['贸易条款 Terms', invoice.terms ?? NONE],
      ['IOSS', head.ioss ?? NONE], ['EORI', head.eori ?? NONE],
    ],
    blocks: d.blocks,
    columns: [
      { title: '#', width: 4, align: 'right' },
      { title: ['品名', 'Description'], width: 40, wrap: true },
      { title: ['海关编码', 'HS code'], width: 15 },
      { title: ['原产地', 'Origin'], width: 8 },
      { title: ['数量', 'Qty'], width: 8, align: 'right' },
      { title: ['单位', 'Unit'], width: 7 },
      { title: ['单价', 'Unit price'], width: 11, align: 'right' },
      { title: ['金额', `Value ${cur}`], width: 12, align: 'right' },
      { title: ['净重', 'Net kg'], width: 10, align: 'right' },
    ],
    rows: invoice.lines.map((l, i): SheetCell[] => [
      String(i + 1),
      [l.nameZh, l.nameEn, join(' · ', names.get(l.cargoType) ?? l.cargoType, size(l) && `${size(l)} cm`)],
      l.customsCode, l.origin ?? '', String(l.quantity), l.unit ?? '', l.unitPrice, lineValue(l, cur), lineNetWeight(l),
    ]),
    total: [
      `合计 Total: 数量 Qty ${totals.quantity}   金额 Value ${cur} ${totals.value}`,
      `净重 Net weight ${totals.netWeight} kg   毛重 Gross weight ${grossWeight} kg   件数 Packages ${pieces || head.packageCount}`,
    ],
    notes: [DECLARATION],
    signatures: SIGNATURES,
    image,
  });
}

/** The packing list of order `id` (which exists): its cartons, what each holds, their weights and sizes. */
export async function packingListPdf(q: TxQuery, id: number, zone: string, image: SheetImage | undefined): Promise<Uint8Array> {
  const d = await documented(q, id, zone);
  const { cartons, loose } = await orderCartons(q, id);
  const totals = packingTotals(cartons);
  const lines = [...cartons.flatMap((c) => c.lines), ...loose];
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const net = netWeightOf(lines);
  return renderSheet({
    title: '装箱单 PACKING LIST',
    creator: 'DD0601_01',
    date: d.date,
    factColumns: 2,
    facts: [...orderFacts(d), ...(d.head.fbaShipmentId ? [['FBA Shipment ID', d.head.fbaShipmentId] as [string, string]] : [])],
    blocks: d.blocks,
    columns: [
      { title: ['箱号', 'Box No.'], width: 13 },
      { title: ['箱数', 'Cartons'], width: 10, align: 'right' },
      { title: ['品名', 'Description'], width: 36, wrap: true },
      { title: ['数量', 'Qty'], width: 7, align: 'right' },
      { title: ['单位', 'Unit'], width: 7 },
      { title: ['净重', 'Net kg'], width: 10, align: 'right' },
      { title: ['毛重/箱', 'Gross kg/ctn'], width: 15, align: 'right' },
      { title: ['尺寸', 'Size cm'], width: 16 },
    ],
    rows: [...cartons.flatMap(cartonRows), ...loose.map((l, i) => lineRow(i === 0 ? '未装箱 No carton' : '', '', l))],
    total: [
      `合计 Total: ${totals.cartons} 箱 cartons   数量 Qty ${quantity}   净重 Net ${net} kg   毛重 Gross ${totals.grossWeight} kg   体积 Volume ${totals.volume} m³`,
    ],
    signatures: SIGNATURES.slice(0, 1),
    image,
  });
}

/** A carton group's rows: the first names the cartons, one row a line in them. */
function cartonRows(c: PackedCartons): SheetCell[][] {
  const numbers = c.boxNo ?? (c.count > 1 ? `${c.first}-${c.first + c.count - 1}` : String(c.first));
  const first = [numbers, String(c.count)];
  const carton = [c.weight, size(c)];
  if (!c.lines.length) return [[...first, NONE, '', '', '', ...carton]];
  return c.lines.map((l, i) => {
    const row = lineRow(i ? '' : first[0], i ? '' : first[1], l);
    return i ? row : [...row.slice(0, 6), ...carton];
  });
}

function lineRow(boxNo: string, cartons: string, l: PackedLine): SheetCell[] {
  return [boxNo, cartons, [l.nameZh, l.nameEn, l.customsCode], String(l.quantity), l.unit ?? '', lineNetWeight(l), '', ''];
}
