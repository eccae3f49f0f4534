/**
 * Shared by the pricing configuration APIs (zj/0103 … zj/1401, zj/0101/route, zj/0105):
 * one transaction helper, price-version writing (bulk, unnest), and `crudRoutes`, which gives a
 * table the endpoints a generic list / form screen uses:
 *   GET  <base>/list?current&pageSize&keyword&<filters>  -> {list, total}
 *   GET  <base>/detail?id=                               -> the row as the form edits it
 *   POST <base>/save     body = the form (id present: update)  -> the saved row
 *   POST <base>/status   {ids, status}                   (when the table has a status)
 *   POST <base>/delete   {ids}                           (when deletable)
 * Every write bumps pricing_state.generation in its transaction (quotes reload).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { hasMessage, t, type Lang } from '../../platform/i18n';
import { localTextSql } from '../../platform/localTextSql';
import type { Authority, JsonSchema, RouteDef } from '../../platform/route';
import type { Msg } from '../../../domain/pricing/types';
import type { WeightBreak } from '../../../domain/pricing/types';
import { bumpGeneration } from '../xx/pricing.repo';
import '../xx/pricing.messages';
import './pricing-db.messages';

export type TxQuery = <T = Record<string, any>>(text: string, params?: unknown[]) => Promise<T[]>;

function toSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]));
    else chunks.push(sql`${sql.param(params[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks, sql.raw(''));
}

/** Raw SQL in one transaction; database errors become translated AppErrors. */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery) => Promise<T>): Promise<T> {
  try {
    return await db.orm.transaction(async (tx) => {
      const q: TxQuery = async <R>(text: string, params: unknown[] = []) => ((await tx.execute(toSql(text, params))) as unknown as { rows: R[] }).rows;
      return fn(q);
    });
  } catch (err) {
    throw dbError(err);
  }
}

/**
 * A database refusal (unique, foreign key, not null, check, a value the column cannot hold) as a
 * message in the caller's language: the field it concerns when PostgreSQL names the column, a
 * generic one otherwise; never the database's own text (it names tables and rows). The original
 * rides along as `cause` and is logged server-side (platform/envelope.ts). Anything else unchanged.
 */
export function dbError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as PgError & { cause?: PgError };
  const pg: PgError = e.code ? e : (e.cause ?? {});
  const c = pg.code;
  const detail = pg.detail ?? '';
  const refusal = c === '23505' ? duplicateError(detail)
    : c === '23503' ? foreignKeyError(detail)
    : c === '23502' ? fieldError('pricing.db.required', pg.column)
    : c === '23514' ? new AppError('pricing.db.check')
    : c === '22P02' || c === '22003' || c === '22007' || c === '22008' || c === '22001' ? fieldError('pricing.db.badValue', pg.column)
    : undefined;
  if (!refusal) return err;
  Object.defineProperty(refusal, 'cause', { value: err, enumerable: false });
  return refusal;
}

interface PgError { code?: string; detail?: string; column?: string; constraint?: string; message?: string }

/** snake_case column -> the API's field name (route_id -> routeId), the name the forms and messages use. */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

function fieldError(key: string, column: string | undefined): AppError {
  return column ? new AppError(`${key}.field`, { field: fieldOf(column) }).onFields(fieldOf(column)) : new AppError(key);
}

/**
 * 'Key (channel, channel_name)=(DHL, X) already exists.' -> the values the user typed, not the key's
 * columns; the columns name the fields the refusal is shown under (a form shows it under those it has).
 */
function duplicateError(detail: string): AppError {
  const m = /Key \((.*)\)=\((.*)\) already exists/.exec(detail);
  if (!m) return new AppError('pricing.db.duplicate');
  return new AppError('pricing.duplicate', { detail: m[2] }).onFields(...m[1].split(',').map((c) => fieldOf(c.trim().replace(/^\w+\((.*)\)$/, '$1'))));
}

/**
 * PostgreSQL words a foreign-key violation two ways (detail): an insert or update naming a row
 * that does not exist ('Key (route_id)=(9) is not present in table "route".'), or a delete of
 * a row others still use ('... is still referenced from table "trunk_tariff".'). The table
 * becomes its noun in the caller's language (REFERENCED_TABLES in pricing.messages.ts).
 */
function foreignKeyError(detail: string): AppError {
  const missing = /\)=\((.*)\) is not present in table "(\w+)"/.exec(detail);
  if (missing) {
    const key = `pricing.refMissing.${missing[2]}`;
    return new AppError(hasMessage(key) ? key : 'pricing.refMissing', { value: missing[1] });
  }
  const usedBy = /is still referenced from table "(\w+)"/.exec(detail);
  const key = usedBy && `pricing.inUse.${usedBy[1]}`;
  return new AppError(key && hasMessage(key) ? key : 'pricing.inUse');
}

export function failWith(msgs: Msg[], lang: 'zh-CN' | 'en-US'): void {
  if (!msgs.length) return;
  throw new AppError('pricing.invalid', { detail: msgs.map((m) => t(lang, m.key, m.params)).join('; ') });
}

// ---------- price versions ----------

export interface ZoneInput {
  code: string;
  name?: string | null;
  country: string;
  postcodes?: { from: string; to: string }[];
  cities?: string[];
  /** A country zone of ZJ0403_01 (code within `country`): its place is copied in on write (pricing-geo-zones.ts). */
  geoZone?: string | null;
  minCharge?: string | number | null;
  breaks: WeightBreak[];
}

const ZONES_PER_STATEMENT = 100;

/** Writes a new version of a price table with its zones and makes it current. */
export async function writePriceVersion(q: TxQuery, tableId: number, zones: ZoneInput[], userId: number | null, source: 'manual' | 'upload' | 'seed'): Promise<{ versionId: number; version: number }> {
  const [{ id, version }] = await q<{ id: number; version: number }>(
    `insert into price_version (price_table_id, version, source, created_by, valid_from, valid_to)
     select $1, coalesce((select max(version) from price_version where price_table_id = $1), 0) + 1, $2, $3, pt.valid_from, pt.valid_to
       from price_table pt where pt.id = $1 returning id, version`,
    [tableId, source, userId],
  );
  // In slices, with a turn of the event loop between them: PGlite runs on the event loop (and
  // does not yield inside a transaction), and one statement with the thousands of zones of a
  // large uploaded sheet held every other request up for a second.
  for (let from = 0; from < zones.length; from += ZONES_PER_STATEMENT) {
    if (from) await yieldToLoop();
    const slice = zones.slice(from, from + ZONES_PER_STATEMENT);
    await q(
      `insert into price_zone (version_id, code, name, country, postcodes, cities, min_charge, breaks, geo_zone)
       select $1, c, n, co, p::jsonb, ci::jsonb, m::numeric, b::jsonb, g
         from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as x(c, n, co, p, ci, m, b, g)`,
      [
        id,
        slice.map((z) => z.code),
        slice.map((z) => z.name ?? null),
        slice.map((z) => z.country.toUpperCase()),
        slice.map((z) => JSON.stringify(z.postcodes ?? [])),
        slice.map((z) => JSON.stringify(z.cities ?? [])),
        slice.map((z) => (z.minCharge == null || z.minCharge === '' ? null : String(z.minCharge))),
        slice.map((z) => JSON.stringify(z.breaks.map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, k === 'kind' ? v : String(v)]))))),
        slice.map((z) => z.geoZone?.trim() || null),
      ],
    );
  }
  await q(`update price_table set current_version_id = $1, updated_at = now() where id = $2`, [id, tableId]);
  await bumpGeneration({ query: q as Database['query'] });
  return { versionId: id, version };
}

// ---------- generic list / detail / save / status / delete ----------

export type FieldKind = 'text' | 'num' | 'int' | 'bool' | 'json' | 'time';

export interface FieldDef {
  col: string;
  kind?: FieldKind;
  /** Output only: a select expression (alias t is the table), or one per caller's language (`nameOf`). */
  expr?: string | ((lang: Lang) => string);
  /** In the save body only (handled by validate / afterSave), never a column. */
  virtual?: boolean;
  /** Read as is, never written (a column the save leaves alone). */
  readOnly?: boolean;
  /**
   * What the list shows instead of the stored value (detail and save keep the form's value): a
   * name given in two languages shown in the reader's (`localizedName`).
   */
  listExpr?: (lang: Lang) => string;
}

export interface CrudSpec {
  base: string;
  authority: string;
  /**
   * Authority of every write (save, status, delete) and of detail: the edit form's page, or a
   * function point when the list has no edit page. Default `authority` (the list page is the
   * only page, its rows edited inline). A list page grants looking, never changing.
   */
  writeAuthority?: string;
  /**
   * Writes the list page runs by its own buttons (SCREENS.md gives the list those actions, e.g.
   * ZJ1101_01 delete): open to the list page as well as to `writeAuthority`.
   */
  listWrites?: ('status' | 'delete')[];
  /** English noun for the OpenAPI summaries. */
  noun: string;
  table: string;
  fields: Record<string, FieldDef>;
  /**
   * The save body: `formBody(<the screen whose form calls save>, …)`, so the server validates
   * (and normalises) with the very schema the form was rendered from. Required with 'save'.
   */
  body?: JsonSchema;
  filters?: Record<string, { schema: JsonSchema; where: (param: string) => string }>;
  /** Columns matched by `keyword` (ilike). */
  search?: string[];
  orderBy: string;
  status?: { col: string; values: string[] };
  remove?: boolean | 'soft';
  /** Only these verbs (default all that apply). */
  verbs?: ('list' | 'detail' | 'save' | 'status' | 'delete')[];
  /**
   * Rows the caller may see, as a `where` fragment on alias `t` (push its parameters to `params`):
   * the list shows only these, and detail, save, status and delete answer any other id as not
   * found (`assertInRowScope`), so an id typed by hand reads nothing the list hides; a save that
   * would put its row outside answers `outOfScope`.
   */
  rowScope?(req: FastifyRequest, params: unknown[]): Promise<string>;
  /** Message key when a save would leave its row outside the caller's row scope (default: not found). */
  outOfScope?: string;
  validate?(body: Record<string, any>, q: TxQuery): Promise<Msg[]> | Msg[];
  /** Extra work after the row is written (child rows ...). */
  afterSave?(id: number, body: Record<string, any>, q: TxQuery, req: FastifyRequest): Promise<void>;
}

const cast = (k: FieldKind | undefined) => (k === 'num' ? '::numeric' : k === 'json' ? '::jsonb' : k === 'time' ? '::timestamptz' : k === 'int' ? '::int' : k === 'bool' ? '::boolean' : '');

function outValue(k: FieldKind | undefined, v: unknown): unknown {
  if (v == null) return null;
  if (k === 'time') return new Date(v as string).toISOString();
  if (k === 'num') return String(v);
  if (k === 'int') return Number(v);
  return v;
}

/** A body value as its column's parameter (the body schema has normalised text already). */
function columnValue(k: FieldKind | undefined, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (k === 'json') return JSON.stringify(v);
  if (typeof v === 'string' && v === '' && k !== 'text') return null;
  if (k === 'num') return String(v);
  return v;
}

/**
 * The name of the row another table's key points at, in the caller's language: lists show one
 * name column (routeName, transportModeName ...) and en-US users read name_en there.
 * `from` names the table with alias x (joins allowed), `where` ties it to alias t.
 */
export const nameOf = (from: string, where: string) => (lang: Lang): string => `(select x.${lang === 'en-US' ? 'name_en' : 'name_zh'} from ${from} where ${where})`;

/**
 * A name the business gives in two languages (surcharges, price tables: `name` as entered, `name_en`
 * optional) in the reader's language, falling back to the other one. Columns of alias `a` (default t).
 */
export const localizedName = (zhCol: string, enCol: string, a = 't') => (lang: Lang): string =>
  localTextSql(`${a}.${zhCol}`, `${a}.${enCol}`, lang);

const exprOf = (f: FieldDef, lang: Lang, list: boolean): string =>
  list && f.listExpr ? f.listExpr(lang) : typeof f.expr === 'function' ? f.expr(lang) : f.expr ?? `t.${f.col}`;

/** The select list of a spec: as the form edits the row (detail, save), or as the list shows it (`list`). */
export function selectList(spec: CrudSpec, lang: Lang = 'zh-CN', list = false): string {
  return ['t.id', ...Object.entries(spec.fields).filter(([, f]) => !f.virtual).map(([name, f]) => `${exprOf(f, lang, list)} as "${name}"`)].join(', ');
}

export function rowOut(spec: CrudSpec, r: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.id };
  for (const [name, f] of Object.entries(spec.fields)) if (!f.virtual) out[name] = outValue(f.kind, r[name]);
  return out;
}

export async function detailOf(q: TxQuery | Database['query'], spec: CrudSpec, id: number, lang: Lang = 'zh-CN') {
  const rows = await q<Record<string, any>>(`select ${selectList(spec, lang)} from ${spec.table} t where t.id = $1`, [id]);
  if (!rows[0]) throw new AppError('pricing.notFound');
  return rowOut(spec, rows[0]);
}

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
export async function assertInRowScope(q: TxQuery | Database['query'], spec: CrudSpec, scope: RowScope | undefined, ids: number[], refusal = 'pricing.notFound'): Promise<void> {
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

export const pageProps = {
  current: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  keyword: { type: 'string', maxLength: 60 },
} as const;

const idsSchema = { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000 };

/** Who may run a write the list page's buttons run: the list page, then the edit page (if any). */
export function listWriteAuthority(spec: CrudSpec): Authority {
  return spec.writeAuthority && spec.writeAuthority !== spec.authority ? [spec.authority, spec.writeAuthority] : spec.authority;
}

function noBody(spec: CrudSpec): never {
  throw new Error(`${spec.base}/save: no body schema (formBody of the screen that saves it)`);
}

export function crudRoutes(spec: CrudSpec): RouteDef[] {
  const verbs = spec.verbs ?? (['list', 'detail', 'save', ...(spec.status ? ['status'] : []), ...(spec.remove ? ['delete'] : [])] as CrudSpec['verbs'] & string[]);
  const columns = Object.entries(spec.fields).filter(([, f]) => !f.expr && !f.virtual && !f.readOnly && f.col);
  const writeAuthority = spec.writeAuthority ?? spec.authority;
  const authorityOf = (verb: 'status' | 'delete'): Authority => (spec.listWrites?.includes(verb) ? listWriteAuthority(spec) : writeAuthority);
  const routes: RouteDef[] = [];
  if (verbs.includes('list')) {
    routes.push({
      method: 'GET',
      url: `${spec.base}/list`,
      authority: spec.authority,
      summary: `List ${spec.noun}`,
      querystring: { type: 'object', properties: { ...pageProps, ...Object.fromEntries(Object.entries(spec.filters ?? {}).map(([k, f]) => [k, f.schema])) } },
      handler: async (req) => {
        const qs = req.query as Record<string, any>;
        const params: unknown[] = [];
        const where: string[] = spec.rowScope ? [await spec.rowScope(req, params)] : [];
        for (const [k, f] of Object.entries(spec.filters ?? {})) {
          if (qs[k] === undefined || qs[k] === '') continue;
          params.push(qs[k]);
          where.push(f.where(`$${params.length}`));
        }
        if (qs.keyword && spec.search?.length) {
          params.push(`%${String(qs.keyword).replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
          where.push(`(${spec.search.map((c) => `${c}::text ilike $${params.length}`).join(' or ')})`);
        }
        params.push(qs.pageSize, (qs.current - 1) * qs.pageSize);
        const rows = await req.server.db.query<Record<string, any>>(
          `select ${selectList(spec, req.lang, true)}, count(*) over ()::int as __total from ${spec.table} t
            ${where.length ? `where ${where.join(' and ')}` : ''} order by ${spec.orderBy}, t.id limit $${params.length - 1} offset $${params.length}`,
          params,
        );
        let total = rows[0]?.__total ?? 0;
        if (!rows.length && qs.current > 1) {
          const [c] = await req.server.db.query<{ n: number }>(`select count(*)::int as n from ${spec.table} t ${where.length ? `where ${where.join(' and ')}` : ''}`, params.slice(0, -2));
          total = c.n;
        }
        return { list: rows.map((r) => rowOut(spec, r)), total };
      },
    });
  }
  if (verbs.includes('detail')) {
    routes.push({
      method: 'GET',
      url: `${spec.base}/detail`,
      authority: writeAuthority,
      summary: `One ${spec.noun} as its form edits it`,
      querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      handler: async (req) => {
        const { id } = req.query as { id: number };
        await assertReadable(req, spec, id);
        return detailOf(req.server.db.query.bind(req.server.db), spec, id, req.lang);
      },
    });
  }
  if (verbs.includes('save')) {
    routes.push({
      method: 'POST',
      url: `${spec.base}/save`,
      authority: writeAuthority,
      summary: `Add (no id) or edit a ${spec.noun}`,
      body: spec.body ?? noBody(spec),
      handler: async (req) => {
        const body = req.body as Record<string, any>;
        const scope = await rowScopeOf(req, spec);
        return inTransaction(req.server.db, async (q) => {
          // Before validating: a validation message could name what the scope hides.
          if (body.id) await assertInRowScope(q, spec, scope, [body.id]);
          if (spec.validate) failWith(await spec.validate(body, q), req.lang);
          const given = columns.filter(([k]) => k in body);
          const values = given.map(([k, f]) => columnValue(f.kind, body[k]));
          let id: number;
          if (body.id) {
            if (given.length) {
              const set = given.map(([, f], i) => `${f.col} = $${i + 2}${cast(f.kind)}`).join(', ');
              const rows = await q<{ id: number }>(`update ${spec.table} set ${set} where id = $1 returning id`, [body.id, ...values]);
              if (!rows[0]) throw new AppError('pricing.notFound');
            } else if (!(await q(`select 1 from ${spec.table} where id = $1`, [body.id])).length) throw new AppError('pricing.notFound');
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
          await bumpGeneration({ query: q as Database['query'] });
          return detailOf(q, spec, id, req.lang);
        });
      },
    });
  }
  if (verbs.includes('status') && spec.status) {
    routes.push({
      method: 'POST',
      url: `${spec.base}/status`,
      authority: authorityOf('status'),
      summary: `Change the status of ${spec.noun}s`,
      body: { type: 'object', additionalProperties: false, required: ['ids', 'status'], properties: { ids: idsSchema, status: { type: 'string', enum: spec.status.values } } },
      handler: async (req) => {
        const b = req.body as { ids: number[]; status: string };
        const scope = await rowScopeOf(req, spec);
        return inTransaction(req.server.db, async (q) => {
          await assertInRowScope(q, spec, scope, b.ids);
          const rows = await q(`update ${spec.table} set ${spec.status!.col} = $1 where id = any($2::int[]) returning id`, [b.status, b.ids]);
          await bumpGeneration({ query: q as Database['query'] });
          return { updated: rows.length };
        });
      },
    });
  }
  if (verbs.includes('delete') && spec.remove) {
    routes.push({
      method: 'POST',
      url: `${spec.base}/delete`,
      authority: authorityOf('delete'),
      summary: `Delete ${spec.noun}s`,
      body: { type: 'object', additionalProperties: false, required: ['ids'], properties: { ids: idsSchema } },
      handler: async (req) => {
        const { ids } = req.body as { ids: number[] };
        const scope = await rowScopeOf(req, spec);
        return inTransaction(req.server.db, async (q) => {
          await assertInRowScope(q, spec, scope, ids);
          const rows =
            spec.remove === 'soft'
              ? await q(`update ${spec.table} set state = 'deleted' where id = any($1::int[]) returning id`, [ids])
              : await q(`delete from ${spec.table} where id = any($1::int[]) returning id`, [ids]);
          await bumpGeneration({ query: q as Database['query'] });
          return { deleted: rows.length };
        });
      },
    });
  }
  return routes;
}

// ---------- schema snippets ----------
export const S = {
  text: (max = 100) => ({ type: 'string', maxLength: max }),
  optText: (max = 100) => ({ type: ['string', 'null'], maxLength: max }),
  /** Decimal ≥ 0 with at most `scale` decimals, as a string or number (V03). */
  dec: (scale = 3) => ({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'string', pattern: `^\\d{1,10}(\\.\\d{1,${scale}})?$` }] }),
  optDec: (scale = 3) => ({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'string', pattern: `^\\d{1,10}(\\.\\d{1,${scale}})?$` }, { type: 'null' }, { const: '' }] }),
  int: (min = 0) => ({ type: 'integer', minimum: min }),
  optInt: (min = 0) => ({ type: ['integer', 'null'], minimum: min }),
  bool: { type: 'boolean' },
  /** A time: an ISO instant, or the business zone's wall time (x-time: the handler gets the instant). */
  time: { type: ['string', 'null'], 'x-time': true },
  enumOf: (...v: string[]) => ({ type: 'string', enum: v }),
  strings: (max = 200) => ({ type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: max }),
  ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 5000 },
  ranges: { type: 'array', maxItems: 500, items: { type: 'object', additionalProperties: false, required: ['from'], properties: { from: { type: 'string', minLength: 1, maxLength: 12 }, to: { type: 'string', maxLength: 12 } } } },
};

/** The form as it will be after a save: the stored row overlaid with the body (for validation). */
export async function mergedBody(q: TxQuery, spec: CrudSpec, body: Record<string, any>): Promise<Record<string, any>> {
  if (!body.id) return body;
  return { ...(await detailOf(q, spec, body.id)), ...body };
}
