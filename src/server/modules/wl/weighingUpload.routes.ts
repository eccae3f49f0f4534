/**
 * WL0118_01 weighing upload and WL0118_02 its history. `wl/0118/template` is the workbook to fill
 * in; `wl/0118/upload` stores the station's workbook (V05: an xlsx of at most 10 MB) as a batch
 * and starts its job (weighingUpload.job.ts); `wl/0118/result` follows it (state, progress,
 * counts, the refused rows); the history lists the station's batches, and a batch with refused
 * rows gives its error file.
 */
import { defineRoutes } from '../../platform/route';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { crudRoutes, nameOf, type CrudSpec } from '../../platform/resource';
import { sendWorkbook, workbookUpload, workbookUploadProps } from '../../platform/sheets/upload';
import { sendStored } from '../../platform/files/sendStored';
import { requestUploader } from '../../platform/jobs/uploadJob';
import { WEIGHING_UPLOAD_STATES } from '../../../domain/station/weighingUpload';
import { stationActor } from './stationWork';
import { stationFilter, stationRows } from './stationRows';
import { weighingTemplate } from './weighingUpload.columns';
import { startWeighingUpload } from './weighingUpload.start';
import './weighingUpload.messages';

const UPLOAD = 'wl/0118/01.html';
const HISTORY = 'wl/0118/02.html';
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const DATE = { type: 'string', format: 'date' } as const;
/** Refused rows the upload screen lists (the error file has every one). */
const ERRORS_SHOWN = 1000;

export const weighingUploads: CrudSpec = {
  base: 'wl/0118',
  authority: HISTORY,
  noun: 'weighing uploads',
  table: 'weighing_upload',
  fields: {
    batchNo: { col: 'batch_no', readOnly: true },
    fileName: { col: 'file_name', readOnly: true },
    stationName: { col: '', expr: nameOf('station x', 'x.id = t.station_id') },
    userName: { col: 'user_name', readOnly: true },
    state: { col: 'state', readOnly: true },
    totalRows: { col: 'total_rows', kind: 'int', readOnly: true },
    okRows: { col: 'ok_rows', kind: 'int', readOnly: true },
    failedRows: { col: 'failed_rows', kind: 'int', readOnly: true },
    message: { col: 'message', readOnly: true },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    finishedAt: { col: 'finished_at', kind: 'time', readOnly: true },
  },
  filters: {
    stationId: stationFilter,
    state: { schema: { type: 'string', enum: [...WEIGHING_UPLOAD_STATES] }, where: (p) => `t.state = ${p}` },
    dateFrom: { schema: DATE, day: 'from', where: (p) => `t.created_at >= ${p}::timestamptz` },
    dateTo: { schema: DATE, day: 'to', where: (p) => `t.created_at < ${p}::timestamptz` },
  },
  search: ['t.batch_no', 't.file_name', 't.user_name'],
  orderBy: 't.id desc',
  verbs: ['list'],
  rowScope: stationRows(),
};

export default defineRoutes([
  ...crudRoutes(weighingUploads),
  {
    method: 'GET',
    url: 'wl/0118/template',
    authority: UPLOAD,
    summary: "The weighing upload template (xlsx) in the language asked (default the caller's): the columns, an example row, the rules",
    querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['zh-CN', 'en-US'] } } },
    raw: true,
    handler: async (req, reply) => {
      const lang = (req.query as { lang?: Lang }).lang ?? req.lang;
      const name = lang === 'en-US' ? 'weighing-upload-template.xlsx' : '称重数据模板.xlsx';
      return sendWorkbook(reply, name, await weighingTemplate(lang), 'weighing-upload-template.xlsx');
    },
  },
  {
    method: 'POST',
    url: 'wl/0118/upload',
    authority: UPLOAD,
    summary: "Upload a workbook of inbound weighings (base64 xlsx, at most 10 MB) at the caller's station (view-all: the one chosen): a batch weighed by a background job",
    options: { bodyLimit: 15 * 1024 * 1024 },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName', 'content'],
      properties: { stationId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 }, ...workbookUploadProps },
    },
    handler: async (req) => {
      const b = req.body as { stationId?: number | null; fileName: string; content: string };
      const actor = stationActor(req, b.stationId);
      return startWeighingUpload(requestUploader(req), { stationId: actor.stationId, fileName: b.fileName, content: workbookUpload(b.fileName, b.content) });
    },
  },
  {
    method: 'GET',
    url: 'wl/0118/result',
    authority: UPLOAD,
    summary: "The caller's batch: its state and progress, its counts, its refused rows (row, column, header, message; the first 1,000)",
    querystring: { type: 'object', required: ['id'], properties: { id: ID } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      const db = req.server.db;
      const [u] = await db.query<Record<string, unknown>>(
        `select u.id::int, u.batch_no as "batchNo", u.state, u.total_rows as "totalRows", u.ok_rows as "okRows", u.failed_rows as "failedRows",
                u.message, coalesce(d.progress, 0) as progress
           from weighing_upload u left join download d on d.seq = u.download_seq
          where u.id = $1 and u.user_id = $2`,
        [id, currentUser(req).userId],
      );
      if (!u) throw new AppError('weighing.notFound');
      const errors = await db.query(
        `select row_no as row, column_letter as column, header, message, text
           from weighing_upload_error where upload_id = $1 order by row_no, column_letter limit ${ERRORS_SHOWN}`,
        [id],
      );
      return { ...u, errors };
    },
  },
  {
    method: 'GET',
    url: 'wl/0118/errors/file',
    authority: HISTORY,
    summary: "A batch's error file (its refused rows as uploaded, with the reasons), for the batch's station",
    querystring: { type: 'object', required: ['id'], properties: { id: ID } },
    raw: true,
    handler: async (req, reply) => {
      const { id } = req.query as { id: number };
      const params: unknown[] = [id];
      const scope = await stationRows()(req, params);
      const [u] = await req.server.db.query<{ failed_rows: number; file_name: string | null; file_path: string | null }>(
        `select t.failed_rows, d.file_name, d.file_path from weighing_upload t left join download d on d.seq = t.download_seq
          where t.id = $1 and ${scope}`,
        params,
      );
      if (!u) throw new AppError('weighing.notFound');
      if (!u.failed_rows) throw new AppError('weighing.noErrorFile');
      return sendStored(reply, req.server.config, { fileName: u.file_name ?? 'errors.xlsx', filePath: u.file_path });
    },
  },
]);
