/**
 * ZJ0103 route management: routes (list, detail, save, status), surcharge items, route–channel
 * binding; ZJ1401_01 routes by transport mode and country.
 */
import { defineRoutes } from '../../platform/route';
import { validateSurcharge } from '../../../domain/pricing/surcharges';
import { systemSurchargeName } from './pricing-surcharge-names';
import { ruleAttributeProblems } from '../xx/cargo-attributes';
import { crudRoutes, mergedBody, localizedName, nameOf, S, type CrudSpec } from '../../platform/resource';
import { pricingResource } from './pricing.lib';
import { formBody } from '../../platform/formBody';
import ZJ0103_02 from '../../../../schemas/zj/ZJ0103_02.json' with { type: 'json' };
import ZJ0103_03 from '../../../../schemas/zj/ZJ0103_03.json' with { type: 'json' };
import ZJ0103_04 from '../../../../schemas/zj/ZJ0103_04.json' with { type: 'json' };

const route: CrudSpec = pricingResource({
  base: 'zj/0103',
  authority: 'zj/0103/01.html',
  writeAuthority: 'zj/0103/02.html',
  noun: 'route',
  table: 'route',
  body: formBody(ZJ0103_02, undefined, { id: true }),
  fields: {
    code: { col: 'code', kind: 'text' },
    nameZh: { col: 'name_zh', kind: 'text' },
    nameEn: { col: 'name_en', kind: 'text' },
    routeType: { col: 'route_type' },
    logisticsType: { col: 'logistics_type', kind: 'text' },
    channelServiceType: { col: 'channel_service_type', kind: 'text' },
    channelCode: { col: 'channel_code', kind: 'text' },
    serviceCode: { col: 'service_code', kind: 'text' },
    transferMethod: { col: 'transfer_method' },
    remoteAreaType: { col: 'remote_area_type', kind: 'text' },
    remotePerKg: { col: 'remote_per_kg', kind: 'num' },
    remoteMinimum: { col: 'remote_minimum', kind: 'num' },
    insurance: { col: 'insurance' },
    battery: { col: 'battery' },
    liquid: { col: 'liquid' },
    weightRule: { col: 'weight_rule' },
    // A text in the form (volumeBase validator): read and written as one.
    volumetricDivisor: { col: 'volumetric_divisor', kind: 'num' },
    minChargeableWeight: { col: 'min_chargeable_weight', kind: 'num' },
    weightStep: { col: 'weight_step', kind: 'num' },
    currency: { col: 'currency' },
    transitDaysMin: { col: 'transit_days_min', kind: 'int' },
    transitDaysMax: { col: 'transit_days_max', kind: 'int' },
    transportModeId: { col: 'transport_mode_id', kind: 'int' },
    stationId: { col: 'station_id', kind: 'int' },
    priceChannelSeq: { col: 'price_channel_seq', kind: 'int' },
    operation: { col: 'operation' },
    status: { col: 'status' },
    remark: { col: 'remark', kind: 'text' },
    transportModeName: { col: '', expr: nameOf('transport_mode x', 'x.id = t.transport_mode_id') },
    priceCode: { col: '', expr: `(select pt.price_code from price_table pt where pt.route_id = t.id and pt.customer_id is null order by pt.id desc limit 1)` },
    updatedAt: { col: 'updated_at', kind: 'time', expr: 't.updated_at' },
  },
  filters: {
    status: { schema: S.enumOf('enabled', 'not_enabled', 'stop'), where: (p) => `t.status = ${p}` },
    operation: { schema: S.enumOf('operating', 'outage'), where: (p) => `t.operation = ${p}` },
    routeType: { schema: S.text(20), where: (p) => `t.route_type = ${p}` },
    channelCode: { schema: S.text(20), where: (p) => `t.channel_code = ${p}` },
    transportModeId: { schema: S.int(1), where: (p) => `t.transport_mode_id = ${p}` },
  },
  search: ['t.code', 't.name_zh', 't.name_en', 't.channel_code', 't.service_code'],
  orderBy: 't.code',
  status: { col: 'status', values: ['enabled', 'not_enabled', 'stop'] },
  async afterSave(id, body, q) {
    await q(`update route set updated_at = now() where id = $1`, [id]);
    // A price table is in its route's currency (pricing-prices.routes.ts): changing the route's
    // currency says its prices are in the new one.
    if (body.currency) await q(`update price_table set currency = $2, updated_at = now() where route_id = $1 and currency <> $2`, [id, body.currency]);
  },
});

const surcharge: CrudSpec = pricingResource({
  base: 'zj/0103/surcharge',
  authority: 'zj/0103/03.html',
  noun: 'route surcharge item',
  table: 'route_surcharge',
  body: formBody(ZJ0103_03, 'rowEdit', { id: true }),
  fields: {
    routeId: { col: 'route_id', kind: 'int' },
    name: { col: 'name', kind: 'text', listExpr: localizedName('name', 'name_en') },
    nameEn: { col: 'name_en', kind: 'text' },
    kind: { col: 'kind' },
    value: { col: 'value', kind: 'num' },
    minimum: { col: 'minimum', kind: 'num' },
    fuel: { col: 'fuel' },
    attributes: { col: 'attributes', kind: 'json' },
    sort: { col: 'sort', kind: 'int' },
  },
  filters: { routeId: { schema: S.int(1), where: (p) => `t.route_id = ${p}` } },
  orderBy: 't.route_id, t.sort',
  remove: true,
  async validate(body, q) {
    const b = await mergedBody(q, surcharge, body);
    if (typeof body.name === 'string' && b.routeId) {
      const mapped = await systemSurchargeName(q, Number(b.routeId), body.name);
      b.name = body.name = mapped.name;
      // The mapping's English system name, unless the item gives its own.
      if (mapped.nameEn && !(typeof body.nameEn === 'string' && body.nameEn.trim())) b.nameEn = body.nameEn = mapped.nameEn;
    }
    return [...validateSurcharge(b), ...(await ruleAttributeProblems(q, body.attributes))];
  },
});

const channel: CrudSpec = pricingResource({
  base: 'zj/0103/channel',
  authority: 'zj/0103/04.html',
  noun: 'route–channel binding',
  table: 'route',
  // Binds an existing route to its channel: never adds a route (an add would be a route without its name or code).
  body: formBody(ZJ0103_04, undefined, { id: 'required' }),
  verbs: ['save', 'detail'],
  fields: {
    channelCode: { col: 'channel_code', kind: 'text' },
    serviceCode: { col: 'service_code', kind: 'text' },
    transferMethod: { col: 'transfer_method' },
    priceChannelSeq: { col: 'price_channel_seq', kind: 'int' },
    supplierProductId: { col: 'supplier_product_id', kind: 'int' },
    labelSource: { col: 'label_source' },
  },
  orderBy: 't.id',
});

/** ZJ1401_01: enabled routes by transport mode, optionally serving a country (current price version). */
const byMode: CrudSpec = {
  base: 'zj/1401',
  authority: 'zj/1401/01.html',
  noun: 'route by transport mode',
  table: 'route',
  verbs: ['list'],
  fields: {
    code: { col: 'code' },
    nameZh: { col: 'name_zh' },
    nameEn: { col: 'name_en' },
    channelCode: { col: 'channel_code' },
    routeType: { col: 'route_type' },
    status: { col: 'status' },
    operation: { col: 'operation' },
    transitDaysMin: { col: 'transit_days_min', kind: 'int' },
    transitDaysMax: { col: 'transit_days_max', kind: 'int' },
    transportModeId: { col: 'transport_mode_id', kind: 'int' },
    transportModeName: { col: '', expr: nameOf('transport_mode x', 'x.id = t.transport_mode_id') },
    priceName: { col: '', expr: (lang) => `(select ${localizedName('name', 'name_en', 'pt')(lang)} from price_table pt where pt.route_id = t.id and pt.customer_id is null and pt.status = 'enabled' order by pt.id desc limit 1)` },
    countries: {
      col: '',
      expr: `(select coalesce(jsonb_agg(distinct z.country), '[]'::jsonb) from price_table pt join price_zone z on z.version_id = pt.current_version_id
               where pt.route_id = t.id and pt.customer_id is null)`,
      kind: 'json',
    },
  },
  filters: {
    transportModeId: { schema: S.int(1), where: (p) => `t.transport_mode_id = ${p}` },
    country: {
      schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      where: (p) => `exists (select 1 from price_table pt join price_zone z on z.version_id = pt.current_version_id where pt.route_id = t.id and z.country = upper(${p}))`,
    },
    status: { schema: S.enumOf('enabled', 'not_enabled', 'stop'), where: (p) => `t.status = ${p}` },
  },
  search: ['t.code', 't.name_zh', 't.name_en'],
  orderBy: 't.code',
};

export default defineRoutes([...crudRoutes(route), ...crudRoutes(surcharge), ...crudRoutes(channel), ...crudRoutes(byMode)]);
