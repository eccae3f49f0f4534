/**
 * Shipping labels of orders (DD0204_01): each order read once with its route, addresses and
 * parcels, turned into one label page per package (a line of N boxes is N packages, as a carrier
 * labels them: pieces 1/N ... N/N), filled into the layout of the route's label template of that size
 * (ZJ0504) or else the size's default layout, and drawn as PDF or ZPL. A route
 * that ships with the channel's own label (route.label_source 'channel') prints the carrier's label
 * stored at transfer (order_label) instead. Every order must be printable, or nothing is printed.
 */
import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { composeLabel, type Composition } from '../../platform/labels/compose';
import { renderLabelsPdf, type LabelPage } from '../../platform/labels/pdf';
import { renderLabelsZpl, type Dpi } from '../../platform/labels/zpl';
import { DEFAULT_SHIPPING_LAYOUTS, shippingLayoutProblems, type LabelSize, type ShippingLabelValues } from '../../../domain/labels/shippingLabel';
import type { LabelLayout } from '../../../domain/labels/layout';
import { layoutProblemTexts, problemDetail } from '../../platform/labels/problems';
import { routeLayouts } from '../zj/labelTemplates.layouts';
import { labelPrintable } from '../../../domain/labels/printable';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { formatTime } from '../../../domain/time/index';
import type { PaymentFlowState } from '../../../domain/orders/orderStates';
import { t } from '../../platform/i18n';
import './labels.messages';

export interface LabelRequest { size: LabelSize; format: 'pdf' | 'zpl'; dpi: Dpi; qr: boolean }
export interface LabelFile { name: string; type: string; body: Uint8Array }

interface OrderForLabel {
  id: string | number;
  order_no: string;
  route_id: number | null;
  payment_flow: PaymentFlowState;
  tracking_no: string;
  customer_order_no: string | null;
  ref_no1: string | null;
  ref_no2: string | null;
  mail_type: string;
  destination_country: string | null;
  country_zh: string | null;
  country_en: string | null;
  ordered_at: Date;
  package_count: number;
  order_weight: string | null;
  channel_code: string | null;
  route_zh: string | null;
  route_en: string | null;
  label_source: 'own' | 'channel' | null;
}
interface Address { order_id: string | number; role: string; name: string | null; company: string | null; country: string | null; province: string | null; city: string | null; postcode: string | null; address1: string | null; address2: string | null; address3: string | null; phone: string | null }
interface Parcel { order_id: string | number; package_no: string | null; real_weight: string; box_count: number }

const join = (sep: string, ...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(sep);

/** The orders' labels as one file (ids in the order given); a refusal names the first order that cannot print and why. */
export async function shippingLabels(db: Database, ids: number[], ask: LabelRequest, lang: Lang, zone: string): Promise<LabelFile> {
  const orders = await db.query<OrderForLabel>(
    `select o.id, o.order_no, o.route_id, o.payment_flow, coalesce(o.channel_tracking_no, o.order_no) as tracking_no, o.customer_order_no, o.ref_no1, o.ref_no2,
            o.mail_type, o.destination_country, co.name_zh as country_zh, co.name_en as country_en, o.ordered_at, o.package_count,
            coalesce(o.in_weight, o.entered_weight, o.declared_weight)::text as order_weight,
            r.channel_code, r.name_zh as route_zh, r.name_en as route_en, r.label_source
       from orders o left join route r on r.id = o.route_id left join country co on co.code = o.destination_country
      where o.id = any($1::bigint[])`, [ids]);
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  const inOrder = ids.map((id) => byId.get(id)).filter((o): o is OrderForLabel => !!o);
  if (inOrder.length !== ids.length) throw new AppError('orders.notFound');
  for (const o of inOrder) {
    if (!labelPrintable(o.payment_flow)) {
      throw new AppError('orders.stateRefused', { orderNo: o.order_no, state: dictionaryLabel('paymentFlow', o.payment_flow, lang), action: t(lang, 'labels.action.print') });
    }
  }
  const channelIds = inOrder.filter((o) => o.label_source === 'channel').map((o) => Number(o.id));
  const channelLabels = new Map(
    (channelIds.length ? await db.query<{ order_id: string | number; content: Uint8Array; content_type: string }>(`select order_id, content, content_type from order_label where order_id = any($1::bigint[])`, [channelIds]) : [])
      .map((l) => [Number(l.order_id), l]),
  );
  for (const id of channelIds) {
    const o = byId.get(id)!;
    const label = channelLabels.get(id);
    if (!label) throw new AppError('labels.channelLabelMissing', { orderNo: o.order_no });
    if (ask.format !== 'pdf' || !label.content_type.startsWith('application/pdf')) throw new AppError('labels.channelLabelNotZpl', { orderNo: o.order_no, type: label.content_type });
  }
  const [addresses, parcels] = await Promise.all([
    db.query<Address>(`select * from order_address where order_id = any($1::bigint[]) and role in ('sender', 'recipient')`, [ids]),
    db.query<Parcel>(`select order_id, package_no, real_weight::text, box_count from order_package where order_id = any($1::bigint[]) order by order_id, seq`, [ids]),
  ]);

  const layoutOf = await layoutsByRoute(db, inOrder, ask.size, lang);
  const pages: LabelPage[] = [];
  for (const o of inOrder) {
    const id = Number(o.id);
    const channel = channelLabels.get(id);
    if (channel) {
      pages.push({ pdf: channel.content });
      continue;
    }
    const address = (role: string) => addresses.find((a) => Number(a.order_id) === id && a.role === role);
    for (const values of packageValues(o, address('sender'), address('recipient'), parcels.filter((p) => Number(p.order_id) === id), ask.qr, zone)) {
      pages.push({ composition: composeLabel(layoutOf(o.route_id), values) });
    }
  }

  const first = inOrder[0].order_no;
  const ext = ask.format;
  const name = t(lang, inOrder.length === 1 ? 'labels.file.one' : 'labels.file.many', { orderNo: first, first, count: inOrder.length, ext });
  if (ask.format === 'zpl') {
    const compositions = pages.map((p) => ('composition' in p ? p.composition : null)).filter((c): c is Composition => !!c);
    return { name, type: 'text/plain; charset=utf-8', body: new TextEncoder().encode(renderLabelsZpl(compositions, ask.dpi)) };
  }
  const body = await renderLabelsPdf(pages, {
    title: inOrder.length === 1 ? `Shipping label ${first}` : `Shipping labels ${first} (+${inOrder.length - 1})`,
    creator: 'DD0204_01',
    // The orders' own time: the same orders print the same file.
    date: new Date(Math.max(...inOrder.map((o) => new Date(o.ordered_at).getTime()))),
  });
  return { name, type: 'application/pdf', body };
}

/**
 * The layout each order's route prints with: its template of the size, else the size's default. A
 * template that is wrong (saved before a rule it now breaks) refuses the print naming it: a label
 * that might not scan is never printed.
 */
async function layoutsByRoute(db: Database, orders: OrderForLabel[], size: LabelSize, lang: Lang): Promise<(routeId: number | null) => LabelLayout> {
  const routeIds = [...new Set(orders.map((o) => o.route_id).filter((r): r is number => r !== null))].map(Number);
  const templates = await routeLayouts(db, routeIds, size);
  for (const layout of templates.values()) {
    const problems = shippingLayoutProblems(layout);
    if (problems.length) throw new AppError('labels.templateBroken', { name: layout.name, detail: problemDetail(layoutProblemTexts(problems, lang)) });
  }
  return (routeId) => (routeId === null ? undefined : templates.get(Number(routeId))) ?? DEFAULT_SHIPPING_LAYOUTS[size];
}

/** One label page's values per package of the order. */
function packageValues(o: OrderForLabel, sender: Address | undefined, recipient: Address | undefined, parcels: Parcel[], qr: boolean, zone: string): ShippingLabelValues[] {
  const packages = parcels.length
    ? parcels.flatMap((p) => Array.from({ length: p.box_count }, () => ({ packageNo: p.package_no, weight: p.real_weight })))
    : Array.from({ length: o.package_count }, () => ({ packageNo: null, weight: o.package_count === 1 ? o.order_weight : null }));
  const common: ShippingLabelValues = {
    trackingNo: o.tracking_no,
    orderNo: o.order_no,
    mailType: `${o.mail_type} ${dictionaryLabel('mailType', o.mail_type, 'zh-CN')} ${dictionaryLabel('mailType', o.mail_type, 'en-US')}`,
    orderDate: formatTime(o.ordered_at, zone, 'date'),
    channelCode: o.channel_code ?? '',
    routeName: join(' ', o.route_zh, o.route_en),
    destination: o.destination_country ?? '',
    references: join(' / ', o.customer_order_no, o.ref_no1, o.ref_no2),
    qr: qr ? o.tracking_no : undefined,
    'sender.name': join(' ', sender?.company, sender?.name),
    'sender.address': join(' ', sender?.address1, sender?.address2, sender?.address3),
    'sender.place': join(' ', sender?.city, sender?.province, sender?.postcode, sender?.country),
    'sender.phone': sender?.phone ?? '',
    'recipient.name': recipient?.name ?? '',
    'recipient.company': recipient?.company ?? '',
    'recipient.address': join(', ', recipient?.address1, recipient?.address2, recipient?.address3),
    'recipient.place': join(' ', recipient?.postcode, recipient?.city, recipient?.province),
    'recipient.country': join(' ', recipient?.country ?? o.destination_country, o.country_zh, o.country_en),
    'recipient.phone': recipient?.phone ?? '',
  };
  return packages.map((p, i) => ({
    ...common,
    piece: `${i + 1}/${packages.length}`,
    weight: p.weight ? `${p.weight} kg` : '',
    packageNo: p.packageNo ?? '',
  }));
}
