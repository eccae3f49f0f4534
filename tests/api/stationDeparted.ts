/** Parcels that have left the Shenzhen station on a departed manifest, as the handover and air tests need them. */
import { call, ok, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';

export interface Departed { id: number; orderNo: string }

/**
 * Each ref placed by `customer`, weighed in and out by `ops` at its weight and loaded on `vehicle`
 * at that weight; the manifest then departs. Answers the parcels and the manifest's id.
 */
export async function departedParcels(t: TestApp, tokens: { customer: string; ops: string }, vehicle: string, parcels: [ref: string, weight: string][], depart = true): Promise<{ parcels: Departed[]; manifestId: number; manifestNo: string }> {
  const post = (url: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token: tokens.ops, body });
  const out: Departed[] = [];
  let manifestNo = '';
  for (const [ref, weight] of parcels) {
    const o = await placeDemoOrder(t, tokens.customer, ref);
    ok(await post('wl/0101/save', { no: o.orderNo, realWeight: weight, boxCount: 1 }));
    ok(await post('wl/0106/save', { no: o.orderNo, outWeight: weight }));
    manifestNo = ok(await post('wl/0107/load', { no: o.orderNo, vehicle, loadWeight: weight })).data.manifestNo;
    out.push(o);
  }
  const [{ id: manifestId }] = await t.db.query<{ id: number }>(`select id::int from loading_manifest where manifest_no = $1`, [manifestNo]);
  if (depart) ok(await post('wl/0107/depart', { id: manifestId }));
  return { parcels: out, manifestId, manifestNo };
}
