/**
 * Cargo attributes (general, battery, liquid, magnetic ...) and what they do to a route:
 * the route's own battery / liquid support, attribute-combination rules (all attributes
 * present: exclude the route, allow only some routes, or add a surcharge) and special routes.
 */
import type { AttributeRule, Msg, QuoteInput, Route, SpecialRoute, Surcharge } from './types';
import { inPostcodeRange } from './postcode';

export function cargoAttributes(input: Pick<QuoteInput, 'cargoType'>): string[] {
  const raw = input.cargoType == null ? [] : Array.isArray(input.cargoType) ? input.cargoType : String(input.cargoType).split(/[,+\s]+/);
  const set = new Set(raw.map((a) => a.trim().toLowerCase()).filter((a) => a && a !== 'general'));
  return [...set].sort();
}

const has = (attrs: string[], need: string[]) => need.every((a) => attrs.includes(a.toLowerCase()));
const sameId = (a: number | string, b: number | string) => String(a) === String(b);

export interface AttributeOutcome {
  excluded: Msg | null;
  surcharges: Surcharge[];
  lines: Msg[];
}

/** Nothing applies (the usual case: a trial asks it of every route, so nothing is allocated for it). */
const NOTHING: AttributeOutcome = Object.freeze({ excluded: null, surcharges: Object.freeze([]) as unknown as Surcharge[], lines: Object.freeze([]) as unknown as Msg[] });
const outcome = (surcharges: Surcharge[] | null, lines: Msg[] | null): AttributeOutcome =>
  surcharges || lines ? { excluded: null, surcharges: surcharges ?? [], lines: lines ?? [] } : NOTHING;

export function applyAttributes(route: Route, attrs: string[], rules: AttributeRule[]): AttributeOutcome {
  if (attrs.includes('battery') && !route.battery) return { excluded: { key: 'pricing.excluded.battery' }, surcharges: [], lines: [] };
  if (attrs.includes('liquid') && !route.liquid) return { excluded: { key: 'pricing.excluded.liquid' }, surcharges: [], lines: [] };
  // A rule applies only to cargo having all its attributes (one with none never applies).
  if (!rules.length || !attrs.length) return NOTHING;
  let surcharges: Surcharge[] | null = null;
  let lines: Msg[] | null = null;
  for (const rule of rules) {
    if (!rule.attributes.length || !has(attrs, rule.attributes)) continue;
    const combo = rule.attributes.join('+');
    if (rule.action === 'allow') {
      if (!(rule.routes ?? []).some((id) => sameId(id, route.id)))
        return { excluded: { key: 'pricing.excluded.combinationNotAllowed', params: { rule: rule.name, attributes: combo } }, surcharges: [], lines: [] };
      continue;
    }
    if (rule.routes?.length && !rule.routes.some((id) => sameId(id, route.id))) continue;
    if (rule.action === 'exclude') return { excluded: { key: 'pricing.excluded.combination', params: { rule: rule.name, attributes: combo } }, surcharges: [], lines: [] };
    if (rule.surcharge) {
      (surcharges ??= []).push(rule.surcharge);
      (lines ??= []).push({ key: 'pricing.trace.attributeRule', params: { rule: rule.name, attributes: combo } });
    }
  }
  return outcome(surcharges, lines);
}

const t = (v: string | Date) => (v instanceof Date ? v.getTime() : new Date(v).getTime());

// A trial asks for every route's special routes: the list is grouped by route once.
const byRoute = new WeakMap<SpecialRoute[], Map<string, SpecialRoute[]>>();
function specialsOf(specials: SpecialRoute[], routeId: number | string): SpecialRoute[] | undefined {
  if (!specials.length) return undefined;
  let groups = byRoute.get(specials);
  if (!groups) {
    groups = new Map();
    for (const s of specials) {
      const list = groups.get(String(s.routeId));
      if (list) list.push(s);
      else groups.set(String(s.routeId), [s]);
    }
    byRoute.set(specials, groups);
  }
  return groups.get(String(routeId));
}

/** Special routes of a route that apply to this cargo and address at this time (active only). */
export function applySpecialRoutes(
  route: Route,
  input: Pick<QuoteInput, 'country' | 'postcode'>,
  attrs: string[],
  specials: SpecialRoute[],
  at: Date,
): AttributeOutcome {
  const own = specialsOf(specials, route.id);
  if (!own) return NOTHING;
  let surcharges: Surcharge[] | null = null;
  let lines: Msg[] | null = null;
  for (const s of own) {
    if (s.state !== 'active') continue;
    if (s.startTime && t(s.startTime) > at.getTime()) continue;
    if (s.endTime && t(s.endTime) < at.getTime()) continue;
    if (s.countries?.length && !s.countries.some((c) => c.toUpperCase() === input.country.toUpperCase())) continue;
    if (s.postcodes?.length && !(input.postcode && s.postcodes.some((r) => inPostcodeRange(input.postcode!, r.from, r.to)))) continue;
    if (s.attributes?.length && !has(attrs, s.attributes)) continue;
    if (s.exclude) return { excluded: { key: 'pricing.excluded.special', params: { name: s.name } }, surcharges: [], lines: [] };
    if (s.surcharge) {
      (surcharges ??= []).push(s.surcharge);
      (lines ??= []).push({ key: 'pricing.trace.specialRoute', params: { name: s.name } });
    }
  }
  return outcome(surcharges, lines);
}

/**
 * The cargo attribute codes of a trial or a rule that are not among the enabled ones (ZJ1201_01
 * owns them): such a code would silently match nothing, so callers refuse it.
 */
export function unknownAttributes(codes: string[] | string | null | undefined, enabled: ReadonlySet<string>): string[] {
  const raw = codes == null ? [] : Array.isArray(codes) ? codes : String(codes).split(/[,+\s]+/);
  const asked = [...new Set(raw.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  return asked.filter((a) => !enabled.has(a));
}

/** A rule's or a trial's attribute problem as a message, or none. */
export function attributeProblems(codes: string[] | string | null | undefined, enabled: ReadonlySet<string>): Msg[] {
  const unknown = unknownAttributes(codes, enabled);
  return unknown.length ? [{ key: 'pricing.attribute.unknown', params: { codes: unknown.join(', ') } }] : [];
}
