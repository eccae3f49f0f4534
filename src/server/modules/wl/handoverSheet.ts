/**
 * The handover sheet (WL0108_01 "Print"): the handover's facts, every parcel handed over with its
 * manifest or pallet, pieces and weight, the totals, and lines for both signatures. The station by
 * its code and both names.
 */
import type { TxQuery } from '../../platform/resource';
import { STATION_ON_PAPER, timeOnPaper } from './stationDocuments';
import { renderSheet } from '../../platform/pdf/sheet';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { HANDOVER_PARCELS } from './handovers';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';

export async function handoverSheet(q: TxQuery, id: number, zone: string): Promise<{ handoverNo: string; body: Uint8Array }> {
  const [h] = await q<{ handoverNo: string; station: string; carrier: string; state: string; bags: number; pieces: number; weight: string; createdAt: Date; signer: string | null; handedOverAt: Date | null; mawbNo: string | null }>(
    `select h.handover_no as "handoverNo", ${STATION_ON_PAPER} as station, h.carrier, h.state, h.bags, h.pieces, h.weight::text, h.created_at as "createdAt",
            h.signer, h.handed_over_at as "handedOverAt", m.mawb_no as "mawbNo"
       from handover_order h join station s on s.id = h.station_id left join mawb m on m.id = h.mawb_id where h.id = $1`, [id]);
  const parcels = await q<{ orderNo: string; trackingNo: string | null; via: string; destination: string | null; pieces: number; weight: string }>(
    `select o.order_no as "orderNo", o.channel_tracking_no as "trackingNo", coalesce(m.manifest_no, p.pallet_no, '') as via,
            o.destination_country as destination, ${PARCEL_PIECES}::int as pieces, ${PARCEL_WEIGHT}::text as weight
       from orders o left join loading_manifest m on m.id = o.manifest_id and m.handover_id = $1 left join pallet p on p.id = o.pallet_id and p.handover_id = $1
      where ${HANDOVER_PARCELS} order by via, o.order_no`, [id]);
  const at = (d: Date) => timeOnPaper(d, zone);
  const body = await renderSheet({
    title: `Handover ${h.handoverNo}`,
    creator: 'WL0108_01',
    date: new Date(h.handedOverAt ?? h.createdAt),
    facts: [
      ['Station', h.station],
      ['Carrier / airline', h.carrier],
      ['State', dictionaryLabel('handoverState', h.state, 'en-US')],
      ['Manifests and pallets', String(h.bags)],
      ['Created', at(h.createdAt)],
      ...(h.handedOverAt ? [['Handed over', `${at(h.handedOverAt)}, signed by ${h.signer ?? ''}`] as [string, string]] : []),
      ...(h.mawbNo ? [['MAWB', `${h.mawbNo.slice(0, 3)}-${h.mawbNo.slice(3)}`] as [string, string]] : []),
    ],
    columns: [
      { title: '#', width: 6, align: 'right' }, { title: 'Order no.', width: 30 }, { title: 'Tracking no.', width: 30 }, { title: 'Manifest / pallet', width: 24 },
      { title: 'Dest.', width: 10 }, { title: 'Pieces', width: 10, align: 'right' }, { title: 'Weight (kg)', width: 16, align: 'right' },
    ],
    rows: parcels.map((p, i) => [String(i + 1), p.orderNo, p.trackingNo ?? '', p.via, p.destination ?? '', String(p.pieces), p.weight]),
    total: `Total: ${parcels.length} parcels, ${h.pieces} pieces, ${h.weight} kg`,
    signatures: ['Handed over by', 'Received by (carrier)'],
  });
  return { handoverNo: h.handoverNo, body };
}
