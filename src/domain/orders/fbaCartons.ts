/**
 * DD0103_01: an FBA shipment's cartons and what is in each (V09n, V12a). Amazon receives a box by
 * its label, so every carton has a box number of its own, and every SKU line names the carton it
 * is packed in; a carton with nothing in it, or a line in a carton that is not there, would not
 * match the shipment Amazon expects. Shared by the form, which counts a crowded carton, and the
 * server, which refuses the order with each refusal under its field.
 */
import { ITEMS_PER_CARTON_NOTE } from './orderRules';

export interface CartonRow { boxNo?: string | null }
export interface CartonItemRow { boxNo?: string | null; qtyPerBox?: number | string | null }

export interface CartonRefusal {
  /** The form's field, as the API's bodies spell it (`parcels.2.boxNo`). */
  field: string;
  key: 'fba.boxNoTwice' | 'fba.noSuchBox' | 'fba.emptyBox';
  params: Record<string, string>;
}

/** Box numbers are read as a scanner reads a label: spaces around and letter case do not count. */
export const boxKey = (boxNo: string | null | undefined): string => String(boxNo ?? '').trim().toUpperCase();

export function cartonRefusals(parcels: readonly CartonRow[], items: readonly CartonItemRow[]): CartonRefusal[] {
  const out: CartonRefusal[] = [];
  const first = new Map<string, number>();
  parcels.forEach((p, i) => {
    const box = boxKey(p.boxNo);
    if (!box) return; // required: the form's own rule says so
    if (first.has(box)) out.push({ field: `parcels.${i}.boxNo`, key: 'fba.boxNoTwice', params: { boxNo: box } });
    else first.set(box, i);
  });
  const filled = new Set<string>();
  items.forEach((it, i) => {
    const box = boxKey(it.boxNo);
    if (!box) return;
    if (first.has(box)) filled.add(box);
    else out.push({ field: `items.${i}.boxNo`, key: 'fba.noSuchBox', params: { boxNo: box } });
  });
  for (const [box, i] of first) if (!filled.has(box)) out.push({ field: `parcels.${i}.boxNo`, key: 'fba.emptyBox', params: { boxNo: box } });
  return out;
}

/** V07: the cartons holding more than 30 items (their lines' quantities in the box summed): said, not refused. */
export function crowdedCartons(items: readonly CartonItemRow[]): string[] {
  const count = new Map<string, number>();
  for (const it of items) {
    const box = boxKey(it.boxNo);
    if (box) count.set(box, (count.get(box) ?? 0) + (Number(it.qtyPerBox) || 0));
  }
  return [...count].filter(([, n]) => n > ITEMS_PER_CARTON_NOTE).map(([box]) => box);
}
