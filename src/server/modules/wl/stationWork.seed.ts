/**
 * Demo only: the station operator of Shenzhen (`ops`) has worked on some of the demo orders, through
 * the very steps the scan screens run (stationSteps.ts): PO-2026-002 has arrived, PO-2026-003 is in
 * stock ready for delivery, PO-2026-004 has been in stock for four days kept for storage and held
 * until paid, PO-2026-005
 * has been weighed out and loaded on the van 粤B88888, whose manifest (bound for Shanghai) is still
 * open; PO-2026-003 is on a closed pallet, was weighed out and left on the van 粤B66666 (bound for
 * Shanghai), whose manifest and pallet were handed
 * over to Air China (a handover order) and bound to the MAWB 999-20261124, now closed (shipment
 * started, waiting on WL0114_01 to ship); PO-2026-006 has been dispatched for delivery with a
 * courier (WL0301_01); PO-2026-002's goods are packed in two cartons, its packing not yet ended
 * (WL0111_01). Their logs, tracking events, badge operations and station quotes are real.
 */
import { defineSeed } from '../../db/seed/define';
import { inTransaction } from '../../platform/resource';
import { applyStation, lockScanned, type StationActor } from './stationWork';
import { arriveIfNeeded, dispatchDeliveryStep, holdStep, markStep, weighIn, weighOut, type Measured } from './stationSteps';
import { repriceAtStation } from './stationQuote';
import { todayIn } from '../../../domain/time/index';
import { departManifest, loadParcel, openManifest } from './manifests';
import { confirmHandover, createHandover } from './handovers';
import { bindToMawb, createMawb, moveMawb } from './mawbs';
import { closePallet, openPallet, palletiseParcel } from './pallets';
import { saveBox, type BoxBody } from './packing';

interface Work {
  ref: string; weigh?: Measured; mark?: 'storage' | 'delivery'; out?: string; daysIn?: number;
  /** Loaded on the vehicle's manifest, bound for the station of code `to`. */
  load?: { vehicle: string; weight: string; to: string };
  hold?: { reason: string; remark: string };
  /** Scanned onto a new pallet, which is then closed. */
  pallet?: boolean;
  /** Its manifest departs and, with its pallet, is handed over to the carrier, then bound to a new MAWB, which closes. */
  air?: { carrier: string; signer: string; mawbNo: string };
  /** Dispatched for delivery with this carrier. */
  dispatch?: string;
  /** Cartons packed at the station (the packing left open). */
  cartons?: BoxBody[];
}

const WORK: Work[] = [
  { ref: 'PO-2026-002', cartons: [
    { boxNo: '1', weight: '0.85', length: '30', width: '20', height: '15', items: [{ seq: 1, quantity: 3 }] },
    { boxNo: '2', weight: '1.1', length: '30', width: '20', height: '15', items: [{ seq: 1, quantity: 2 }, { seq: 2, quantity: 2 }] },
  ] },
  { ref: 'PO-2026-003', weigh: { realWeight: '4.15', length: '40', width: '30', height: '20', boxCount: 1 }, mark: 'delivery', pallet: true, out: '4.1',
    load: { vehicle: '粤B66666', weight: '4.1', to: 'SHA' }, air: { carrier: 'CA 中国国际航空', signer: '王签收', mawbNo: '999-20261124' } },
  { ref: 'PO-2026-004', weigh: { realWeight: '2.7', length: '35', width: '25', height: '15', boxCount: 1 }, mark: 'storage', daysIn: 4,
    hold: { reason: 'payment', remark: '运费未结清，待客户付款后放行' } },
  { ref: 'PO-2026-005', weigh: { realWeight: '5.3', length: '45', width: '35', height: '30', boxCount: 1 }, mark: 'delivery', out: '5.25',
    load: { vehicle: '粤B88888', weight: '5.25', to: 'SHA' } },
  { ref: 'PO-2026-006', weigh: { realWeight: '3.45', length: '40', width: '30', height: '25', boxCount: 1 }, mark: 'delivery', dispatch: '顺丰速运 李师傅 13800138000' },
];

export default defineSeed({
  name: 'demo station work',
  order: 310,
  async demo({ db, config }) {
    const [op] = await db.query<{ id: number; user_name: string; station_id: number }>(`select id, user_name, station_id from app_user where loginid = 'ops'`);
    if (!op?.station_id || (await db.query(`select 1 from orders where station_id is not null limit 1`)).length) return;
    const actor: StationActor = { userId: op.id, userName: op.user_name, stationId: op.station_id, viewAll: false, lang: 'zh-CN' };
    for (const w of WORK) {
      const [row] = await db.query<{ order_no: string }>(`select order_no from orders where customer_order_no = $1`, [w.ref]);
      if (!row) continue; // a demo order renamed: nothing to work on
      const id = await inTransaction(db, async (q) => {
        // Each step reads the parcel as the one before left it, as the next scan would.
        const scan = () => lockScanned(q, actor, row.order_no);
        const order = await scan();
        if (!w.weigh) {
          await arriveIfNeeded(q, actor, order);
          for (const carton of w.cartons ?? []) await saveBox(q, actor, await scan(), carton);
          return order.id;
        }
        await weighIn(q, actor, order, w.weigh);
        if (w.mark) await applyStation(q, actor, await scan(), markStep(w.mark));
        // A pallet is built in stock, before the parcel is weighed out.
        const pallet = w.pallet ? await closePallet(q, actor, await palletiseParcel(q, actor, await scan(), () => openPallet(q, actor, config.businessTimeZone))) : null;
        if (w.out) await weighOut(q, actor, await scan(), w.out);
        const to = w.load ? (await q<{ id: number }>(`select id from station where code = $1`, [w.load.to]))[0]?.id : undefined;
        const manifest = w.load && to ? await openManifest(q, actor, w.load.vehicle, to, config.businessTimeZone) : null;
        if (w.load && manifest) await loadParcel(q, actor, await scan(), manifest, w.load.weight);
        if (w.air && manifest) {
          await departManifest(q, actor, manifest.id);
          const h = await createHandover(q, actor, config.businessTimeZone, { carrier: w.air.carrier, manifestIds: [manifest.id], palletIds: pallet ? [pallet.id] : [] });
          await confirmHandover(q, actor, h.id, w.air.signer);
          const mawb = await createMawb(q, actor, { mawbNo: w.air.mawbNo, airline: w.air.carrier, flight: 'CA770', origin: 'SZX', destination: 'LAX', departureDate: todayIn(config.businessTimeZone, Date.now()) });
          await bindToMawb(q, actor, w.air.mawbNo, h.handoverNo);
          await moveMawb(q, actor, mawb.id, 'close');
        }
        if (w.dispatch) await applyStation(q, actor, await scan(), dispatchDeliveryStep(actor, w.dispatch));
        if (w.hold) await applyStation(q, actor, await scan(), holdStep('deduct', w.hold.remark, w.hold.reason));
        if (w.daysIn) await q(`update orders set in_at = in_at - make_interval(days => $2), arrived_at = arrived_at - make_interval(days => $2) where id = $1`, [order.id, w.daysIn]);
        return order.id;
      });
      if (w.weigh) await repriceAtStation(db, 'zh-CN', id, w.weigh);
    }
  },
});
