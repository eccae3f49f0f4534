/**
 * Remote areas by postcode (range) or city, per remote-area type. A lookup needs at least
 * one of postcode and city (V11). The remote fee is per kg of chargeable weight with a
 * minimum, from the matched area or else the route; it is subject to fuel.
 */
import { dec, maxDec, type Dec } from './money';
import { inNormRange, normCity, normPostcode } from './postcode';
import type { Msg, RemoteArea, RemoteFeeRule } from './types';

export class RemoteLookupError extends Error {
  constructor(public readonly key = 'pricing.remote.needPostcodeOrCity') {
    super(key);
  }
}

export interface RemoteMatch {
  area: RemoteArea;
  reason: Msg;
}

/** The remote area holding the address for a remote-area type (any type when null); null when none. */
export function findRemoteArea(
  areas: RemoteArea[],
  q: { country: string; postcode?: string | null; city?: string | null; remoteType?: string | null },
): RemoteMatch | null {
  const postcode = q.postcode?.trim() || '';
  const city = q.city?.trim() || '';
  if (!postcode && !city) throw new RemoteLookupError();
  const c = q.country.trim().toUpperCase();
  const candidates = areas.filter((a) => a.country.toUpperCase() === c && (!q.remoteType || a.remoteType === q.remoteType));
  if (postcode) {
    const p = normPostcode(postcode);
    for (const a of candidates) {
      if (a.postcodeFrom && inNormRange(p, a.postcodeFrom, a.postcodeTo || a.postcodeFrom)) {
        return { area: a, reason: { key: 'pricing.remote.byPostcode', params: { remoteType: a.remoteType, postcode, from: a.postcodeFrom, to: a.postcodeTo || a.postcodeFrom } } };
      }
    }
  }
  if (city) {
    const n = normCity(city);
    for (const a of candidates) {
      if (a.city && normCity(a.city) === n) return { area: a, reason: { key: 'pricing.remote.byCity', params: { remoteType: a.remoteType, city } } };
    }
  }
  return null;
}

export function remoteFee(area: RemoteArea, rule: RemoteFeeRule | null | undefined, chargeable: Dec): { amount: Dec; formula: Msg } {
  const perKg = dec(area.perKg ?? rule?.perKg ?? 0);
  const minimum = dec(area.minimum ?? rule?.minimum ?? 0);
  const raw = perKg.mul(chargeable);
  const amount = maxDec(raw, minimum);
  return { amount, formula: { key: 'pricing.remote.fee', params: { perKg: perKg.toString(), weight: chargeable.toString(), minimum: minimum.toString(), amount: amount.toString() } } };
}
