/**
 * A pallet (WL0117_01/02): parcels in stock at a station are scanned onto an open pallet, which is
 * closed once built. A closed pallet may be opened again; dismantling takes every parcel off it at
 * once and ends it. Its number is made like the loading manifest's.
 */
import { defineMachine } from '../states/machine';
import { stationDocumentNo } from './documentNo';
import { isHeld, type HoldState, type StationOpState } from './stationStates';

export const PALLET_PREFIX = 'TP';

/** TP + the business day (yyMMdd) + a sequence of at least 4 digits, e.g. TP2611280007. */
export const palletNoOf = (businessDay: string, seq: number | bigint | string): string => stationDocumentNo(PALLET_PREFIX, businessDay, seq);

export const PALLET_STATES = ['open', 'closed', 'dismantled'] as const;
export type PalletState = (typeof PALLET_STATES)[number];

export const palletFlow = defineMachine('palletState', PALLET_STATES, {
  close: { from: ['open'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
  dismantle: { from: ['open', 'closed'], to: 'dismantled' },
});
export type PalletAction = keyof typeof palletFlow.transitions;

/** Parcels go onto an open pallet only. */
export const takesParcels = (state: PalletState): boolean => state === 'open';
/** A label states what a closed pallet holds: an open one may still change. */
export const labelPrintable = (state: PalletState): boolean => state === 'closed';

export type PalletRefusal = 'held' | 'notInStock' | 'onPallet';

/** Why a parcel may not go onto a pallet (held, not in stock, already on one), or null when it may. */
export function palletRefusal(parcel: { stationOp: StationOpState; hold: HoldState; palletId: number | null }): PalletRefusal | null {
  if (isHeld(parcel.hold)) return 'held';
  if (parcel.stationOp !== 'in_stock') return 'notInStock';
  if (parcel.palletId !== null) return 'onPallet';
  return null;
}
