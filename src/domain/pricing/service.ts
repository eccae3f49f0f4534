/**
 * Whether a route is offered at all: enabled and operating. A route that is not (stopped, not
 * enabled, in outage) is never quoted and never listed where a customer could price with it;
 * the quote shows why it was left out.
 */
import type { Msg, Route } from './types';

export function notInService(route: Pick<Route, 'status' | 'operation'>): Msg | null {
  if (route.status === 'stop') return { key: 'pricing.excluded.stopped' };
  if (route.status !== 'enabled') return { key: 'pricing.excluded.notEnabled' };
  if (route.operation !== 'operating') return { key: 'pricing.excluded.outage' };
  return null;
}

export const inService = (route: Pick<Route, 'status' | 'operation'>): boolean => notInService(route) === null;
