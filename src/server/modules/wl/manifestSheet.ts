/**
 * The loading manifest (WL0107_02 "Print"): the vehicle's manifest as the driver carries it and its
 * destination station checks it on unloading: the manifest's facts, every parcel loaded with its tracking
 * number, destination, pieces and load weight, the totals, and lines for the loader's and the
 * driver's signatures.
 */
import type { TxQuery } from '../../platform/resource';
import { STATION_ON_PAPER, stationOnPaper, timeOnPaper } from './stationDocuments';
import { renderSheet } from '../../platform/pdf/sheet';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';

export async function manifestSheet(q: TxQuery, id: number, zone: string): Promise<{ manifestNo: string; body: Uint8Array }> {
  const [m] = await q<{ manifestNo: string; station: string; toStation: string | null; vehicle: string; state: string; pieces: number; weight: string; createdAt: Date; departedAt: Date | null; departedBy: string | null; unloadedAt: Date | null }>(
    `select m.manifest_no as "manifestNo", ${STATION_ON_PAPER} as station, ${stationOnPaper('d')} as "toStation", m.vehicle, m.state, m.pieces, m.weight::text, m.created_at as "createdAt",
            m.departed_at as "departedAt", m.departed_by_name as "departedBy", m.unloaded_at as "unloadedAt"
       from loading_manifest m join station s on s.id = m.station_id left join station d on d.id = m.to_station_id where m.id = $1`, [id]);
  // Parcels unloaded at the next station keep their manifest (until loaded on another): the sheet still lists what the vehicle carried.
  const parcels = await q<{ orderNo: string; trackingNo: string | null; route: string | null; destination: string | null; pieces: number; weight: string }>(
    `select o.order_no as "orderNo", o.channel_tracking_no as "trackingNo", r.code as route, o.destination_country as destination,
            ${PARCEL_PIECES}::int as pieces, ${PARCEL_WEIGHT}::text as weight
       from orders o left join route r on r.id = o.route_id where o.manifest_id = $1 order by o.order_no`, [id]);
  const at = (d: Date) => timeOnPaper(d, zone);
  const body = await renderSheet({
    title: `Loading manifest ${m.manifestNo}`,
    creator: 'WL0107_02',
    date: new Date(m.departedAt ?? m.createdAt),
    facts: [
      ['Station', m.station],
      // One opened before destinations has none: the line stays, empty, for the pen.
      ['Destination station', m.toStation ?? ''],
      ['Vehicle', m.vehicle],
      ['State', `${dictionaryLabel('manifestState', m.state, 'zh-CN')} ${dictionaryLabel('manifestState', m.state, 'en-US')}`],
      ['Opened', at(m.createdAt)],
      ...(m.departedAt ? [['Departed', `${at(m.departedAt)}${m.departedBy ? `, ${m.departedBy}` : ''}`] as [string, string]] : []),
      ...(m.unloadedAt ? [['Unloaded', at(m.unloadedAt)] as [string, string]] : []),
    ],
    columns: [
      { title: '#', width: 6, align: 'right' }, { title: 'Order no.', width: 30 }, { title: 'Tracking no.', width: 30 }, { title: 'Route', width: 18 },
      { title: 'Dest.', width: 10 }, { title: 'Pieces', width: 10, align: 'right' }, { title: 'Weight (kg)', width: 16, align: 'right' },
    ],
    rows: parcels.map((p, i) => [String(i + 1), p.orderNo, p.trackingNo ?? '', p.route ?? '', p.destination ?? '', String(p.pieces), p.weight]),
    total: `Total: ${parcels.length} parcels, ${m.pieces} pieces, ${m.weight} kg`,
    signatures: ['Loaded by', 'Driver'],
  });
  return { manifestNo: m.manifestNo, body };
}
