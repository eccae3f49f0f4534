/**
 * Surcharges: fixed, per kg (of chargeable weight), per piece, or a percentage of the
 * freight, each with an optional minimum; and the mapping of a channel's surcharge names to
 * the system's names (owning channel, channel surcharge name, system surcharge name).
 */
import { dec, maxDec, type Dec } from './money';
import { decimalColumnProblem } from './decimals';
import type { Msg, Surcharge } from './types';

export interface SurchargeBase {
  chargeable: Dec;
  pieces: number;
  freight: Dec;
}

export function surchargeAmount(s: Surcharge, base: SurchargeBase): { amount: Dec; formula: Msg } {
  const v = dec(s.value);
  let amount: Dec;
  let formula: Msg;
  switch (s.kind) {
    case 'fixed':
      amount = v;
      formula = { key: 'pricing.surcharge.fixed', params: { value: v.toString() } };
      break;
    case 'per_kg':
      amount = v.mul(base.chargeable);
      formula = { key: 'pricing.surcharge.perKg', params: { value: v.toString(), weight: base.chargeable.toString() } };
      break;
    case 'per_piece':
      amount = v.mul(base.pieces);
      formula = { key: 'pricing.surcharge.perPiece', params: { value: v.toString(), pieces: base.pieces } };
      break;
    case 'percentage':
      amount = v.mul(base.freight);
      formula = { key: 'pricing.surcharge.percentage', params: { rate: v.toString(), freight: base.freight.toString() } };
      break;
  }
  if (s.minimum != null && s.minimum !== '' && amount.lt(dec(s.minimum))) {
    amount = maxDec(amount, dec(s.minimum));
    formula = { key: 'pricing.surcharge.withMinimum', params: { ...(formula.params ?? {}), formulaKey: formula.key, minimum: String(s.minimum) } };
  }
  return { amount, formula };
}

export interface SurchargeMapping {
  channel: string;
  channelName: string;
  systemName: string;
}

/** The system name of a channel's surcharge (unchanged when no mapping exists). */
export function mapSurchargeName(mappings: SurchargeMapping[], channel: string, channelName: string): string {
  const m = mappings.find((x) => x.channel === channel && x.channelName.trim() === channelName.trim());
  return m ? m.systemName : channelName;
}

const blank = (v: unknown) => v == null || String(v).trim() === '';

/** V12g: owning channel, channel surcharge name and system surcharge name may not be blank. */
export function validateMapping(m: Partial<SurchargeMapping>): Msg[] {
  const errors: Msg[] = [];
  if (blank(m.channel)) errors.push({ key: 'pricing.mapping.channelRequired' });
  if (blank(m.channelName)) errors.push({ key: 'pricing.mapping.channelNameRequired' });
  if (blank(m.systemName)) errors.push({ key: 'pricing.mapping.systemNameRequired' });
  return errors;
}

/** V12g, V13: a surcharge item needs a name, a rule and a value (no percent sign). */
export function validateSurcharge(s: { name?: string | null; kind?: string | null; value?: string | number | null; minimum?: string | number | null }): Msg[] {
  const errors: Msg[] = [];
  if (blank(s.name)) errors.push({ key: 'pricing.surcharge.nameRequired' });
  if (!['fixed', 'per_kg', 'per_piece', 'percentage'].includes(String(s.kind))) errors.push({ key: 'pricing.surcharge.kindRequired' });
  const v = s.value == null ? '' : String(s.value).trim();
  if (v === '') errors.push({ key: 'pricing.surcharge.valueRequired' });
  else if (v.includes('%')) errors.push({ key: 'pricing.percentSign' });
  else if (!/^\d+(\.\d+)?$/.test(v)) errors.push({ key: 'pricing.badDecimal', params: { value: v } });
  else if (s.kind === 'percentage' && dec(v).gte(1)) errors.push({ key: 'pricing.surcharge.badRate', params: { value: v } });
  else pushProblem(errors, decimalColumnProblem(v, 12, 4)); // route_surcharge.value numeric(12, 4)
  const m = s.minimum == null ? '' : String(s.minimum).trim();
  if (m !== '') pushProblem(errors, decimalColumnProblem(m, 12, 2)); // minimum numeric(12, 2)
  return errors;
}

const pushProblem = (errors: Msg[], problem: Msg | null) => {
  if (problem) errors.push(problem);
};
