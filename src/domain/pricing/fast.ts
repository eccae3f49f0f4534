/**
 * The quote's hot path: the same calculation as `quoteRoute` (quote.ts, the reference, in
 * decimal.js), on exact scaled integers (fixed.ts) and data compiled once per rate, surcharge
 * and fuel rule. It yields the very same Quote (values, texts, trace lines, key order); any
 * value outside the exact domain throws BAIL and `quote()` prices that route with the
 * reference. properties.test.ts checks fast = reference on random routes and parcels.
 */
import { breakCost } from './priceTable';
import { dec, scaleOf, weightString, type Dec } from './money';
import { BAIL, add, ceilDiv, cmp, fxFixed, fxOf, fxStr, mul, mulInt, parseFx, roundHalfUp, sub, ZERO, type Fx } from './fixed';
import { applyAttributes, applySpecialRoutes } from './attributes';
import { fuelRuleInForce } from './fuel';
import { notInService } from './service';
import { findRemoteArea } from './remote';
import { chargeableWeight, type ChargeableWeight } from './weight';
import { matchZone, zonesKey, type ZoneMatch } from './zones';
import type { FuelRule, Msg, Quote, QuoteContext, QuoteInput, Route, Surcharge, SurchargeLine, WeightBreak, ZoneRate, Zone } from './types';

/**
 * Per `quote()` call: what every route shares for one parcel and address. Trace messages
 * built here are frozen and shared by every quote of the call (messages.ts renders a frozen
 * message once per language), so a 500-route trial allocates and renders each only once.
 */
export interface FastScope {
  weights: Map<string, FastWeight>;
  /** By the zones' content: price versions of many routes usually share their zone list. */
  zones: Map<string, FastZone | null>;
  remote: Map<string, ReturnType<typeof findRemoteArea>>;
  fuel: Map<FuelRule[], FuelRule | null>;
}

interface FastZone {
  zm: ZoneMatch;
  line: Msg;
  trace: Quote['trace']['zone'];
}

/** Surcharge and remote-fee outcomes that depend only on the parcel's weight, shared by routes. */
interface SharedCharge {
  r: Fx;
  line: Msg;
  item?: SurchargeLine;
  fee?: Fx;
  rule?: Quote['trace']['remoteRule'];
}

interface FastWeight {
  cw: ChargeableWeight;
  chargeable: Fx;
  chargeableS: string;
  weightNum: number;
  actualS: string;
  volumetricS: string;
  stepS: string;
  minimumS: string;
  /** Surcharge lines (`sur[scale]` by surcharge content) and remote fees met by routes of this weight. */
  sur: Map<string, SharedCharge>[];
  remote: Map<string, SharedCharge>;
}

export const newScope = (): FastScope => ({ weights: new Map(), zones: new Map(), remote: new Map(), fuel: new Map() });

function weightOf(parcel: QuoteInput, route: Route, scope: FastScope): FastWeight {
  // fxOf memoises the route's (configuration-wide) decimals: no decimal.js toString per route.
  const key = `${route.weightRule}\u0000${route.volumetricDivisor}\u0000${fxOf(route.step).str}\u0000${fxOf(route.minChargeableWeight).str}`;
  let w = scope.weights.get(key);
  if (!w) {
    const cw = chargeableWeight(parcel, route);
    for (const l of cw.lines) Object.freeze(l);
    const chargeableS = cw.chargeable.toString();
    w = {
      cw,
      chargeable: parseFx(cw.chargeable),
      chargeableS,
      weightNum: cw.chargeable.toNumber(),
      actualS: weightString(cw.actual),
      volumetricS: weightString(cw.volumetric),
      stepS: dec(route.step, 0).toString(),
      minimumS: dec(route.minChargeableWeight, 0).toString(),
      sur: [],
      remote: new Map(),
    };
    scope.weights.set(key, w);
  }
  return w;
}

// ---- compiled zone rates ------------------------------------------------------------------

type FastBreak =
  | { kind: 'flat'; cost: { amount: Fx; amountS: string; formula: Msg } }
  | { kind: 'per_kg'; rate: Fx; rateRaw: string; base: Fx; baseS: string }
  | { kind: 'first_additional'; first: Fx; firstS: string; firstPrice: Fx; firstPriceRaw: string; unit: Fx; unitS: string; addPrice: Fx; addPriceRaw: string };

/**
 * A zone rate compiled once and kept as long as the rate (the server's zone cache holds
 * thousands): typed arrays of numbers only, so that cached rates stay small and cheap for the
 * garbage collector; a break's own compiled form and its trace messages (frozen) are made the
 * first time a quote uses that break.
 */
interface FastRate {
  rate: ZoneRate;
  /** Index in `rate.breaks` of each break in ascending order of `upTo`. */
  order: Int32Array;
  upTo: Float64Array;
  /** Each break priced at its own lower limit, exactly: n / 10^s. */
  atN: Float64Array;
  atS: Uint8Array;
  /** Cheapest break at or after i priced at its own lower limit (weight-break rule). */
  suffixBest: Int32Array;
  breaks: (FastBreak | undefined)[];
  /** Line "weight break from–upTo" of each break. */
  breakLine: (Msg | undefined)[];
  /** Formula and "a higher break is cheaper" line of each break at its lower limit. */
  atLowerMsgs: ({ formula: Msg; line: Msg } | undefined)[];
  minCharge: Fx;
  minChargeS: string;
}

const compiledRates = new WeakMap<ZoneRate, FastRate | null>();

/**
 * What the fast path keeps per rate, in bytes, as told to `ZoneRate.held` (estimates for V8 with
 * compressed pointers: an object's header and fields, short strings, a typed array's two objects).
 */
export const KEPT_BYTES = {
  /** The compiled rate without its arrays' contents (object, 3 small arrays, 5 typed-array headers). */
  rate: 120 + 3 * 32 + 5 * 96,
  /** A break's compiled form (object, its scaled integers, its texts). */
  break: 160,
  /** A frozen trace line {key, params} with its short texts. */
  line: 96,
  /** A break's formula at its lower limit (up to six parameters). */
  formula: 160,
};
const typedBytes = (c: FastRate) => c.order.byteLength + c.upTo.byteLength + c.atN.byteLength + c.atS.byteLength + c.suffixBest.byteLength;

// Parsed from the break's own texts (fixed.ts), not through decimal.js: a zone's rate is compiled
// when a quote first meets it, 500 routes at once for a new destination.
function compileBreak(b: WeightBreak): FastBreak {
  switch (b.kind) {
    case 'flat': {
      const amount = parseFx(b.price);
      return { kind: 'flat', cost: { amount, amountS: fxStr(amount), formula: Object.freeze(breakCost(b, ZERO_DEC).formula) } };
    }
    case 'per_kg': {
      const base = parseFx(b.base);
      return { kind: 'per_kg', rate: parseFx(b.rate), rateRaw: String(b.rate), base, baseS: fxStr(base) };
    }
    case 'first_additional': {
      const first = parseFx(b.firstWeight);
      const unit = parseFx(b.additionalUnit);
      return {
        kind: 'first_additional',
        first,
        firstS: fxStr(first),
        firstPrice: parseFx(b.firstPrice),
        firstPriceRaw: String(b.firstPrice),
        unit,
        unitS: fxStr(unit),
        addPrice: parseFx(b.additionalPrice),
        addPriceRaw: String(b.additionalPrice),
      };
    }
    default:
      throw BAIL;
  }
}

/** A break's cost at weight w (priceTable.ts breakCost's amount). */
function costAt(b: FastBreak, w: Fx): Fx {
  switch (b.kind) {
    case 'flat':
      return b.cost.amount;
    case 'per_kg':
      return add(mul(w, b.rate), b.base);
    case 'first_additional':
      return add(b.firstPrice, mul(extraUnits(b, w), b.addPrice));
  }
}

const extraUnits = (b: FastBreak & { kind: 'first_additional' }, w: Fx): Fx => (cmp(w, b.first) > 0 && b.unit.n > 0 ? ceilDiv(sub(w, b.first), b.unit) : ZERO);

function compileRate(rate: ZoneRate): FastRate | null {
  let c = compiledRates.get(rate);
  if (c !== undefined) return c;
  try {
    // Each limit parsed once (a sort would parse it at every comparison); stable, as priceTable.ts.
    const limits = rate.breaks.map((b, i) => ({ b, i, up: parseFx(b.upTo) }));
    limits.sort((x, y) => cmp(x.up, y.up) || x.i - y.i);
    const n = limits.length;
    const atN = new Float64Array(n);
    const atS = new Uint8Array(n);
    const suffixBest = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      // The break's compiled form is not kept here (made again on first use by a quote): the
      // cached rate stays typed arrays.
      const a = costAt(compileBreak(limits[i].b), i === 0 ? ZERO : limits[i - 1].up);
      atN[i] = a.n;
      atS[i] = a.s;
    }
    // Same choice as priceTable.ts: the last of the equally cheapest, scanning from the end.
    let best: Fx | null = null;
    for (let i = n - 1; i >= 0; i--) {
      const a = { n: atN[i], s: atS[i] };
      if (best === null || cmp(a, best) <= 0) {
        best = a;
        suffixBest[i] = i;
      } else suffixBest[i] = suffixBest[i + 1];
    }
    const minCharge = parseFx(rate.minCharge);
    c = {
      rate,
      order: Int32Array.from(limits, (x) => x.i),
      upTo: Float64Array.from(limits, (x) => Number(x.b.upTo)),
      atN,
      atS,
      suffixBest,
      breaks: [],
      breakLine: [],
      atLowerMsgs: [],
      minCharge,
      minChargeS: fxStr(minCharge),
    };
  } catch {
    c = null;
  }
  compiledRates.set(rate, c);
  if (c) rate.held?.(KEPT_BYTES.rate + typedBytes(c));
  return c;
}

const breakAt = (fr: FastRate, i: number): WeightBreak => fr.rate.breaks[fr.order[i]];
/** Lower limit of break i as decimal.js writes it ('0' for the first). */
const lowerOf = (fr: FastRate, i: number): string => (i === 0 ? '0' : dec(breakAt(fr, i - 1).upTo).toString());
const atLowerOf = (fr: FastRate, i: number): Fx => ({ n: fr.atN[i], s: fr.atS[i] });

function breakOf(fr: FastRate, i: number): FastBreak {
  let b = fr.breaks[i];
  if (!b) {
    fr.breaks[i] = b = compileBreak(breakAt(fr, i));
    fr.rate.held?.(KEPT_BYTES.break);
  }
  return b;
}

function breakLineOf(fr: FastRate, i: number): Msg {
  let l = fr.breakLine[i];
  if (!l) {
    fr.breakLine[i] = l = Object.freeze({ key: 'pricing.trace.break', params: { from: lowerOf(fr, i), upTo: String(breakAt(fr, i).upTo) } });
    fr.rate.held?.(KEPT_BYTES.line);
  }
  return l;
}

function atLowerMsgsOf(fr: FastRate, i: number): { formula: Msg; line: Msg } {
  let m = fr.atLowerMsgs[i];
  if (!m) {
    const b = breakAt(fr, i);
    const from = lowerOf(fr, i);
    const formula = Object.freeze(breakCost(b, dec(from)).formula);
    const line: Msg = Object.freeze({ key: 'pricing.trace.higherBreak', params: { from, upTo: String(b.upTo) } });
    fr.atLowerMsgs[i] = m = { formula, line };
    fr.rate.held?.(KEPT_BYTES.formula + KEPT_BYTES.line);
  }
  return m;
}

function ownCost(b: FastBreak, w: Fx, wS: string): { amount: Fx; formula: Msg } {
  switch (b.kind) {
    case 'flat':
      return b.cost;
    case 'per_kg': {
      const amount = costAt(b, w);
      const amountS = fxStr(amount);
      return {
        amount,
        formula:
          b.base.n === 0
            ? { key: 'pricing.break.perKg', params: { weight: wS, rate: b.rateRaw, amount: amountS } }
            : { key: 'pricing.break.perKgBase', params: { weight: wS, rate: b.rateRaw, base: b.baseS, amount: amountS } },
      };
    }
    case 'first_additional': {
      const extra = extraUnits(b, w);
      const amount = add(b.firstPrice, mul(extra, b.addPrice));
      return {
        amount,
        formula: {
          key: 'pricing.break.firstAdditional',
          params: { firstWeight: b.firstS, firstPrice: b.firstPriceRaw, units: fxStr(extra), unit: b.unitS, additionalPrice: b.addPriceRaw, amount: fxStr(amount) },
        },
      };
    }
  }
}

// ---- surcharges and fuel rules -------------------------------------------------------------

interface FastSurcharge {
  v: Fx;
  vS: string;
  min: Fx | null;
  minRaw: string;
  /** What decides its amount and lines: surcharges alike share their outcome per weight. */
  key: string;
}
const compiledSurcharges = new WeakMap<Surcharge, FastSurcharge>();

function surchargeOf(s: Surcharge): FastSurcharge {
  let c = compiledSurcharges.get(s);
  if (!c) {
    const v = fxOf(s.value);
    const hasMin = s.minimum != null && s.minimum !== '';
    const minRaw = hasMin ? String(s.minimum) : '';
    c = { v: v.fx, vS: v.str, min: hasMin ? fxOf(s.minimum).fx : null, minRaw, key: `${s.kind}\u0000${v.str}\u0000${minRaw}\u0000${s.fuel ? 1 : 0}\u0000${s.name}` };
    compiledSurcharges.set(s, c);
  }
  return c;
}

/**
 * One surcharge on one route (surcharges.ts `surchargeAmount`, rounded to the scale `sc`).
 * Only a percentage depends on the route's freight: any other is the same for every route of
 * the parcel's weight, so its frozen lines are shared by them.
 */
function chargeOf(s: Surcharge, wt: FastWeight, freight: Fx, sc: number): SharedCharge {
  const c = surchargeOf(s);
  const shared = s.kind !== 'percentage';
  const memo = shared ? (wt.sur[sc] ??= new Map()) : null;
  let ch = memo?.get(c.key);
  if (ch) return ch;
  let a: Fx;
  let formula: Msg;
  switch (s.kind) {
    case 'fixed':
      a = c.v;
      formula = { key: 'pricing.surcharge.fixed', params: { value: c.vS } };
      break;
    case 'per_kg':
      a = mul(c.v, wt.chargeable);
      formula = { key: 'pricing.surcharge.perKg', params: { value: c.vS, weight: wt.chargeableS } };
      break;
    case 'per_piece':
      a = mulInt(c.v, wt.cw.pieces);
      formula = { key: 'pricing.surcharge.perPiece', params: { value: c.vS, pieces: wt.cw.pieces } };
      break;
    case 'percentage':
      a = mul(c.v, freight);
      formula = { key: 'pricing.surcharge.percentage', params: { rate: c.vS, freight: fxStr(freight) } };
      break;
    default:
      throw BAIL;
  }
  if (c.min && cmp(a, c.min) < 0) {
    a = c.min;
    formula = { key: 'pricing.surcharge.withMinimum', params: { ...(formula.params ?? {}), formulaKey: formula.key, minimum: c.minRaw } };
  }
  const r = roundHalfUp(a, sc);
  const aS = fxFixed(r, sc);
  const line: Msg = { key: 'pricing.trace.surcharge', params: { name: s.name, amount: aS, fuel: s.fuel ? 1 : 0 } };
  ch = { r, line, item: { name: s.name, amount: aS, formula } };
  if (memo) {
    Object.freeze(formula);
    Object.freeze(line);
    Object.freeze(ch.item);
    memo.set(c.key, ch);
  }
  return ch;
}

// ---- zones --------------------------------------------------------------------------------

function zoneOf(zones: Zone[], input: QuoteInput, scope: FastScope): FastZone | null {
  const key = zonesKey(zones);
  let fz = scope.zones.get(key);
  if (fz === undefined) {
    const zm = matchZone(zones, input.country, input.postcode, input.city);
    if (zm) {
      Object.freeze(zm.reason);
      const line: Msg = Object.freeze({ key: 'pricing.trace.zone', params: { zone: zm.zone.code } });
      fz = { zm, line, trace: Object.freeze({ code: zm.zone.code, name: zm.zone.name, reason: zm.reason }) };
    } else fz = null;
    scope.zones.set(key, fz);
  }
  return fz;
}

// ---- one route -------------------------------------------------------------------------------

type Outcome = { quote: Quote } | { excluded: { routeId: number | string; routeName: string; routeNameEn: string | null; channelCode: string; reason: Msg } };

function exclude(route: Route, reason: Msg): Outcome {
  return { excluded: { routeId: route.id, routeName: route.name, routeNameEn: route.nameEn ?? null, channelCode: route.channelCode, reason } };
}

/**
 * One route on the fast path; `undefined` when the route needs the reference (an exclusion
 * priced by weight, or a value outside the exact domain: BAIL may also be thrown).
 */
export function quoteRouteFast(input: QuoteInput, route: Route, ctx: QuoteContext, scope: FastScope, attrs: string[]): Outcome | undefined {
  const off = notInService(route);
  if (off) return exclude(route, off);
  const table = route.priceTable;
  if (!table) return exclude(route, { key: 'pricing.excluded.noPriceTable' });

  const byAttr = applyAttributes(route, attrs, ctx.attributeRules ?? []);
  if (byAttr.excluded) return exclude(route, byAttr.excluded);
  const bySpecial = applySpecialRoutes(route, input, attrs, ctx.specialRoutes ?? [], ctx.orderTime);
  if (bySpecial.excluded) return exclude(route, bySpecial.excluded);

  const fz = zoneOf(table.zones, input, scope);
  if (!fz) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });
  const zm = fz.zm;
  const code = zm.zone.code;
  const rate = table.rates.find((r) => r.zone === code);
  if (!rate) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });

  const fr = compileRate(rate);
  if (!fr) return undefined;
  const wt = weightOf(input, route, scope);
  const cw = wt.cw;
  const w = wt.weightNum;
  const upTo = fr.upTo;
  let idx = -1;
  for (let i = 0; i < upTo.length; i++) {
    if (w <= upTo[i]) {
      idx = i;
      break;
    }
  }
  if (idx < 0) return undefined; // overweight: the reference words the exclusion

  // Freight (priceTable.ts zoneFreight)
  const own = ownCost(breakOf(fr, idx), wt.chargeable, wt.chargeableS);
  let amount = own.amount;
  let weightBreak = own.formula;
  const lines: Msg[] = [fz.line, zm.reason, ...cw.lines, breakLineOf(fr, idx), own.formula];
  if (idx + 1 < upTo.length) {
    const h = fr.suffixBest[idx + 1];
    const atLower = atLowerOf(fr, h);
    if (cmp(atLower, amount) < 0) {
      const higher = atLowerMsgsOf(fr, h);
      amount = atLower;
      weightBreak = higher.formula;
      lines.push(higher.line, higher.formula);
    }
  }
  if (cmp(amount, fr.minCharge) < 0) {
    lines.push({ key: 'pricing.trace.minCharge', params: { amount: fxStr(amount), minimum: fr.minChargeS } });
    amount = fr.minCharge;
  }

  const cur = route.currency;
  const sc = scaleOf(cur);
  // Only a discount between 0 and 1 applies; any other value is ignored and not shown either.
  const hasDiscount = route.discount != null && route.discount !== '';
  const given = hasDiscount ? fxOf(route.discount) : null;
  const discount = given && given.fx.n > 0 && cmp(given.fx, ONE) < 0 ? given : null;
  let freightRaw = amount;
  if (discount) {
    freightRaw = mul(amount, discount.fx);
    lines.push({ key: 'pricing.trace.discount', params: { amount: fxStr(amount), discount: discount.str, net: fxStr(freightRaw) } });
  }
  const freight = roundHalfUp(freightRaw, sc);
  const freightS = fxFixed(freight, sc);
  lines.push({ key: 'pricing.trace.freight', params: { freight: freightS, currency: cur } });

  // Surcharges
  const items: Surcharge[] = [];
  for (const s of route.surcharges) if (!s.attributes?.length || s.attributes.every((a) => attrs.includes(a.toLowerCase()))) items.push(s);
  for (const s of byAttr.surcharges) items.push(s);
  for (const s of bySpecial.surcharges) items.push(s);
  for (const l of byAttr.lines) lines.push(l);
  for (const l of bySpecial.lines) lines.push(l);
  const surcharges: SurchargeLine[] = [];
  let fuelBase = freight;
  let surchargeTotal = ZERO;
  for (const s of items) {
    const ch = chargeOf(s, wt, freight, sc);
    surcharges.push(ch.item!);
    surchargeTotal = add(surchargeTotal, ch.r);
    if (s.fuel) fuelBase = add(fuelBase, ch.r);
    lines.push(ch.line);
  }

  // Remote area
  let remote = false;
  let remoteAmount = ZERO;
  let remoteRule: Quote['trace']['remoteRule'] = null;
  if (route.remoteAreaType) {
    if (input.postcode?.trim() || input.city?.trim()) {
      let m = scope.remote.get(route.remoteAreaType);
      if (m === undefined) {
        m = findRemoteArea(ctx.remoteAreas ?? [], { country: input.country, postcode: input.postcode, city: input.city, remoteType: route.remoteAreaType });
        if (m) Object.freeze(m.reason);
        scope.remote.set(route.remoteAreaType, m);
      }
      if (m) {
        remote = true;
        const perKg = fxOf(m.area.perKg ?? route.remoteFee?.perKg ?? 0);
        const minimum = fxOf(m.area.minimum ?? route.remoteFee?.minimum ?? 0);
        // The same for every route of this weight with this area type and rate.
        const key = `${route.remoteAreaType}\u0000${perKg.str}\u0000${minimum.str}\u0000${sc}`;
        let ch = wt.remote.get(key);
        if (!ch) {
          const raw = mul(perKg.fx, wt.chargeable);
          const fee = cmp(raw, minimum.fx) >= 0 ? raw : minimum.fx;
          ch = {
            r: roundHalfUp(fee, sc),
            line: Object.freeze({ key: 'pricing.remote.fee', params: { perKg: perKg.str, weight: wt.chargeableS, minimum: minimum.str, amount: fxStr(fee) } }),
            rule: Object.freeze({ id: m.area.id, remoteType: m.area.remoteType, reason: m.reason }),
          };
          wt.remote.set(key, ch);
        }
        remoteAmount = ch.r;
        remoteRule = ch.rule!;
        lines.push(m.reason, ch.line);
        fuelBase = add(fuelBase, remoteAmount);
      } else lines.push(notRemoteLine(route.remoteAreaType));
    } else lines.push(REMOTE_NOT_CHECKED);
  }

  // Fuel
  let rule = scope.fuel.get(route.fuelRules);
  if (rule === undefined) scope.fuel.set(route.fuelRules, (rule = fuelRuleInForce(route.fuelRules, ctx.orderTime)));
  const fuelRate = rule ? fxOf(rule.rate) : ZERO_RATE;
  const fuel = roundHalfUp(mul(fuelBase, fuelRate.fx), sc);
  const fuelS = fxFixed(fuel, sc);
  lines.push(rule ? { key: 'pricing.trace.fuel', params: { rule: String(rule.id), base: fxFixed(fuelBase, sc), rate: fuelRate.str, amount: fuelS } } : NO_FUEL);

  const total = add(add(add(freight, fuel), remoteAmount), surchargeTotal);
  const totalS = fxFixed(total, sc);
  const remoteS = fxFixed(remoteAmount, sc);
  lines.push({
    key: 'pricing.trace.total',
    params: { freight: freightS, fuel: fuelS, remote: remoteS, surcharges: fxFixed(surchargeTotal, sc), total: totalS, currency: cur },
  });

  return {
    quote: {
      routeId: route.id,
      routeName: route.name,
      routeNameEn: route.nameEn ?? null,
      customerRouteId: route.customerRouteId ?? null,
      channelCode: route.channelCode,
      actualWeight: wt.actualS,
      volumetricWeight: wt.volumetricS,
      chargeableWeight: wt.chargeableS,
      freight: freightS,
      fuel: fuelS,
      remoteFee: remoteS,
      surcharges,
      total: totalS,
      currency: cur,
      transitDays: { min: route.transitDaysMin ?? null, max: route.transitDaysMax ?? null },
      insurance: route.insurance,
      remote,
      trace: {
        priceTable: { id: table.id, name: table.name },
        version: table.version,
        zone: fz.trace,
        weightRule: route.weightRule,
        divisor: route.volumetricDivisor,
        step: wt.stepS,
        minimum: wt.minimumS,
        weightBreak,
        discount: discount ? discount.str : null,
        fuelRule: rule ? rule.id : null,
        fuelRate: fuelRate.str,
        remoteRule,
        lines,
      },
    },
  };
}

const ONE: Fx = { n: 1, s: 0 };
const ZERO_DEC = dec(0);
const NO_FUEL: Msg = Object.freeze({ key: 'pricing.trace.noFuel' });
const REMOTE_NOT_CHECKED: Msg = Object.freeze({ key: 'pricing.trace.remoteNotChecked' });
// One line per remote-area type of the configuration (a handful), kept.
const notRemoteLines = new Map<string, Msg>();
const notRemoteLine = (remoteType: string): Msg => {
  let l = notRemoteLines.get(remoteType);
  if (!l) {
    if (notRemoteLines.size > 10_000) notRemoteLines.clear();
    notRemoteLines.set(remoteType, (l = Object.freeze({ key: 'pricing.trace.notRemote', params: { remoteType } })));
  }
  return l;
};
const ZERO_RATE = { fx: ZERO, str: '0' };
