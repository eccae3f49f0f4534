/**
 * quote(input, routes, context): every usable route, cheapest first, each with its breakdown
 * and trace; the routes the cargo may not use apart, each with a reason key.
 *
 * Order of the calculation for one route:
 *  1. status and operation (not enabled, stop, outage: never quoted);
 *  2. cargo attributes, combinations and special routes (may exclude);
 *  3. zone of the price table (country, then postcode range or city);
 *  4. chargeable weight (weight.ts);
 *  5. freight from the zone's weight breaks and minimum charge, times the customer's discount;
 *  6. surcharges (route items whose attributes match, combinations, special routes);
 *  7. remote fee when the route has a remote-area type and the address is in one;
 *  8. fuel = rate of the rule in force × (freight + remote fee + surcharges marked fuel);
 *  9. total = freight + fuel + remote fee + surcharges.
 * Each money line is rounded once, half-up, to the route currency's scale (money.ts).
 */
import { applyAttributes, applySpecialRoutes, cargoAttributes } from './attributes';
import { fuelRuleInForce } from './fuel';
import { notInService } from './service';
import { Dec, dec, moneyString, roundMoney, scaleOf, weightString } from './money';
import { newScope, priceRouteFast, quoteRouteFast } from './fast';
import { BAIL, fxFixed, type Fx } from './fixed';
import { cheapestFirst, cheapestPerCurrency, compareRanks, NO_TRANSIT, type RankKey } from './order';
import { maxWeight, zoneFreight } from './priceTable';
import { findRemoteArea, remoteFee } from './remote';
import { surchargeAmount } from './surcharges';
import { englishName } from './names';
import type { Excluded, Msg, Quote, QuoteContext, QuoteInput, QuoteResult, Route, Surcharge, SurchargeLine } from './types';
import { chargeableWeight } from './weight';
import { matchZone } from './zones';

export class QuoteInputError extends Error {
  constructor(public readonly key: string, public readonly params?: Record<string, string | number>) {
    super(key);
  }
}

export function validateQuoteInput(input: QuoteInput): void {
  if (!input.country || !String(input.country).trim()) throw new QuoteInputError('pricing.input.countryRequired');
  let w: Dec;
  try {
    w = dec(input.weight);
  } catch {
    throw new QuoteInputError('pricing.input.weightPositive');
  }
  if (!w.isFinite() || w.lte(0)) throw new QuoteInputError('pricing.input.weightPositive');
  const dims = [input.length, input.width, input.height];
  const given = dims.filter((d) => d != null && d !== '');
  if (given.length && given.length < 3) throw new QuoteInputError('pricing.input.sizeIncomplete');
  for (const d of given) if (!dec(d).isFinite() || dec(d).lte(0)) throw new QuoteInputError('pricing.input.sizePositive');
  if (input.pieces != null && (!Number.isInteger(input.pieces) || input.pieces < 1)) throw new QuoteInputError('pricing.input.piecesPositive');
  for (const p of input.parcels ?? []) validateQuoteInput({ country: input.country, weight: p.weight, length: p.length, width: p.width, height: p.height, pieces: p.count });
}

type Outcome = { quote: Quote } | { excluded: Excluded };

function exclude(route: Route, reason: Msg): { excluded: Excluded } {
  return { excluded: { routeId: route.id, routeName: route.name, routeNameEn: route.nameEn ?? null, channelCode: route.channelCode, reason } };
}

type RemoteCache = Map<string, ReturnType<typeof findRemoteArea>>;

export function quoteRoute(input: QuoteInput, route: Route, ctx: QuoteContext, remoteCache: RemoteCache = new Map(), cargo?: string[]): Outcome {
  const off = notInService(route);
  if (off) return exclude(route, off);
  const table = route.priceTable;
  if (!table) return exclude(route, { key: 'pricing.excluded.noPriceTable' });

  const attrs = cargo ?? cargoAttributes(input);
  const byAttr = applyAttributes(route, attrs, ctx.attributeRules ?? []);
  if (byAttr.excluded) return exclude(route, byAttr.excluded);
  const bySpecial = applySpecialRoutes(route, input, attrs, ctx.specialRoutes ?? [], ctx.orderTime);
  if (bySpecial.excluded) return exclude(route, bySpecial.excluded);

  const zm = matchZone(table.zones, input.country, input.postcode, input.city);
  if (!zm) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });
  const rate = table.rates.find((r) => r.zone === zm.zone.code);
  if (!rate) return exclude(route, { key: 'pricing.excluded.noZone', params: { country: input.country.toUpperCase() } });

  const cw = chargeableWeight(input, route);
  const fr = zoneFreight(rate, cw.chargeable);
  if (!fr) {
    const max = maxWeight(rate);
    return exclude(route, { key: 'pricing.excluded.overweight', params: { weight: cw.chargeable.toString(), max: max.toString() } });
  }

  const cur = route.currency;
  const lines: Msg[] = [{ key: 'pricing.trace.zone', params: { zone: zm.zone.code } }, zm.reason, ...cw.lines, ...fr.lines];
  // Only a discount between 0 and 1 applies; any other value is ignored and not shown either.
  const given = route.discount != null && route.discount !== '' ? dec(route.discount) : null;
  const discount = given && given.gt(0) && given.lt(1) ? given : null;
  let freightRaw = fr.amount;
  if (discount) {
    freightRaw = fr.amount.mul(discount);
    lines.push({ key: 'pricing.trace.discount', params: { amount: fr.amount.toString(), discount: discount.toString(), net: freightRaw.toString() } });
  }
  const freight = roundMoney(freightRaw, cur);
  const freightS = moneyString(freight, cur);
  lines.push({ key: 'pricing.trace.freight', params: { freight: freightS, currency: cur } });

  // Surcharges
  const items: Surcharge[] = [
    ...route.surcharges.filter((s) => !s.attributes?.length || s.attributes.every((a) => attrs.includes(a.toLowerCase()))),
    ...byAttr.surcharges,
    ...bySpecial.surcharges,
  ];
  lines.push(...byAttr.lines, ...bySpecial.lines);
  const base = { chargeable: cw.chargeable, pieces: cw.pieces, freight };
  const surcharges: SurchargeLine[] = [];
  let fuelBase = freight;
  let surchargeTotal = dec(0);
  for (const s of items) {
    const { amount, formula } = surchargeAmount(s, base);
    const a = roundMoney(amount, cur);
    const aS = moneyString(a, cur);
    surcharges.push({ name: s.name, ...englishName(s), amount: aS, formula });
    surchargeTotal = surchargeTotal.add(a);
    if (s.fuel) fuelBase = fuelBase.add(a);
    lines.push({ key: 'pricing.trace.surcharge', params: { name: s.name, ...englishName(s), amount: aS, fuel: s.fuel ? 1 : 0 } });
  }

  // Remote area
  let remote = false;
  let remoteAmount = dec(0);
  let remoteRule: Quote['trace']['remoteRule'] = null;
  if (route.remoteAreaType) {
    if (input.postcode?.trim() || input.city?.trim()) {
      let m = remoteCache.get(route.remoteAreaType);
      if (m === undefined) {
        m = findRemoteArea(ctx.remoteAreas ?? [], { country: input.country, postcode: input.postcode, city: input.city, remoteType: route.remoteAreaType });
        remoteCache.set(route.remoteAreaType, m);
      }
      if (m) {
        remote = true;
        const fee = remoteFee(m.area, route.remoteFee, cw.chargeable);
        remoteAmount = roundMoney(fee.amount, cur);
        remoteRule = { id: m.area.id, remoteType: m.area.remoteType, reason: m.reason };
        lines.push(m.reason, fee.formula);
        fuelBase = fuelBase.add(remoteAmount);
      } else lines.push({ key: 'pricing.trace.notRemote', params: { remoteType: route.remoteAreaType } });
    } else lines.push({ key: 'pricing.trace.remoteNotChecked' });
  }

  // Fuel
  const rule = fuelRuleInForce(route.fuelRules, ctx.orderTime);
  const fuelRate = rule ? dec(rule.rate) : dec(0);
  const fuel = roundMoney(fuelBase.mul(fuelRate), cur);
  const fuelS = moneyString(fuel, cur);
  const fuelRateS = fuelRate.toString();
  lines.push(
    rule ? { key: 'pricing.trace.fuel', params: { rule: String(rule.id), base: moneyString(fuelBase, cur), rate: fuelRateS, amount: fuelS } } : { key: 'pricing.trace.noFuel' },
  );

  const total = freight.add(fuel).add(remoteAmount).add(surchargeTotal);
  const totalS = moneyString(total, cur);
  const remoteS = moneyString(remoteAmount, cur);
  lines.push({
    key: 'pricing.trace.total',
    params: { freight: freightS, fuel: fuelS, remote: remoteS, surcharges: moneyString(surchargeTotal, cur), total: totalS, currency: cur },
  });

  return {
    quote: {
      routeId: route.id,
      routeName: route.name,
      routeNameEn: route.nameEn ?? null,
      customerRouteId: route.customerRouteId ?? null,
      channelCode: route.channelCode,
      actualWeight: weightString(cw.actual),
      volumetricWeight: weightString(cw.volumetric),
      chargeableWeight: cw.chargeable.toString(),
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
        priceTable: { id: table.id, name: table.name, ...englishName(table) },
        version: table.version,
        zone: { code: zm.zone.code, name: zm.zone.name, reason: zm.reason },
        weightRule: route.weightRule,
        divisor: route.volumetricDivisor,
        step: dec(route.step, 0).toString(),
        minimum: dec(route.minChargeableWeight, 0).toString(),
        weightBreak: fr.weightBreak,
        discount: discount ? discount.toString() : null,
        fuelRule: rule ? rule.id : null,
        fuelRate: fuelRateS,
        remoteRule,
        // The reference builds them anyway (it prices the odd route the fast path cannot).
        lines: ctx.traceLines === false ? [] : lines,
      },
    },
  };
}

/**
 * Cheapest first (then fastest, then route id); excluded routes apart with their reason.
 * Every route goes through the exact fast path (fast.ts); a route it cannot price exactly
 * goes through `quoteRoute`, the decimal.js reference: the answer is the same either way.
 */
export function quote(input: QuoteInput, routes: Route[], ctx: QuoteContext): QuoteResult {
  return quoteWith(input, routes, ctx, true);
}

/** The decimal.js reference for every route (the fast path's test oracle). */
export function quoteReference(input: QuoteInput, routes: Route[], ctx: QuoteContext): QuoteResult {
  return quoteWith(input, routes, ctx, false);
}

function quoteWith(input: QuoteInput, routes: Route[], ctx: QuoteContext, fast: boolean): QuoteResult {
  const quotes: Quote[] = [];
  const excluded: Excluded[] = [];
  const one = pricer(parcelOf(input), fast);
  for (const r of routes) {
    const o = one(r, ctx);
    if ('quote' in o) quotes.push(o.quote);
    else excluded.push(o.excluded);
  }
  return { quotes: cheapestFirst(quotes), excluded };
}

/** One parcel priced on route after route: what every route shares is parsed and kept once. */
function parcelOf(input: QuoteInput) {
  validateQuoteInput(input);
  // The same parcel for every route: parse its numbers and attributes once.
  const opt = (v: QuoteInput['length']) => (v == null || v === '' ? v : dec(v));
  const parcel: QuoteInput = { ...input, weight: dec(input.weight), length: opt(input.length), width: opt(input.width), height: opt(input.height) };
  return { parcel, cargo: cargoAttributes(input), scope: newScope() };
}

type Parcel = ReturnType<typeof parcelOf>;

/** A route's quote: on the fast path when it can, else by the reference. */
function pricer({ parcel, cargo, scope }: Parcel, fast: boolean): (r: Route, ctx: QuoteContext) => Outcome {
  return (r, c) => {
    if (fast) {
      try {
        const o = quoteRouteFast(parcel, r, c, scope, cargo);
        if (o) return o;
      } catch (err) {
        if (err !== BAIL) throw err;
      }
    }
    return quoteRoute(parcel, r, c, scope.remote, cargo);
  };
}

/** What ranking reads of a route's quote: its total (no texts, no lines), or its exclusion. */
function ranker({ parcel, cargo, scope }: Parcel, ctx: QuoteContext): (r: Route) => Ranked | { excluded: Excluded } {
  const ranked = (route: Route, total: Fx | Dec, sc: number): Ranked => ({
    route,
    routeId: route.id,
    currency: route.currency,
    total,
    sc,
    transitMax: route.transitDaysMax ?? NO_TRANSIT,
  });
  return (route) => {
    try {
      const p = priceRouteFast(parcel, route, ctx, scope, cargo);
      if (p && 'excluded' in p) return p;
      if (p) return ranked(route, p.total, p.sc);
    } catch (err) {
      if (err !== BAIL) throw err;
    }
    const o = quoteRoute(parcel, route, { ...ctx, traceLines: false }, scope.remote, cargo);
    if ('excluded' in o) return o;
    return ranked(route, dec(o.quote.total), scaleOf(route.currency));
  };
}

/** What the order of quotes reads of each, kept for every route while only a page is built. */
interface Ranked extends RankKey {
  route: Route;
  /** The currency's number of decimals (the total's text is made only where it is shown). */
  sc: number;
}

const totalText = (r: Ranked): string => (r.total instanceof Dec ? r.total.toFixed(r.sc) : fxFixed(r.total, r.sc));

export interface QuotePage extends QuoteResult {
  /** How many routes were quoted (the page is `quotes`). */
  total: number;
  /** The cheapest quote of each currency among them all. */
  cheapest: ReturnType<typeof cheapestPerCurrency>;
}

/**
 * One page of `quote()`'s quotes (same order, same quotes), and every excluded route. Every
 * route is priced (the order needs each total), but only what the order reads is kept of each;
 * the page's routes are priced again in full. So a 500-route trial keeps 500 small records, not
 * 500 quotes, alive while it runs: the young-generation collections meeting it have little to copy.
 */
export function quotePage(input: QuoteInput, routes: Route[], ctx: QuoteContext, page: { current: number; pageSize: number }): QuotePage {
  // One parcel for both passes: the page's routes find its weights, zones and remote areas done.
  const parcel = parcelOf(input);
  const rank = ranker(parcel, ctx);
  const ranked: Ranked[] = [];
  const excluded: Excluded[] = [];
  for (const route of routes) {
    const r = rank(route);
    if ('excluded' in r) excluded.push(r.excluded);
    else ranked.push(r);
  }
  ranked.sort((a, b) => compareRanks(a, b));
  const one = pricer(parcel, true);
  const quotes = ranked.slice((page.current - 1) * page.pageSize, page.current * page.pageSize).map((r) => (one(r.route, ctx) as { quote: Quote }).quote);
  const cheapest = ranked.filter((r, i) => i === 0 || r.currency !== ranked[i - 1].currency);
  return { quotes, excluded, total: ranked.length, cheapest: cheapest.map((r) => ({ currency: r.currency, routeId: r.routeId, total: totalText(r) })) };
}
