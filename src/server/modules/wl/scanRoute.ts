/**
 * A scan screen's route (kind scan: WL0101_01, WL0106_01, WL0107_01/11, WL0110_01's hold): the body
 * from the screen's own form (`fields` of it), the caller's station (or the one a view-all caller
 * chose), the scanned parcel locked and, unless the scan takes parcels from elsewhere, at that
 * station; `run` does the scan's work in the same transaction, `after` what follows its commit (a
 * new price); the answer carries the parcel as the screen shows it (`order`).
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { RouteDef } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { inTransaction, type TxQuery } from '../../platform/resource';
import { assertAtStation, lockScanned, stationActor, type ScannedOrder, type StationActor } from './stationWork';
import { scannedSummary, SCANNED_SCHEMA } from './scanned';

type Screen = Parameters<typeof formBody>[0];
type Answer = Record<string, unknown>;

export interface ScanRouteDef<B> {
  url: string;
  authority: string;
  summary: string;
  screen: Screen;
  /** The form's fields this route takes (the scan box `no` and `stationId` among them). */
  fields: string[];
  /** Form name when the fields are an inline form's (`forms`). */
  form?: string;
  /** Parcels held by another station are taken (an unloading). */
  anyStation?: boolean;
  /** The answer's other properties (besides `order`). */
  answer?: Record<string, unknown>;
  /** `tx` is the same transaction as a Database, for code that takes one (pricing). */
  run(q: TxQuery, actor: StationActor, order: ScannedOrder, body: B, req: FastifyRequest, tx: Database): Promise<Answer | void>;
  after?(req: FastifyRequest, order: ScannedOrder, body: B, answer: Answer): Promise<Answer>;
}

export function scanRoute<B extends { no: string; stationId?: number | null }>(def: ScanRouteDef<B>): RouteDef {
  return {
    method: 'POST',
    url: def.url,
    authority: def.authority,
    summary: def.summary,
    body: formBody(def.screen, def.form, { only: def.fields }),
    response: { type: 'object', properties: { ...def.answer, order: SCANNED_SCHEMA } },
    handler: async (req) => {
      const body = req.body as B;
      const actor = stationActor(req, body.stationId);
      const { order, answer } = await inTransaction(req.server.db, async (q, tx) => {
        const locked = await lockScanned(q, actor, body.no);
        if (!def.anyStation) assertAtStation(locked, actor);
        return { order: locked, answer: (await def.run(q, actor, locked, body, req, tx)) ?? {} };
      });
      const more = def.after ? await def.after(req, order, body, answer) : {};
      return { ...answer, ...more, order: await scannedSummary((text, params) => req.server.db.query(text, params), order.id, req.lang) };
    },
  };
}
