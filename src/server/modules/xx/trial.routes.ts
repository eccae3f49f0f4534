/**
 * XX0402_01 freight trial and remote-area check; XX0401_01 price query and collected prices.
 * Customers quote the routes assigned to them, with their own price table or discount; staff
 * quote for a customer of their data scope (customerId), or list prices without one.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser, type SessionUser } from '../../platform/auth/types';
import { assertCustomerInScope } from '../../platform/permissions/dataScope';
import type { Database } from '../../db/connection';
import { quote, quotePage, QuoteInputError, type QuotePage } from '../../../domain/pricing/quote';
import { cheapestFirst, cheapestPerCurrency } from '../../../domain/pricing/order';
import { findRemoteArea, RemoteLookupError } from '../../../domain/pricing/remote';
import { localizeExcluded, localizeQuote, render, type TextsMode, type TraceMode } from '../../../domain/pricing/messages';
import type { Quote, QuoteInput, QuoteResult } from '../../../domain/pricing/types';
import { localName } from '../../../domain/pricing/names';
import { inService, notInService } from '../../../domain/pricing/service';
import { currentConfig, loadQuoteSetup, remoteAreasFor } from './pricing.repo';
import { assertCargoAttributes } from './cargo-attributes';
import './pricing.messages';
import { idsOnlyBody, ListFilter, listPage, paging, pagingProps } from '../../platform/resource';
import { remoteBody, trialBody } from './trial.body';

const AUTH_TRIAL = 'xx/0402/01.html';
const AUTH_PRICES = 'xx/0401/01.html';
const AUTH_TIMELINESS = 'xx/0403/01.html';

type TrialBody = QuoteInput & {
  customerId?: number | null;
  routeIds?: number[];
  orderTime?: string | null;
  mailType?: string | null;
  trace?: TraceMode;
  texts?: TextsMode;
  current?: number;
  pageSize?: number;
};

/** The customer whose prices apply: a customer's own; for staff the one asked for, in scope. */
export async function pricingCustomer(db: Database, user: SessionUser, customerId?: number | null): Promise<number | null> {
  if (user.userType === 'customer') {
    if (customerId && customerId !== user.customerId) throw new AppError('auth.dataForbidden');
    return user.customerId;
  }
  if (customerId) {
    await assertCustomerInScope(db, user, customerId);
    return customerId;
  }
  return null;
}

export async function runTrial(req: FastifyRequest, body: TrialBody) {
  const db = req.server.db;
  const user = currentUser(req);
  const customerId = await pricingCustomer(db, user, body.customerId);
  await assertCargoAttributes(db, body.cargoType);
  const at = body.orderTime ? new Date(body.orderTime) : new Date();
  const setup = await loadQuoteSetup(db, customerId, body.country, at, body.routeIds, { postcode: body.postcode, city: body.city });
  try {
    const { customerId: _c, routeIds: _r, orderTime: _o, mailType: _m, trace: _t, texts: _x, current: _p, pageSize: _s, ...input } = body;
    const mode: TraceMode = body.trace ?? 'full';
    const parcel = { ...input, country: body.country.toUpperCase() };
    const ctx = { orderTime: at, remoteAreas: setup.remoteAreas, attributeRules: setup.attributeRules, specialRoutes: setup.specialRoutes, traceLines: mode !== 'none' };
    const page = body.pageSize ? { current: body.current ?? 1, pageSize: body.pageSize } : null;
    const r = page ? quotePage(parcel, setup.routes, ctx, page) : withTotals(quote(parcel, setup.routes, ctx));
    return {
      orderTime: at.toISOString(),
      customerId,
      total: r.total,
      cheapest: r.cheapest,
      ...page,
      quotes: r.quotes.map((q) => localizeQuote(q, req.lang, mode, body.texts)),
      excluded: r.excluded.map((e) => localizeExcluded(e, req.lang, body.texts)),
    };
  } catch (err) {
    if (err instanceof QuoteInputError) throw new AppError(err.key, err.params);
    throw err;
  }
}

/** Every quote as one page: what a page's answer says of them all. */
const withTotals = (r: QuoteResult): QuotePage => ({ ...r, total: r.quotes.length, cheapest: cheapestPerCurrency(r.quotes) });

export default defineRoutes([
  {
    method: 'POST',
    url: 'xx/0402/trial',
    authority: AUTH_TRIAL,
    summary: 'Freight trial: every usable route cheapest first with breakdown and trace (or a page of them: current, pageSize); excluded routes with the reason',
    body: trialBody,
    handler: async (req) => runTrial(req, req.body as TrialBody),
  },
  {
    method: 'POST',
    url: 'xx/0402/remote',
    authority: AUTH_TRIAL,
    summary: 'Remote-area check by postcode and/or city (at least one)',
    body: remoteBody,
    handler: async (req) => {
      const b = req.body as { country: string; postcode?: string | null; city?: string | null; remoteType?: string | null };
      if (!b.postcode?.trim() && !b.city?.trim()) throw new AppError('pricing.remote.needPostcodeOrCity');
      const cfg = await currentConfig(req.server.db);
      const areas = await remoteAreasFor(req.server.db, cfg, b.country);
      const types = [...new Set(areas.map((a) => a.remoteType))].filter((t) => !b.remoteType || t === b.remoteType).sort();
      const matches = [];
      try {
        for (const remoteType of types) {
          const m = findRemoteArea(areas, { ...b, remoteType });
          if (m) matches.push({ remoteType, areaId: m.area.id, perKg: m.area.perKg ?? null, minimum: m.area.minimum ?? null, reason: render(req.lang, m.reason), reasonKey: m.reason });
        }
      } catch (err) {
        if (err instanceof RemoteLookupError) throw new AppError(err.key);
        throw err;
      }
      return { country: b.country.toUpperCase(), remote: matches.length > 0, matches };
    },
  },
  {
    method: 'GET',
    url: 'xx/0401/list',
    authority: AUTH_PRICES,
    summary: 'Price query: the routes the caller may use with their price table; with country and weight, the quoted total',
    querystring: {
      type: 'object',
      properties: {
        ...pagingProps,
        // Normalised first (spec section 5): 'ｕｓ' typed full-width is 'us'.
        country: { type: 'string', 'x-normalize': true, pattern: '^[A-Za-z]{2}$' },
        weight: { type: 'number', exclusiveMinimum: 0, maximum: 9999999 },
        cargoType: { type: 'string', maxLength: 100 },
        transportMode: { type: 'integer' },
        customerId: { type: 'integer', minimum: 1 },
      },
    },
    handler: async (req) => {
      const q = req.query as { current: number; pageSize: number; country?: string; weight?: number; cargoType?: string; transportMode?: number; customerId?: number };
      if (q.country) q.country = q.country.toUpperCase();
      const db = req.server.db;
      const user = currentUser(req);
      const customerId = await pricingCustomer(db, user, q.customerId);
      await assertCargoAttributes(db, q.cargoType);
      const at = new Date();
      const setup = await loadQuoteSetup(db, customerId, q.country ?? 'ZZ', at, undefined, {});
      const cfg = await currentConfig(db);
      let rows = setup.routes.filter(inService);
      if (q.transportMode) rows = rows.filter((r) => cfg.routes.get(Number(r.id))?.transport_mode_id === q.transportMode);
      const quoted = new Map<string, Quote>();
      if (q.country && q.weight) {
        const res = quote({ country: q.country, weight: q.weight, cargoType: q.cargoType }, rows, {
          orderTime: at,
          attributeRules: setup.attributeRules,
          specialRoutes: setup.specialRoutes,
        });
        for (const x of res.quotes) quoted.set(String(x.routeId), x);
        rows = rows.filter((r) => quoted.has(String(r.id)));
        rows = cheapestFirst(rows, { of: (r) => quoted.get(String(r.id))! });
      }
      const collected = new Set(
        (await db.query<{ route_id: number }>(`select route_id from collected_price where user_id = $1`, [user.userId])).map((r) => r.route_id),
      );
      const list = rows.slice((q.current - 1) * q.pageSize, q.current * q.pageSize).map((r) => {
        const row = cfg.routes.get(Number(r.id))!;
        const x = quoted.get(String(r.id));
        return {
          routeId: r.id,
          routeCode: row.code,
          routeName: req.lang === 'en-US' ? row.name_en : row.name_zh,
          customerRouteId: r.customerRouteId ?? null,
          channelCode: r.channelCode,
          priceId: r.priceTable?.id ?? null,
          priceName: r.priceTable ? localName(r.priceTable, req.lang) : null,
          priceVersion: r.priceTable?.version ?? null,
          currency: r.currency,
          discount: r.discount ?? null,
          price: x?.total ?? null,
          freight: x?.freight ?? null,
          fuel: x?.fuel ?? null,
          transitDays: { min: r.transitDaysMin ?? null, max: r.transitDaysMax ?? null },
          collected: collected.has(Number(r.id)),
        };
      });
      return { list, total: rows.length };
    },
  },
  {
    method: 'GET',
    url: 'xx/0401/collect/price',
    authority: AUTH_PRICES,
    summary: 'Collected prices of the caller',
    querystring: { type: 'object', properties: pagingProps },
    handler: async (req) => {
      const q = req.query as { current: number; pageSize: number };
      const { rows, total } = await listPage<Record<string, any>>(req.server.db, {
        select: 'c.id, c.route_id, c.created_at, r.code, r.name_zh, r.name_en, r.channel_code, r.transit_days_min, r.transit_days_max',
        from: 'collected_price c join route r on r.id = c.route_id',
        filter: new ListFilter().eq('c.user_id', currentUser(req).userId).and(`r.status = 'enabled' and r.operation = 'operating'`),
        order: 'order by c.created_at desc, c.id desc',
        page: paging(q),
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          routeId: r.route_id,
          routeCode: r.code,
          routeName: req.lang === 'en-US' ? r.name_en : r.name_zh,
          channelCode: r.channel_code,
          transitDays: { min: r.transit_days_min, max: r.transit_days_max },
          collectedAt: new Date(r.created_at).toISOString(),
        })),
        total,
      };
    },
  },
  {
    method: 'POST',
    url: 'xx/0401/collect/price',
    authority: AUTH_PRICES,
    summary: 'Collect a price (route) the caller may use',
    body: { type: 'object', additionalProperties: false, required: ['routeId'], properties: { routeId: { type: 'integer', minimum: 1 } } },
    handler: async (req) => {
      const { routeId } = req.body as { routeId: number };
      const user = currentUser(req);
      const db = req.server.db;
      const cfg = await currentConfig(db);
      const row = cfg.routes.get(routeId);
      if (!row) throw new AppError('pricing.routeNotFound');
      const off = notInService(row);
      if (off) throw new AppError(off.key);
      if (user.userType === 'customer' && !(cfg.customerRoutes.get(user.customerId!) ?? []).some((r) => r.routeId === routeId)) {
        throw new AppError('pricing.routeNotAssigned');
      }
      await db.query(`insert into collected_price (user_id, route_id) values ($1, $2) on conflict do nothing`, [user.userId, routeId]);
      return { routeId, collected: true };
    },
  },
  {
    method: 'POST',
    url: 'xx/0401/collect/price/deletes',
    authority: AUTH_PRICES,
    summary: 'Remove collected prices (by route ids)',
    body: idsOnlyBody,
    handler: async (req) => {
      const { ids } = req.body as { ids: number[] };
      const rows = await req.server.db.query(`delete from collected_price where user_id = $1 and route_id = any($2::int[]) returning id`, [currentUser(req).userId, ids]);
      return { deleted: rows.length };
    },
  },
  {
    method: 'GET',
    url: 'xx/0403/chart',
    authority: AUTH_TIMELINESS,
    summary: 'Timeliness: transit days (min, max, average) per route and destination country, for the routes the caller may use',
    querystring: { type: 'object', properties: { country: { type: 'string', pattern: '^[A-Za-z]{2}$' }, customerId: { type: 'integer', minimum: 1 } } },
    handler: async (req) => {
      const q = req.query as { country?: string; customerId?: number };
      const db = req.server.db;
      const customerId = await pricingCustomer(db, currentUser(req), q.customerId);
      const cfg = await currentConfig(db);
      const ids = customerId != null ? (cfg.customerRoutes.get(customerId) ?? []).map((r) => r.routeId) : [...cfg.routes.keys()];
      // Transit days are configured per route; the countries are those its current prices serve.
      // (Measured days from delivered orders join here when orders exist.)
      const rows = await db.query<{ route_id: number; country: string }>(
        `select distinct pt.route_id, z.country from price_table pt join price_zone z on z.version_id = pt.current_version_id
          where pt.route_id = any($1::int[]) and pt.customer_id is null and ($2::text is null or z.country = upper($2))
          order by pt.route_id, z.country`,
        [ids, q.country ?? null],
      );
      const list = rows
        .map((r) => ({ row: cfg.routes.get(r.route_id)!, country: r.country }))
        .filter((x) => x.row && x.row.status === 'enabled')
        .map(({ row, country }) => ({
          routeId: row.id,
          routeCode: row.code,
          routeName: req.lang === 'en-US' ? row.name_en : row.name_zh,
          country,
          min: row.transit_days_min,
          max: row.transit_days_max,
          avg: row.transit_days_min != null && row.transit_days_max != null ? (row.transit_days_min + row.transit_days_max) / 2 : null,
        }));
      return { list, total: list.length };
    },
  },
]);
