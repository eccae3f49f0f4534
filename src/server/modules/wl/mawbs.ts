/**
 * Air master waybills (WL0113_01/11, WL0114_01). Parcels that have left their station are bound to
 * an open MAWB by a scanned number: a parcel's, a handed-over handover order's or a closed pallet's
 * (all its parcels at once); they are unbound the same way while it is open. Closing it starts the
 * shipment (tracking "shipment start"), shipping it puts its parcels in transit. Every parcel goes
 * through the station pipeline: its log names the MAWB, a held parcel refuses the whole step.
 */
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { mawbDisplay, mawbFlow, mawbRefusal, parseMawbNo, renumberable, type MawbAction, type MawbState } from '../../../domain/station/mawb';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import { HANDOVER_PREFIX, handoverFlow } from '../../../domain/station/handover';
import { PALLET_PREFIX } from '../../../domain/station/pallet';
import { applyStations, assertAtStation, lockScanned, lockWhereOrders, planStates, type ScannedOrder, type StationActor, type StationStep } from './stationWork';
import { stationDocument } from './stationDocuments';
import { handoverRefused, HANDOVER_PARCELS, lockHandoverNo } from './handovers';
import { lockPalletNo } from './pallets';
import { PARCEL_PIECES, PARCEL_WEIGHT } from './parcelWeight';
import './air.messages';

export interface Mawb { id: number; mawbNo: string; stationId: number; state: MawbState; pieces: number; weight: string }

const COLUMNS = `id::int, mawb_no as "mawbNo", station_id as "stationId", state, pieces, weight::text`;

/** The station.action.* text of each MAWB action. */
const ACTION_TEXT: Record<MawbAction, string> = { bind: 'bindMawb', unbind: 'unbindMawb', edit: 'editMawb', close: 'closeMawb', ship: 'ship' };

const refused = (actor: StationActor, m: Mawb, action: MawbAction) => new AppError('station.mawb.refused', {
  mawbNo: mawbDisplay(m.mawbNo), state: dictionaryLabel('mawbState', m.state, actor.lang), action: t(actor.lang, `station.action.${ACTION_TEXT[action]}`),
});

export interface MawbInput { mawbNo: string; airline: string; flight: string; origin: string; destination: string; departureDate?: string | null }

type FlightField = Exclude<keyof MawbInput, 'mawbNo'>;

/** The flight details as stored: flight and airports in capitals, no departure date as null. */
const FLIGHT_COLUMNS: Record<FlightField, PresentColumn> = {
  airline: { col: 'airline' },
  flight: { col: 'flight', value: (v: string) => v.toUpperCase() },
  origin: { col: 'origin', value: (v: string) => v.toUpperCase() },
  destination: { col: 'destination', value: (v: string) => v.toUpperCase() },
  departureDate: { col: 'departure_date', value: (v: string | null) => v || null },
};
const FLIGHT_FIELDS = Object.keys(FLIGHT_COLUMNS) as FlightField[];

/** The number as stored (11 digits) and shown; the body's `mawbNo` rule has refused a bad one already, this keeps the type honest. */
function mawbNoOf(typed: string): { mawbNo: string; display: string } {
  const parsed = parseMawbNo(typed);
  if (!parsed.ok) throw new AppError(`validation.mawbNo.${parsed.problem}`, { digit: parsed.expected ?? '' }).onFields('mawbNo');
  return parsed;
}

/** A new open MAWB at the actor's station; its number (checked by the form's `mawbNo` rule) kept as 11 digits and unique. */
export async function createMawb(q: TxQuery, actor: StationActor, input: MawbInput): Promise<{ id: number; mawbNo: string }> {
  const parsed = mawbNoOf(input.mawbNo);
  const stored = FLIGHT_FIELDS.map((f) => { const c = FLIGHT_COLUMNS[f]; return c.value ? c.value(input[f] ?? null) : input[f]; });
  const [row] = await q<{ id: number }>(
    `insert into mawb (mawb_no, station_id, created_by, created_by_name, ${FLIGHT_FIELDS.map((f) => FLIGHT_COLUMNS[f].col).join(', ')})
     values ($1, $2, $3, $4, ${FLIGHT_FIELDS.map((_, i) => `$${i + 5}`).join(', ')}) on conflict (mawb_no) do nothing returning id::int`,
    [parsed.mawbNo, actor.stationId, actor.userId, actor.userName, ...stored],
  );
  if (!row) throw new AppError('station.mawb.duplicate', { mawbNo: parsed.display }).onFields('mawbNo');
  return { id: row.id, mawbNo: parsed.display };
}

/**
 * Corrects an open MAWB (WL0113_01 "Edit"): the flight details sent (one left out keeps its value)
 * and, while no parcel is bound to it, its number. A closed or shipped MAWB is refused naming its
 * state; a number another MAWB has, naming that number.
 */
export async function updateMawb(q: TxQuery, actor: StationActor, id: number, input: Partial<MawbInput>): Promise<{ id: number; mawbNo: string }> {
  const m = await lockMawb(q, actor, id, 'edit');
  const params: unknown[] = [m.id];
  const set = presentSet(input, FLIGHT_COLUMNS, params);
  const renumbered = input.mawbNo === undefined ? undefined : mawbNoOf(input.mawbNo);
  if (renumbered && renumbered.mawbNo !== m.mawbNo) {
    const [{ bound }] = await q<{ bound: number }>(`select count(*)::int as bound from orders where mawb_id = $1`, [m.id]);
    if (!renumberable(bound)) throw new AppError('station.mawb.renumberBound', { mawbNo: mawbDisplay(m.mawbNo), bound }).onFields('mawbNo');
    const [taken] = await q(`select 1 from mawb where mawb_no = $1 and id <> $2`, [renumbered.mawbNo, m.id]);
    if (taken) throw new AppError('station.mawb.duplicate', { mawbNo: renumbered.display }).onFields('mawbNo');
    params.push(renumbered.mawbNo);
    set.push(`mawb_no = $${params.length}`);
  }
  if (set.length) await q(`update mawb set ${set.join(', ')} where id = $1`, params);
  return { id: m.id, mawbNo: mawbDisplay(renumbered?.mawbNo ?? m.mawbNo) };
}

/** The MAWB a scan names, at the actor's station, locked, refused naming its state when `action` may not run. */
export async function lockMawbNo(q: TxQuery, actor: StationActor, typed: string, action: MawbAction): Promise<Mawb> {
  const parsed = parseMawbNo(typed);
  const [m] = parsed.ok ? await q<Mawb>(`select ${COLUMNS} from mawb where mawb_no = $1 and station_id = $2 for update`, [parsed.mawbNo, actor.stationId]) : [];
  if (!m) throw new AppError('station.mawb.notFound', { mawbNo: typed.trim() }).onFields('mawbNo');
  if (!mawbFlow.allowed(m.state, action)) throw refused(actor, m, action).onFields('mawbNo');
  return m;
}

/** A MAWB a list acts on, at the actor's station or (view-all) any, locked; one outside reads as missing. */
export async function lockMawb(q: TxQuery, actor: StationActor, id: number, action?: MawbAction): Promise<Mawb> {
  const m = await stationDocument<Mawb>(q, actor, { table: 'mawb', columns: COLUMNS, missing: 'station.mawb.missing' }, id, !!action);
  if (action && !mawbFlow.allowed(m.state, action)) throw refused(actor, m, action);
  return m;
}

/** What a scanned number names for a MAWB: one parcel, or a handover order or pallet and its parcels. */
interface Named { label: string; parcels: ScannedOrder[]; handoverId?: number; single?: ScannedOrder }

async function parcelsNamed(q: TxQuery, actor: StationActor, typed: string, forBinding: boolean): Promise<Named> {
  const no = typed.trim().toUpperCase();
  const document = (prefix: string) => no.startsWith(prefix) && /^\D{2}\d{10,}$/.test(no);
  if (document(HANDOVER_PREFIX)) {
    const h = await lockHandoverNo(q, actor, no);
    if (forBinding && !handoverFlow.allowed(h.state, 'bindMawb')) throw handoverRefused(actor, h, 'bindMawb').onFields('no');
    return { label: no, parcels: await lockWhereOrders(q, actor, HANDOVER_PARCELS, [h.id]), handoverId: h.id };
  }
  if (document(PALLET_PREFIX)) {
    const p = await lockPalletNo(q, actor, no);
    if (p.state !== 'closed') {
      throw new AppError('station.pallet.refused', { palletNo: p.palletNo, state: dictionaryLabel('palletState', p.state, actor.lang), action: t(actor.lang, `station.action.${forBinding ? 'bindMawb' : 'unbindMawb'}`) }).onFields('no');
    }
    return { label: no, parcels: await lockWhereOrders(q, actor, `o.pallet_id = $1`, [p.id]) };
  }
  const order = await lockScanned(q, actor, typed);
  assertAtStation(order, actor);
  return { label: order.orderNo, parcels: [order], single: order };
}

/** Where each parcel is bound now: its MAWB's number and state. */
async function boundTo(q: TxQuery, ids: number[]): Promise<Map<number, { mawbId: number; mawbNo: string; state: MawbState }>> {
  const rows = await q<{ id: number; mawbId: number; mawbNo: string; state: MawbState }>(
    `select o.id::int, m.id::int as "mawbId", m.mawb_no as "mawbNo", m.state from orders o join mawb m on m.id = o.mawb_id where o.id = any($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

const mawbStep = (action: 'bindMawb' | 'unbindMawb', m: Mawb): StationStep => ({
  action, transitions: [], set: { mawb_id: action === 'bindMawb' ? m.id : null }, changes: { mawb: mawbDisplay(m.mawbNo) },
});

async function retotal(q: TxQuery, m: Mawb): Promise<Mawb> {
  const [now] = await q<Mawb>(
    `update mawb t set pieces = s.pieces, weight = s.weight
       from (select coalesce(sum(${PARCEL_PIECES}), 0)::int as pieces, coalesce(sum(${PARCEL_WEIGHT}), 0) as weight from orders o where o.mawb_id = $1) s
      where t.id = $1 returning t.id::int, t.mawb_no as "mawbNo", t.station_id as "stationId", t.state, t.pieces, t.weight::text`, [m.id]);
  return now;
}

/**
 * Binds what `no` names to the open MAWB: every parcel must have left its station, not be held and
 * be on no MAWB, or nothing is bound and the first that is not is named.
 */
export async function bindToMawb(q: TxQuery, actor: StationActor, mawbNo: string, no: string): Promise<{ mawb: Mawb; named: Named }> {
  const m = await lockMawbNo(q, actor, mawbNo, 'bind');
  const named = await parcelsNamed(q, actor, no, true);
  if (!named.parcels.length) throw new AppError('station.mawb.nothing', { no: named.label }).onFields('no');
  const bound = await boundTo(q, named.parcels.map((o) => o.id));
  for (const o of named.parcels) {
    const on = bound.get(o.id);
    const why = mawbRefusal({ stationOp: o.stationOp, hold: o.hold, mawbId: on?.mawbId ?? null });
    if (why === 'held') planStates(actor, o, { action: 'bindMawb', transitions: [] });
    if (why === 'notOut') throw new AppError('station.mawb.notOut', { orderNo: o.orderNo, state: dictionaryLabel('stationOpStatus', o.stationOp, actor.lang) }).onFields('no');
    if (why === 'onMawb' && on) {
      throw new AppError('station.mawb.parcelOn', { orderNo: o.orderNo, mawbNo: mawbDisplay(on.mawbNo), state: dictionaryLabel('mawbState', on.state, actor.lang) }).onFields('no');
    }
  }
  await applyStations(q, { ...actor, stationId: m.stationId }, named.parcels.map((order) => ({ order, steps: [mawbStep('bindMawb', m)] })));
  if (named.handoverId) await q(`update handover_order set mawb_id = $2 where id = $1`, [named.handoverId, m.id]);
  return { mawb: await retotal(q, m), named };
}

/** Takes what `no` names off the open MAWB: every parcel must be on it. */
export async function unbindFromMawb(q: TxQuery, actor: StationActor, mawbNo: string, no: string): Promise<{ mawb: Mawb; named: Named }> {
  const m = await lockMawbNo(q, actor, mawbNo, 'unbind');
  const named = await parcelsNamed(q, actor, no, false);
  const bound = await boundTo(q, named.parcels.map((o) => o.id));
  const off = named.parcels.filter((o) => bound.get(o.id)?.mawbId === m.id);
  if (!off.length) {
    throw new AppError('station.mawb.notOnThis', { orderNo: named.label, mawbNo: mawbDisplay(m.mawbNo) }).onFields('no');
  }
  await applyStations(q, { ...actor, stationId: m.stationId }, off.map((order) => ({ order, steps: [mawbStep('unbindMawb', m)] })));
  // A handover stays linked to the MAWB while any of its parcels is on it.
  await q(`update handover_order h set mawb_id = null where h.mawb_id = $1 and not exists (select 1 from orders o where o.handover_id = h.id and o.mawb_id = $1)`, [m.id]);
  return { mawb: await retotal(q, m), named: { ...named, parcels: off } };
}

/**
 * Closes (`close`: tracking "shipment start") or ships (`ship`: "in transit") a MAWB of the actor's
 * station (any, view-all): every parcel on it, locked, takes the step, or none does.
 */
export async function moveMawb(q: TxQuery, actor: StationActor, id: number, action: 'close' | 'ship'): Promise<{ mawbNo: string; pieces: number }> {
  const m = await lockMawb(q, actor, id, action);
  const parcels = await lockWhereOrders(q, actor, `o.mawb_id = $1`, [m.id]);
  if (!parcels.length) throw new AppError('station.mawb.empty', { mawbNo: mawbDisplay(m.mawbNo) });
  const step: StationStep = action === 'close'
    ? { action: 'closeMawb', transitions: [], changes: { mawb: mawbDisplay(m.mawbNo) }, tracking: 'shipment_start' }
    : { action: 'ship', transitions: [], changes: { mawb: mawbDisplay(m.mawbNo) }, tracking: 'in_transit' };
  await applyStations(q, { ...actor, stationId: m.stationId }, parcels.map((order) => ({ order, steps: [step] })));
  await q(action === 'close'
    ? `update mawb set state = 'closed', closed_at = now(), closed_by_name = $2 where id = $1`
    : `update mawb set state = 'shipped', shipped_at = now(), shipped_by_name = $2 where id = $1`, [m.id, actor.userName]);
  return { mawbNo: mawbDisplay(m.mawbNo), pieces: parcels.length };
}
