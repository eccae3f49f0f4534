/**
 * A spec's row scope (the rows a caller may see, `CrudSpec.rowScope`) applied to ids a request
 * names: a row outside is not there for the caller, so detail, save, status and delete refuse it
 * as not found and never tell its name.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { AppError } from '../errors';
import type { CrudSpec } from './spec';
import type { TxQuery } from './sql';

export interface RowScope { where: string; params: unknown[] }

/**
 * The spec's row scope, worked out before a transaction opens (it reads the caller's customers,
 * and PGlite's one connection is busy inside a transaction); `$1` is kept for the ids it checks.
 */
export async function rowScopeOf(req: FastifyRequest, spec: CrudSpec): Promise<RowScope | undefined> {
  if (!spec.rowScope) return undefined;
  const params: unknown[] = [null];
  return { where: await spec.rowScope(req, params), params };
}

/**
 * Refuses when one of `ids` exists outside the scope: as not found by default (a row the caller
 * may not see is not there for them, and its name is not told); a batch with one such id changes
 * nothing.
 */
export async function assertInRowScope(q: TxQuery | Database['query'], spec: CrudSpec, scope: RowScope | undefined, ids: number[], refusal = 'record.notFound'): Promise<void> {
  if (!scope) return;
  const [{ n }] = await q<{ n: number }>(
    `select count(*)::int as n from ${spec.table} t where t.id = any($1::int[]) and not coalesce((${scope.where}), false)`,
    [ids, ...scope.params.slice(1)],
  );
  if (n > 0) throw new AppError(refusal);
}

/** Reads one id only within the spec's row scope (detail routes, copies). */
export async function assertReadable(req: FastifyRequest, spec: CrudSpec, id: number): Promise<void> {
  await assertInRowScope(req.server.db.query.bind(req.server.db), spec, await rowScopeOf(req, spec), [id]);
}
