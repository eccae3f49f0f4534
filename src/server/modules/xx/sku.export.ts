/**
 * XX0301_01 "Export": the SKU library with the screen's filters and the caller's data scope, as a
 * workbook in the download centre (kind 'xx.sku.xlsx', started through POST xt/0125/export {kind,
 * params: <the list filters>}, the way ZJ0101_01 exports customers). The rows are the list's own
 * (`listRows` of the spec, for the user who queued it); the columns are the table's, headed by
 * the screen's labels in the caller's language.
 */
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors';
import { registerExport } from '../../platform/jobs/exports';
import { listRows, ownRows, type CrudSpec } from '../../platform/resource';
import list from '../../../../schemas/xx/XX0301_01.json' with { type: 'json' };
import texts from '../../../../schemas/xx/XX0301_01.locale.json' with { type: 'json' };

const PAGE = 1000;
const MAX_ROWS = 100_000;

type Column = { name: string; title?: string; hideInTable?: boolean };
const COLUMNS = (list.columns as Column[]).filter((c) => !c.hideInTable);
/** Amounts and weights as numbers, with their places. */
const NUMBER_FORMATS: Record<string, string> = { unitPrice: '0.00', unitWeight: '0.000', qtyPerBox: '0' };

export function registerSkuExport(spec: CrudSpec): void {
  registerExport('xx.sku.xlsx', {
    authority: 'xx/0301/01.html',
    // The file's name: the screen's title, short of the slash a file name cannot hold.
    title: { 'zh-CN': texts['zh-CN'].title, 'en-US': 'SKU library' },
    // The list's filters as the screen sends them (`"params": "filters"`), with the list's own rules.
    params: { type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(spec.filters ?? {}).map(([k, f]) => [k, f.schema])) },
    async run({ db, user, params, lang, progress }) {
      const fields: Record<string, string> = texts[lang].fields;
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('SKU');
      ws.columns = COLUMNS.map((c) => ({
        header: fields[(c.title ?? c.name).replace(/^fields\./, '')],
        key: c.name,
        width: ['nameZh', 'nameEn', 'customerName', 'purpose'].includes(c.name) ? 28 : 14,
        ...(NUMBER_FORMATS[c.name] ? { style: { numFmt: NUMBER_FORMATS[c.name] } } : {}),
      }));
      let written = 0;
      for (let current = 1; written < MAX_ROWS; current++) {
        const page = await listRows(spec, db, lang, { ...params, current, pageSize: PAGE }, (p) => ownRows(db, user, p));
        if (!page.total) throw new AppError('download.noData');
        for (const row of page.list) {
          ws.addRow(Object.fromEntries(COLUMNS.map((c) => [c.name, NUMBER_FORMATS[c.name] && row[c.name] != null ? Number(row[c.name]) : row[c.name] ?? ''])));
        }
        written += page.list.length;
        await progress((written * 100) / Math.min(page.total, MAX_ROWS));
        if (page.list.length < PAGE || written >= page.total) break;
      }
      return Buffer.from(await wb.xlsx.writeBuffer());
    },
  });
}
