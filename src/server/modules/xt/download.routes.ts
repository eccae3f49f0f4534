/**
 * XT0125_01 download centre (and the top bar's popover): the caller's generated files of the
 * last half year, their state (endFlag 0 downloading / 1 done / 2 failed), download and delete.
 * Exports are background jobs (platform/jobs); every role has the download centre.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { instantSql } from '../../platform/time';
import { AppError, AppWarning } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hasAuthority } from '../../platform/permissions/authority';
import { assertExportParams, enqueueExport, exportDef, sanitizeFileName } from '../../platform/jobs/exports';
import { ensureRuntime, removeFile } from '../../platform/jobs/runtime';
import { exportFileName } from '../../platform/jobs/fileNames';
import { publishEvent } from '../../platform/sse/bus';
import { sendStored } from '../../platform/files/sendStored';

const seqQuery = {
  type: 'object',
  required: ['seq'],
  properties: { seq: { type: 'integer', minimum: 1 } },
} as const;

const record = {
  type: 'object',
  properties: {
    seq: { type: 'integer' },
    fileName: { type: 'string' },
    kind: { type: 'string' },
    endFlag: { type: 'integer', description: '0 downloading, 1 done, 2 failed' },
    progress: { type: 'integer' },
    errorMessage: { type: ['string', 'null'] },
    fileSize: { type: ['integer', 'null'] },
    createdAt: { type: 'string' },
    finishedAt: { type: ['string', 'null'] },
  },
} as const;

/** Starts the job worker and push bus on first use when the app did not register jobsPlugin. */
function runtime(req: FastifyRequest) {
  return ensureRuntime(req.server.db, req.server.config, (m) => req.log.warn(m));
}

/** By extension: the type, and whether a browser may show it in place ("view": pdf, images, text). */
export default defineRoutes([
  {
    method: 'GET',
    url: 'xt/0125/select/download',
    authority: 'login',
    summary: "The caller's download-centre records of the last half year, newest first",
    response: { type: 'array', items: record },
    async handler(req) {
      await runtime(req);
      const user = currentUser(req);
      return req.server.db.query(
        `select seq, file_name as "fileName", kind, end_flag as "endFlag", progress, error_message as "errorMessage",
                file_size as "fileSize",
                ${instantSql('created_at')} as "createdAt",
                ${instantSql('finished_at')} as "finishedAt"
           from download
          where user_id = $1 and created_at >= now() - interval '6 months'
          order by created_at desc, seq desc
          limit 500`,
        [user.userId],
      );
    },
  },
  {
    method: 'GET',
    url: 'xt/0125/delete/download',
    authority: 'login',
    summary: 'Deletes one of the caller\'s download records and its file',
    querystring: seqQuery,
    async handler(req: FastifyRequest<{ Querystring: { seq: number } }>) {
      await runtime(req);
      const user = currentUser(req);
      const rows = await req.server.db.query<{ file_path: string | null }>(
        `delete from download where seq = $1 and user_id = $2 returning file_path`,
        [req.query.seq, user.userId],
      );
      if (!rows.length) throw new AppError('download.notFound');
      if (rows[0].file_path) removeFile(req.server.config, rows[0].file_path);
      await publishEvent(req.server.db, { type: 'download', userId: user.userId, data: { seq: req.query.seq, deleted: true } }).catch(() => {});
      return null;
    },
  },
  {
    method: 'GET',
    url: 'xt/0125/download',
    authority: 'login',
    summary:
      'Downloads a finished file of the caller (Content-Disposition attachment; disposition=inline shows a pdf, image or text file in the browser); otherwise "download error"',
    querystring: {
      ...seqQuery,
      properties: { ...seqQuery.properties, disposition: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' } },
    },
    raw: true,
    async handler(req: FastifyRequest<{ Querystring: { seq: number; disposition?: 'attachment' | 'inline' } }>, reply) {
      const user = currentUser(req);
      const rows = await req.server.db.query<{ file_name: string; file_path: string | null }>(
        `select file_name, file_path from download
          where seq = $1 and user_id = $2 and end_flag = 1 and created_at >= now() - interval '6 months'`,
        [req.query.seq, user.userId],
      );
      const row = rows[0];
      if (!row) throw new AppError('download.error');
      return sendStored(reply, req.server.config, { fileName: row.file_name, filePath: row.file_path }, req.query.disposition);
    },
  },
  {
    method: 'POST',
    url: 'xt/0125/export',
    authority: 'login',
    summary:
      "Starts a registered export as a background job; the file appears in the download centre. params: the kind's own (closed, at most 4 KB). The same export (kind and params) still running for the caller, or EXPORTS_PER_USER of the caller's exports queued: code 550 warning",
    body: {
      type: 'object',
      required: ['kind'],
      additionalProperties: false,
      properties: {
        kind: { type: 'string', minLength: 1, maxLength: 100 },
        fileName: { type: 'string', minLength: 1, maxLength: 120 },
        params: { type: 'object' },
      },
    },
    response: { type: 'object', properties: { seq: { type: 'integer' } } },
    async handler(req: FastifyRequest<{ Body: { kind: string; fileName?: string; params?: Record<string, unknown> } }>) {
      await runtime(req);
      const user = currentUser(req);
      const { kind } = req.body;
      const def = exportDef(kind);
      if (!def || def.generic === false) throw new AppError('download.unknownKind', { kind });
      if (def.authority !== 'login' && !(await hasAuthority(req.server.db, user.userId, def.authority))) {
        throw new AppError('auth.forbidden', { url: def.authority });
      }
      assertExportParams(kind, req.body.params ?? {});
      // The same export (kind and filters) still being generated for this user: a business
      // warning (code 550), not a second job writing the same file.
      const running = await req.server.db.query<{ file_name: string }>(
        `select file_name from download
          where user_id = $1 and kind = $2 and end_flag = 0 and (params - 'lang') = $3::jsonb
            and created_at >= now() - interval '1 hour'
          order by seq desc limit 1`,
        [user.userId, kind, JSON.stringify(req.body.params ?? {})],
      );
      if (running.length) throw new AppWarning('download.alreadyRunning', { fileName: running[0].file_name });
      const fileName = sanitizeFileName(req.body.fileName ?? exportFileName(kind, def.title, req.lang, new Date()));
      return enqueueExport(req.server.db, user, { kind, fileName, params: req.body.params, lang: req.lang }, { maxQueued: req.server.config.exportsPerUser });
    },
  },
]);
