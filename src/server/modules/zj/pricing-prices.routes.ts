/**
 * ZJ0104 prices: price tables (list, status, copy; detail and save with zones and weight
 * breaks: each save with zones writes a new immutable version), fuel rules (ZJ0104_04) and
 * surcharge mapping (ZJ0104_03).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import type { Msg } from '../../../domain/pricing/types';
import { validateFuelRule } from '../../../domain/pricing/fuel';
import { validateMapping } from '../../../domain/pricing/surcharges';
import { checkBreaks } from '../../../domain/pricing/breaks';
import { postcodeRangesProblems } from '../../../domain/pricing/postcode';
import { placeGeoZones } from './pricing-geo-zones';
import type { Lang } from '../../platform/i18n';
import { assertReadable, crudRoutes, detailOf, idsOnlyBody, inTransaction, mergedBody, localizedName, nameOf, S, type CrudSpec } from '../../platform/resource';
import { bumpPricing, pricingResource, writePriceVersion, type ZoneInput } from './pricing.lib';
import { readablePricesWhere } from './pricing-access';
import type { Database } from '../../db/connection';
import { formBody } from '../../platform/formBody';
import ZJ0104_02 from '../../../../schemas/zj/ZJ0104_02.json' with { type: 'json' };
import ZJ0104_03 from '../../../../schemas/zj/ZJ0104_03.json' with { type: 'json' };
import ZJ0104_04 from '../../../../schemas/zj/ZJ0104_04.json' with { type: 'json' };

const breakSchema = {
  type: 'object',
  required: ['kind', 'upTo'],
  properties: {
    kind: { type: 'string', enum: ['first_additional', 'per_kg', 'flat'] },
    upTo: S.dec(3),
    firstWeight: S.dec(3),
    firstPrice: S.dec(2),
    additionalUnit: S.dec(3),
    additionalPrice: S.dec(2),
    rate: S.dec(3),
    base: S.optDec(2),
    price: S.dec(2),
  },
  additionalProperties: false,
};
export const zonesSchema = {
  type: 'array',
  maxItems: 2000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'country', 'breaks'],
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 30 },
      name: S.optText(60),
      country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      postcodes: S.ranges,
      cities: S.strings(500),
      geoZone: S.optText(30),
      minCharge: S.optDec(2),
      breaks: { type: 'array', minItems: 1, maxItems: 200, items: breakSchema },
    },
  },
};

const price: CrudSpec = pricingResource({
  base: 'zj/0104',
  authority: 'zj/0104/01.html',
  writeAuthority: 'zj/0104/02.html',
  noun: 'price table',
  table: 'price_table',
  // The form edits one row per weight break (bands); its hook sends them as zones (ZJ0104_02.hooks.ts).
  body: formBody(ZJ0104_02, undefined, { id: true, sent: { bands: null, zones: zonesSchema } }),
  verbs: ['list', 'save', 'status'],
  fields: {
    routeId: { col: 'route_id', kind: 'int' },
    customerId: { col: 'customer_id', kind: 'int' },
    priceCode: { col: 'price_code', kind: 'text' },
    name: { col: 'name', kind: 'text', listExpr: localizedName('name', 'name_en') },
    nameEn: { col: 'name_en', kind: 'text' },
    currency: { col: 'currency' },
    status: { col: 'status' },
    validFrom: { col: 'valid_from', kind: 'time' },
    validTo: { col: 'valid_to', kind: 'time' },
    remark: { col: 'remark', kind: 'text' },
    zones: { col: '', virtual: true },
    routeCode: { col: '', expr: '(select r.code from route r where r.id = t.route_id)' },
    routeName: { col: '', expr: nameOf('route x', 'x.id = t.route_id') },
    stationId: { col: '', kind: 'int', expr: '(select r.station_id from route r where r.id = t.route_id)' },
    priceChannelSeq: { col: '', kind: 'int', expr: '(select r.price_channel_seq from route r where r.id = t.route_id)' },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    version: { col: '', kind: 'int', expr: '(select v.version from price_version v where v.id = t.current_version_id)' },
    versionId: { col: 'current_version_id', kind: 'int', expr: 't.current_version_id' },
    zoneCount: { col: '', kind: 'int', expr: '(select count(*) from price_zone z where z.version_id = t.current_version_id)' },
    updatedAt: { col: 'updated_at', kind: 'time', expr: 't.updated_at' },
  },
  filters: {
    routeId: { schema: S.int(1), where: (p) => `t.route_id = ${p}` },
    customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` },
    status: { schema: S.enumOf('enabled', 'not_enabled', 'stop'), where: (p) => `t.status = ${p}` },
    ownOnly: { schema: { type: 'boolean' }, where: (p) => `(t.customer_id is not null) = ${p}` },
  },
  search: ['t.price_code', 't.name', 't.name_en'],
  orderBy: 't.route_id, t.price_code',
  status: { col: 'status', values: ['enabled', 'not_enabled', 'stop'] },
  // Customers' own tables stay within the caller's customer scope (list, detail, every change).
  rowScope: (req, params) => readablePricesWhere(req, params),
  outOfScope: 'auth.dataForbidden',
  async validate(body, q) {
    const b = await mergedBody(q, price, body);
    const errors: Msg[] = [];
    if (b.validFrom && b.validTo && new Date(b.validFrom) > new Date(b.validTo)) errors.push({ key: 'pricing.timeRange' });
    if (!body.id && !body.zones?.length) errors.push({ key: 'pricing.zonesRequired' });
    // A quote adds freight to fuel, surcharges and remote fees, all in the route's currency: a
    // table in another currency would be summed as if it were the route's. New tables take it.
    const [route] = await q<{ code: string; currency: string }>(`select code, currency from route where id = $1`, [b.routeId]);
    if (route && !body.id && body.currency == null) body.currency = route.currency;
    else if (route && (b.currency ?? route.currency) !== route.currency) {
      errors.push({ key: 'pricing.currencyMismatch', params: { currency: b.currency, route: route.code, routeCurrency: route.currency } });
    }
    errors.push(...(await placeGeoZones(q, body.zones ?? [])).map((p) => p.msg));
    const seen = new Set<string>();
    for (const z of (body.zones ?? []) as ZoneInput[]) {
      errors.push(...checkBreaks(z.code, z.breaks).map((p) => p.msg), ...postcodeRangesProblems(z.postcodes));
      if (seen.has(z.code)) errors.push({ key: 'record.duplicate', params: { detail: z.code } });
      seen.add(z.code);
    }
    return errors;
  },
  async afterSave(id, body, q, req) {
    if (body.zones?.length) await writePriceVersion(q, id, body.zones, currentUser(req).userId, 'manual');
    // Dates changed without new prices belong to the version in force (withdrawing a later upload returns to them).
    else await q(`update price_version v set valid_from = pt.valid_from, valid_to = pt.valid_to from price_table pt where pt.id = $1 and v.id = pt.current_version_id`, [id]);
  },
});

async function priceDetail(db: Database, id: number, lang: Lang) {
  const head = await detailOf(db.query.bind(db), price, id, lang);
  const zones = await db.query<Record<string, any>>(
    `select code, name, country, postcodes, cities, geo_zone, min_charge, breaks from price_zone where version_id = $1 order by id`,
    [head.versionId ?? 0],
  );
  return {
    ...head,
    zones: zones.map((z) => ({ code: z.code, name: z.name, country: z.country, postcodes: z.postcodes, cities: z.cities, geoZone: z.geo_zone, minCharge: z.min_charge == null ? null : String(z.min_charge), breaks: z.breaks })),
  };
}

const fuel: CrudSpec = pricingResource({
  base: 'zj/0104/fuel',
  authority: 'zj/0104/04.html',
  noun: 'fuel rule',
  table: 'fuel_rule',
  body: formBody(ZJ0104_04, 'rowEdit', { id: true }),
  fields: {
    channelCode: { col: 'channel_code', kind: 'text' },
    limitedTime: { col: 'limited_time', kind: 'time' },
    validTime: { col: 'valid_time', kind: 'time' },
    rate: { col: 'rate', kind: 'num' },
    remark: { col: 'remark', kind: 'text' },
    inForce: { col: '', kind: 'bool' as never, expr: '(now() between t.limited_time and t.valid_time)' },
    routes: { col: '', expr: `(select string_agg(r.code, ', ' order by r.code) from route r where r.channel_code = t.channel_code)` },
  },
  filters: {
    channelCode: { schema: S.text(20), where: (p) => `t.channel_code = ${p}` },
    inForce: { schema: { type: 'boolean' }, where: (p) => `(now() between t.limited_time and t.valid_time) = ${p}` },
  },
  search: ['t.channel_code', 't.remark'],
  orderBy: 't.channel_code, t.limited_time desc',
  remove: true,
  async validate(body, q) {
    return validateFuelRule(await mergedBody(q, fuel, body));
  },
});

const mapping: CrudSpec = pricingResource({
  base: 'zj/0104/mapping',
  authority: 'zj/0104/03.html',
  noun: 'surcharge mapping',
  table: 'surcharge_mapping',
  body: formBody(ZJ0104_03, 'rowEdit', { id: true }),
  fields: {
    channel: { col: 'channel', kind: 'text' },
    channelName: { col: 'channel_name', kind: 'text' },
    systemName: { col: 'system_name', kind: 'text' },
    systemNameEn: { col: 'system_name_en', kind: 'text' },
  },
  filters: { channel: { schema: S.text(30), where: (p) => `t.channel = ${p}` } },
  search: ['t.channel', 't.channel_name', 't.system_name', 't.system_name_en'],
  orderBy: 't.channel, t.channel_name',
  remove: true,
  async validate(body, q) {
    return validateMapping(await mergedBody(q, mapping, body));
  },
});

const priceRoutes = crudRoutes(price);
const save = priceRoutes.find((r) => r.url === 'zj/0104/save')!;
const baseSave = save.handler;
// A whole price table: up to 2,000 zones with their weight breaks, past what a form's body needs.
save.options = { bodyLimit: 8 * 1024 * 1024 };
// Zones sent with the header become a new version in the same transaction (afterSave); the
// answer is the whole table as the edit form shows it.
save.handler = async (req, reply) => {
  const head = (await baseSave(req, reply)) as { id: number };
  return priceDetail(req.server.db, head.id, req.lang);
};

export default defineRoutes([
  ...priceRoutes,
  {
    method: 'GET',
    url: 'zj/0104/detail',
    authority: 'zj/0104/02.html',
    summary: 'A price table with the zones and weight breaks of its current version',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      await assertReadable(req, price, id);
      return priceDetail(req.server.db, id, req.lang);
    },
  },
  {
    method: 'POST',
    url: 'zj/0104/copy',
    authority: 'zj/0104/02.html',
    summary: 'Copy a price table (and its current version) under a new code, not enabled',
    body: { type: 'object', additionalProperties: false, required: ['id', 'priceCode'], properties: { id: S.int(1), priceCode: S.text(40), name: S.optText(80) } },
    handler: async (req) => {
      const b = req.body as { id: number; priceCode: string; name?: string | null };
      await assertReadable(req, price, b.id);
      const id = await inTransaction(req.server.db, async (q) => {
        const [src] = await q(`select * from price_table where id = $1`, [b.id]);
        if (!src) throw new AppError('pricing.priceNotFound');
        const [row] = await q<{ id: number }>(
          `insert into price_table (route_id, customer_id, price_code, name, currency, status, valid_from, valid_to, remark)
           select route_id, customer_id, $2, coalesce($3, name), currency, 'not_enabled', valid_from, valid_to, remark from price_table where id = $1 returning id`,
          [b.id, b.priceCode.trim(), b.name?.trim() || null],
        );
        if (src.current_version_id) {
          const [v] = await q<{ id: number }>(
            `insert into price_version (price_table_id, version, source, created_by, valid_from, valid_to)
             select $1, 1, 'manual', $2, valid_from, valid_to from price_table where id = $1 returning id`,
            [row.id, currentUser(req).userId],
          );
          // In the source's order: zones keep their order (the detail and the sheet list them by id).
          await q(`insert into price_zone (version_id, code, name, country, postcodes, cities, min_charge, breaks, geo_zone)
                   select $1, code, name, country, postcodes, cities, min_charge, breaks, geo_zone from price_zone where version_id = $2 order by id`, [v.id, src.current_version_id]);
          await q(`update price_table set current_version_id = $1 where id = $2`, [v.id, row.id]);
        }
        await bumpPricing(q);
        return row.id;
      });
      return priceDetail(req.server.db, id, req.lang);
    },
  },
  ...crudRoutes(fuel),
  {
    method: 'POST',
    url: 'zj/0104/fuel/expire',
    authority: 'zj/0104/04.html',
    summary: 'Expire fuel rules now (valid time set to now, or to the limited time if later)',
    body: idsOnlyBody,
    handler: async (req) =>
      inTransaction(req.server.db, async (q) => {
        const rows = await q(`update fuel_rule set valid_time = greatest(limited_time, now()) where id = any($1::int[]) and valid_time > now() returning id`, [(req.body as { ids: number[] }).ids]);
        await bumpPricing(q);
        return { updated: rows.length };
      }),
  },
  ...crudRoutes(mapping),
]);
