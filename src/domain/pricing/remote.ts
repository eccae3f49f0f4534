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
  const candidates = areasOf(areas, q.country.trim().toUpperCase(), q.remoteType || '');
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

// A trial looks a list of areas up once per remote-area type: the list is grouped once (by
// country and type, and by country for any type), not filtered at each lookup.
const grouped = new WeakMap<RemoteArea[], Map<string, RemoteArea[]>>();
function areasOf(areas: RemoteArea[], country: string, remoteType: string): RemoteArea[] {
  let groups = grouped.get(areas);
  if (!groups) {
    groups = new Map();
    for (const a of areas) {
      for (const key of [`${a.country.toUpperCase()}\u0000`, `${a.country.toUpperCase()}\u0000${a.remoteType}`]) {
        const list = groups.get(key);
        if (list) list.push(a);
        else groups.set(key, [a]);
      }
    }
    grouped.set(areas, groups);
  }
  return groups.get(`${country}\u0000${remoteType}`) ?? [];
}

export function remoteFee(area: RemoteArea, rule: RemoteFeeRule | null | undefined, chargeable: Dec): { amount: Dec; formula: Msg } {
  const perKg = dec(area.perKg ?? rule?.perKg ?? 0);
  const minimum = dec(area.minimum ?? rule?.minimum ?? 0);
  const raw = perKg.mul(chargeable);
  const amount = maxDec(raw, minimum);
  return { amount, formula: { key: 'pricing.remote.fee', params: { perKg: perKg.toString(), weight: chargeable.toString(), minimum: minimum.toString(), amount: amount.toString() } } };
}
