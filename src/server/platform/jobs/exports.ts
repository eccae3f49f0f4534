import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/connection';
import type { AppConfig } from '../../config';
import { AppError, AppWarning } from '../errors';
import { t, type Lang } from '../i18n';
import { inTransaction } from '../transaction';
import { validatorCompiler } from '../validation';
import type { SessionUser } from '../auth/types';
import { loadSessionUser } from '../auth/session';
import { publishEvent } from '../sse/bus';
import { registerJob, wakeWorkers } from './queue';
import './messages';
import { describeError } from '../logging';

/**
 * Exports for the download centre (XT0125_01, spec GL5): a screen's Export button calls
 * `enqueueExport`, which writes a download record (endFlag 0) and a job; a worker runs the
 * export handler registered for that kind, writes the file under `config.filesDir`, marks the
 * record done (1) or failed (2, with the message) and pushes the change to the user's stream.
 */
export interface ExportContext {
  db: Database;
  config: AppConfig;
  /** The user who asked, as a session would describe them (for data-scope filters). */
  user: SessionUser;
  params: Record<string, unknown>;
  lang: Lang;
  /** Reports progress 0..100 (shown while endFlag is 0). */
  progress(pct: number): Promise<void>;
  /**
   * Where the file goes (its folder made): an export whose file is too large to hold (a bulk
   * import's result) writes it there itself, as it goes, and answers FILE_WRITTEN.
   */
  filePath: string;
}

/** What an export answers when it has written its file at `ctx.filePath` itself. */
export const FILE_WRITTEN = Symbol('export file written');

/** The parameters an export takes: a closed JSON schema (no property it does not name). */
export interface ExportParamsSchema {
  type: 'object';
  additionalProperties: false;
  properties: Record<string, object>;
  required?: string[];
}

export interface ExportDef {
  /** Authority URL the caller needs to start this export through the generic route ('login' for any user). */
  authority: string;
  /** What the file is about, per language: the download centre names the file by it (fileNames.ts). */
  title: Record<Lang, string>;
  params: ExportParamsSchema;
  /**
   * false: a job its own route starts (a bulk upload's, with the file it stored), which the
   * generic export route refuses as an unknown kind.
   */
  generic?: false;
  run(ctx: ExportContext): Promise<Buffer | Uint8Array | string | typeof FILE_WRITTEN>;
}

interface Registered extends ExportDef {
  check: ((params: unknown) => boolean) & { errors?: unknown[] | null };
}

const exportsByKind = new Map<string, Registered>();

export function registerExport(kind: string, def: ExportDef): void {
  // Parameters are stored and handed to the worker as given: a kind names every one it reads.
  if (def.params.additionalProperties !== false) throw new Error(`export ${kind}: its params schema must be closed`);
  const check = validatorCompiler({ schema: def.params, method: 'POST', url: `export:${kind}`, httpPart: 'body' }) as Registered['check'];
  exportsByKind.set(kind, { ...def, check });
}

/** The most a set of export parameters may weigh as JSON: filters, never data. */
export const EXPORT_PARAMS_MAX_BYTES = 4096;

/**
 * Refuses parameters the kind does not take, as a bad request naming each field
 * ("Invalid request: params/rows must be at most 100000"), or that weigh too much.
 */
export function assertExportParams(kind: string, params: Record<string, unknown>): void {
  const def = exportsByKind.get(kind);
  if (!def) throw new AppError('download.unknownKind', { kind });
  if (Buffer.byteLength(JSON.stringify(params)) > EXPORT_PARAMS_MAX_BYTES) throw new AppError('download.paramsTooLarge', { max: EXPORT_PARAMS_MAX_BYTES });
  if (def.check(params)) return;
  const validation = (def.check.errors ?? []).map((e) => ({ ...(e as object), instancePath: `/params${(e as { instancePath: string }).instancePath}` }));
  // Shaped like Fastify's own validation error: the envelope words it field by field.
  throw Object.assign(new Error('invalid export parameters'), { validation, validationContext: 'body', statusCode: 400 });
}

export function exportDef(kind: string): ExportDef | undefined {
  return exportsByKind.get(kind);
}

export const EXPORT_JOB = 'download.export';

export interface EnqueueExport {
  kind: string;
  fileName: string;
  params?: Record<string, unknown>;
  /** Language of texts inside the file and of the error message (the caller's). */
  lang?: Lang;
}

/**
 * Creates the download record and its job (owned by the user, so claims take turns between
 * users); returns the record's seq. `maxQueued`: the user's exports queued or running at once;
 * one more is refused with a warning (checked under a per-user lock: requests at once count too).
 */
export async function enqueueExport(
  db: Database,
  user: Pick<SessionUser, 'userId'>,
  req: EnqueueExport,
  opts: { maxQueued?: number } = {},
): Promise<{ seq: number }> {
  if (!exportsByKind.has(req.kind)) throw new Error(`unknown export kind ${req.kind}`);
  const params = { ...(req.params ?? {}), lang: req.lang ?? 'zh-CN' };
  const fileName = sanitizeFileName(req.fileName);
  const seq = await inTransaction(db, async (tx) => {
    if (opts.maxQueued) {
      await tx.query(`select pg_advisory_xact_lock(hashtext('export_queue:' || $1))`, [String(user.userId)]);
      const [queued] = await tx.query<{ n: number }>(
        `select count(*)::int as n from job where owner_id = $1 and kind = $2 and status in ('queued', 'running')`,
        [user.userId, EXPORT_JOB],
      );
      if (queued.n >= opts.maxQueued) throw new AppWarning('download.tooMany', { max: opts.maxQueued });
    }
    const [row] = await tx.query<{ seq: number }>(
      `with d as (
         insert into download (user_id, kind, file_name, params) values ($1, $2, $3, $4::jsonb) returning seq
       ), j as (
         insert into job (kind, payload, owner_id) select $5, jsonb_build_object('seq', d.seq), $1 from d
       )
       select seq from d`,
      [user.userId, req.kind, fileName, JSON.stringify(params), EXPORT_JOB],
    );
    return Number(row.seq);
  });
  wakeWorkers(db);
  await publishEvent(db, { type: 'download', userId: user.userId, data: { seq, endFlag: 0, fileName } }).catch(() => {});
  return { seq };
}

export function sanitizeFileName(name: string): string {
  const clean = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim().slice(0, 120);
  return clean || 'export';
}

interface DownloadRow {
  seq: number;
  user_id: number;
  kind: string;
  file_name: string;
  params: Record<string, unknown>;
  end_flag: number;
}

async function markFailed(db: Database, row: DownloadRow, message: string): Promise<void> {
  await db.query(`update download set end_flag = 2, error_message = $2, finished_at = now() where seq = $1 and end_flag = 0`, [row.seq, message]);
  await publishEvent(db, { type: 'download', userId: row.user_id, data: { seq: row.seq, endFlag: 2, fileName: row.file_name, errorMessage: message } }).catch(
    () => {},
  );
}

function langOf(row: DownloadRow): Lang {
  return row.params.lang === 'en-US' ? 'en-US' : 'zh-CN';
}

function messageOf(err: unknown, lang: Lang): string {
  if (err instanceof AppError) return t(lang, err.key, err.params);
  return t(lang, 'download.failed');
}

async function loadRow(db: Database, seq: number): Promise<DownloadRow | undefined> {
  const rows = await db.query<DownloadRow>(`select seq, user_id, kind, file_name, params, end_flag from download where seq = $1`, [seq]);
  return rows[0];
}

registerJob(
  EXPORT_JOB,
  async ({ db, config, job }) => {
    const seq = Number(job.payload.seq);
    const row = await loadRow(db, seq);
    if (!row || row.end_flag !== 0) return; // deleted meanwhile, or already finished
    const lang = langOf(row);
    const def = exportsByKind.get(row.kind);
    if (!def) {
      await markFailed(db, row, t(lang, 'download.failed'));
      return;
    }
    const user = await loadSessionUser(db, row.user_id);
    if (!user) {
      await markFailed(db, row, t(lang, 'download.failed'));
      return;
    }
    const rel = path.join('downloads', String(row.user_id), `${seq}-${row.file_name}`);
    const abs = path.join(config.filesDir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    try {
      const content = await def.run({
        db,
        config,
        user,
        params: row.params,
        lang,
        filePath: abs,
        progress: async (pct) => {
          const p = Math.max(0, Math.min(99, Math.round(pct)));
          await db.query(`update download set progress = $2 where seq = $1 and end_flag = 0`, [seq, p]);
          await publishEvent(db, { type: 'download', userId: row.user_id, data: { seq, endFlag: 0, progress: p } }).catch(() => {});
        },
      });
      if (content !== FILE_WRITTEN) fs.writeFileSync(abs, content);
    } catch (err) {
      fs.rmSync(abs, { force: true }); // what a failed export may have written of its file
      // Without SQL parameters or database detail (platform/logging.ts): an export's filters can name people.
      if (!(err instanceof AppError)) console.error(`export ${row.kind} #${seq} failed:`, JSON.stringify(describeError(err)));
      await markFailed(db, row, messageOf(err, lang));
      return;
    }
    const size = fs.statSync(abs).size;
    const updated = await db.query(
      `update download set end_flag = 1, progress = 100, file_path = $2, file_size = $3, finished_at = now()
        where seq = $1 and end_flag = 0 returning seq`,
      [seq, rel, size],
    );
    if (!updated.length) {
      fs.rmSync(abs, { force: true }); // deleted while it ran
      return;
    }
    await publishEvent(db, { type: 'download', userId: row.user_id, data: { seq, endFlag: 1, fileName: row.file_name } }).catch(() => {});
  },
  {
    // A crash mid-export is retried (lease); after the last attempt the record says so.
    onFailed: async ({ db, job }) => {
      const row = await loadRow(db, Number(job.payload.seq));
      if (row && row.end_flag === 0) await markFailed(db, row, t(langOf(row), 'download.failed'));
    },
  },
);
