import type { AppConfig } from '../config';

/**
 * Fastify's `trustProxy` from ours. proxy-addr walks the hops from the socket's peer towards the
 * left-most X-Forwarded-For entry and stops at the first one it does not trust: that hop is the
 * client. So the address is the right-most untrusted hop; the left-most entry, which the client
 * writes itself, is never taken on trust.
 * - a hop count n: the peer and the n - 1 hops before it are our proxies (Fastify's own number
 *   option trusts nothing, hence a function);
 * - a list of addresses or CIDRs: exactly those hops are proxies;
 * - false: the socket's address.
 */
export function trustProxyOption(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
