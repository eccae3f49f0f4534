/** Parcels that have left the Shenzhen station on a departed manifest (or a pallet), bound for Shanghai, as the handover, air and pallet tests need them. */
import { call, ok, type TestApp } from './harness';
import { placeDemoOrder } from './demoOrder';

/** The destination of the manifests these parcels leave on. */
const shanghai = async (t: TestApp) => (await t.db.query<{ id: number }>(`select id from station where code = 'SHA'`))[0].id;

export interface Departed { id: number; orderNo: string }

/**
 * Each ref placed by `customer`, weighed in and out by `ops` at its weight and loaded on `vehicle`
 * at that weight; the manifest then departs. Answers the parcels and the manifest's id.
 */
export async function departedParcels(t: TestApp, tokens: { customer: string; ops: string }, vehicle: string, parcels: [ref: string, weight: string][], depart = true): Promise<{ parcels: Departed[]; manifestId: number; manifestNo: string }> {
  const post = (url: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token: tokens.ops, body });
  const out: Departed[] = [];
  const toStationId = await shanghai(t);
  let manifestNo = '';
  for (const [ref, weight] of parcels) {
    const o = await placeDemoOrder(t, tokens.customer, ref);
    ok(await post('wl/0101/save', { no: o.orderNo, realWeight: weight, boxCount: 1 }));
    ok(await post('wl/0106/save', { no: o.orderNo, outWeight: weight }));
    manifestNo = ok(await post('wl/0107/load', { no: o.orderNo, vehicle, toStationId, loadWeight: weight })).data.manifestNo;
    out.push(o);
  }
  const [{ id: manifestId }] = await t.db.query<{ id: number }>(`select id::int from loading_manifest where manifest_no = $1`, [manifestNo]);
  if (depart) ok(await post('wl/0107/depart', { id: manifestId }));
  return { parcels: out, manifestId, manifestNo };
}

/**
 * A parcel placed by `customer`, weighed in at `weight`, put on a new pallet that is closed, then
 * weighed out at `outWeight`, loaded on `vehicle` and departed: a closed pallet whose parcel is out,
 * ready to hand over. Answers the parcel, the pallet and the manifest.
 */
export async function departedPallet(t: TestApp, tokens: { customer: string; ops: string }, ref: string, vehicle: string, weight: string, outWeight = weight) {
  const post = (url: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token: tokens.ops, body });
  const order = await placeDemoOrder(t, tokens.customer, ref);
  ok(await post('wl/0101/save', { no: order.orderNo, realWeight: weight, boxCount: 1 }));
  const { palletNo } = ok(await post('wl/0117/scan', { no: order.orderNo })).data as { palletNo: string };
  ok(await post('wl/0117/close', { palletNo }));
  ok(await post('wl/0106/save', { no: order.orderNo, outWeight }));
  const { manifestNo } = ok(await post('wl/0107/load', { no: order.orderNo, vehicle, toStationId: await shanghai(t), loadWeight: outWeight })).data as { manifestNo: string };
  const [{ id: manifestId }] = await t.db.query<{ id: number }>(`select id::int from loading_manifest where manifest_no = $1`, [manifestNo]);
  ok(await post('wl/0107/depart', { id: manifestId }));
  const [{ id: palletId }] = await t.db.query<{ id: number }>(`select id::int from pallet where pallet_no = $1`, [palletNo]);
  return { order, palletNo, palletId, manifestNo, manifestId };
}
