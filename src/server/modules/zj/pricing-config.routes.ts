/**
 * Pricing configuration lists and forms: remote areas (ZJ0110_01), special routes (ZJ1101),
 * attributes (ZJ1111), attribute combinations (ZJ1112), attribute surcharges (ZJ1113), cargo
 * attributes (ZJ1201), first-leg trunk (ZJ1301), countries and zones (ZJ0403), customer routes
 * and discounts (ZJ0101_05).
 */
import { assertImportRows } from '../../platform/imports';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { assertCustomerInScope, customerScope, scopeWhere } from '../../platform/permissions/dataScope';
import type { Msg } from '../../../domain/pricing/types';
import { validateSurcharge } from '../../../domain/pricing/surcharges';
import { findRemoteArea } from '../../../domain/pricing/remote';
import { postcodeProblem, postcodeRangeProblem, postcodeRangesProblems } from '../../../domain/pricing/postcode';
import { render } from '../../../domain/pricing/messages';
import { checkBreaks } from '../../../domain/pricing/breaks';
import { currentConfig, remoteAreasFor } from '../xx/pricing.repo';
import { ruleAttributeProblems } from '../xx/cargo-attributes';
import { crudRoutes, idsOnlyBody, idsSchema, inTransaction, ListFilter, listPage, listWriteAuthority, mergedBody, localizedName, nameOf, pageProps, paging, S, type CrudSpec } from '../../platform/resource';
import { bumpPricing, pricingResource } from './pricing.lib';
import { REMOTE_AREA_EDIT } from './pricing-authorities.seed';
import remoteAreaTexts from '../../../../schemas/zj/ZJ0110_01.locale.json' with { type: 'json' };
import { formBody } from '../../platform/formBody';
import ZJ0110_01 from '../../../../schemas/zj/ZJ0110_01.json' with { type: 'json' };
import ZJ1101_02 from '../../../../schemas/zj/ZJ1101_02.json' with { type: 'json' };
import ZJ1111_02 from '../../../../schemas/zj/ZJ1111_02.json' with { type: 'json' };
import ZJ1112_02 from '../../../../schemas/zj/ZJ1112_02.json' with { type: 'json' };
import ZJ1113_01 from '../../../../schemas/zj/ZJ1113_01.json' with { type: 'json' };
import ZJ1201_01 from '../../../../schemas/zj/ZJ1201_01.json' with { type: 'json' };
import ZJ1301_01 from '../../../../schemas/zj/ZJ1301_01.json' with { type: 'json' };
import ZJ1301_02 from '../../../../schemas/zj/ZJ1301_02.json' with { type: 'json' };
import ZJ1301_03 from '../../../../schemas/zj/ZJ1301_03.json' with { type: 'json' };
import ZJ0101_05 from '../../../../schemas/zj/ZJ0101_05.json' with { type: 'json' };
import ZJ0403_01 from '../../../../schemas/zj/ZJ0403_01.json' with { type: 'json' };

/** An import row's bad cell, its field named as ZJ0110_01 labels it in the caller's language. */
function importCellError(lang: 'zh-CN' | 'en-US', index: number, fields: (keyof typeof remoteAreaTexts['en-US']['fields'])[], message: Msg): AppError {
  const field = fields.map((f) => remoteAreaTexts[lang].fields[f]).join(lang === 'zh-CN' ? '或' : ' or ');
  return new AppError('pricing.import.cell', { row: index + 1, field, message: render(lang, message) });
}

/** A remote area's from and to are one postcode each (the range is the pair). */
function singlePostcodeProblems(b: { postcodeFrom?: string | null; postcodeTo?: string | null }): { field: 'postcodeFrom' | 'postcodeTo'; problem: Msg }[] {
  return (['postcodeFrom', 'postcodeTo'] as const).flatMap((field) => {
    const problem = b[field]?.trim() ? postcodeProblem(b[field]!) : null;
    return problem ? [{ field, problem }] : [];
  });
}

const remote: CrudSpec = pricingResource({
  base: 'zj/0110',
  authority: 'zj/0110/01.html',
  writeAuthority: REMOTE_AREA_EDIT,
  noun: 'remote area',
  table: 'remote_area',
  body: formBody(ZJ0110_01, 'rowEdit', { id: true }),
  fields: {
    remoteType: { col: 'remote_type', kind: 'text' },
    country: { col: 'country', kind: 'text' },
    postcodeFrom: { col: 'postcode_from', kind: 'text' },
    postcodeTo: { col: 'postcode_to', kind: 'text' },
    city: { col: 'city', kind: 'text' },
    perKg: { col: 'per_kg', kind: 'num' },
    minimum: { col: 'minimum', kind: 'num' },
  },
  filters: {
    remoteType: { schema: S.text(30), where: (p) => `t.remote_type = ${p}` },
    country: { schema: S.text(2), where: (p) => `t.country = upper(${p})` },
  },
  search: ['t.postcode_from', 't.postcode_to', 't.city'],
  orderBy: 't.country, t.remote_type, t.postcode_from nulls last, t.city',
  remove: true,
  async validate(body, q) {
    const b = await mergedBody(q, remote, body);
    // The form picks it from the countries; a typed one must be one too (quotes look it up as is).
    if (!/^[A-Z]{2}$/.test(b.country ?? '')) return [{ key: 'pricing.upload.country' }];
    if (!b.postcodeFrom?.trim() && !b.city?.trim()) return [{ key: 'pricing.remote.needPostcodeOrCity' }];
    const single = singlePostcodeProblems(b);
    if (single.length) return single.map((x) => x.problem);
    return b.postcodeFrom?.trim() ? postcodeRangesProblems([{ from: b.postcodeFrom, to: b.postcodeTo }]) : [];
  },
});

/**
 * An imported row: types only. Its cells are checked by the handler, which names the row and the
 * column as ZJ0110_01 labels them (a body validator could only name a JSON path).
 */
const remoteRow = {
  type: 'object',
  additionalProperties: false,
  required: ['remoteType', 'country'],
  properties: {
    remoteType: S.text(30),
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    postcodeFrom: S.optText(12),
    postcodeTo: S.optText(12),
    city: S.optText(60),
    perKg: S.optDec(3),
    minimum: S.optDec(2),
  },
};

const special: CrudSpec = pricingResource({
  base: 'zj/1101',
  authority: 'zj/1101/01.html',
  writeAuthority: 'zj/1101/02.html',
  // SCREENS.md: disable and delete are ZJ1101_01's own actions (AD, MG); only saving needs the edit page.
  listWrites: ['delete'],
  noun: 'special route',
  table: 'special_route',
  // postcodes: the form's text goes as ranges (ZJ1101_02.hooks.ts)
  body: formBody(ZJ1101_02, undefined, { id: true, sent: { postcodes: S.ranges } }),
  verbs: ['list', 'detail', 'save', 'delete'],
  fields: {
    routeId: { col: 'route_id', kind: 'int' },
    name: { col: 'name', kind: 'text' },
    state: { col: 'state', expr: 't.state' },
    countries: { col: 'countries', kind: 'json' },
    postcodes: { col: 'postcodes', kind: 'json' },
    attributes: { col: 'attributes', kind: 'json' },
    startTime: { col: 'start_time', kind: 'time' },
    endTime: { col: 'end_time', kind: 'time' },
    exclude: { col: 'exclude' },
    surchargeName: { col: 'surcharge_name', kind: 'text', listExpr: localizedName('surcharge_name', 'surcharge_name_en') },
    surchargeNameEn: { col: 'surcharge_name_en', kind: 'text' },
    surchargeKind: { col: 'surcharge_kind' },
    surchargeValue: { col: 'surcharge_value', kind: 'num' },
    surchargeMinimum: { col: 'surcharge_minimum', kind: 'num' },
    fuel: { col: 'fuel' },
    routeCode: { col: '', expr: '(select r.code from route r where r.id = t.route_id)' },
    routeName: { col: '', expr: nameOf('route x', 'x.id = t.route_id') },
  },
  filters: {
    routeId: { schema: S.int(1), where: (p) => `t.route_id = ${p}` },
    state: { schema: S.enumOf('active', 'disabled', 'deleted'), where: (p) => `t.state = ${p}` },
    withDeleted: { schema: { type: 'boolean' }, where: (p) => `(${p} or t.state <> 'deleted')` },
  },
  search: ['t.name'],
  orderBy: `(t.state = 'deleted'), t.route_id, t.name`,
  remove: 'soft',
  async validate(body, q) {
    const b = await mergedBody(q, special, body);
    const errors: Msg[] = postcodeRangesProblems(b.postcodes);
    if (b.startTime && b.endTime && new Date(b.startTime) > new Date(b.endTime)) errors.push({ key: 'pricing.timeRange' });
    if (b.surchargeKind && (b.surchargeValue == null || b.surchargeValue === '')) errors.push({ key: 'pricing.surcharge.valueRequired' });
    return [...errors, ...(await ruleAttributeProblems(q, body.attributes))];
  },
});

const attributeDef: CrudSpec = pricingResource({
  base: 'zj/1111',
  authority: 'zj/1111/01.html',
  writeAuthority: 'zj/1111/02.html',
  noun: 'attribute',
  table: 'attribute_def',
  body: formBody(ZJ1111_02, undefined, { id: true }),
  fields: {
    nameZh: { col: 'name_zh', kind: 'text' },
    nameEn: { col: 'name_en', kind: 'text' },
    values: { col: '"values"', kind: 'json' },
    sort: { col: 'sort', kind: 'int' },
  },
  search: ['t.name_zh', 't.name_en'],
  orderBy: 't.sort, t.name_zh',
  remove: true,
});

const combination: CrudSpec = pricingResource({
  base: 'zj/1112',
  authority: 'zj/1112/01.html',
  writeAuthority: 'zj/1112/02.html',
  noun: 'attribute combination',
  table: 'attribute_combination',
  body: formBody(ZJ1112_02, undefined, { id: true }),
  fields: {
    name: { col: 'name', kind: 'text' },
    attributes: { col: 'attributes', kind: 'json' },
    action: { col: 'action' },
    routes: { col: 'routes', kind: 'json' },
    status: { col: 'status' },
  },
  search: ['t.name'],
  orderBy: 't.name',
  status: { col: 'status', values: ['enabled', 'disabled'] },
  remove: true,
  validate: (body, q) => ruleAttributeProblems(q, body.attributes),
});

const attrSurcharge: CrudSpec = pricingResource({
  base: 'zj/1113',
  authority: 'zj/1113/01.html',
  noun: 'attribute surcharge rule',
  table: 'attribute_surcharge',
  body: formBody(ZJ1113_01, 'rowEdit', { id: true }),
  fields: {
    name: { col: 'name', kind: 'text', listExpr: localizedName('name', 'name_en') },
    nameEn: { col: 'name_en', kind: 'text' },
    attributes: { col: 'attributes', kind: 'json' },
    kind: { col: 'kind' },
    value: { col: 'value', kind: 'num' },
    minimum: { col: 'minimum', kind: 'num' },
    fuel: { col: 'fuel' },
    routes: { col: 'routes', kind: 'json' },
    status: { col: 'status' },
  },
  search: ['t.name'],
  orderBy: 't.name',
  status: { col: 'status', values: ['enabled', 'disabled'] },
  remove: true,
  async validate(body, q) {
    return [...validateSurcharge(await mergedBody(q, attrSurcharge, body)), ...(await ruleAttributeProblems(q, body.attributes))];
  },
});

const cargo: CrudSpec = pricingResource({
  base: 'zj/1201',
  authority: 'zj/1201/01.html',
  noun: 'cargo attribute',
  table: 'cargo_attribute',
  body: formBody(ZJ1201_01, 'rowEdit', { id: true }),
  fields: {
    code: { col: 'code', kind: 'text' },
    nameZh: { col: 'name_zh', kind: 'text' },
    nameEn: { col: 'name_en', kind: 'text' },
    status: { col: 'status' },
    sort: { col: 'sort', kind: 'int' },
    routes: {
      col: '',
      kind: 'json',
      expr: `(case when t.code = 'battery' then (select coalesce(jsonb_agg(r.code order by r.code), '[]') from route r where r.battery)
                   when t.code = 'liquid' then (select coalesce(jsonb_agg(r.code order by r.code), '[]') from route r where r.liquid)
                   else null end)`,
    },
  },
  search: ['t.code', 't.name_zh', 't.name_en'],
  orderBy: 't.sort, t.code',
  status: { col: 'status', values: ['enabled', 'disabled'] },
});

const modeFields = {
  code: { col: 'code', kind: 'text' as const },
  nameZh: { col: 'name_zh', kind: 'text' as const },
  nameEn: { col: 'name_en', kind: 'text' as const },
  status: { col: 'status' },
  sort: { col: 'sort', kind: 'int' as const },
};
const transportMode: CrudSpec = pricingResource({
  base: 'zj/1301/mode', authority: 'zj/1301/01.html', noun: 'transport mode', table: 'transport_mode', fields: modeFields,
  body: formBody(ZJ1301_01, 'rowEdit', { id: true }),
  search: ['t.code', 't.name_zh', 't.name_en'], orderBy: 't.sort, t.code', status: { col: 'status', values: ['enabled', 'disabled'] },
});
const deliveryMode: CrudSpec = pricingResource({
  base: 'zj/1301/delivery', authority: 'zj/1301/02.html', noun: 'delivery mode', table: 'delivery_mode', fields: modeFields,
  body: formBody(ZJ1301_02, 'rowEdit', { id: true }),
  search: ['t.code', 't.name_zh', 't.name_en'], orderBy: 't.sort, t.code', status: { col: 'status', values: ['enabled', 'disabled'] },
});
const tariff: CrudSpec = pricingResource({
  base: 'zj/1301/tariff',
  authority: 'zj/1301/03.html',
  noun: 'trunk tariff',
  table: 'trunk_tariff',
  body: formBody(ZJ1301_03, 'rowEdit', { id: true }),
  fields: {
    transportModeId: { col: 'transport_mode_id', kind: 'int' },
    deliveryModeId: { col: 'delivery_mode_id', kind: 'int' },
    warehouse: { col: 'warehouse', kind: 'text' },
    currency: { col: 'currency' },
    minCharge: { col: 'min_charge', kind: 'num' },
    // A text in the form (volumeBase validator): read and written as one.
    volumetricDivisor: { col: 'volumetric_divisor', kind: 'num' },
    breaks: { col: 'breaks', kind: 'json' },
    status: { col: 'status' },
    remark: { col: 'remark', kind: 'text' },
    transportModeName: { col: '', expr: nameOf('transport_mode x', 'x.id = t.transport_mode_id') },
    deliveryModeName: { col: '', expr: nameOf('delivery_mode x', 'x.id = t.delivery_mode_id') },
  },
  filters: {
    transportModeId: { schema: S.int(1), where: (p) => `t.transport_mode_id = ${p}` },
    deliveryModeId: { schema: S.int(1), where: (p) => `t.delivery_mode_id = ${p}` },
  },
  search: ['t.warehouse'],
  orderBy: 't.transport_mode_id, t.delivery_mode_id, t.warehouse',
  status: { col: 'status', values: ['enabled', 'disabled'] },
  remove: true,
  // Rising upper limits, the same check as a price zone's per-kg breaks (each problem names its limit).
  validate: (body) => (body.breaks ? checkBreaks(body.warehouse ?? '', body.breaks.map((b: Record<string, string>) => ({ kind: 'per_kg', ...b }))).map((p) => p.msg) : []),
});

const geoZone: CrudSpec = pricingResource({
  base: 'zj/0403',
  authority: 'zj/0403/01.html',
  noun: 'country zone',
  table: 'geo_zone',
  // postcodes and cities: the form's texts go as ranges and a list (ZJ0403_01.hooks.ts)
  body: formBody(ZJ0403_01, 'rowEdit', { id: true, sent: { postcodes: S.ranges, cities: S.strings(500) } }),
  fields: {
    country: { col: 'country', kind: 'text' },
    code: { col: 'code', kind: 'text' },
    nameZh: { col: 'name_zh', kind: 'text' },
    nameEn: { col: 'name_en', kind: 'text' },
    postcodes: { col: 'postcodes', kind: 'json' },
    cities: { col: 'cities', kind: 'json' },
    countryName: { col: '', expr: nameOf('country x', 'x.code = t.country') },
  },
  filters: { country: { schema: S.text(2), where: (p) => `t.country = upper(${p})` } },
  search: ['t.code', 't.name_zh', 't.name_en', 't.country'],
  orderBy: 't.country, t.code',
  remove: true,
  async validate(body, q) {
    return postcodeRangesProblems((await mergedBody(q, geoZone, body)).postcodes);
  },
});


export default defineRoutes([
  ...crudRoutes(remote),
  {
    method: 'POST',
    url: 'zj/0110/import',
    authority: REMOTE_AREA_EDIT,
    summary: 'Import remote areas (rows as JSON) in one transaction; replace=true replaces the rows of the same types and countries',
    body: { type: 'object', additionalProperties: false, required: ['rows'], properties: { replace: { type: 'boolean' }, rows: { type: 'array', minItems: 1, maxItems: 100000, items: remoteRow } } },
    options: { bodyLimit: 12 * 1024 * 1024 },
    handler: async (req) => {
      const { rows, replace } = req.body as { rows: Record<string, string | null>[]; replace?: boolean };
      assertImportRows(rows.length, req.server.config.importMaxRows);
      const bad = rows.findIndex((r) => !r.postcodeFrom?.trim() && !r.city?.trim());
      if (bad >= 0) throw importCellError(req.lang, bad, ['postcodeFrom', 'city'], { key: 'pricing.remote.needPostcodeOrCity' });
      const single = rows.map((r, i) => ({ i, problems: singlePostcodeProblems(r) })).find((x) => x.problems.length);
      if (single) throw importCellError(req.lang, single.i, [single.problems[0].field], single.problems[0].problem);
      const reversed = rows.findIndex((r) => !!r.postcodeFrom?.trim() && postcodeRangeProblem(r.postcodeFrom, r.postcodeTo));
      if (reversed >= 0) {
        const r = rows[reversed];
        throw importCellError(req.lang, reversed, ['postcodeTo'], postcodeRangeProblem(r.postcodeFrom!, r.postcodeTo)!);
      }
      return inTransaction(req.server.db, async (q) => {
        const col = (k: string, up = false) => rows.map((r) => (r[k] == null || String(r[k]).trim() === '' ? null : up ? String(r[k]).trim().toUpperCase() : String(r[k]).trim()));
        if (replace) {
          await q(`delete from remote_area a using unnest($1::text[], $2::text[]) as x(t, c) where a.remote_type = x.t and a.country = x.c`, [col('remoteType'), col('country', true)]);
        }
        await q(
          `insert into remote_area (remote_type, country, postcode_from, postcode_to, city, per_kg, minimum)
           select t, c, pf, pt, ci, pk::numeric, mi::numeric from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as x(t, c, pf, pt, ci, pk, mi)`,
          [col('remoteType'), col('country', true), col('postcodeFrom'), col('postcodeTo'), col('city'), col('perKg'), col('minimum')],
        );
        await bumpPricing(q);
        return { imported: rows.length };
      });
    },
  },
  {
    method: 'POST',
    url: 'zj/0110/remote/check',
    authority: 'zj/0110/01.html',
    summary: 'Remote-area check (postcode or city, at least one) for one remote-area type or all',
    body: formBody(ZJ0110_01, 'check'),
    handler: async (req) => {
      const b = req.body as { country: string; postcode?: string | null; city?: string | null; remoteType?: string | null };
      if (!b.postcode?.trim() && !b.city?.trim()) throw new AppError('pricing.remote.needPostcodeOrCity');
      const areas = await remoteAreasFor(req.server.db, await currentConfig(req.server.db), b.country);
      const types = [...new Set(areas.map((a) => a.remoteType))].filter((t) => !b.remoteType || t === b.remoteType).sort();
      const matches = types.flatMap((remoteType) => {
        const m = findRemoteArea(areas, { ...b, remoteType });
        return m ? [{ remoteType, areaId: m.area.id, reason: render(req.lang, m.reason), reasonKey: m.reason }] : [];
      });
      return { remote: matches.length > 0, matches };
    },
  },
  ...crudRoutes(special),
  ...(['disable', 'enable'] as const).map((verb) => ({
    method: 'POST' as const,
    url: `zj/1101/${verb}`,
    authority: listWriteAuthority(special),
    summary: `${verb === 'disable' ? 'Disable' : 'Re-enable'} special routes`,
    body: idsOnlyBody,
    handler: async (req: any) =>
      inTransaction(req.server.db, async (q) => {
        const rows = await q(`update special_route set state = $1 where id = any($2::int[]) and state <> 'deleted' returning id`, [verb === 'disable' ? 'disabled' : 'active', req.body.ids]);
        await bumpPricing(q);
        return { updated: rows.length };
      }),
  })),
  ...crudRoutes(attributeDef),
  ...crudRoutes(combination),
  ...crudRoutes(attrSurcharge),
  ...crudRoutes(cargo),
  ...crudRoutes(transportMode),
  ...crudRoutes(deliveryMode),
  ...crudRoutes(tariff),
  ...crudRoutes(geoZone),
  {
    method: 'GET',
    url: 'zj/0403/country/list',
    authority: 'zj/0403/01.html',
    summary: 'Countries with their zone counts',
    querystring: { type: 'object', properties: { ...pageProps } },
    handler: async (req) => {
      const q = req.query as { current: number; pageSize: number; keyword?: string };
      const { rows, total } = await listPage<Record<string, any>>(req.server.db, {
        select: 'c.code, c.name_zh, c.name_en, c.region, c.enabled, (select count(*)::int from geo_zone z where z.country = c.code) as zones',
        from: 'country c',
        filter: new ListFilter().keyword(['c.code', 'c.name_zh', 'c.name_en'], q.keyword),
        order: 'order by c.sort, c.code',
        page: paging(q),
      });
      return { list: rows.map((r) => ({ id: r.code, code: r.code, nameZh: r.name_zh, nameEn: r.name_en, region: r.region, enabled: r.enabled, zones: r.zones })), total };
    },
  },
  {
    method: 'POST',
    url: 'zj/0403/country/save',
    authority: 'zj/0403/01.html',
    summary: 'Add or edit a country (by its ISO code)',
    body: formBody(ZJ0403_01, 'country'),
    handler: async (req) => {
      const b = req.body as { code: string; nameZh: string; nameEn: string; region?: string | null; enabled?: boolean };
      await req.server.db.query(
        `insert into country (code, name_zh, name_en, region, enabled) values ($1, $2, $3, $4, coalesce($5, true))
         on conflict (code) do update set name_zh = excluded.name_zh, name_en = excluded.name_en, region = excluded.region, enabled = excluded.enabled`,
        [b.code, b.nameZh.trim(), b.nameEn.trim(), b.region ?? null, b.enabled ?? null],
      );
      return { code: b.code };
    },
  },
  {
    method: 'GET',
    url: 'zj/0101/route/list',
    authority: 'zj/0101/05.html',
    summary: "Routes assigned to customers (the caller's data scope), with discount and own price table",
    querystring: { type: 'object', properties: { ...pageProps, customerId: S.int(1), routeId: S.int(1) } },
    handler: async (req) => {
      const q = req.query as { current: number; pageSize: number; customerId?: number; routeId?: number; keyword?: string };
      const f = new ListFilter();
      f.and(scopeWhere(await customerScope(req.server.db, currentUser(req)), 'cr.customer_id', f.params))
        .eq('cr.customer_id', q.customerId)
        .eq('cr.route_id', q.routeId)
        .keyword(['r.code', 'r.name_zh', 'r.name_en', 'c.code', 'c.name'], q.keyword);
      const { rows, total } = await listPage<Record<string, any>>(req.server.db, {
        select: `cr.customer_id, c.code as customer_code, c.name as customer_name, cr.route_id, r.code as route_code, r.name_zh, r.name_en,
                 r.channel_code, r.status, cr.discount, cr.price_table_id, pt.price_code, ${localizedName('name', 'name_en', 'pt')(req.lang)} as price_name, cr.customer_route_code,
                 (select ${localizedName('name', 'name_en', 'dpt')(req.lang)} from price_table dpt where dpt.route_id = r.id and dpt.customer_id is null and dpt.status = 'enabled' order by dpt.id desc limit 1) as default_price_name`,
        from: 'customer_route cr join customer c on c.id = cr.customer_id join route r on r.id = cr.route_id',
        join: 'left join price_table pt on pt.id = cr.price_table_id',
        filter: f,
        // (customer code, route code) is the key customer_route has.
        order: 'order by c.code, r.code',
        page: paging(q),
      });
      return {
        list: rows.map((r) => ({
          id: `${r.customer_id}-${r.route_id}`,
          customerId: r.customer_id,
          customerCode: r.customer_code,
          customerName: r.customer_name,
          routeId: r.route_id,
          routeCode: r.route_code,
          routeName: req.lang === 'en-US' ? r.name_en : r.name_zh,
          channelCode: r.channel_code,
          status: r.status,
          discount: r.discount == null ? null : String(r.discount),
          priceTableId: r.price_table_id,
          priceName: r.price_name ?? r.default_price_name,
          ownPrice: r.price_table_id != null,
          customerRouteId: r.customer_route_code,
        })),
        total,
      };
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/route/save',
    authority: 'zj/0101/05.html',
    summary: 'Assign a route to a customer, or change its discount (0 < d < 1), own price table, customer route id',
    body: formBody(ZJ0101_05, 'rowEdit'),
    handler: async (req) => {
      const b = req.body as { customerId: number; routeId: number; discount?: string | number | null; priceTableId?: number | null; customerRouteId?: string | null };
      await assertCustomerInScope(req.server.db, currentUser(req), b.customerId);
      const d = b.discount == null || b.discount === '' ? null : String(b.discount).trim();
      if (d !== null && (!/^0?\.\d{1,4}$/.test(d) || Number(d) <= 0)) throw new AppError('pricing.discountRange');
      // One source of the customer's price: a discount on the route's table, or its own table.
      if (d !== null && b.priceTableId) throw new AppError('pricing.customerRoute.discountOrOwnPrice');
      return inTransaction(req.server.db, async (q) => {
        if (b.priceTableId) {
          const [pt] = await q(`select route_id, customer_id from price_table where id = $1`, [b.priceTableId]);
          if (!pt || pt.route_id !== b.routeId || (pt.customer_id != null && pt.customer_id !== b.customerId)) throw new AppError('pricing.priceNotFound');
        }
        await q(
          `insert into customer_route (customer_id, route_id, discount, price_table_id, customer_route_code) values ($1, $2, $3::numeric, $4, $5)
           on conflict (customer_id, route_id) do update set discount = excluded.discount, price_table_id = excluded.price_table_id,
             customer_route_code = excluded.customer_route_code`,
          [b.customerId, b.routeId, d, b.priceTableId ?? null, b.customerRouteId?.trim() || null],
        );
        await bumpPricing(q);
        return { customerId: b.customerId, routeId: b.routeId, discount: d, priceTableId: b.priceTableId ?? null, customerRouteId: b.customerRouteId?.trim() || null };
      });
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/route/delete',
    authority: 'zj/0101/05.html',
    summary: 'Remove routes from a customer',
    body: { type: 'object', additionalProperties: false, required: ['customerId', 'routeIds'], properties: { customerId: S.int(1), routeIds: idsSchema } },
    handler: async (req) => {
      const b = req.body as { customerId: number; routeIds: number[] };
      await assertCustomerInScope(req.server.db, currentUser(req), b.customerId);
      return inTransaction(req.server.db, async (q) => {
        const rows = await q(`delete from customer_route where customer_id = $1 and route_id = any($2::int[]) returning route_id`, [b.customerId, b.routeIds]);
        await bumpPricing(q);
        return { deleted: rows.length };
      });
    },
  },
]);
