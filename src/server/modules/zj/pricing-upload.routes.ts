/**
 * ZJ0105_01 quote upload. POST zj/0105/upload takes JSON:
 *   {priceTableId, fileName, content: base64 of the .xlsx (≤ 10 MB), validFrom?, validTo?}
 * The sheet (format in pricing.sheet.ts, template from GET zj/0105/template) becomes a new
 * version of the price table in ONE transaction; any bad cell answers code 500 with
 * data.errors = [{row, column, header, message, text}] in the caller's language and nothing
 * is imported. GET zj/0105/table/list lists the tables the caller may upload to; GET zj/0105/list
 * lists their uploads; POST zj/0105/withdraw withdraws them and puts
 * back the version that was current before (skipping versions of other withdrawn uploads).
 * Both check the caller may replace that table's prices (pricing-access.ts).
 */
import { defineRoutes } from '../../platform/route';
import { sendWorkbook } from '../../platform/sheets/upload';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { crudRoutes, idsOnlyBody, inTransaction, localizedName, nameOf, S, type CrudSpec, type TxQuery } from '../../platform/resource';
import { bumpPricing, writePriceVersion } from './pricing.lib';
import { cellError, parsePriceSheet, templateWorkbook } from './pricing.sheet';
import { placeGeoZones } from './pricing-geo-zones';
import { assertMayWritePrices, writablePricesWhere, type PriceTableOwner } from './pricing-access';
import { formBody } from '../../platform/formBody';
import { sheetLimits, withHiddenRowsNote } from '../../platform/sheets';
import { workbookUploadProps } from '../../platform/sheets/upload';
import ZJ0105_01 from '../../../../schemas/zj/ZJ0105_01.json' with { type: 'json' };

const AUTH = 'zj/0105/01.html';
const MAX_BYTES = 10 * 1024 * 1024;

const uploads: CrudSpec = {
  base: 'zj/0105',
  authority: AUTH,
  noun: 'quote upload',
  table: 'quote_upload',
  verbs: ['list'],
  fields: {
    fileName: { col: 'file_name' },
    priceTableId: { col: 'price_table_id', kind: 'int' },
    priceCode: { col: '', expr: '(select pt.price_code from price_table pt where pt.id = t.price_table_id)' },
    priceName: { col: '', expr: (lang) => `(select ${localizedName('name', 'name_en', 'pt')(lang)} from price_table pt where pt.id = t.price_table_id)` },
    routeName: { col: '', expr: nameOf('price_table pt join route x on x.id = pt.route_id', 'pt.id = t.price_table_id') },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    version: { col: '', kind: 'int', expr: '(select v.version from price_version v where v.id = t.version_id)' },
    rows: { col: 'rows', kind: 'int' },
    status: { col: 'status' },
    validFrom: { col: 'valid_from', kind: 'time' },
    validTo: { col: 'valid_to', kind: 'time' },
    uploadedBy: { col: '', expr: '(select u.user_name from app_user u where u.id = t.uploaded_by)' },
    createdAt: { col: 'created_at', kind: 'time' },
  },
  filters: { priceTableId: { schema: S.int(1), where: (p) => `t.price_table_id = ${p}` }, status: { schema: S.enumOf('published', 'withdrawn'), where: (p) => `t.status = ${p}` } },
  search: ['t.file_name'],
  orderBy: 't.created_at desc',
  // The uploads of the tables the caller may upload to (another customer's stay hidden).
  rowScope: async (req, params) => `exists (select 1 from price_table pt where pt.id = t.price_table_id and ${await writablePricesWhere(req, params)})`,
};

/** The price tables the caller may upload to (the screen's table picker). */
const targets: CrudSpec = {
  base: 'zj/0105/table',
  authority: AUTH,
  noun: 'price table open to upload',
  table: 'price_table',
  verbs: ['list'],
  fields: {
    priceCode: { col: 'price_code' },
    name: { col: 'name', expr: localizedName('name', 'name_en') },
    currency: { col: 'currency' },
    status: { col: 'status' },
    routeId: { col: 'route_id', kind: 'int' },
    routeCode: { col: '', expr: '(select r.code from route r where r.id = t.route_id)' },
    customerId: { col: 'customer_id', kind: 'int' },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    version: { col: '', kind: 'int', expr: '(select v.version from price_version v where v.id = t.current_version_id)' },
  },
  filters: { routeId: { schema: S.int(1), where: (p) => `t.route_id = ${p}` }, customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` } },
  search: ['t.price_code', 't.name'],
  orderBy: 't.customer_id nulls first, t.price_code',
  rowScope: (req, params) => writablePricesWhere(req, params, 't'),
};

export default defineRoutes([
  ...crudRoutes(uploads),
  ...crudRoutes(targets),
  {
    method: 'GET',
    url: 'zj/0105/template',
    authority: AUTH,
    summary: 'The price sheet template (.xlsx), headers in the caller language',
    raw: true,
    handler: async (req, reply) => {
      const buf = await templateWorkbook(req.lang);
      const name = req.lang === 'en-US' ? 'price-sheet-template.xlsx' : '报价模板.xlsx';
      return sendWorkbook(reply, name, buf, 'price-sheet-template.xlsx');
    },
  },
  {
    method: 'POST',
    url: 'zj/0105/upload',
    authority: AUTH,
    summary: 'Import a price sheet (base64 xlsx) as a new version of a price table, all or nothing',
    options: { bodyLimit: 15 * 1024 * 1024 },
    // ZJ0105_01's form: its hook sends the chosen file as its name and base64 content (ZJ0105_01.hooks.ts).
    body: formBody(ZJ0105_01, undefined, {
      sent: {
        file: null,
        // The imports' own: any case of .xlsx is checked below (a schema pattern has no flags: PRICES.XLSX was refused).
        ...workbookUploadProps,
      },
      sentRequired: ['fileName', 'content'],
    }),
    handler: async (req) => {
      const b = req.body as { priceTableId: number; fileName: string; content: string; validFrom?: string | null; validTo?: string | null };
      if (!/\.xlsx$/i.test(b.fileName)) throw new AppError('pricing.upload.badFile');
      const buf = Buffer.from(b.content, 'base64');
      if (buf.length > MAX_BYTES) throw new AppError('pricing.upload.tooLarge');
      if (b.validFrom && b.validTo && new Date(b.validFrom) > new Date(b.validTo)) throw new AppError('pricing.timeRange');
      const [table] = await req.server.db.query<{ id: number } & PriceTableOwner>(`select id, price_code, customer_id from price_table where id = $1`, [b.priceTableId]);
      if (!table) throw new AppError('pricing.priceNotFound');
      await assertMayWritePrices(req, table);
      const sheet = await parsePriceSheet(buf, req.lang, sheetLimits(req.server.config));
      if (!sheet) throw new AppError('pricing.upload.badFile');
      if (!sheet.errors.length && !sheet.zones.length) throw new AppError('pricing.upload.noRows');
      if (!sheet.errors.length) {
        const places = await placeGeoZones(req.server.db.query.bind(req.server.db) as TxQuery, sheet.zones);
        sheet.errors.push(...places.map((p) => cellError(req.lang, sheet.zoneRows[p.index], 'geoZone', p.msg.key, p.msg.params as Record<string, string>)));
      }
      if (sheet.errors.length) {
        throw new AppError('pricing.upload.hasErrors', { count: sheet.errors.length }, 500, { errors: sheet.errors.slice(0, 1000), total: sheet.errors.length });
      }
      const user = currentUser(req);
      const res = await inTransaction(req.server.db, async (q) => {
        // The validity first: the new version records the validity it is published with.
        if (b.validFrom !== undefined || b.validTo !== undefined) {
          await q(`update price_table set valid_from = coalesce($2::timestamptz, valid_from), valid_to = $3::timestamptz where id = $1`, [b.priceTableId, b.validFrom ?? null, b.validTo ?? null]);
        }
        const v = await writePriceVersion(q, b.priceTableId, sheet.zones, user.userId, 'upload');
        const [u] = await q<{ id: number }>(
          `insert into quote_upload (file_name, price_table_id, version_id, rows, customer_id, uploaded_by, valid_from, valid_to)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [b.fileName, b.priceTableId, v.versionId, sheet.rows, table.customer_id, user.userId, b.validFrom ?? null, b.validTo ?? null],
        );
        return { uploadId: u.id, ...v };
      });
      // Rows hidden in the sheet were imported too: the user who filtered them out hears it.
      const message = withHiddenRowsNote(req.lang, t(req.lang, 'pricing.upload.done', { rows: sheet.rows, version: res.version }), sheet.read);
      return { ...res, rows: sheet.rows, zones: sheet.zones.length, message };
    },
  },
  {
    method: 'POST',
    url: 'zj/0105/withdraw',
    authority: AUTH,
    summary: 'Withdraw uploads; a withdrawn upload that was current gives way to the version current before it',
    body: idsOnlyBody,
    handler: async (req) => {
      const { ids } = req.body as { ids: number[] };
      const rows = await req.server.db.query<{ id: number; price_table_id: number } & PriceTableOwner>(
        `select u.id, u.price_table_id, pt.price_code, pt.customer_id
           from quote_upload u join price_table pt on pt.id = u.price_table_id
          where u.id = any($1::int[]) and u.status = 'published' order by u.id`,
        [ids],
      );
      // Every table is checked before anything changes: one refusal withdraws nothing.
      for (const r of rows) await assertMayWritePrices(req, r);
      return inTransaction(req.server.db, async (q) => {
        const done = await q<{ price_table_id: number }>(
          `update quote_upload set status = 'withdrawn' where id = any($1::int[]) and status = 'published' returning price_table_id`,
          [rows.map((r) => r.id)],
        );
        for (const tableId of new Set(done.map((r) => r.price_table_id))) await restoreCurrentVersion(q, tableId);
        await bumpPricing(q);
        return { updated: done.length };
      });
    },
  },
]);

/**
 * Makes the table's current version the newest one not brought by a withdrawn upload, with the
 * validity (valid_from, valid_to) that version was published with: an upload that moved the
 * dates takes its dates away with it. None left: the table has no prices and quotes exclude it
 * (its dates stay). Versions stay in the history.
 */
async function restoreCurrentVersion(q: TxQuery, tableId: number): Promise<void> {
  const [back] = await q<{ id: number }>(
    `select v.id from price_version v
      where v.price_table_id = $1
        and not exists (select 1 from quote_upload u where u.version_id = v.id and u.status = 'withdrawn')
      order by v.version desc limit 1`,
    [tableId],
  );
  if (!back) {
    await q(`update price_table set updated_at = now(), current_version_id = null where id = $1`, [tableId]);
    return;
  }
  await q(
    `update price_table pt set updated_at = now(), current_version_id = v.id, valid_from = v.valid_from, valid_to = v.valid_to
       from price_version v where v.id = $2 and pt.id = $1`,
    [tableId, back.id],
  );
}
