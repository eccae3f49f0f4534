/**
 * Packing (WL0111_01, S18): the scanned order's SKU lines packed into cartons at the station. A
 * carton is saved whole (its box no. names it: saving one again replaces it), a line's quantities
 * over the cartons never exceed the line's, an order has at most 80 cartons, and ending the packing
 * (every line packed) closes it for good. Each change is a line of the order's log through the
 * station pipeline (applyStation); the order's lock (lockScanned) serialises two operators.
 */
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import type { TxQuery } from '../../platform/resource';
import { dec, weightString } from '../../../domain/pricing/money';
import {
  boxKey, crowded, ITEMS_PER_CARTON_NOTE, itemsIn, leftToPack, MAX_CARTONS, nextBoxNo, overPacked, packableAt, packing, type PackingAction,
} from '../../../domain/station/packing';
import { applyStation, planStates, stateRefusal, type ScannedOrder, type StationActor } from './stationWork';
import './packing.messages';

export interface BoxBody {
  boxNo: string; weight: string; length?: string | null; width?: string | null; height?: string | null;
  items: { seq: number; quantity: number }[];
}

interface Line { id: number; seq: number; name: string; quantity: number }
interface Carton { id: number; boxNo: string; weight: string; length: string | null; width: string | null; height: string | null; packedByName: string | null; items: { seq: number; quantity: number }[] }

/** The refusal of a change the packing's state or the parcel's place forbids: ended first, then not at the station. */
function assertPackable(actor: StationActor, order: ScannedOrder, action: PackingAction): void {
  planStates(actor, order, { action, transitions: [[packing, action]] });
  if (!packableAt(order.stationOp)) throw stateRefusal(actor, order, 'stationOpStatus', order.stationOp, action);
}

async function linesOf(q: TxQuery, orderId: number, lang: Lang): Promise<Line[]> {
  return q<Line>(`select id::int, seq, ${lang === 'en-US' ? 'name_en' : 'name_zh'} as name, quantity from order_item where order_id = $1 order by seq`, [orderId]);
}

async function cartonsOf(q: TxQuery, orderId: number): Promise<Carton[]> {
  return q<Carton>(
    `select c.id::int, c.box_no as "boxNo", c.weight::text, c.length::text, c.width::text, c.height::text, c.packed_by_name as "packedByName",
            coalesce(jsonb_agg(jsonb_build_object('seq', i.seq, 'quantity', ci.quantity) order by i.seq) filter (where i.id is not null), '[]') as items
       from packing_carton c left join packing_carton_item ci on ci.carton_id = c.id left join order_item i on i.id = ci.order_item_id
      where c.order_id = $1 group by c.id order by c.id`, [orderId]);
}

/** Saves a carton of the locked order (new, or replacing the one of that box no.), refused naming why. */
export async function saveBox(q: TxQuery, actor: StationActor, order: ScannedOrder, body: BoxBody): Promise<void> {
  assertPackable(actor, order, 'packBox');
  const boxNo = boxKey(body.boxNo);
  const lines = await linesOf(q, order.id, actor.lang);
  const bySeq = new Map(lines.map((l) => [l.seq, l]));
  const seen = new Set<number>();
  body.items.forEach((it, i) => {
    if (!bySeq.has(it.seq)) throw new AppError('station.packing.noSuchLine', { seq: it.seq }).onFields(`items.${i}.seq`);
    if (seen.has(it.seq)) throw new AppError('station.packing.lineTwice', { seq: it.seq }).onFields(`items.${i}.seq`);
    seen.add(it.seq);
  });
  const cartons = await cartonsOf(q, order.id);
  const before = cartons.find((c) => c.boxNo === boxNo);
  if (!before && cartons.length >= MAX_CARTONS) throw new AppError('station.packing.tooManyCartons', { max: MAX_CARTONS }).onFields('boxNo');
  const after = [...cartons.filter((c) => c !== before), { boxNo, items: body.items }];
  const [over] = overPacked(lines, after).filter((l) => seen.has(l.seq));
  if (over) {
    const line = bySeq.get(over.seq)!;
    throw new AppError('station.packing.overPacked', { seq: over.seq, name: line.name, quantity: over.quantity, packed: over.packed })
      .onFields(`items.${body.items.findIndex((it) => it.seq === over.seq)}.quantity`);
  }
  const sizes = [body.length || null, body.width || null, body.height || null];
  const [{ id }] = await q<{ id: number }>(
    `insert into packing_carton (order_id, box_no, weight, length, width, height, packed_by, packed_by_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (order_id, box_no) do update set weight = excluded.weight, length = excluded.length, width = excluded.width, height = excluded.height,
       packed_at = now(), packed_by = excluded.packed_by, packed_by_name = excluded.packed_by_name
     returning id::int`,
    [order.id, boxNo, body.weight, ...sizes, actor.userId, actor.userName]);
  await q(`delete from packing_carton_item where carton_id = $1`, [id]);
  await q(
    `insert into packing_carton_item (carton_id, order_item_id, quantity)
     select $1, i.id, x.quantity from jsonb_to_recordset($2::jsonb) as x(seq int, quantity int) join order_item i on i.order_id = $3 and i.seq = x.seq`,
    [id, JSON.stringify(body.items), order.id]);
  await applyStation(q, actor, order, {
    action: 'packBox', transitions: [],
    changes: { box: { boxNo, weight: body.weight, items: itemsIn(body) }, sizes },
  });
}

/** Removes a carton of the locked order while it is packed. */
export async function removeBox(q: TxQuery, actor: StationActor, order: ScannedOrder, boxNoTyped: string): Promise<void> {
  assertPackable(actor, order, 'unpackBox');
  const boxNo = boxKey(boxNoTyped);
  const [gone] = await q<{ weight: string; items: number }>(
    `delete from packing_carton c where c.order_id = $1 and c.box_no = $2
     returning c.weight::text, (select coalesce(sum(quantity), 0)::int from packing_carton_item where carton_id = c.id) as items`, [order.id, boxNo]);
  if (!gone) throw new AppError('station.packing.noSuchBox', { orderNo: order.orderNo, boxNo }).onFields('boxNo');
  await applyStation(q, actor, order, { action: 'unpackBox', transitions: [], changes: { box: { boxNo, weight: gone.weight, items: gone.items } } });
}

/** Ends the packing of the locked order: at least one carton, every line wholly packed. */
export async function endPacking(q: TxQuery, actor: StationActor, order: ScannedOrder): Promise<void> {
  assertPackable(actor, order, 'endPacking');
  const [lines, cartons] = [await linesOf(q, order.id, actor.lang), await cartonsOf(q, order.id)];
  if (!cartons.length) throw new AppError('station.packing.noCartons', { orderNo: order.orderNo });
  const left = leftToPack(lines, cartons);
  if (left.length) {
    const names = new Map(lines.map((l) => [l.seq, l.name]));
    const text = left.map((l) => t(actor.lang, 'station.packing.lineLeft', { seq: l.seq, name: names.get(l.seq) ?? '', left: l.left })).join(actor.lang === 'en-US' ? '; ' : '；');
    throw new AppError('station.packing.notAllPacked', { orderNo: order.orderNo, lines: text });
  }
  const weight = weightString(cartons.reduce((sum, c) => sum.add(dec(c.weight)), dec(0)));
  await applyStation(q, actor, order, {
    action: 'endPacking', transitions: [[packing, 'endPacking']], set: { packing_ended_at: new Date() }, changes: { cartons: { count: cartons.length, weight } },
  });
}

/** What WL0111_01 shows of the order: its lines with what is packed and left, its cartons, totals, the lag note's cartons. */
export async function packingView(q: TxQuery, orderId: number, lang: Lang): Promise<Record<string, unknown>> {
  const [[order], lines, cartons] = [
    await q<Record<string, unknown>>(
      `select o.id::int, o.order_no as "orderNo", c.name as "customerName", o.station_op as "stationOp", o.packing_state as "packingState"
         from orders o join customer c on c.id = o.customer_id where o.id = $1`, [orderId]),
    await linesOf(q, orderId, lang),
    await cartonsOf(q, orderId),
  ];
  const packed = new Map<number, number>();
  for (const c of cartons) for (const it of c.items) packed.set(it.seq, (packed.get(it.seq) ?? 0) + it.quantity);
  return {
    ...order,
    lines: lines.map(({ seq, name, quantity }) => ({ seq, name, quantity, packed: packed.get(seq) ?? 0, left: quantity - (packed.get(seq) ?? 0) })),
    cartons: cartons.map(({ id: _id, ...c }) => ({ ...c, itemCount: itemsIn(c), crowded: crowded(c) })),
    cartonCount: cartons.length,
    itemCount: cartons.reduce((n, c) => n + itemsIn(c), 0),
    totalWeight: weightString(cartons.reduce((sum, c) => sum.add(dec(c.weight)), dec(0))),
    crowdedBoxes: cartons.filter(crowded).map((c) => c.boxNo),
    itemsPerCartonNote: ITEMS_PER_CARTON_NOTE,
    nextBoxNo: nextBoxNo(cartons.map((c) => c.boxNo)),
  };
}

const LINE = { type: 'object', properties: { seq: { type: 'integer' }, quantity: { type: 'integer' } } } as const;
const SIZE = { type: ['string', 'null'] } as const;
export const PACKING_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, orderNo: { type: 'string' }, customerName: { type: 'string' }, stationOp: { type: 'string' }, packingState: { type: 'string' },
    lines: { type: 'array', items: { type: 'object', properties: {
      seq: { type: 'integer' }, name: { type: 'string' }, quantity: { type: 'integer' }, packed: { type: 'integer' }, left: { type: 'integer' } } } },
    cartons: { type: 'array', items: { type: 'object', properties: {
      boxNo: { type: 'string' }, weight: { type: 'string' }, length: SIZE, width: SIZE, height: SIZE, packedByName: { type: ['string', 'null'] },
      items: { type: 'array', items: LINE }, itemCount: { type: 'integer' }, crowded: { type: 'boolean' } } } },
    cartonCount: { type: 'integer' }, itemCount: { type: 'integer' }, totalWeight: { type: 'string' },
    crowdedBoxes: { type: 'array', items: { type: 'string' } }, itemsPerCartonNote: { type: 'integer' }, nextBoxNo: { type: 'string' },
  },
} as const;
