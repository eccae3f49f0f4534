/**
 * DD0102_01 bulk order. `dd/0102/template` gives the workbook to fill in the reader's language;
 * `dd/0102/upload` stores the uploaded workbook (V05: at most 10 MB, an xlsx) and starts its job
 * (bulkOrder.job.ts: a download-centre record whose progress is pushed, whose file is the result
 * workbook); `dd/0102/result` answers what the job found: its state, the counts, the bad cells by
 * row and column, the orders made. It always answers data, errors included (SCREENS.md).
 */
import { defineRoutes } from '../../platform/route';
import type { Lang } from '../../platform/i18n';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { sendWorkbook, workbookUpload, workbookUploadProps } from '../../platform/sheets/upload';
import { requestUploader, startUploadJob } from '../../platform/jobs/uploadJob';
import { orderCustomer } from './orderGuards';
import { bulkOrderTemplate } from './bulkOrder.template';
import { BULK_ORDER_EXPORT } from './bulkOrder.job';
import './bulkOrder.messages';

const AUTH = 'dd/0102/01.html';

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0102/template',
    authority: AUTH,
    summary: "The bulk order template (xlsx) in the language asked (default the caller's): the columns, an example order, the rules",
    querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['zh-CN', 'en-US'] } } },
    raw: true,
    handler: async (req, reply) => {
      const lang = (req.query as { lang?: Lang }).lang ?? req.lang;
      const buf = await bulkOrderTemplate(lang);
      const name = lang === 'en-US' ? 'bulk-order-template.xlsx' : '批量下单模板.xlsx';
      return sendWorkbook(reply, name, buf, 'bulk-order-template.xlsx');
    },
  },
  {
    method: 'POST',
    url: 'dd/0102/upload',
    authority: AUTH,
    summary: 'Upload a workbook of orders (base64 xlsx, at most 10 MB): checked and imported by a background job; mode all (nothing while a cell is bad) or valid (the valid orders)',
    options: { bodyLimit: 15 * 1024 * 1024 },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName', 'content', 'mode'],
      properties: {
        customerId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
        mode: { type: 'string', enum: ['all', 'valid'] },
        confirmLargeValues: { type: 'boolean' },
        ...workbookUploadProps,
      },
    },
    handler: async (req) => {
      const b = req.body as { customerId?: number | null; mode: 'all' | 'valid'; confirmLargeValues?: boolean; fileName: string; content: string };
      const db = req.server.db;
      const user = currentUser(req);
      const customerId = await orderCustomer(db, user, b.customerId);
      return startUploadJob(requestUploader(req), {
        folder: 'orders',
        content: workbookUpload(b.fileName, b.content),
        table: 'order_upload',
        insert: async (filePath) => Number((await db.query<{ id: string }>(
          `insert into order_upload (user_id, customer_id, file_name, file_path, mode, confirm_large, lang) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [user.userId, customerId, b.fileName, filePath, b.mode, !!b.confirmLargeValues, req.lang],
        ))[0].id),
        kind: BULK_ORDER_EXPORT,
        title: { 'zh-CN': '批量下单结果', 'en-US': 'Bulk order result' },
      });
    },
  },
  {
    method: 'GET',
    url: 'dd/0102/result',
    authority: AUTH,
    summary: "An upload's state and progress, its counts, its bad cells (row, column, header, message; the first 1,000) and the result file's download seq",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      const [u] = await req.server.db.query<Record<string, unknown>>(
        `select u.id, u.state, u.orders, u.imported, u.errors, u.error_count as "errorCount", u.message, u.download_seq as "seq",
                coalesce(d.progress, 0) as progress, coalesce(d.end_flag, 0) as "endFlag"
           from order_upload u left join download d on d.seq = u.download_seq
          where u.id = $1 and u.user_id = $2`,
        [id, currentUser(req).userId],
      );
      if (!u) throw new AppError('bulk.notFound');
      return { ...u, id: Number(u.id), seq: u.seq === null ? null : Number(u.seq) };
    },
  },
]);
