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
import { applyAttributes, applySpecialRoutes, type AttributeOutcome } from './attributes';
import { fuelRuleInForceKept } from './fuel';
import { notInService } from './service';
import { findRemoteArea } from './remote';
import { englishName } from './names';
import { chargeableWeight, type ChargeableWeight } from './weight';
import { matchZone, zonesKey, type ZoneMatch } from './zones';
import type { FuelRule, Msg, PriceTable, Quote, QuoteContext, QuoteInput, Route, Surcharge, SurchargeLine, WeightBreak, ZoneRate, Zone } from './types';

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

export const newScope = (): FastScope => ({ weights: new Map(), zones: new Map(), remote: new Map() });

/** What decides a route's chargeable weight, as a key (kept per route: the server keeps its routes). */
const weightKeys = new WeakMap<Route, string>();
function weightKeyOf(route: Route): string {
  let key = weightKeys.get(route);
  if (key === undefined) {
    key = `${route.weightRule}\u0000${route.volumetricDivisor}\u0000${fxOf(route.step).str}\u0000${fxOf(route.minChargeableWeight).str}`;
    weightKeys.set(route, key);
  }
  return key;
}

function weightOf(parcel: QuoteInput, route: Route, scope: FastScope): FastWeight {
  const key = weightKeyOf(route);
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
  /**
   * Each break's kind and its numbers (PARAMS per break, n / 10^s), so that pricing a parcel
   * makes no break object: those (with their texts) are made only for a quote that is worded.
   */
  kind: Uint8Array;
  pn: Float64Array;
  ps: Uint8Array;
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
const typedBytes = (c: FastRate) =>
  c.order.byteLength + c.upTo.byteLength + c.atN.byteLength + c.atS.byteLength + c.suffixBest.byteLength + c.kind.byteLength + c.pn.byteLength + c.ps.byteLength;

/** A break's numbers in `FastRate.pn/ps`: flat [price]; per kg [rate, base]; first + additional [first price, additional price, first weight, unit]. */
const PARAMS = 4;
const KIND = { flat: 0, per_kg: 1, first_additional: 2 } as const;

function storeBreak(b: FastBreak, i: number, kind: Uint8Array, pn: Float64Array, ps: Uint8Array): void {
  const put = (j: number, v: Fx) => {
    pn[i * PARAMS + j] = v.n;
    ps[i * PARAMS + j] = v.s;
  };
  kind[i] = KIND[b.kind];
  if (b.kind === 'flat') put(0, b.cost.amount);
  else if (b.kind === 'per_kg') {
    put(0, b.rate);
    put(1, b.base);
  } else {
    put(0, b.firstPrice);
    put(1, b.addPrice);
    put(2, b.first);
    put(3, b.unit);
  }
}

const paramOf = (fr: FastRate, i: number, j: number): Fx => ({ n: fr.pn[i * PARAMS + j], s: fr.ps[i * PARAMS + j] });

/** Break i's cost at weight w from the rate's numbers: `costAt(breakOf(fr, i), w)` without the break object. */
function costOfBreak(fr: FastRate, i: number, w: Fx): Fx {
  switch (fr.kind[i]) {
    case KIND.flat:
      return paramOf(fr, i, 0);
    case KIND.per_kg:
      return add(mul(w, paramOf(fr, i, 0)), paramOf(fr, i, 1));
    default: {
      const first = paramOf(fr, i, 2);
      const unit = paramOf(fr, i, 3);
      const extra = cmp(w, first) > 0 && unit.n > 0 ? ceilDiv(sub(w, first), unit) : ZERO;
      return add(paramOf(fr, i, 0), mul(extra, paramOf(fr, i, 1)));
    }
  }
}

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
    const kind = new Uint8Array(n);
    const pn = new Float64Array(n * PARAMS);
    const ps = new Uint8Array(n * PARAMS);
    for (let i = 0; i < n; i++) {
      // The break's compiled form is not kept here (made again when a quote is worded): the
      // cached rate stays typed arrays.
      const b = compileBreak(limits[i].b);
      storeBreak(b, i, kind, pn, ps);
      const a = costAt(b, i === 0 ? ZERO : limits[i - 1].up);
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
      kind,
      pn,
      ps,
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
  const line: Msg = { key: 'pricing.trace.surcharge', params: { name: s.name, ...englishName(s), amount: aS, fuel: s.fuel ? 1 : 0 } };
  ch = { r, line, item: { name: s.name, ...englishName(s), amount: aS, formula } };
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

type Excluded = { routeId: number | string; routeName: string; routeNameEn: string | null; channelCode: string; reason: Msg };
type Outcome = { quote: Quote } | { excluded: Excluded };

function exclude(route: Route, reason: Msg): { excluded: Excluded } {
  return { excluded: { routeId: route.id, routeName: route.name, routeNameEn: route.nameEn ?? null, channelCode: route.channelCode, reason } };
}

/**
 * A route priced on the fast path: every amount, and what its texts and trace lines are made of.
 * Pricing and wording are apart so that a trial can rank 500 routes on their totals and word
 * only the quotes it shows (quote.ts `quotePage`).
 */
export interface Priced {
  route: Route;
  table: PriceTable;
  fz: FastZone;
  fr: FastRate;
  wt: FastWeight;
  /** The break the weight falls in, and the heavier one whose lower limit is cheaper (else -1). */
  idx: number;
  higher: number;
  /** Freight of the break (or the heavier one) before the minimum charge and the discount. */
  amount: Fx;
  atMinimum: boolean;
  discount: { fx: Fx; str: string } | null;
  freightRaw: Fx;
  freight: Fx;
  /** The currency's number of decimals. */
  sc: number;
  byAttr: AttributeOutcome;
  bySpecial: AttributeOutcome;
  surchargeTotal: Fx;
  fuelBase: Fx;
  remote: { m: NonNullable<ReturnType<typeof findRemoteArea>>; ch: SharedCharge } | null;
  remoteAmount: Fx;
  rule: FuelRule | null;
  fuelRate: { fx: Fx; str: string };
  fuel: Fx;
  total: Fx;
}

/** A route's own surcharge applies when the cargo has every attribute it names (or it names none). */
function appliesTo(s: Surcharge, attrs: string[]): boolean {
  const need = s.attributes;
  if (!need?.length) return true;
  for (let i = 0; i < need.length; i++) if (!attrs.includes(need[i].toLowerCase())) return false;
  return true;
}

/**
 * A route's surcharge items for this cargo: its own whose attributes all match, then rules' and
 * special routes'. Indexed loops: this runs for each of 500 routes a trial.
 */
function eachItem(p: Pick<Priced, 'route' | 'byAttr' | 'bySpecial'>, attrs: string[], fn: (s: Surcharge) => void): void {
  const own = p.route.surcharges;
  for (let i = 0; i < own.length; i++) if (appliesTo(own[i], attrs)) fn(own[i]);
  for (let i = 0; i < p.byAttr.surcharges.length; i++) fn(p.byAttr.surcharges[i]);
  for (let i = 0; i < p.bySpecial.surcharges.length; i++) fn(p.bySpecial.surcharges[i]);
}

/**
 * One route's amounts on the fast path; an exclusion; or `undefined` when the route needs the
 * reference (an exclusion priced by weight, or a value outside the exact domain: BAIL may also be thrown).
 */
export function priceRouteFast(input: QuoteInput, route: Route, ctx: QuoteContext, scope: FastScope, attrs: string[]): Priced | { excluded: Excluded } | undefined {
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
  const rate = rateOf(table.rates, fz.zm.zone.code);
  if (!rate) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });

  const fr = compileRate(rate);
  if (!fr) return undefined;
  const wt = weightOf(input, route, scope);
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
  let amount = costOfBreak(fr, idx, wt.chargeable);
  let higher = -1;
  if (idx + 1 < upTo.length) {
    const h = fr.suffixBest[idx + 1];
    const atLower = atLowerOf(fr, h);
    if (cmp(atLower, amount) < 0) {
      amount = atLower;
      higher = h;
    }
  }
  const atMinimum = cmp(amount, fr.minCharge) < 0;
  const charged = atMinimum ? fr.minCharge : amount;

  const sc = scaleOf(route.currency);
  // Only a discount between 0 and 1 applies; any other value is ignored and not shown either.
  const hasDiscount = route.discount != null && route.discount !== '';
  const given = hasDiscount ? fxOf(route.discount) : null;
  const discount = given && given.fx.n > 0 && cmp(given.fx, ONE) < 0 ? given : null;
  const freightRaw = discount ? mul(charged, discount.fx) : charged;
  const freight = roundHalfUp(freightRaw, sc);

  const p: Priced = {
    route, table, fz, fr, wt, idx, higher, amount, atMinimum, discount, freightRaw, freight, sc, byAttr, bySpecial,
    surchargeTotal: ZERO, fuelBase: freight, remote: null, remoteAmount: ZERO, rule: null, fuelRate: ZERO_RATE, fuel: ZERO, total: ZERO,
  };

  // Surcharges
  eachItem(p, attrs, (s) => addCharge(p, s));

  // Remote area
  if (route.remoteAreaType && (input.postcode?.trim() || input.city?.trim())) {
    let m = scope.remote.get(route.remoteAreaType);
    if (m === undefined) {
      m = findRemoteArea(ctx.remoteAreas ?? [], { country: input.country, postcode: input.postcode, city: input.city, remoteType: route.remoteAreaType });
      if (m) Object.freeze(m.reason);
      scope.remote.set(route.remoteAreaType, m);
    }
    if (m) {
      const ch = remoteChargeOf(route, m, wt, sc);
      p.remote = { m, ch };
      p.remoteAmount = ch.r;
      p.fuelBase = add(p.fuelBase, ch.r);
    }
  }

  // Fuel
  const rule = fuelRuleInForceKept(route.fuelRules, ctx.orderTime);
  p.rule = rule;
  p.fuelRate = rule ? fxOf(rule.rate) : ZERO_RATE;
  p.fuel = roundHalfUp(mul(p.fuelBase, p.fuelRate.fx), sc);
  p.total = add(add(add(freight, p.fuel), p.remoteAmount), p.surchargeTotal);
  return p;
}

function addCharge(p: Priced, s: Surcharge): void {
  const ch = chargeOf(s, p.wt, p.freight, p.sc);
  p.surchargeTotal = add(p.surchargeTotal, ch.r);
  if (s.fuel) p.fuelBase = add(p.fuelBase, ch.r);
}

/** The remote fee: the same for every route of this weight with this area type and rate. */
function remoteChargeOf(route: Route, m: NonNullable<ReturnType<typeof findRemoteArea>>, wt: FastWeight, sc: number): SharedCharge {
  const perKg = fxOf(m.area.perKg ?? route.remoteFee?.perKg ?? 0);
  const minimum = fxOf(m.area.minimum ?? route.remoteFee?.minimum ?? 0);
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
  return ch;
}

/** The quote of a priced route: its texts, surcharge lines and (unless `ctx.traceLines` is false) trace lines. */
export function quoteOfPriced(p: Priced, input: QuoteInput, ctx: QuoteContext, attrs: string[]): { quote: Quote } {
  const { route, table, fz, fr, wt, idx, sc } = p;
  const cw = wt.cw;
  const cur = route.currency;
  const own = ownCost(breakOf(fr, idx), wt.chargeable, wt.chargeableS);
  const higher = p.higher >= 0 ? atLowerMsgsOf(fr, p.higher) : null;
  const weightBreak = higher ? higher.formula : own.formula;
  const lines: Msg[] | null = ctx.traceLines === false ? null : [fz.line, fz.zm.reason, ...cw.lines, breakLineOf(fr, idx), own.formula];
  if (higher) lines?.push(higher.line, higher.formula);
  if (p.atMinimum) lines?.push({ key: 'pricing.trace.minCharge', params: { amount: fxStr(p.amount), minimum: fr.minChargeS } });
  const freightS = fxFixed(p.freight, sc);
  if (p.discount) {
    const charged = p.atMinimum ? fr.minCharge : p.amount;
    lines?.push({ key: 'pricing.trace.discount', params: { amount: fxStr(charged), discount: p.discount.str, net: fxStr(p.freightRaw) } });
  }
  lines?.push({ key: 'pricing.trace.freight', params: { freight: freightS, currency: cur } });

  for (const l of p.byAttr.lines) lines?.push(l);
  for (const l of p.bySpecial.lines) lines?.push(l);
  const surcharges: SurchargeLine[] = [];
  eachItem(p, attrs, (s) => {
    const ch = chargeOf(s, wt, p.freight, sc);
    surcharges.push(ch.item!);
    lines?.push(ch.line);
  });

  let remoteRule: Quote['trace']['remoteRule'] = null;
  if (route.remoteAreaType) {
    if (p.remote) {
      remoteRule = p.remote.ch.rule!;
      lines?.push(p.remote.m.reason, p.remote.ch.line);
    } else if (input.postcode?.trim() || input.city?.trim()) lines?.push(notRemoteLine(route.remoteAreaType));
    else lines?.push(REMOTE_NOT_CHECKED);
  }

  const rule = p.rule;
  const fuelS = fxFixed(p.fuel, sc);
  lines?.push(rule ? { key: 'pricing.trace.fuel', params: { rule: String(rule.id), base: fxFixed(p.fuelBase, sc), rate: p.fuelRate.str, amount: fuelS } } : NO_FUEL);
  const totalS = fxFixed(p.total, sc);
  const remoteS = fxFixed(p.remoteAmount, sc);
  lines?.push({
    key: 'pricing.trace.total',
    params: { freight: freightS, fuel: fuelS, remote: remoteS, surcharges: fxFixed(p.surchargeTotal, sc), total: totalS, currency: cur },
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
      remote: p.remote !== null,
      trace: {
        priceTable: { id: table.id, name: table.name, ...englishName(table) },
        version: table.version,
        zone: fz.trace,
        weightRule: route.weightRule,
        divisor: route.volumetricDivisor,
        step: wt.stepS,
        minimum: wt.minimumS,
        weightBreak,
        discount: p.discount ? p.discount.str : null,
        fuelRule: rule ? rule.id : null,
        fuelRate: p.fuelRate.str,
        remoteRule,
        lines: lines ?? NO_LINES,
      },
    },
  };
}

/** One route on the fast path: priced, then worded (`undefined`: the reference prices it). */
export function quoteRouteFast(input: QuoteInput, route: Route, ctx: QuoteContext, scope: FastScope, attrs: string[]): Outcome | undefined {
  const p = priceRouteFast(input, route, ctx, scope, attrs);
  if (!p || 'excluded' in p) return p;
  return quoteOfPriced(p, input, ctx, attrs);
}

function rateOf(rates: ZoneRate[], zone: string): ZoneRate | undefined {
  for (const r of rates) if (r.zone === zone) return r;
  return undefined;
}

const ONE: Fx = { n: 1, s: 0 };
const ZERO_DEC = dec(0);
const NO_LINES: Msg[] = Object.freeze([]) as unknown as Msg[];
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
