/**
 * A loading manifest (WL0107_01/02/11): its number and its states. Loading while the vehicle is at
 * the station; departed takes every parcel on it out of the station; unloaded once the next station
 * has unloaded them all.
 */
import { defineMachine } from '../states/machine';
import { stationDocumentNo } from './documentNo';

export const MANIFEST_PREFIX = 'ZC';

/** ZC + the business day (yyMMdd) + a sequence of at least 4 digits, e.g. ZC2611280007. */
export const manifestNoOf = (businessDay: string, seq: number | bigint | string): string => stationDocumentNo(MANIFEST_PREFIX, businessDay, seq);

export const MANIFEST_STATES = ['loading', 'departed', 'unloaded'] as const;
export type ManifestState = (typeof MANIFEST_STATES)[number];

export const manifestFlow = defineMachine('manifestState', MANIFEST_STATES, {
  depart: { from: ['loading'], to: 'departed' },
  unload: { from: ['departed'], to: 'unloaded' },
});
