/**
 * Every text the engine produces, as message keys in zh-CN and en-US. Quotes and traces
 * carry keys and parameters (stored with orders as they are); `render` turns one into text
 * in the reader's language. The server registers this catalogue with its own messages.
 */
import type { Msg, Quote, Excluded } from './types';
import { validationMessages } from '../validators/messages';
import { localName, type TwoNames } from './names';

export type PricingLang = 'zh-CN' | 'en-US';

/** A postcode range's problems read the same in a sheet's cell and in a form's field: one text each, the validators'. */
const postcodeTexts = (lang: PricingLang) => {
  const v = validationMessages[lang];
  return {
    'pricing.postcode.range': v['validation.postcodeRanges.range'],
    'pricing.postcode.format': v['validation.postcodeRanges.format'],
    'pricing.postcode.hyphenRange': v['validation.postcodeRanges.hyphenRange'],
    'pricing.postcode.one': v['validation.postcode.format'],
    'pricing.postcode.oneHyphenRange': v['validation.postcode.hyphenRange'],
  };
};

export const pricingMessages = {
  'zh-CN': {
    'pricing.trace.zone': '分区 {zone}',
    'pricing.zone.byPostcode': '目的国 {country}，邮编 {postcode} 落在分区 {zone} 的邮编段 {from}–{to}',
    'pricing.zone.byCity': '目的国 {country}，城市 {city} 属于分区 {zone}',
    'pricing.zone.byCountry': '目的国 {country} 整国为分区 {zone}',
    'pricing.zone.byPostcodeGeo': '目的国 {country}，邮编 {postcode} 落在分区 {zone}（国家分区 {geoZone}）的邮编段 {from}–{to}',
    'pricing.zone.byCityGeo': '目的国 {country}，城市 {city} 属于分区 {zone}（国家分区 {geoZone}）',
    'pricing.zone.byCountryGeo': '目的国 {country} 整国为分区 {zone}（国家分区 {geoZone}）',
    'pricing.trace.volumetric': '体积重 = {l}×{w}×{h} ÷ {divisor} × {pieces} 件 = {volumetric} kg',
    'pricing.trace.noSize': '未填尺寸，体积重为 0',
    'pricing.trace.parcelVolumetric': '第 {n} 种箱：{l}×{w}×{h} ÷ {divisor} × {count} 箱 = 体积重 {volumetric} kg',
    'pricing.trace.parcelNoSize': '第 {n} 种箱（{count} 箱）未填尺寸，体积重为 0',
    'pricing.trace.parcelPerPiece': '第 {n} 种箱：每箱取实重 {actual} kg 与体积重 {volumetric} kg 的较大者，按 {step} kg 进位 = {piece} kg，× {count} 箱 = {chargeable} kg',
    'pricing.trace.parcelsPerPiece': '按件计重：{pieces} 箱合计 {chargeable} kg',
    'pricing.trace.chargeablePerShipment': '按票计重：取实重 {actual} kg 与体积重 {volumetric} kg 的较大者，按 {step} kg 进位 = {chargeable} kg',
    'pricing.trace.chargeablePerPiece': '按件计重：每件取实重 {pieceActual} kg 与体积重 {pieceVolumetric} kg 的较大者，按 {step} kg 进位 = {piece} kg，× {pieces} 件 = {chargeable} kg',
    'pricing.trace.minimumWeight': '计费重 {chargeable} kg 低于最低计费重，按 {minimum} kg 计',
    'pricing.trace.break': '重量段 {from}–{upTo} kg',
    'pricing.trace.higherBreak': '更高重量段 {from}–{upTo} kg 更便宜，按该段计价',
    'pricing.break.flat': '段内一口价 {price}',
    'pricing.break.perKg': '{weight} kg × 单价 {rate} = {amount}',
    'pricing.break.perKgBase': '{weight} kg × 单价 {rate} + 挂号费 {base} = {amount}',
    'pricing.break.firstAdditional': '首重 {firstWeight} kg {firstPrice} + 续重 {units} × {unit} kg × {additionalPrice} = {amount}',
    'pricing.trace.minCharge': '运费 {amount} 低于最低收费，按 {minimum} 计',
    'pricing.trace.discount': '运费 {amount} × 折扣 {discount} = {net}',
    'pricing.trace.freight': '运费 {freight} {currency}（四舍五入到分）',
    'pricing.trace.surcharge': '附加费 {name}：{amount}',
    'pricing.trace.attributeRule': '货物属性组合 {attributes}（{rule}）加收附加费',
    'pricing.trace.specialRoute': '特殊线路规则 {name} 适用',
    'pricing.surcharge.fixed': '固定 {value}',
    'pricing.surcharge.perKg': '{value} / kg × {weight} kg',
    'pricing.surcharge.perPiece': '{value} / 件 × {pieces} 件',
    'pricing.surcharge.percentage': '运费 {freight} × {rate}',
    'pricing.surcharge.withMinimum': '{inner}，低于最低收费按 {minimum} 计',
    'pricing.remote.byPostcode': '邮编 {postcode} 属于偏远地区（{remoteType}，{from}–{to}）',
    'pricing.remote.byCity': '城市 {city} 属于偏远地区（{remoteType}）',
    'pricing.remote.fee': '偏远费 = {perKg} / kg × {weight} kg，最低 {minimum}，计 {amount}',
    'pricing.trace.notRemote': '非偏远地区（{remoteType}）',
    'pricing.trace.remoteNotChecked': '未填邮编或城市，未检查偏远地区',
    'pricing.trace.fuel': '燃油费 = ({base}) × 费率 {rate}（燃油规则 {rule}）= {amount}',
    'pricing.trace.noFuel': '下单时间无生效的燃油规则，燃油费为 0',
    'pricing.trace.total': '合计 = 运费 {freight} + 燃油 {fuel} + 偏远费 {remote} + 附加费 {surcharges} = {total} {currency}',
    'pricing.excluded.stopped': '线路已停用',
    'pricing.excluded.notEnabled': '线路未启用',
    'pricing.excluded.outage': '线路停运中',
    'pricing.excluded.noPriceTable': '线路没有有效报价',
    'pricing.excluded.noZone': '线路不到达 {country} 的该地址',
    'pricing.excluded.overweight': '计费重 {weight} kg 超过线路最大重量 {max} kg',
    'pricing.excluded.tariffOverweight': '计费重 {weight} kg 超过头程资费的最大重量 {max} kg',
    'pricing.excluded.battery': '线路不接带电货物',
    'pricing.excluded.liquid': '线路不接液体货物',
    'pricing.excluded.combination': '线路不接属性组合 {attributes}（{rule}）',
    'pricing.excluded.combinationNotAllowed': '属性组合 {attributes} 只能走指定线路（{rule}）',
    'pricing.excluded.special': '特殊线路规则 {name} 不接此货物',
    'pricing.input.countryRequired': '目的国为必填项',
    'pricing.input.weightPositive': '重量必须大于 0',
    'pricing.input.sizeIncomplete': '长宽高须同时填写',
    'pricing.input.sizePositive': '长宽高必须大于 0',
    'pricing.input.piecesPositive': '件数至少为 1',
    'pricing.remote.needPostcodeOrCity': '偏远地区查询需要填写邮编或城市（至少一项）',
    'pricing.fuel.limitedRequired': '限定时间为必填项',
    'pricing.fuel.validRequired': '有效时间为必填项',
    'pricing.fuel.badTime': '时间格式不正确',
    'pricing.fuel.limitedAfterValid': '前限不能大于后限（限定时间须早于有效时间）',
    'pricing.fuel.rateRequired': '燃油费率为必填项',
    'pricing.fuel.badRate': '费率 {rate} 不正确：请填小数，如千分之十五填 0.015',
    'pricing.percentSign': '不能带百分号，请填小数（如 0.015）',
    'pricing.badDecimal': '{value} 不是有效的数字',
    'pricing.decimal.scale': '{value} 的小数位过多：最多 {scale} 位',
    'pricing.decimal.tooLarge': '{value} 过大：整数部分最多 {digits} 位',
    'pricing.breaks.none': '分区 {zone}：至少需要一个重量段',
    'pricing.breaks.notIncreasing': '分区 {zone}：重量上限 {upTo} 须为数字且大于上一段的 {prev}',
    'pricing.breaks.price': '分区 {zone} 重量上限 {upTo} 的一段：价格缺失或不是大于等于 0 的数字',
    'pricing.breaks.unit': '分区 {zone} 重量上限 {upTo} 的一段：续重单位须大于 0',
    ...postcodeTexts('zh-CN'),
    'pricing.mapping.channelRequired': '所属渠道为必填项',
    'pricing.mapping.channelNameRequired': '渠道附加费名称为必填项',
    'pricing.mapping.systemNameRequired': '系统附加费名称为必填项',
    'pricing.surcharge.nameRequired': '附加费名称为必填项',
    'pricing.surcharge.kindRequired': '请选择计算规则',
    'pricing.surcharge.valueRequired': '实收为必填项',
    'pricing.surcharge.badRate': '比例 {value} 不正确：请填小于 1 的小数',
  },
  'en-US': {
    'pricing.trace.zone': 'Zone {zone}',
    'pricing.zone.byPostcode': 'Destination {country}: postcode {postcode} is in zone {zone}, range {from}–{to}',
    'pricing.zone.byCity': 'Destination {country}: city {city} belongs to zone {zone}',
    'pricing.zone.byCountry': 'Destination {country}: the whole country is zone {zone}',
    'pricing.zone.byPostcodeGeo': 'Destination {country}: postcode {postcode} is in zone {zone} (country zone {geoZone}), range {from}–{to}',
    'pricing.zone.byCityGeo': 'Destination {country}: city {city} belongs to zone {zone} (country zone {geoZone})',
    'pricing.zone.byCountryGeo': 'Destination {country}: the whole country is zone {zone} (country zone {geoZone})',
    'pricing.trace.volumetric': 'Volumetric weight = {l}×{w}×{h} ÷ {divisor} × {pieces} pcs = {volumetric} kg',
    'pricing.trace.noSize': 'No size given: volumetric weight 0',
    'pricing.trace.parcelVolumetric': 'Box kind {n}: {l}×{w}×{h} ÷ {divisor} × {count} = volumetric {volumetric} kg',
    'pricing.trace.parcelNoSize': 'Box kind {n} ({count} pcs): no size given, volumetric weight 0',
    'pricing.trace.parcelPerPiece': 'Box kind {n}: per box the greater of actual {actual} kg and volumetric {volumetric} kg, rounded up to {step} kg = {piece} kg, × {count} = {chargeable} kg',
    'pricing.trace.parcelsPerPiece': 'Per piece: {chargeable} kg in all ({pieces} pcs)',
    'pricing.trace.chargeablePerShipment': 'Per shipment: the greater of actual {actual} kg and volumetric {volumetric} kg, rounded up to {step} kg = {chargeable} kg',
    'pricing.trace.chargeablePerPiece': 'Per piece: the greater of actual {pieceActual} kg and volumetric {pieceVolumetric} kg, rounded up to {step} kg = {piece} kg, × {pieces} pcs = {chargeable} kg',
    'pricing.trace.minimumWeight': 'Chargeable weight {chargeable} kg is below the minimum: charged as {minimum} kg',
    'pricing.trace.break': 'Weight break {from}–{upTo} kg',
    'pricing.trace.higherBreak': 'The heavier break {from}–{upTo} kg is cheaper and applies',
    'pricing.break.flat': 'Flat price {price} for the break',
    'pricing.break.perKg': '{weight} kg × rate {rate} = {amount}',
    'pricing.break.perKgBase': '{weight} kg × rate {rate} + registration fee {base} = {amount}',
    'pricing.break.firstAdditional': 'First {firstWeight} kg {firstPrice} + {units} × {unit} kg × {additionalPrice} = {amount}',
    'pricing.trace.minCharge': 'Freight {amount} is below the minimum charge: charged {minimum}',
    'pricing.trace.discount': 'Freight {amount} × discount {discount} = {net}',
    'pricing.trace.freight': 'Freight {freight} {currency} (rounded half-up to cents)',
    'pricing.trace.surcharge': 'Surcharge {name}: {amount}',
    'pricing.trace.attributeRule': 'Cargo attribute combination {attributes} ({rule}) adds a surcharge',
    'pricing.trace.specialRoute': 'Special route rule {name} applies',
    'pricing.surcharge.fixed': 'Fixed {value}',
    'pricing.surcharge.perKg': '{value} / kg × {weight} kg',
    'pricing.surcharge.perPiece': '{value} / piece × {pieces} pcs',
    'pricing.surcharge.percentage': 'Freight {freight} × {rate}',
    'pricing.surcharge.withMinimum': '{inner}, below the minimum: charged {minimum}',
    'pricing.remote.byPostcode': 'Postcode {postcode} is a remote area ({remoteType}, {from}–{to})',
    'pricing.remote.byCity': 'City {city} is a remote area ({remoteType})',
    'pricing.remote.fee': 'Remote fee = {perKg} / kg × {weight} kg, minimum {minimum}: {amount}',
    'pricing.trace.notRemote': 'Not a remote area ({remoteType})',
    'pricing.trace.remoteNotChecked': 'No postcode or city: remote area not checked',
    'pricing.trace.fuel': 'Fuel = ({base}) × rate {rate} (fuel rule {rule}) = {amount}',
    'pricing.trace.noFuel': 'No fuel rule in force at the order time: fuel 0',
    'pricing.trace.total': 'Total = freight {freight} + fuel {fuel} + remote {remote} + surcharges {surcharges} = {total} {currency}',
    'pricing.excluded.stopped': 'The route is stopped',
    'pricing.excluded.notEnabled': 'The route is not enabled',
    'pricing.excluded.outage': 'The route is in outage',
    'pricing.excluded.noPriceTable': 'The route has no price in force',
    'pricing.excluded.noZone': 'The route does not serve this address in {country}',
    'pricing.excluded.overweight': 'Chargeable weight {weight} kg is above the route maximum {max} kg',
    'pricing.excluded.tariffOverweight': 'Chargeable weight {weight} kg is above the first-leg tariff maximum {max} kg',
    'pricing.excluded.battery': 'The route does not take cargo with batteries',
    'pricing.excluded.liquid': 'The route does not take liquids',
    'pricing.excluded.combination': 'The route does not take the combination {attributes} ({rule})',
    'pricing.excluded.combinationNotAllowed': 'The combination {attributes} may only use designated routes ({rule})',
    'pricing.excluded.special': 'Special route rule {name} refuses this cargo',
    'pricing.input.countryRequired': 'Destination country is required',
    'pricing.input.weightPositive': 'Weight must be greater than 0',
    'pricing.input.sizeIncomplete': 'Give length, width and height together',
    'pricing.input.sizePositive': 'Length, width and height must be greater than 0',
    'pricing.input.piecesPositive': 'Pieces must be at least 1',
    'pricing.remote.needPostcodeOrCity': 'A remote-area check needs a postcode or a city (at least one)',
    'pricing.fuel.limitedRequired': 'Limited time is required',
    'pricing.fuel.validRequired': 'Valid time is required',
    'pricing.fuel.badTime': 'Invalid time',
    'pricing.fuel.limitedAfterValid': 'The leading limit may not exceed the trailing limit (limited time must precede valid time)',
    'pricing.fuel.rateRequired': 'Fuel rate is required',
    'pricing.fuel.badRate': 'Rate {rate} is invalid: enter a decimal, e.g. 0.015 for 15 per thousand',
    'pricing.percentSign': 'No percent sign: enter a decimal (e.g. 0.015)',
    'pricing.badDecimal': '{value} is not a valid number',
    'pricing.decimal.scale': '{value} has too many decimals: at most {scale}',
    'pricing.decimal.tooLarge': '{value} is too large: at most {digits} digits before the decimal point',
    'pricing.breaks.none': 'Zone {zone}: at least one weight break is needed',
    'pricing.breaks.notIncreasing': 'Zone {zone}: the upper limit {upTo} must be a number above the previous break\'s {prev}',
    'pricing.breaks.price': 'Zone {zone}, break up to {upTo}: a price is missing or not a number ≥ 0',
    'pricing.breaks.unit': 'Zone {zone}, break up to {upTo}: the additional unit must be above 0',
    ...postcodeTexts('en-US'),
    'pricing.mapping.channelRequired': 'Owning channel is required',
    'pricing.mapping.channelNameRequired': 'Channel surcharge name is required',
    'pricing.mapping.systemNameRequired': 'System surcharge name is required',
    'pricing.surcharge.nameRequired': 'Surcharge name is required',
    'pricing.surcharge.kindRequired': 'Choose a calculation rule',
    'pricing.surcharge.valueRequired': 'Actual receipt is required',
    'pricing.surcharge.badRate': 'Rate {value} is invalid: enter a decimal below 1',
  },
} as const satisfies Record<PricingLang, Record<string, string>>;

export type PricingMessageKey = keyof (typeof pricingMessages)['zh-CN'];

type Compiled = (params: Record<string, string | number>) => string;
const compiledTemplates = new Map<string, Compiled>();

/**
 * A template split once into its text and `{name}` parts (renders thousands of lines per trial).
 * In English a data parameter given in two languages (`name` and `nameEn`: a surcharge's names,
 * names.ts) fills `{name}` with its English value when there is one.
 */
function compileTemplate(text: string, lang: PricingLang): Compiled {
  const parts = text.split(/\{(\w+)\}/);
  const english = lang === 'en-US' ? parts.map((p, i) => (i % 2 ? `${p}En` : '')) : undefined;
  return (params) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const v = (english && params[english[i]]) || params[parts[i]];
      out += (v !== undefined ? String(v) : `{${parts[i]}}`) + parts[i + 1];
    }
    return out;
  };
}

/** One message in one language; unknown keys come back as the key. */
export function render(lang: PricingLang, msg: Msg): string {
  const id = `${lang}\u0000${msg.key}`;
  let fn = compiledTemplates.get(id);
  if (!fn) {
    const cat = pricingMessages[lang] as Record<string, string>;
    fn = compileTemplate(cat[msg.key] ?? msg.key, lang);
    compiledTemplates.set(id, fn);
  }
  let params = msg.params ?? {};
  if (msg.key === 'pricing.surcharge.withMinimum' && typeof params.formulaKey === 'string') {
    params = { ...params, inner: render(lang, { key: params.formulaKey, params: msg.params }) };
  }
  return fn(params);
}

/** A name answered in the request's language, with both names beside it (a client re-renders it: `localName`). */
export interface AnsweredName {
  name: string;
  nameZh: string;
  nameEn: string | null;
}

export interface LocalizedQuote extends Omit<Quote, 'surcharges' | 'trace'> {
  surcharges: (AnsweredName & { amount: string; formula: string; formulaKey: Msg })[];
  trace: Omit<Quote['trace'], 'lines' | 'zone' | 'remoteRule' | 'weightBreak' | 'priceTable'> & {
    priceTable: (AnsweredName & { id: number | string }) | null;
    zone: { code: string; name?: string; reason: string; reasonKey: Msg } | null;
    remoteRule: { id?: number | string; remoteType: string; reason: string; reasonKey: Msg } | null;
    weightBreak: string | null;
    lines: { key: string; params?: Record<string, string | number>; text: string }[];
  };
}

/**
 * How much of the trace a reader gets: `full` lines as {key, params, text}; `keys` lines as
 * {key, params} (a client renders them itself, e.g. XX0402_01); `text` lines as texts only;
 * `none` no lines (the trace's other fields stay).
 */
export type TraceMode = 'full' | 'keys' | 'text' | 'none';

/**
 * Whether an answer carries what a client needs to render every text it shows in either
 * language, so a language switch asks nothing again (XX0402_01). `text` (the default): rendered
 * texts, plus the messages quotes always carry (surcharge `formulaKey`, zone and remote rule
 * `reasonKey`); `keys` adds an excluded route's `reasonParams` (its message is
 * {key: reasonKey, params: reasonParams}) and each route's `routeNameZh` next to `routeNameEn`
 * (`routeName` stays the name in the request's language). Rendered text fields never change.
 */
export type TextsMode = 'text' | 'keys';

// Trace messages shared between quotes are frozen (fast.ts: a rate's compiled break lines, the
// weight lines, zone, surcharge and remote lines of a trial): rendered once per object and
// language, and their localized forms (line, surcharge, zone, remote rule) made once too and
// shared by every quote that carries them.
const renderedShared: Record<PricingLang, WeakMap<Msg, string>> = { 'zh-CN': new WeakMap(), 'en-US': new WeakMap() };
function renderOnce(lang: PricingLang, msg: Msg): string {
  if (!Object.isFrozen(msg)) return render(lang, msg);
  const memo = renderedShared[lang];
  let t = memo.get(msg);
  if (t === undefined) memo.set(msg, (t = render(lang, msg)));
  return t;
}

const localizedShared: Record<PricingLang, WeakMap<object, unknown>> = { 'zh-CN': new WeakMap(), 'en-US': new WeakMap() };
/** `make(x)` for a frozen `x` once per language (the result frozen and shared), else each time. */
function localizedOnce<T extends object, R>(lang: PricingLang, x: T, make: (x: T) => R): R {
  if (!Object.isFrozen(x)) return make(x);
  const memo = localizedShared[lang];
  let r = memo.get(x) as R | undefined;
  if (r === undefined) memo.set(x, (r = Object.freeze(make(x))));
  return r;
}

/** A trace line in `full` mode: {key, params, text} (no params key when the message has none). */
const fullLines = {} as Record<PricingLang, (l: Msg) => { key: string; params?: Msg['params']; text: string }>;
for (const lang of ['zh-CN', 'en-US'] as const) {
  fullLines[lang] = (l) => (l.params === undefined ? { key: l.key, text: renderOnce(lang, l) } : { key: l.key, params: l.params, text: renderOnce(lang, l) });
}

/** A quote for a reader: texts in their language next to the keys (which orders store). */
export function localizeQuote(q: Quote, lang: PricingLang): LocalizedQuote;
export function localizeQuote(q: Quote, lang: PricingLang, mode: TraceMode, texts?: TextsMode): Record<string, unknown>;
export function localizeQuote(q: Quote, lang: PricingLang, mode: TraceMode = 'full', texts: TextsMode = 'text'): LocalizedQuote | Record<string, unknown> {
  const t = q.trace;
  const surcharges = q.surcharges.map((s) =>
    localizedOnce(lang, s, (x) => ({ ...answeredName(x, lang), amount: x.amount, formula: renderOnce(lang, x.formula), formulaKey: x.formula })),
  );
  const trace: Record<string, unknown> = {
    priceTable: t.priceTable ? localizedOnce(lang, t.priceTable, (p) => ({ id: p.id, ...answeredName(p, lang) })) : null,
    version: t.version,
    zone: t.zone ? localizedOnce(lang, t.zone, (z) => ({ code: z.code, name: z.name, reason: renderOnce(lang, z.reason), reasonKey: z.reason })) : null,
    weightRule: t.weightRule,
    divisor: t.divisor,
    step: t.step,
    minimum: t.minimum,
    weightBreak: t.weightBreak ? renderOnce(lang, t.weightBreak) : null,
    discount: t.discount,
    fuelRule: t.fuelRule,
    fuelRate: t.fuelRate,
    remoteRule: t.remoteRule
      ? localizedOnce(lang, t.remoteRule, (m) => ({ id: m.id, remoteType: m.remoteType, reason: renderOnce(lang, m.reason), reasonKey: m.reason }))
      : null,
  };
  if (mode === 'full') trace.lines = t.lines.map((l) => localizedOnce(lang, l, fullLines[lang]));
  else if (mode === 'keys') trace.lines = t.lines;
  else if (mode === 'text') trace.lines = t.lines.map((l) => renderOnce(lang, l));
  const out: Record<string, unknown> = {
    routeId: q.routeId,
    routeName: routeNameOf(q, lang),
    routeNameEn: q.routeNameEn,
    customerRouteId: q.customerRouteId,
    channelCode: q.channelCode,
    actualWeight: q.actualWeight,
    volumetricWeight: q.volumetricWeight,
    chargeableWeight: q.chargeableWeight,
    freight: q.freight,
    fuel: q.fuel,
    remoteFee: q.remoteFee,
    surcharges,
    total: q.total,
    currency: q.currency,
    transitDays: q.transitDays,
    insurance: q.insurance,
    remote: q.remote,
    trace,
  };
  if (texts === 'keys') out.routeNameZh = q.routeName;
  return out;
}

/** Data named in two languages as an answer carries it: the reader's name, and both. */
function answeredName(x: TwoNames, lang: PricingLang): AnsweredName {
  return { name: localName(x, lang), nameZh: x.name, nameEn: x.nameEn ?? null };
}

/** A route's name in a language: the English name when there is one, else the Chinese (both are data). */
function routeNameOf(r: { routeName: string; routeNameEn?: string | null }, lang: PricingLang): string {
  return lang === 'en-US' && r.routeNameEn ? r.routeNameEn : r.routeName;
}

export function localizeExcluded(e: Excluded, lang: PricingLang, texts: TextsMode = 'text') {
  const out: Record<string, unknown> & { reason: string; reasonKey: string } = { ...e, routeName: routeNameOf(e, lang), reasonKey: e.reason.key, reason: render(lang, e.reason) };
  if (texts === 'keys') {
    out.routeNameZh = e.routeName;
    out.reasonParams = e.reason.params ?? {};
  }
  return out;
}

/** What a client holds of a route's names: an answer's route (quote or excluded). */
export interface AnsweredRouteName {
  routeName: string;
  routeNameEn?: string | null;
  /** Present when asked with texts: 'keys'. */
  routeNameZh?: string | null;
}

/** An answered route's name in a reader's language, as the server would have answered it (texts: 'keys' carries both names). */
export function answeredRouteName(r: AnsweredRouteName, lang: PricingLang): string {
  const zh = r.routeNameZh ?? r.routeName;
  return routeNameOf({ routeName: zh, routeNameEn: r.routeNameEn }, lang);
}

/** An excluded route's reason in a reader's language: from its message (texts: 'keys'), else the server's text. */
export function excludedReason(e: { reason: string; reasonKey: string; reasonParams?: Msg['params'] }, lang: PricingLang): string {
  return e.reasonParams ? render(lang, { key: e.reasonKey, params: e.reasonParams }) : e.reason;
}
