/**
 * DD0204_01 past a bulk print's 100 orders (K13): "Print all searched" queues the labels of every
 * order the list's search finds to the download centre (kind 'dd.labels.pdf', started through
 * xt/0125/export) as one PDF, at most LABEL_DOWNLOAD_MAX orders. They are made 100 at a time (the
 * bulk print's own path, with progress) and merged; the file is what the user prints, so once it is
 * made every order's print is recorded, in one transaction.
 */
import { registerExport } from '../../platform/jobs/exports';
import { AppError } from '../../platform/errors';
import { inTransaction } from '../../platform/resource';
import { mergePdfs } from '../../platform/pdf/merge';
import { listOrders } from './orderList';
import { BULK_PRINT_MAX, LABEL_DOCUMENT, labelListQuery, labelListView, type LabelListQuery } from './labelList';
import { shippingLabels } from './shippingLabels';
import { printSettingsOf } from './printSettings';
import { recordPrints } from './printRecords';
import type { LabelSize } from '../../../domain/labels/shippingLabel';
import './labels.messages';

/** Orders one download of labels holds (some 2,000 pages). */
export const LABEL_DOWNLOAD_MAX = 1000;

const { current: _c, pageSize: _p, ...filters } = labelListQuery.properties as Record<string, object>;

registerExport('dd.labels.pdf', {
  authority: 'dd/0204/01.html',
  title: { 'zh-CN': '面单', 'en-US': 'Labels' },
  params: { type: 'object', additionalProperties: false, properties: filters },
  async run({ db, config, user, params, lang, progress }) {
    const reader = { db, user, lang, zone: config.businessTimeZone };
    const q = params as LabelListQuery;
    const ids: number[] = [];
    for (let current = 1; ; current++) {
      const page = await listOrders(reader, { ...q, current, pageSize: BULK_PRINT_MAX }, labelListView);
      ids.push(...page.list.map((o) => o.id));
      if (ids.length > LABEL_DOWNLOAD_MAX) throw new AppError('labels.downloadTooMany', { max: LABEL_DOWNLOAD_MAX });
      if (page.list.length < BULK_PRINT_MAX) break;
    }
    if (!ids.length) throw new AppError('labels.noneFound');
    const settings = await printSettingsOf((text, values) => db.query(text, values), user.userId);
    const size = (q.labelSize || settings.labelSize) as LabelSize;
    const chunks: number[][] = [];
    for (let at = 0; at < ids.length; at += BULK_PRINT_MAX) chunks.push(ids.slice(at, at + BULK_PRINT_MAX));
    const files: Uint8Array[] = [];
    for (const [i, chunk] of chunks.entries()) {
      files.push((await shippingLabels(db, chunk, { size, format: 'pdf', dpi: 203, qr: false }, lang, config.businessTimeZone)).body);
      await progress(((i + 1) / chunks.length) * 90);
    }
    const pdf = await mergePdfs(files, lang === 'en-US' ? `Shipping labels (${ids.length})` : `面单（${ids.length} 票）`);
    // Recorded once the whole file is made, all or none: an order that could not print records nothing.
    await inTransaction(db, async (tx) => {
      for (const chunk of chunks) await recordPrints(tx, user, chunk, { document: LABEL_DOCUMENT, format: 'pdf', copies: settings.copies });
    });
    return pdf;
  },
});
