/**
 * ZJ0101_05 customer routes and discounts: assign a route or change its discount in a dialog
 * (inline form `rowEdit`; zj/0101/route/save is an upsert by customer and route), remove routes.
 */
import type { ActionContext } from '../../renderers/actions/types';

const blankToNull = (v: unknown) => (v === undefined || v === '' ? null : v);

export function beforeSubmit(values: Record<string, unknown>) {
  return {
    customerId: values.customerId,
    routeId: values.routeId,
    discount: blankToNull(typeof values.discount === 'string' ? values.discount.trim() : values.discount),
    priceTableId: blankToNull(values.priceTableId),
    customerRouteId: blankToNull(values.customerRouteId),
  };
}

/** Bulk remove: the selected rows grouped by customer (rows are customer-route pairs). */
export async function removeRoutes(ctx: ActionContext): Promise<boolean> {
  const rows = (ctx.data.selection ?? []) as { customerId: number; routeId: number }[];
  const byCustomer = new Map<number, number[]>();
  for (const r of rows) byCustomer.set(r.customerId, [...(byCustomer.get(r.customerId) ?? []), r.routeId]);
  for (const [customerId, routeIds] of byCustomer) {
    await ctx.engine.request('POST', 'zj/0101/route/delete', { data: { customerId, routeIds } });
  }
  return byCustomer.size > 0;
}
