/**
 * Cargo attributes come from ZJ1201_01 (table cargo_attribute): a trial and every attribute rule
 * (combinations ZJ1112, attribute surcharges ZJ1113, special routes ZJ1101, route surcharge items
 * ZJ0103_03) may only name an enabled one. An unknown code would match no rule and quote the cargo
 * as if it had no such attribute, so it is refused with a message instead.
 */
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { attributeProblems } from '../../../domain/pricing/attributes';
import type { Msg } from '../../../domain/pricing/types';
import { currentConfig } from './pricing.repo';

type Query = <T = Record<string, any>>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Refuses a trial naming a cargo attribute that is unknown or disabled (cached configuration). */
export async function assertCargoAttributes(db: Database, cargoType: string[] | string | null | undefined): Promise<void> {
  if (cargoType == null || cargoType.length === 0) return;
  const [problem] = attributeProblems(cargoType, (await currentConfig(db)).cargoAttributes);
  if (problem) throw new AppError(problem.key, problem.params);
}

/** A rule save's attribute problems, read inside its transaction. */
export async function ruleAttributeProblems(q: Query, codes: string[] | null | undefined): Promise<Msg[]> {
  if (!codes?.length) return [];
  const rows = await q<{ code: string }>(`select code from cargo_attribute where status = 'enabled'`);
  return attributeProblems(codes, new Set(rows.map((r) => r.code)));
}
