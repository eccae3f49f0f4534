/**
 * An air master waybill (MAWB, WL0113_01/11, WL0114_01): its number, its states and which parcels
 * may be bound to it. The number is the airline's 3-digit prefix and an 8-digit serial whose last
 * digit is the check digit, the first seven digits of the serial mod 7 (IATA); written with or
 * without the dash, kept as 11 digits, shown as 999-12345675.
 */
import { defineMachine } from '../states/machine';
import { isHeld, type HoldState, type StationOpState } from './stationStates';

export type MawbNoProblem = 'format' | 'checkDigit';
export type MawbNo = { ok: true; mawbNo: string; display: string } | { ok: false; problem: MawbNoProblem; expected?: number };

const SHAPE = /^(\d{3})[-\s]?(\d{8})$/;

/** The check digit of a serial's first seven digits (IATA: mod 7). */
export const mawbCheckDigit = (first7: string): number => Number(BigInt(first7) % 7n);

/** Reads a MAWB number as typed ("999-12345675", "99912345675", full-width digits, spaces around). */
export function parseMawbNo(input: string): MawbNo {
  const text = input.normalize('NFKC').trim();
  const m = SHAPE.exec(text);
  if (!m) return { ok: false, problem: 'format' };
  const [, prefix, serial] = m;
  const expected = mawbCheckDigit(serial.slice(0, 7));
  if (Number(serial[7]) !== expected) return { ok: false, problem: 'checkDigit', expected };
  return { ok: true, mawbNo: prefix + serial, display: `${prefix}-${serial}` };
}

/** 99912345675 → 999-12345675 (what is stored, as people write it). */
export const mawbDisplay = (mawbNo: string): string => (/^\d{11}$/.test(mawbNo) ? `${mawbNo.slice(0, 3)}-${mawbNo.slice(3)}` : mawbNo);

/**
 * Open: parcels are bound and unbound, its flight details may be corrected (its number only while
 * no parcel is bound: `renumberable`); closed: the cargo is complete and its shipment has started
 * (tracking "shipment start"); shipped: the flight has left (tracking "in transit").
 */
export const MAWB_STATES = ['open', 'closed', 'shipped'] as const;
export type MawbState = (typeof MAWB_STATES)[number];
export const mawbFlow = defineMachine('mawbState', MAWB_STATES, {
  bind: { from: ['open'], to: 'open' },
  unbind: { from: ['open'], to: 'open' },
  edit: { from: ['open'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  ship: { from: ['closed'], to: 'shipped' },
});
export type MawbAction = keyof typeof mawbFlow.transitions;

/** A MAWB's number names its parcels' documents once they are bound: it changes only while none is. */
export const renumberable = (boundParcels: number): boolean => boundParcels === 0;

export type MawbRefusal = 'held' | 'notOut' | 'onMawb';

/**
 * Why a parcel may not be bound to a MAWB, or null when it may: it must have left its station (a
 * departed manifest: out), not be held, and be on no other MAWB.
 */
export function mawbRefusal(parcel: { stationOp: StationOpState; hold: HoldState; mawbId: number | null }): MawbRefusal | null {
  if (isHeld(parcel.hold)) return 'held';
  if (parcel.stationOp !== 'out') return 'notOut';
  if (parcel.mawbId !== null) return 'onMawb';
  return null;
}
