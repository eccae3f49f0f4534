/**
 * A handover order (WL0108_01): departed loading manifests and closed pallets of a station handed
 * to a carrier or an airline. Drafted with what it hands over (pieces and weight added up from its
 * parcels), confirmed once the carrier's signer has signed, or cancelled while a draft (its
 * manifests and pallets are free for another handover); a handed-over order may then be bound to a
 * MAWB (WL0113_11). Its number is made like the loading manifest's.
 */
import { defineMachine } from '../states/machine';
import { stationDocumentNo } from './documentNo';

export const HANDOVER_PREFIX = 'JJ';

/** JJ + the business day (yyMMdd) + a sequence of at least 4 digits, e.g. JJ2611280007. */
export const handoverNoOf = (businessDay: string, seq: number | bigint | string): string => stationDocumentNo(HANDOVER_PREFIX, businessDay, seq);

export const HANDOVER_STATES = ['draft', 'handed_over', 'cancelled'] as const;
export type HandoverState = (typeof HANDOVER_STATES)[number];

export const handoverFlow = defineMachine('handoverState', HANDOVER_STATES, {
  confirm: { from: ['draft'], to: 'handed_over' },
  // Only a draft: once signed for, the carrier has the parcels.
  cancel: { from: ['draft'], to: 'cancelled' },
  // Its parcels go onto a MAWB only once the carrier has them.
  bindMawb: { from: ['handed_over'], to: 'handed_over' },
});
export type HandoverAction = keyof typeof handoverFlow.transitions;

/** What a manifest or pallet must be to be handed over: gone from the station (departed) or built (closed), on no other handover. */
export type HandoverSourceRefusal = 'notDeparted' | 'notClosed' | 'onHandover';

export function manifestHandoverRefusal(m: { state: string; handoverId: number | null }): HandoverSourceRefusal | null {
  if (m.state !== 'departed') return 'notDeparted';
  return m.handoverId === null ? null : 'onHandover';
}

export function palletHandoverRefusal(p: { state: string; handoverId: number | null }): HandoverSourceRefusal | null {
  if (p.state !== 'closed') return 'notClosed';
  return p.handoverId === null ? null : 'onHandover';
}

/**
 * A manifest or pallet on a handover order (a draft or handed over) stays as it is handed over: a
 * manifest is not unloaded, a pallet neither opened again nor dismantled. Cancelling the draft frees it.
 */
export const onHandover = <B extends { handoverId: number | null }>(bag: B): bag is B & { handoverId: number } => bag.handoverId !== null;
