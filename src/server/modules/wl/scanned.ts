/** What a scan screen shows of the parcel it found (the screen's `scan.show`), in the caller's language. */
import type { TxQuery } from '../../platform/resource';
import type { Lang } from '../../platform/i18n';

export const SCANNED_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, orderNo: { type: 'string' }, customerName: { type: 'string' }, routeName: { type: ['string', 'null'] },
    destination: { type: ['string', 'null'] }, declaredWeight: { type: ['string', 'null'] }, inWeight: { type: ['string', 'null'] },
    packageCount: { type: 'integer' }, stationOp: { type: 'string' }, loading: { type: 'string' }, channelCode: { type: ['string', 'null'] },
    outWeight: { type: ['string', 'null'] },
  },
} as const;

export async function scannedSummary(q: TxQuery, id: number, lang: Lang): Promise<Record<string, unknown>> {
  const en = lang === 'en-US';
  const [row] = await q(
    `select o.id::int, o.order_no as "orderNo", c.name as "customerName", ${en ? 'r.name_en' : 'r.name_zh'} as "routeName",
            ${en ? 'k.name_en' : 'k.name_zh'} as destination, o.declared_weight::text as "declaredWeight", o.in_weight::text as "inWeight",
            o.package_count as "packageCount", o.station_op as "stationOp", o.loading_state as loading, r.channel_code as "channelCode",
            o.out_weight::text as "outWeight"
       from orders o join customer c on c.id = o.customer_id
       left join route r on r.id = o.route_id left join country k on k.code = o.destination_country
      where o.id = $1`,
    [id],
  );
  return row;
}
