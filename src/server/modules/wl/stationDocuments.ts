/**
 * A station's document (a handover order, a pallet, a MAWB) that a list acts on by its id: at the
 * actor's station or, view-all, at any; locked when the action will change it. One outside the
 * caller's scope reads as missing, as a row outside a list's scope does.
 */
import { AppError } from '../../platform/errors';
import type { TxQuery } from '../../platform/resource';
import type { StationActor } from './stationWork';
import { formatTime } from '../../../domain/time/index';
import { utcOffsetText } from '../../../domain/time/label';

export interface StationDocument { table: string; columns: string; /** Message key of "does not exist". */ missing: string }

export async function stationDocument<T>(q: TxQuery, actor: StationActor, doc: StationDocument, id: number, lock: boolean): Promise<T> {
  const [row] = await q<T>(
    `select ${doc.columns} from ${doc.table} where id = $1 and (station_id = $2 or $3::boolean)${lock ? ' for update' : ''}`,
    [id, actor.stationId, actor.viewAll],
  );
  if (!row) throw new AppError(doc.missing);
  return row;
}

/** A station as a printed document names it (alias `a`): its code and both names, which the documents' fonts set. */
export const stationOnPaper = (a: string) => `${a}.code || ' ' || ${a}.name_zh || ' ' || ${a}.name_en`;

/** The document's own station (alias `s`), as stationOnPaper names it. */
export const STATION_ON_PAPER = stationOnPaper('s');

/** A time as a station's documents print it: the business zone's clock and its offset ("2026-11-28 10:00 (UTC+8)"), read anywhere. */
export function timeOnPaper(at: Date | string, zone: string): string {
  const d = new Date(at);
  return `${formatTime(d, zone)} (${utcOffsetText(zone, d)})`;
}
