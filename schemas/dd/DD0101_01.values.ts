/**
 * DD0101_01's values as the form holds them, and what is sent: the quote request the route field
 * asks as the form is filled, and the order's body. Pure (unit tested).
 */
import { piecesOf } from '../../src/domain/orders/orderRules';

type Text = string | null | undefined;
export interface ParcelRow { weight?: Text; length?: Text; width?: Text; height?: Text; count?: number | null; boxNo?: Text }
export interface ItemRow { qtyPerBox?: number | null; [k: string]: unknown }
export interface OrderFormValues {
  customerId?: number | null;
  recipient?: { country?: Text; postcode?: Text; city?: Text; [k: string]: unknown };
  parcels?: ParcelRow[];
  items?: ItemRow[];
  declaredValue?: Text;
  declaredCurrency?: Text;
  [k: string]: unknown;
}

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const SIZE = /^\d{1,7}(\.\d)?$/;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const sizeOk = (p: ParcelRow) => [p.length, p.width, p.height].every(blank) || [p.length, p.width, p.height].every((d) => SIZE.test(String(d ?? '').trim()) && Number(d) > 0);

export interface QuoteRequest {
  customerId?: number;
  recipient: { country: string; postcode?: string; city?: string };
  parcels: { weight: string; length?: string; width?: string; height?: string; count: number }[];
  declaredValue?: string;
  /** For the results' summary line. */
  weight: string;
  pieces: number;
}

/**
 * What the routes are quoted for, once the form holds enough to price: a destination and parcels
 * whose weights and sizes read as numbers (an unfinished number is not asked, so typing raises
 * no refusal). Null until then.
 */
export function quoteRequestOf(v: OrderFormValues): QuoteRequest | null {
  const country = String(v.recipient?.country ?? '').trim().toUpperCase();
  const parcels = v.parcels ?? [];
  if (!/^[A-Z]{2}$/.test(country) || !parcels.length) return null;
  const ok = parcels.every((p) => WEIGHT.test(String(p?.weight ?? '').trim()) && Number(p.weight) > 0 && Number.isInteger(p.count ?? 1) && (p.count ?? 1) >= 1 && sizeOk(p));
  if (!ok || piecesOf(parcels) > 80) return null;
  const trimmed = (x: Text) => (blank(x) ? undefined : String(x).trim());
  const sent = parcels.map((p) => ({
    weight: String(p.weight).trim(), count: p.count ?? 1,
    ...(sizeOk(p) && !blank(p.length) ? { length: trimmed(p.length), width: trimmed(p.width), height: trimmed(p.height) } : {}),
  }));
  const weight = sent.reduce((sum, p) => sum + Number(p.weight) * p.count, 0);
  const postcode = trimmed(v.recipient?.postcode);
  const city = trimmed(v.recipient?.city);
  return {
    ...(v.customerId ? { customerId: Number(v.customerId) } : {}),
    recipient: { country, ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) },
    parcels: sent,
    ...(trimmed(v.declaredValue) && /^\d+(\.\d{1,2})?$/.test(String(v.declaredValue).trim()) ? { declaredValue: String(v.declaredValue).trim() } : {}),
    weight: weight.toFixed(3).replace(/\.?0+$/, ''),
    pieces: piecesOf(sent),
  };
}

/** An address group left blank (an optional importer or exporter) is not sent at all. */
function addressOrNull(a: unknown): unknown {
  if (!a || typeof a !== 'object') return null;
  return Object.values(a as Record<string, unknown>).some((v) => !blank(v)) ? a : null;
}

/** The order's body: the form's values, optional address groups left out when blank, and the hooks' flags. */
export function orderBodyOf(v: OrderFormValues, flags: { draft: boolean; confirmLargeValue: boolean }): Record<string, unknown> {
  const { importer, exporter, ...rest } = v;
  return {
    ...rest,
    importer: addressOrNull(importer),
    exporter: addressOrNull(exporter),
    draft: flags.draft,
    ...(flags.confirmLargeValue ? { confirmLargeValue: true } : {}),
  };
}
