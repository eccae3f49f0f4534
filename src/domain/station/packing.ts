/**
 * S18 packing (WL0111_01): at the station an operator packs an order's goods (its SKU lines) into
 * cartons, each with its box number (V09n), weight and sizes (V10), and ends the packing, after
 * which its cartons no longer change. Shared by the server, which refuses, and the screen, which
 * shows what is left to pack and the lag note.
 */
import { defineMachine } from '../states/machine';
import { ITEMS_PER_CARTON_NOTE } from '../orders/orderRules';
import { MAX_PIECES } from '../validators/quantities';
import type { StationOpState } from './stationStates';

export { boxKey } from '../orders/fbaCartons';

/** The states, as the dictionary `packingStatus` labels them: packing is the open state. */
export const PACKING_STATES = ['packing', 'ended'] as const;
export type PackingState = (typeof PACKING_STATES)[number];

/** Saving or removing a carton keeps the packing open; ending it closes it for good. */
export const packing = defineMachine('packingStatus', PACKING_STATES, {
  packBox: { from: ['packing'], to: 'packing' },
  unpackBox: { from: ['packing'], to: 'packing' },
  endPacking: { from: ['packing'], to: 'ended' },
});
export type PackingAction = keyof typeof packing.transitions;

/** Goods are packed where they are: arrived at the station, weighed in or in stock; not before, not once gone. */
export const PACKED_AT: readonly StationOpState[] = ['arrived', 'in', 'in_stock'];
export const packableAt = (op: StationOpState): boolean => PACKED_AT.includes(op);

/** K13 (V07): at most 80 cartons (cases) to an order. */
export const MAX_CARTONS = MAX_PIECES;

export interface PackedLine { seq: number; quantity: number }
export interface PackedCarton { boxNo: string; items: readonly PackedLine[] }

/** Each SKU line's quantity packed over the cartons (lines by seq). */
export function packedBySeq(cartons: readonly PackedCarton[]): Map<number, number> {
  const packed = new Map<number, number>();
  for (const c of cartons) for (const it of c.items) packed.set(it.seq, (packed.get(it.seq) ?? 0) + it.quantity);
  return packed;
}

/** The lines whose cartons hold more than the line's quantity, with what they hold. */
export function overPacked(lines: readonly PackedLine[], cartons: readonly PackedCarton[]): (PackedLine & { packed: number })[] {
  const packed = packedBySeq(cartons);
  return lines.map((l) => ({ ...l, packed: packed.get(l.seq) ?? 0 })).filter((l) => l.packed > l.quantity);
}

/** The lines not wholly packed yet, with what is left of each. */
export function leftToPack(lines: readonly PackedLine[], cartons: readonly PackedCarton[]): (PackedLine & { left: number })[] {
  const packed = packedBySeq(cartons);
  return lines.map((l) => ({ ...l, left: l.quantity - (packed.get(l.seq) ?? 0) })).filter((l) => l.left > 0);
}

/** Items in a carton: its lines' quantities summed. */
export const itemsIn = (carton: Pick<PackedCarton, 'items'>): number => carton.items.reduce((n, it) => n + it.quantity, 0);

/** V07: a carton of more than 30 items holds the receiving warehouse up: said, not refused. */
export const crowded = (carton: Pick<PackedCarton, 'items'>): boolean => itemsIn(carton) > ITEMS_PER_CARTON_NOTE;
export { ITEMS_PER_CARTON_NOTE };

/**
 * The box number the next carton most likely gets: the last one's trailing number plus one, its
 * width kept (C-009 → C-010), else the count of cartons plus one.
 */
export function nextBoxNo(boxNos: readonly string[]): string {
  const last = boxNos.at(-1);
  const m = last ? /^(.*?)(\d+)$/.exec(last) : null;
  if (!m) return String(boxNos.length + 1);
  return m[1] + String(Number(m[2]) + 1).padStart(m[2].length, '0');
}
