/**
 * Pricing reference data (countries, cargo attributes, transport and delivery modes) on every
 * start, and demo routes so a newcomer can quote right after `npm start`: US, GB, DE/FR, JP,
 * AU; express and special lines; GB per-piece volumetric with a remote-area list; DE/FR and
 * US economy battery-capable; fuel rules, price tables and a peak season in force on the day
 * the demo is written, whatever the year (pricing-demo-dates.ts); surcharges; assigned to the demo
 * customers (C0001 with a discount, C0002 with its own price table). US-EXP and EU-EXP price
 * zones name ZJ0403_01 country zones; attribute rules name ZJ1201_01 cargo attributes only.
 */
import { defineSeed } from '../../db/seed/define';
import type { WeightBreak } from '../../../domain/pricing/types';
import { inTransaction, type TxQuery } from '../../platform/resource';
import { writePriceVersion, type ZoneInput } from './pricing.lib';
import { placeGeoZones } from './pricing-geo-zones';
import { ruleAttributeProblems } from '../xx/cargo-attributes';
import { demoDates } from './pricing-demo-dates';

const COUNTRIES: [string, string, string, string][] = [
  ['US', '美国', 'United States', 'NA'], ['CA', '加拿大', 'Canada', 'NA'], ['GB', '英国', 'United Kingdom', 'EU'],
  ['DE', '德国', 'Germany', 'EU'], ['FR', '法国', 'France', 'EU'], ['IT', '意大利', 'Italy', 'EU'], ['ES', '西班牙', 'Spain', 'EU'],
  ['NL', '荷兰', 'Netherlands', 'EU'], ['JP', '日本', 'Japan', 'AS'], ['AU', '澳大利亚', 'Australia', 'OC'], ['CN', '中国', 'China', 'AS'],
];
const ATTRIBUTES: [string, string, string][] = [
  ['general', '普货', 'General cargo'], ['battery', '带电', 'Battery'], ['liquid', '液体', 'Liquid'], ['magnetic', '带磁', 'Magnetic'], ['powder', '粉末', 'Powder'],
];
const MODES: [string, string, string][] = [['air', '空运', 'Air'], ['sea', '海运', 'Sea'], ['rail', '铁路', 'Rail'], ['truck', '卡航', 'Truck']];
const DELIVERY: [string, string, string][] = [['ups', 'UPS 派送', 'UPS delivery'], ['fedex', 'FedEx 派送', 'FedEx delivery'], ['amazon', '亚马逊仓', 'Amazon warehouse'], ['pickup', '自提', 'Self pickup']];

const fa = (upTo: string, firstWeight: string, firstPrice: string, additionalUnit: string, additionalPrice: string): WeightBreak => ({ kind: 'first_additional', upTo, firstWeight, firstPrice, additionalUnit, additionalPrice });
const kg = (upTo: string, rate: string, base?: string): WeightBreak => (base ? { kind: 'per_kg', upTo, rate, base } : { kind: 'per_kg', upTo, rate });

interface DemoRoute {
  code: string;
  zh: string;
  en: string;
  type: string;
  channel: string;
  mode: string;
  weightRule?: 'per_shipment' | 'per_piece';
  divisor: number;
  min: string;
  step: string;
  days: [number, number];
  battery?: boolean;
  liquid?: boolean;
  remoteType?: string;
  remote?: [string, string];
  fuel: string;
  /** Surcharge items with their Chinese and English names (names.ts: each reader sees theirs). */
  surcharges: [name: string, nameEn: string, kind: string, value: string, min: string | null, fuel: boolean, attrs: string[]][];
  zones: ZoneInput[];
}

const ROUTES: DemoRoute[] = [
  {
    code: 'US-EXP', zh: '美国快线', en: 'US Express', type: 'express', channel: 'INT1001', mode: 'air', divisor: 5000, min: '0.5', step: '0.5', days: [5, 8], fuel: '0.15',
    surcharges: [['旺季附加费', 'Peak season surcharge', 'per_kg', '1.2', null, true, []], ['操作费', 'Handling fee', 'fixed', '5', null, false, []]],
    zones: [
      // The US West zone of ZJ0403_01 (GEO_ZONES): its postcodes are copied into the version.
      { code: 'US-W', name: 'US West', country: 'US', geoZone: 'US-W', minCharge: '60', breaks: [fa('2', '0.5', '58', '0.5', '18'), kg('20', '52'), kg('70', '45')] },
      { code: 'US', name: 'US other', country: 'US', minCharge: '60', breaks: [fa('2', '0.5', '62', '0.5', '20'), kg('20', '55'), kg('70', '48')] },
      { code: 'CA', name: 'Canada', country: 'CA', minCharge: '70', breaks: [fa('2', '0.5', '70', '0.5', '22'), kg('30', '60')] },
    ],
  },
  {
    code: 'US-ECO', zh: '美国经济专线（可带电）', en: 'US Economy Line (batteries)', type: 'special', channel: 'INT1002', mode: 'air', divisor: 6000, min: '0.1', step: '0.1', days: [10, 15], fuel: '0.05', battery: true,
    surcharges: [['挂号费', 'Registration fee', 'fixed', '18', null, false, []], ['带电操作费', 'Battery handling fee', 'per_kg', '3', '10', false, ['battery']]],
    zones: [{ code: 'US', country: 'US', minCharge: '30', breaks: [kg('0.5', '95', '18'), kg('2', '88', '18'), kg('30', '80', '18')] }],
  },
  {
    code: 'GB-SPL', zh: '英国专线', en: 'GB Special Line', type: 'special', channel: 'INT2001', mode: 'air', weightRule: 'per_piece', divisor: 6000, min: '1', step: '1', days: [7, 10], fuel: '0.08',
    remoteType: 'GB-REMOTE', remote: ['3', '50'],
    surcharges: [['清关费', 'Customs clearance fee', 'per_piece', '6', null, false, []]],
    zones: [{ code: 'GB', country: 'GB', minCharge: '45', breaks: [kg('30', '32.5', '20'), kg('100', '30', '20')] }],
  },
  {
    code: 'EU-EXP', zh: '欧洲快线（德法，可带电）', en: 'EU Express (DE, FR, batteries)', type: 'express', channel: 'INT3001', mode: 'air', divisor: 5000, min: '0.5', step: '0.5', days: [4, 7], fuel: '0.12', battery: true,
    remoteType: 'EU-REMOTE', remote: ['2.5', '35'],
    surcharges: [['带电附加费', 'Battery surcharge', 'fixed', '15', null, true, ['battery']]],
    zones: [
      { code: 'DE', country: 'DE', minCharge: '55', breaks: [fa('2', '0.5', '55', '0.5', '17'), kg('30', '48')] },
      { code: 'FR', country: 'FR', minCharge: '58', breaks: [fa('2', '0.5', '58', '0.5', '18'), kg('30', '50')] },
      { code: 'FR-CORSE', name: 'Corsica', country: 'FR', geoZone: 'FR-CORSE', minCharge: '70', breaks: [fa('2', '0.5', '70', '0.5', '24'), kg('30', '62')] },
    ],
  },
  {
    code: 'JP-EXP', zh: '日本快线', en: 'Japan Express', type: 'express', channel: 'INT4001', mode: 'air', divisor: 5000, min: '0.5', step: '0.5', days: [3, 5], fuel: '0.10',
    surcharges: [],
    zones: [{ code: 'JP', country: 'JP', minCharge: '35', breaks: [fa('5', '0.5', '35', '0.5', '9'), kg('30', '16')] }],
  },
  {
    code: 'AU-ECO', zh: '澳洲经济线', en: 'Australia Economy', type: 'economy', channel: 'INT5001', mode: 'sea', divisor: 6000, min: '1', step: '1', days: [18, 25], fuel: '0.05',
    surcharges: [],
    zones: [
      { code: 'AU-METRO', name: 'Sydney, Melbourne', country: 'AU', postcodes: [{ from: '2000', to: '2249' }, { from: '3000', to: '3207' }], cities: ['Sydney', 'Melbourne'], minCharge: '80', breaks: [{ kind: 'flat', upTo: '5', price: '120' }, kg('100', '22', '20')] },
      { code: 'AU', country: 'AU', minCharge: '90', breaks: [{ kind: 'flat', upTo: '5', price: '140' }, kg('100', '26', '20')] },
    ],
  },
];

const REMOTE: [type: string, country: string, from: string | null, to: string | null, city: string | null][] = [
  ['GB-REMOTE', 'GB', 'ZE1', 'ZE3', null], ['GB-REMOTE', 'GB', 'HS1', 'HS9', null], ['GB-REMOTE', 'GB', 'KW15', 'KW17', null],
  ['GB-REMOTE', 'GB', 'IV41', 'IV49', null], ['GB-REMOTE', 'GB', null, null, 'Lerwick'], ['GB-REMOTE', 'GB', null, null, 'Kirkwall'],
  ['EU-REMOTE', 'DE', '18565', '18565', null], ['EU-REMOTE', 'DE', '25938', '25999', null], ['EU-REMOTE', 'FR', '20000', '20999', null],
];

async function ids(q: TxQuery, sqlText: string): Promise<Map<string, number>> {
  return new Map((await q<{ k: string; id: number }>(sqlText)).map((r) => [r.k, r.id]));
}

export default defineSeed({
  name: 'pricing',
  order: 100,
  async reference({ db }) {
    for (const [code, zh, en, region] of COUNTRIES) {
      await db.query(`insert into country (code, name_zh, name_en, region) values ($1, $2, $3, $4) on conflict do nothing`, [code, zh, en, region]);
    }
    for (const [i, [code, zh, en]] of ATTRIBUTES.entries()) {
      await db.query(`insert into cargo_attribute (code, name_zh, name_en, sort) values ($1, $2, $3, $4) on conflict do nothing`, [code, zh, en, i]);
    }
    for (const [i, [code, zh, en]] of MODES.entries()) {
      await db.query(`insert into transport_mode (code, name_zh, name_en, sort) values ($1, $2, $3, $4) on conflict do nothing`, [code, zh, en, i]);
    }
    for (const [i, [code, zh, en]] of DELIVERY.entries()) {
      await db.query(`insert into delivery_mode (code, name_zh, name_en, sort) values ($1, $2, $3, $4) on conflict do nothing`, [code, zh, en, i]);
    }
  },
  async demo({ db, config }) {
    const dates = demoDates(config.demoDay, config.businessTimeZone);
    await inTransaction(db, async (q) => {
      // Country zones first: demo price zones name them (placeGeoZones copies their places).
      await q(`insert into geo_zone (country, code, name_zh, name_en, postcodes) values ('US', 'US-W', '美西', 'US West', '[{"from":"90000","to":"96199"}]'),
               ('FR', 'FR-CORSE', '科西嘉', 'Corsica', '[{"from":"20000","to":"20999"}]')`);
      const modes = await ids(q, `select code as k, id from transport_mode`);
      const customers = await ids(q, `select code as k, id from customer`);
      const routeIds = new Map<string, number>();
      for (const r of ROUTES) {
        const [{ id }] = await q<{ id: number }>(
          `insert into route (code, name_zh, name_en, route_type, logistics_type, channel_service_type, channel_code, service_code, transfer_method,
                              remote_area_type, remote_per_kg, remote_minimum, insurance, battery, liquid, weight_rule, volumetric_divisor,
                              min_chargeable_weight, weight_step, currency, transit_days_min, transit_days_max, transport_mode_id, status)
           values ($1, $2, $3, $4, 'parcel', $5, $6, $7, 'auto', $8, $9::numeric, $10::numeric, true, $11, $12, $13, $14, $15::numeric, $16::numeric,
                   'RMB', $17, $18, $19, 'enabled') returning id`,
          [r.code, r.zh, r.en, r.type, r.type === 'express' ? 'express' : 'standard', r.channel, `${r.code}-SVC`, r.remoteType ?? null, r.remote?.[0] ?? null,
           r.remote?.[1] ?? null, r.battery ?? false, r.liquid ?? false, r.weightRule ?? 'per_shipment', r.divisor, r.min, r.step, r.days[0], r.days[1], modes.get(r.mode) ?? null],
        );
        routeIds.set(r.code, id);
        for (const [i, [name, nameEn, kind, value, min, fuel, attrs]] of r.surcharges.entries()) {
          await q(`insert into route_surcharge (route_id, name, name_en, kind, value, minimum, fuel, attributes, sort) values ($1, $2, $3, $4, $5::numeric, $6::numeric, $7, $8::jsonb, $9)`, [
            id, name, nameEn, kind, value, min, fuel, JSON.stringify(attrs), i,
          ]);
        }
        const { pastFuel, fuel } = dates;
        await q(`insert into fuel_rule (channel_code, limited_time, valid_time, rate, remark) values ($1, $2, $3, 0.2, $4)`, [r.channel, pastFuel.from, pastFuel.to, pastFuel.remark]);
        await q(`insert into fuel_rule (channel_code, limited_time, valid_time, rate, remark) values ($1, $2, $3, $4::numeric, $5)`, [r.channel, fuel.from, fuel.to, r.fuel, fuel.remark]);
        const [pt] = await q<{ id: number }>(`insert into price_table (route_id, price_code, name, name_en, currency, valid_from) values ($1, $2, $3, $4, 'RMB', $5) returning id`, [
          id, `P-${r.code}`, `${r.zh} ${dates.year}`, `${r.en} ${dates.year}`, dates.priceFrom,
        ]);
        const zones = r.zones.map((z) => ({ ...z }));
        const unplaced = await placeGeoZones(q, zones);
        if (unplaced.length) throw new Error(`demo route ${r.code}: ${JSON.stringify(unplaced)}`);
        await writePriceVersion(q, pt.id, zones, null, 'seed');
      }
      for (const [type, country, from, to, city] of REMOTE) {
        await q(`insert into remote_area (remote_type, country, postcode_from, postcode_to, city) values ($1, $2, $3, $4, $5)`, [type, country, from, to, city]);
      }
      // Enterprise demo customer: every route, 10 % off the express lines.
      const c1 = customers.get('C0001');
      if (c1) {
        for (const r of ROUTES) {
          await q(`insert into customer_route (customer_id, route_id, discount, customer_route_code) values ($1, $2, $3::numeric, $4) on conflict do nothing`, [
            c1, routeIds.get(r.code), r.type === 'express' ? '0.9' : null, `C0001-${r.code}`,
          ]);
        }
      }
      // Individual demo customer: US express only, with its own (cheaper) price table.
      const c2 = customers.get('C0002');
      if (c2) {
        const us = routeIds.get('US-EXP')!;
        const [own] = await q<{ id: number }>(`insert into price_table (route_id, customer_id, price_code, name, name_en, currency) values ($1, $2, 'P-US-EXP-C0002', '美国快线 张小明专属价', 'US Express, own price of Zhang Xiaoming', 'RMB') returning id`, [us, c2]);
        await writePriceVersion(q, own.id, [{ code: 'US', country: 'US', minCharge: '40', breaks: [fa('2', '0.5', '41', '0.5', '13'), kg('70', '37')] }], null, 'seed');
        await q(`insert into customer_route (customer_id, route_id, price_table_id, customer_route_code) values ($1, $2, $3, 'C0002-US')`, [c2, us, own.id]);
      }
      await q(`insert into surcharge_mapping (channel, channel_name, system_name, system_name_en) values
               ('INT1001', 'Peak Season Surcharge', '旺季附加费', 'Peak season surcharge'), ('INT1001', 'Handling Fee', '操作费', 'Handling fee'),
               ('INT2001', 'Customs Clearance', '清关费', 'Customs clearance fee'), ('INT3001', 'Lithium Battery Surcharge', '带电附加费', 'Battery surcharge')`);
      await q(`insert into attribute_def (name_zh, name_en, "values") values ('电池类型', 'Battery type', '["内置电池","配套电池","纯电池"]'), ('液体容量', 'Liquid volume', '["<100ml","100-500ml",">500ml"]')`);
      await q(`insert into attribute_combination (name, attributes, action, routes) values ('带电+液体 仅经济专线', '["battery","liquid"]', 'allow', $1::jsonb)`, [JSON.stringify([routeIds.get('US-ECO')])]);
      await q(`insert into attribute_surcharge (name, name_en, attributes, kind, value, minimum, fuel) values ('带磁附加费', 'Magnetic goods surcharge', '["magnetic"]', 'fixed', 10, null, false)`);
      await q(`insert into special_route (route_id, name, countries, postcodes, surcharge_name, surcharge_name_en, surcharge_kind, surcharge_value, start_time, end_time)
               values ($1, '美西旺季', '["US"]', '[{"from":"90000","to":"96199"}]', '美西旺季附加费', 'US West peak season surcharge', 'per_kg', 2, $2, $3)`, [routeIds.get('US-EXP'), dates.peak.from, dates.peak.to]);
      await q(`insert into special_route (route_id, name, state, countries, exclude) values ($1, '日本偏远岛屿暂停', 'disabled', '["JP"]', true)`, [routeIds.get('JP-EXP')]);
      const dm = await ids(q, `select code as k, id from delivery_mode`);
      await q(`insert into trunk_tariff (transport_mode_id, delivery_mode_id, warehouse, min_charge, volumetric_divisor, breaks) values
               ($1, $2, 'SZX', 500, 6000, '[{"kind":"per_kg","upTo":"500","rate":"12"},{"kind":"per_kg","upTo":"5000","rate":"9.5"}]'),
               ($3, $4, 'SHA', 300, 6000, '[{"kind":"per_kg","upTo":"100","rate":"38"},{"kind":"per_kg","upTo":"1000","rate":"33"}]')`, [
        modes.get('sea'), dm.get('amazon'), modes.get('air'), dm.get('ups'),
      ]);
      // Demo rules name cargo attributes of ZJ1201_01 (ATTRIBUTES) only, as a saved rule must.
      const rules = await q<{ attributes: string[] }>(
        `select attributes from attribute_combination union all select attributes from attribute_surcharge
         union all select attributes from special_route union all select attributes from route_surcharge`,
      );
      const unknown = await ruleAttributeProblems(q, rules.flatMap((r) => r.attributes));
      if (unknown.length) throw new Error(`demo rules name cargo attributes missing from cargo_attribute: ${JSON.stringify(unknown)}`);
    });
  },
});
