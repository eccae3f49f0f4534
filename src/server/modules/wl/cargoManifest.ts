/**
 * The cargo manifest of a MAWB (WL0114_01, WL0113_01 "Print"): the MAWB's flight facts and every
 * parcel on it with its handover, destination, pieces and weight, and the totals (the station by its
 * code and both names).
 */
import type { TxQuery } from '../../platform/resource';
import { STATION_ON_PAPER, timeOnPaper } from './stationDocuments';
import { renderSheet } from '../../platform/pdf/sheet';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { mawbDisplay } from '../../../domain/station/mawb';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';

export async function cargoManifest(q: TxQuery, id: number, zone: string): Promise<{ mawbNo: string; body: Uint8Array }> {
  const [m] = await q<{ mawbNo: string; station: string; airline: string; flight: string; origin: string; destination: string; departureDate: string | null; state: string; pieces: number; weight: string; createdAt: Date; closedAt: Date | null }>(
    `select m.mawb_no as "mawbNo", ${STATION_ON_PAPER} as station, m.airline, m.flight, m.origin, m.destination, to_char(m.departure_date, 'YYYY-MM-DD') as "departureDate",
            m.state, m.pieces, m.weight::text, m.created_at as "createdAt", m.closed_at as "closedAt"
       from mawb m join station s on s.id = m.station_id where m.id = $1`, [id]);
  const parcels = await q<{ orderNo: string; trackingNo: string | null; handoverNo: string | null; destination: string | null; pieces: number; weight: string }>(
    `select o.order_no as "orderNo", o.channel_tracking_no as "trackingNo", h.handover_no as "handoverNo", o.destination_country as destination,
            ${PARCEL_PIECES}::int as pieces, ${PARCEL_WEIGHT}::text as weight
       from orders o left join handover_order h on h.id = o.handover_id where o.mawb_id = $1 order by o.order_no`, [id]);
  const date = new Date(m.closedAt ?? m.createdAt);
  const body = await renderSheet({
    title: `Cargo manifest MAWB ${mawbDisplay(m.mawbNo)}`,
    creator: 'WL0114_01',
    date,
    facts: [
      ['Airline', m.airline],
      ['Flight', `${m.flight}${m.departureDate ? `, ${m.departureDate}` : ''}`],
      ['From / to', `${m.origin} - ${m.destination}`],
      ['Station', m.station],
      ['State', dictionaryLabel('mawbState', m.state, 'en-US')],
      ['Printed for', timeOnPaper(date, zone)],
    ],
    columns: [
      { title: '#', width: 6, align: 'right' }, { title: 'Order no.', width: 30 }, { title: 'Tracking no.', width: 30 }, { title: 'Handover', width: 22 },
      { title: 'Dest.', width: 10 }, { title: 'Pieces', width: 10, align: 'right' }, { title: 'Weight (kg)', width: 16, align: 'right' },
    ],
    rows: parcels.map((p, i) => [String(i + 1), p.orderNo, p.trackingNo ?? '', p.handoverNo ?? '', p.destination ?? '', String(p.pieces), p.weight]),
    total: `Total: ${parcels.length} parcels, ${m.pieces} pieces, ${m.weight} kg`,
  });
  return { mawbNo: mawbDisplay(m.mawbNo), body };
}
