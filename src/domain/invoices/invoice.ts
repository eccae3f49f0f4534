/**
 * An order's commercial invoice and packing list (DD0204_02; the PDFs of dd/0204/invoice/pdf and
 * dd/0601/pdf), the sums both print: a line's value is its unit price times its quantity, its net
 * weight its unit weight times its quantity, and the totals add them up, in decimals (decimal.js):
 * 3 × 0.10 is 0.30, never 0.30000000000000004. A value is money of the invoice's currency (its
 * scale, half-up, once per line; the total is the sum of the lines as printed), a weight has 3
 * places.
 */
import { dec, moneyString, type DecimalLike } from '../pricing/money';
import type { PaymentFlowState } from '../orders/orderStates';

export interface InvoiceAmounts {
  unitPrice: DecimalLike;
  /** Net kg of one unit. */
  unitWeight: DecimalLike;
  quantity: number;
}

/** The line's value in `currency`, as printed ("42.50"). */
export const lineValue = (line: InvoiceAmounts, currency: string): string => moneyString(dec(line.unitPrice).mul(line.quantity), currency);

type Weighed = Pick<InvoiceAmounts, 'unitWeight' | 'quantity'>;

/** The line's net weight in kg, 3 places ("1.000"). */
export const lineNetWeight = (line: Weighed): string => dec(line.unitWeight).mul(line.quantity).toFixed(3);

/** The lines' net weight in kg, 3 places. */
export const netWeightOf = (lines: readonly Weighed[]): string => lines.reduce((sum, l) => sum.add(lineNetWeight(l)), dec(0)).toFixed(3);

export interface InvoiceTotals {
  quantity: number;
  /** The sum of the lines' values as printed. */
  value: string;
  netWeight: string;
}

export function invoiceTotals(lines: readonly InvoiceAmounts[], currency: string): InvoiceTotals {
  return {
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    value: moneyString(lines.reduce((sum, l) => sum.add(lineValue(l, currency)), dec(0)), currency),
    netWeight: netWeightOf(lines),
  };
}

/** Cartons of one size and weight (a parcel line of N boxes), for a packing list's sums. */
export interface CartonGroup {
  /** Gross kg of one carton. */
  weight: DecimalLike;
  count: number;
  /** cm; a carton without its size counts no volume. */
  length?: DecimalLike | null;
  width?: DecimalLike | null;
  height?: DecimalLike | null;
}

export interface PackingTotals {
  cartons: number;
  grossWeight: string;
  /** m³, 3 places. */
  volume: string;
}

export function packingTotals(groups: readonly CartonGroup[]): PackingTotals {
  const sized = (g: CartonGroup) => g.length != null && g.width != null && g.height != null;
  return {
    cartons: groups.reduce((n, g) => n + g.count, 0),
    grossWeight: groups.reduce((sum, g) => sum.add(dec(g.weight).mul(g.count)), dec(0)).toFixed(3),
    volume: groups.filter(sized).reduce((sum, g) => sum.add(dec(g.length!).mul(dec(g.width!)).mul(dec(g.height!)).mul(g.count).div(1_000_000)), dec(0)).toFixed(3),
  };
}

/**
 * Whether an order's invoice may be saved: until the order is cancelled (a draft's invoice may be
 * prepared; it prints once the order is placed, as its labels do: domain/labels/printable.ts).
 */
export function invoiceEditable(flow: PaymentFlowState): boolean {
  return flow !== 'cancelled';
}
