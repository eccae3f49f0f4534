/**
 * A log line's "what changed" in the reader's language: a state change by its states' labels
 * (草稿 → 已下单), a transfer by its numbers, a failed one by the channel's message, a changed
 * number by its old and new value, a cancellation request (DD0210_01) by its kind and reason, its
 * rejection by the remark, an edit by its changed fields (orderEditLogText.ts), a saved invoice by
 * its number, lines and total, a print by its document, format, copies and print number.
 */
import type { Lang } from '../../platform/i18n';
import { t } from '../../platform/i18n';
import { dictionaryItem, dictionaryLabel } from '../../../domain/dictionaries/index';
import './orders.messages';
import './numberChange.messages';
import '../wl/station.messages';
import '../wl/packing.messages';
import '../wl/air.messages';
import './invoice.messages';
import './print.messages';
import { editChangesText, type EditEstimate } from './orderEditLogText';
import type { FieldChange } from '../../../domain/orders/orderEdit';

/** The machines' states, by the dictionary that names them. */
const STATE_DICTIONARIES = ['paymentFlow', 'transferState'];

const stateLabel = (value: string, lang: Lang) => {
  const dictionary = STATE_DICTIONARIES.find((d) => dictionaryItem(d, value));
  return dictionary ? dictionaryLabel(dictionary, value, lang) : value;
};

export function changesText(changes: Record<string, unknown> | null | undefined, lang: Lang): string {
  if (!changes) return '';
  const parts: string[] = [];
  const { from, to, trackingNo, channelNo, message, kind, reason, remark } = changes as Record<string, string | undefined>;
  const number = (changes as { number?: { target: string; seq: number | null; from: string | null; to: string } }).number;
  if (number) {
    const none = t(lang, 'orders.log.none');
    parts.push(t(lang, `orders.log.number.${number.target}`, { seq: number.seq ?? '', from: number.from ?? none, to: number.to }));
  } else if (to) parts.push(from ? `${stateLabel(from, lang)} → ${stateLabel(to, lang)}` : stateLabel(to, lang));
  const edit = changes as { fields?: FieldChange[]; estimate?: EditEstimate };
  if (edit.fields) parts.push(...editChangesText(edit.fields, edit.estimate, lang));
  if (kind) parts.push(dictionaryLabel('cancelKind', kind, lang));
  if (reason) parts.push(t(lang, 'orders.log.reason', { reason }));
  if (remark) parts.push(t(lang, 'orders.log.remark', { remark }));
  if (channelNo) parts.push(t(lang, 'orders.log.channelNo', { channelNo }));
  if (trackingNo) parts.push(t(lang, 'orders.log.trackingNo', { trackingNo }));
  if (message) parts.push(message);
  parts.push(...invoiceChangesText(changes, lang));
  parts.push(...stationChangesText(changes, lang));
  parts.push(...printText(changes, lang));
  return parts.join('；');
}

/** A saved invoice (DD0204_02): its number, lines and total, and what became of its image. */
function invoiceChangesText(changes: Record<string, unknown>, lang: Lang): string[] {
  const invoice = (changes as { invoice?: { invoiceNo: string; lines: number; value: string; currency: string; image?: string; imageRemoved?: boolean } }).invoice;
  if (!invoice) return [];
  return [
    t(lang, 'invoice.log', { invoiceNo: invoice.invoiceNo, lines: invoice.lines, value: invoice.value, currency: invoice.currency }),
    ...(invoice.image ? [t(lang, 'invoice.log.image', { fileName: invoice.image })] : []),
    ...(invoice.imageRemoved ? [t(lang, 'invoice.log.imageRemoved')] : []),
  ];
}

/** A print (printRecords.ts): the document, format and copies, the how-manyth print; a reprint says so. */
function printText(changes: Record<string, unknown>, lang: Lang): string[] {
  const print = (changes as { print?: { document: string; format: string; copies: number; printNo: number } }).print;
  if (!print) return [];
  return [t(lang, print.printNo > 1 ? 'print.log.reprint' : 'print.log.line', {
    document: dictionaryLabel('printDocument', print.document, lang), format: print.format.toUpperCase(), copies: print.copies, printNo: print.printNo,
  })];
}

/** A station scan's line (modules/wl/stationWork.ts): each machine's states, what was measured, where. */
function stationChangesText(changes: Record<string, unknown>, lang: Lang): string[] {
  const { states, weights, sizes, boxes, station, manifest, pallet, handover, carrier, mawb, holdReason, holdRemark, box, cartons } = changes as {
    states?: [machine: string, from: string, to: string][]; weights?: Record<string, [string | null, string]>; sizes?: (string | null)[]; boxes?: number; station?: string;
    manifest?: string; pallet?: string; handover?: string; carrier?: string; mawb?: string; holdReason?: string; holdRemark?: string;
    /** A packed or removed carton (WL0111_01), and the cartons when the packing ended. */
    box?: { boxNo: string; weight: string; items: number }; cartons?: { count: number; weight: string };
  };
  const none = t(lang, 'orders.log.none');
  return [
    ...(states ?? []).map(([machine, from, to]) => `${dictionaryLabel(machine, from, lang)} → ${dictionaryLabel(machine, to, lang)}`),
    ...Object.entries(weights ?? {}).map(([field, [from, to]]) => t(lang, `station.log.${field}`, { from: from ?? none, to })),
    ...(box ? [t(lang, 'station.log.box', { box: box.boxNo, weight: box.weight, items: box.items })] : []),
    ...(cartons ? [t(lang, 'station.log.cartons', { cartons: cartons.count, weight: cartons.weight })] : []),
    ...(sizes?.some(Boolean) ? [t(lang, 'station.log.sizes', { sizes: sizes.map((s) => s ?? '-').join('×') })] : []),
    ...(boxes ? [t(lang, 'station.log.boxes', { boxes })] : []),
    ...(manifest ? [t(lang, 'station.log.manifest', { manifest })] : []),
    ...(pallet ? [t(lang, 'station.log.pallet', { pallet })] : []),
    ...(handover ? [t(lang, 'station.log.handover', { handover, carrier: carrier ?? '' })] : []),
    ...(mawb ? [t(lang, 'station.log.mawb', { mawb })] : []),
    ...(holdReason ? [t(lang, 'station.log.holdReason', { reason: dictionaryLabel('holdReason', holdReason, lang) })] : []),
    ...(holdRemark ? [t(lang, 'station.log.holdRemark', { remark: holdRemark })] : []),
    ...(carrier && !handover ? [t(lang, 'station.log.carrier', { carrier })] : []),
    ...(station ? [t(lang, 'station.log.station', { station })] : []),
  ];
}
