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
import { matchZone, type ZoneMatch } from './zones';
import type { Msg, Quote, QuoteContext, QuoteInput, Route, Surcharge, SurchargeLine, WeightBreak, ZoneRate, Zone } from './types';

/** Per `quote()` call: what every route shares for one parcel and address. */
export interface FastScope {
  weights: Map<string, FastWeight>;
  zones: Map<Zone[], ZoneMatch | null>;
  remote: Map<string, ReturnType<typeof findRemoteArea>>;
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
}

export const newScope = (): FastScope => ({ weights: new Map(), zones: new Map(), remote: new Map() });

function weightOf(parcel: QuoteInput, route: Route, scope: FastScope): FastWeight {
  const key = `${route.weightRule}\u0000${route.volumetricDivisor}\u0000${String(route.step)}\u0000${String(route.minChargeableWeight)}`;
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

interface FastRate {
  breaks: FastBreak[];
  upTo: Float64Array;
  /** Line "weight break from–upTo" of each break. */
  breakLine: Msg[];
  /** Cheapest break at or after i priced at its own lower limit (weight-break rule). */
  suffixBest: Int32Array;
  /** Each break priced at its lower limit, with its lines (constant per break). */
  atLower: { amount: Fx; formula: Msg; line: Msg }[];
  minCharge: Fx;
  minChargeS: string;
}

const compiledRates = new WeakMap<ZoneRate, FastRate | null>();

function compileBreak(b: WeightBreak): FastBreak {
  switch (b.kind) {
    case 'flat': {
      const c = breakCost(b, dec(0));
      const amount = parseFx(c.amount);
      return { kind: 'flat', cost: { amount, amountS: fxStr(amount), formula: Object.freeze(c.formula) } };
    }
    case 'per_kg': {
      const base = parseFx(dec(b.base, 0));
      return { kind: 'per_kg', rate: parseFx(dec(b.rate)), rateRaw: String(b.rate), base, baseS: fxStr(base) };
    }
    case 'first_additional': {
      const first = parseFx(dec(b.firstWeight));
      const unit = parseFx(dec(b.additionalUnit));
      return {
        kind: 'first_additional',
        first,
        firstS: fxStr(first),
        firstPrice: parseFx(dec(b.firstPrice)),
        firstPriceRaw: String(b.firstPrice),
        unit,
        unitS: fxStr(unit),
        addPrice: parseFx(dec(b.additionalPrice)),
        addPriceRaw: String(b.additionalPrice),
      };
    }
    default:
      throw BAIL;
  }
}

function compileRate(rate: ZoneRate): FastRate | null {
  let c = compiledRates.get(rate);
  if (c !== undefined) return c;
  try {
    // Each limit parsed once (a sort would parse it at every comparison); stable, as priceTable.ts.
    const limits = rate.breaks.map((b, i) => ({ b, i, up: dec(b.upTo) }));
    limits.sort((x, y) => x.up.cmp(y.up) || x.i - y.i);
    const sorted = limits.map((x) => x.b);
    const lowerOf = (i: number): Dec => (i === 0 ? dec(0) : limits[i - 1].up);
    const breaks = sorted.map(compileBreak);
    const atLower = sorted.map((b, i) => {
      const lower = lowerOf(i);
      const cost = breakCost(b, lower);
      const line: Msg = { key: 'pricing.trace.higherBreak', params: { from: lower.toString(), upTo: String(b.upTo) } };
      return { amount: parseFx(cost.amount), formula: Object.freeze(cost.formula), line: Object.freeze(line) };
    });
    // Same choice as priceTable.ts: the last of the equally cheapest, scanning from the end.
    const suffixBest = new Int32Array(sorted.length);
    let best: Fx | null = null;
    for (let i = sorted.length - 1; i >= 0; i--) {
      if (best === null || cmp(atLower[i].amount, best) <= 0) {
        best = atLower[i].amount;
        suffixBest[i] = i;
      } else suffixBest[i] = suffixBest[i + 1];
    }
    const minCharge = parseFx(dec(rate.minCharge, 0));
    c = {
      breaks,
      upTo: Float64Array.from(sorted, (b) => Number(b.upTo)),
      breakLine: sorted.map((b, i): Msg => Object.freeze({ key: 'pricing.trace.break', params: { from: lowerOf(i).toString(), upTo: String(b.upTo) } })),
      suffixBest,
      atLower,
      minCharge,
      minChargeS: fxStr(minCharge),
    };
  } catch {
    c = null;
  }
  compiledRates.set(rate, c);
  return c;
}

function ownCost(b: FastBreak, w: Fx, wS: string): { amount: Fx; formula: Msg } {
  switch (b.kind) {
    case 'flat':
      return b.cost;
    case 'per_kg': {
      const amount = add(mul(w, b.rate), b.base);
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
      const extra = cmp(w, b.first) > 0 && b.unit.n > 0 ? ceilDiv(sub(w, b.first), b.unit) : ZERO;
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
}
const compiledSurcharges = new WeakMap<Surcharge, FastSurcharge>();

function surchargeOf(s: Surcharge): FastSurcharge {
  let c = compiledSurcharges.get(s);
  if (!c) {
    const v = fxOf(s.value);
    const hasMin = s.minimum != null && s.minimum !== '';
    c = { v: v.fx, vS: v.str, min: hasMin ? fxOf(s.minimum).fx : null, minRaw: hasMin ? String(s.minimum) : '' };
    compiledSurcharges.set(s, c);
  }
  return c;
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

  let zm = scope.zones.get(table.zones);
  if (zm === undefined) {
    zm = matchZone(table.zones, input.country, input.postcode, input.city);
    if (zm) Object.freeze(zm.reason);
    scope.zones.set(table.zones, zm);
  }
  if (!zm) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });
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
  const own = ownCost(fr.breaks[idx], wt.chargeable, wt.chargeableS);
  let amount = own.amount;
  let weightBreak = own.formula;
  const lines: Msg[] = [{ key: 'pricing.trace.zone', params: { zone: code } }, zm.reason, ...cw.lines, fr.breakLine[idx], own.formula];
  if (idx + 1 < fr.breaks.length) {
    const higher = fr.atLower[fr.suffixBest[idx + 1]];
    if (cmp(higher.amount, amount) < 0) {
      amount = higher.amount;
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
    const c = surchargeOf(s);
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
        a = mulInt(c.v, cw.pieces);
        formula = { key: 'pricing.surcharge.perPiece', params: { value: c.vS, pieces: cw.pieces } };
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
    surcharges.push({ name: s.name, amount: aS, formula });
    surchargeTotal = add(surchargeTotal, r);
    if (s.fuel) fuelBase = add(fuelBase, r);
    lines.push({ key: 'pricing.trace.surcharge', params: { name: s.name, amount: aS, fuel: s.fuel ? 1 : 0 } });
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
        const raw = mul(perKg.fx, wt.chargeable);
        const fee = cmp(raw, minimum.fx) >= 0 ? raw : minimum.fx;
        remoteAmount = roundHalfUp(fee, sc);
        remoteRule = { id: m.area.id, remoteType: m.area.remoteType, reason: m.reason };
        lines.push(m.reason, { key: 'pricing.remote.fee', params: { perKg: perKg.str, weight: wt.chargeableS, minimum: minimum.str, amount: fxStr(fee) } });
        fuelBase = add(fuelBase, remoteAmount);
      } else lines.push({ key: 'pricing.trace.notRemote', params: { remoteType: route.remoteAreaType } });
    } else lines.push({ key: 'pricing.trace.remoteNotChecked' });
  }

  // Fuel
  const rule = fuelRuleInForce(route.fuelRules, ctx.orderTime);
  const fuelRate = rule ? fxOf(rule.rate) : ZERO_RATE;
  const fuel = roundHalfUp(mul(fuelBase, fuelRate.fx), sc);
  const fuelS = fxFixed(fuel, sc);
  lines.push(rule ? { key: 'pricing.trace.fuel', params: { rule: String(rule.id), base: fxFixed(fuelBase, sc), rate: fuelRate.str, amount: fuelS } } : { key: 'pricing.trace.noFuel' });

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
      remote,
      trace: {
        priceTable: { id: table.id, name: table.name },
        version: table.version,
        zone: { code, name: zm.zone.name, reason: zm.reason },
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
const ZERO_RATE = { fx: ZERO, str: '0' };
