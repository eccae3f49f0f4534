/**
 * The routes that read one row of a resource spec as its form edits it and write it:
 *   GET  <base>/detail?id=                           -> the row as the form edits it
 *   POST <base>/save     body = the form (id present: update)  -> the saved row
 *   POST <base>/status   {ids, status}               (when the table has a status)
 *   POST <base>/delete   {ids}                       (when deletable)
 * Each write is one transaction: row scope checked, `validate` refusals answered together, only the
 * fields the body carries written (partialUpdate.ts's rule), `afterSave` and `afterWrite` inside;
 * a delete asks `beforeDelete` first.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { t, type Lang } from '../i18n';
import type { Authority, RouteDef } from '../route';
import { idsOnlyBody, idsSchema } from './ids';
import { cast, columnValue, detailOf } from './fields';
import { assertInRowScope, assertReadable, rowScopeOf, type RowScope } from './scope';
import { inTransaction, type TxQuery } from './sql';
import type { CrudSpec, Refusal } from './spec';

function refuse(refusals: Refusal[], lang: Lang): void {
  if (!refusals.length) return;
  throw new AppError('record.invalid', { detail: refusals.map((m) => t(lang, m.key, m.params)).join('; ') });
}

/** One write of the spec in one transaction: the ids it names checked against the row scope first, `afterWrite` last. */
async function write<T>(req: FastifyRequest, spec: CrudSpec, ids: number[], fn: (q: TxQuery, scope: RowScope | undefined) => Promise<T>): Promise<T> {
  const scope = await rowScopeOf(req, spec);
  return inTransaction(req.server.db, async (q) => {
    if (ids.length) await assertInRowScope(q, spec, scope, ids);
    const out = await fn(q, scope);
    await spec.afterWrite?.(q);
    return out;
  });
}

export function detailRoute(spec: CrudSpec, authority: Authority): RouteDef {
  return {
    method: 'GET',
    url: `${spec.base}/detail`,
    authority,
    summary: `One ${spec.noun} as its form edits it`,
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      await assertReadable(req, spec, id);
      return detailOf(req.server.db.query.bind(req.server.db), spec, id, req.lang);
    },
  };
}

export function saveRoute(spec: CrudSpec, authority: Authority): RouteDef {
  if (!spec.body) throw new Error(`${spec.base}/save: no body schema (formBody of the screen that saves it)`);
  const columns = Object.entries(spec.fields).filter(([, f]) => !f.expr && !f.virtual && !f.readOnly && f.col);
  return {
    method: 'POST',
    url: `${spec.base}/save`,
    authority,
    summary: `Add (no id) or edit a ${spec.noun}`,
    body: spec.body,
    handler: async (req) => {
      const body = req.body as Record<string, any>;
      // The id is checked against the scope before validating: a validation message could name what the scope hides.
      return write(req, spec, body.id ? [body.id] : [], async (q, scope) => {
        if (spec.validate) refuse(await spec.validate(body, q, req), req.lang);
        const given = columns.filter(([k]) => k in body);
        const values = given.map(([k, f]) => columnValue(f.kind, body[k]));
        let id: number;
        if (body.id) {
          const set = given.map(([, f], i) => `${f.col} = $${i + 2}${cast(f.kind)}`).join(', ');
          const rows = given.length
            ? await q(`update ${spec.table} set ${set} where id = $1 returning id`, [body.id, ...values])
            : await q(`select id from ${spec.table} where id = $1`, [body.id]);
          if (!rows[0]) throw new AppError('record.notFound');
          id = body.id;
        } else {
          const cols = given.map(([, f]) => f.col).join(', ');
          const ph = given.map(([, f], i) => `$${i + 1}${cast(f.kind)}`).join(', ');
          const [row] = await q<{ id: number }>(
            given.length ? `insert into ${spec.table} (${cols}) values (${ph}) returning id` : `insert into ${spec.table} default values returning id`,
            values,
          );
          id = row.id;
        }
        if (spec.afterSave) await spec.afterSave(id, body, q, req);
        // A new row, or one changed to belong elsewhere, must stay where the caller may see it.
        await assertInRowScope(q, spec, scope, [id], spec.outOfScope);
        return detailOf(q, spec, id, req.lang);
      });
    },
  };
}

export function statusRoute(spec: CrudSpec, status: NonNullable<CrudSpec['status']>, authority: Authority): RouteDef {
  return {
    method: 'POST',
    url: `${spec.base}/status`,
    authority,
    summary: `Change the status of ${spec.noun}s`,
    body: { type: 'object', additionalProperties: false, required: ['ids', 'status'], properties: { ids: idsSchema, status: { type: 'string', enum: status.values } } },
    handler: async (req) => {
      const b = req.body as { ids: number[]; status: string };
      return write(req, spec, b.ids, async (q) => {
        const rows = await q(`update ${spec.table} set ${status.col} = $1 where id = any($2::int[]) returning id`, [b.status, b.ids]);
        return { updated: rows.length };
      });
    },
  };
}

export function deleteRoute(spec: CrudSpec, authority: Authority): RouteDef {
  return {
    method: 'POST',
    url: `${spec.base}/delete`,
    authority,
    summary: `Delete ${spec.noun}s`,
    body: idsOnlyBody,
    handler: async (req) => {
      const { ids } = req.body as { ids: number[] };
      return write(req, spec, ids, async (q) => {
        await spec.beforeDelete?.(ids, q, req);
        const rows =
          spec.remove === 'soft'
            ? await q(`update ${spec.table} set state = 'deleted' where id = any($1::int[]) returning id`, [ids])
            : await q(`delete from ${spec.table} where id = any($1::int[]) returning id`, [ids]);
        return { deleted: rows.length };
      });
    },
  };
}
