/**
 * DD0205_03 order edit: when an order may still be changed, and what an edit changed (the log's
 * "who, when, what"). Shared by the order list, which offers the edit only where it is allowed,
 * and the server, which refuses it.
 */
import { piecesOf, totalWeightOf } from './orderRules';
import { editableAt, type PaymentFlowState, type StationOpState, type TransferState } from './orderStates';

export interface EditableOrder {
  paymentFlow: PaymentFlowState;
  transferState: TransferState;
  stationOp: StationOpState;
}

/** The payment states an order is edited in; an audited order goes back to review (`revise`). */
export const EDITABLE_PAYMENT_FLOWS: readonly PaymentFlowState[] = ['draft', 'placed', 'audited'];

/**
 * Why an order may not be edited, as a message key, or null when it may: paid or cancelled; its
 * parcels in at the station already (S13a); handed to a carrier (the label would no longer match
 * the order: reset the transfer first).
 */
export function editRefusal(o: EditableOrder): 'orders.edit.state' | 'orders.edit.in' | 'orders.edit.transferred' | null {
  if (!EDITABLE_PAYMENT_FLOWS.includes(o.paymentFlow)) return 'orders.edit.state';
  if (!editableAt(o.stationOp)) return 'orders.edit.in';
  if (o.transferState === 'transferred') return 'orders.edit.transferred';
  return null;
}

type Value = unknown;
/** One changed field: a dotted path of the order form ('recipient.city', 'parcels'), before and after. */
export interface FieldChange { field: string; from: Value; to: Value }

/** The forms' scalar fields (an FBA order's ids and warehouse, a first-leg order's among them), and their address groups. */
const SCALARS = ['fbaShipmentId', 'fbaOrderNo', 'fbaWarehouse', 'overseasWarehouse', 'trunkTariffId', 'customerOrderNo', 'mailType', 'refNo1', 'refNo2', 'declaredValue', 'declaredCurrency', 'insured',
  'codAmount', 'ioss', 'eori', 'remark', 'routeId'];
const ADDRESSES = ['sender', 'recipient', 'importer', 'exporter'];
const ADDRESS_FIELDS = ['name', 'company', 'phone', 'country', 'province', 'city', 'postcode', 'address1', 'address2', 'email', 'taxId'];
const PARCEL_FIELDS = ['weight', 'length', 'width', 'height', 'count', 'boxNo'];
const ITEM_FIELDS = ['boxNo', 'nameZh', 'nameEn', 'customsCode', 'origin', 'unit', 'unitPrice', 'unitWeight', 'quantity', 'qtyPerBox', 'brand', 'model', 'material', 'purpose'];

/** A value as compared: blanks are null, decimal text without trailing zeros ("1.500" is "1.5"), codes in capitals. */
function canonical(v: Value): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  const s = String(v).trim();
  if (s === '') return null;
  if (/^-?\d+\.\d+$/.test(s)) return s.replace(/\.?0+$/, '');
  return s;
}

const same = (a: Value, b: Value) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

type Rec = Record<string, Value>;
const rowsOf = (v: Value): Rec[] => (Array.isArray(v) ? (v as Rec[]) : []);
const sameRows = (a: Rec[], b: Rec[], fields: string[]) =>
  a.length === b.length && a.every((row, i) => fields.every((f) => same(row?.[f], b[i]?.[f])));

/** Parcels are logged as their pieces and weight, SKU lines as their count: the detail shows the rest. */
const parcelSummary = (rows: Rec[]) =>
  ({ pieces: piecesOf(rows as { count?: number }[]), weight: totalWeightOf(rows.map((r) => ({ weight: String(r.weight ?? 0), count: r.count as number }))) });

/**
 * What an edit changed, field by field, in the form's order; an unchanged order gives []. Only
 * what the form holds (`before`, as it was loaded) is compared: a first-leg order's recipient and
 * mail type follow from its warehouse, an ordinary order has no FBA ids.
 */
export function orderChanges(before: Rec, after: Rec): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of SCALARS) if (f in before && !same(before[f], after[f])) changes.push({ field: f, from: canonical(before[f]), to: canonical(after[f]) });
  for (const role of ADDRESSES.filter((r) => r in before)) {
    const a = (before[role] ?? {}) as Rec;
    const b = (after[role] ?? {}) as Rec;
    for (const f of ADDRESS_FIELDS) if (!same(a[f], b[f])) changes.push({ field: `${role}.${f}`, from: canonical(a[f]), to: canonical(b[f]) });
  }
  const [p0, p1] = [rowsOf(before.parcels), rowsOf(after.parcels)];
  if (!sameRows(p0, p1, PARCEL_FIELDS)) changes.push({ field: 'parcels', from: parcelSummary(p0), to: parcelSummary(p1) });
  const [i0, i1] = [rowsOf(before.items), rowsOf(after.items)];
  if (!sameRows(i0, i1, ITEM_FIELDS)) changes.push({ field: 'items', from: { lines: i0.length }, to: { lines: i1.length } });
  return changes;
}
