/**
 * Demo only: the channel label of the transferred demo order PO-2026-003, as the sandbox carrier
 * SBX Express renders one, so WL0119_01 prints it by scanning its system or tracking number and
 * WL0119_21 lists it on its pallet (stationWork.seed.ts palletised it).
 */
import { defineSeed } from '../../db/seed/define';
import { renderLabel } from '../../sandbox/carrier-label';

export default defineSeed({
  name: 'demo channel label',
  order: 336,
  async demo({ db }) {
    const [o] = await db.query<{ id: string; order_no: string; tracking: string; channel_no: string | null; ordered_at: Date }>(
      `select o.id::text, o.order_no, o.channel_tracking_no as tracking, o.channel_no, o.ordered_at from orders o
        where o.customer_order_no = 'PO-2026-003' and o.channel_tracking_no is not null
          and not exists (select 1 from order_label l where l.order_id = o.id)`,
    );
    if (!o) return;
    const [r] = await db.query<Record<string, string | null>>(`select * from order_address where order_id = $1 and role = 'recipient'`, [o.id]);
    const parcels = await db.query<{ weight: string; box_count: number }>(`select real_weight::text as weight, box_count from order_package where order_id = $1 order by seq`, [o.id]);
    const pdf = await renderLabel({
      trackingNo: o.tracking,
      channelNo: o.channel_no ?? o.tracking,
      reference: o.order_no,
      service: 'SBX-STD',
      recipient: { name: r?.name ?? '', country: r?.country ?? '', city: r?.city ?? undefined, postcode: r?.postcode ?? undefined, address1: r?.address1 ?? '', phone: r?.phone ?? undefined },
      parcels: parcels.flatMap((p) => Array.from({ length: p.box_count }, () => ({ weight: Number(p.weight) }))),
      createdAt: new Date(o.ordered_at),
    });
    await db.query(`insert into order_label (order_id, content, content_type) values ($1, $2, 'application/pdf')`, [o.id, Buffer.from(pdf)]);
  },
});
