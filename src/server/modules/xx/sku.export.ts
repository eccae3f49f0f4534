/**
 * XX0301_01 "Export": the SKU library with the screen's filters and the caller's data scope, as a
 * workbook in the download centre (kind 'xx.sku.xlsx', started through POST xt/0125/export {kind,
 * params: <the list filters>}): the list's own rows (`listRows` of the spec, for the user who
 * queued it) under the screen's labels (platform/jobs/listExport.ts).
 */
import { filtersParams, registerListExport } from '../../platform/jobs/listExport';
import { listRows, ownRows, type CrudSpec } from '../../platform/resource';
import screen from '../../../../schemas/xx/XX0301_01.json' with { type: 'json' };
import locale from '../../../../schemas/xx/XX0301_01.locale.json' with { type: 'json' };

export function registerSkuExport(spec: CrudSpec): void {
  registerListExport('xx.sku.xlsx', {
    authority: 'xx/0301/01.html',
    screen,
    locale,
    // The file's name: the screen's title, short of the slash a file name cannot hold.
    title: { 'zh-CN': locale['zh-CN'].title, 'en-US': 'SKU library' },
    params: filtersParams(spec.filters),
    numbers: { unitPrice: '0.00', unitWeight: '0.000', qtyPerBox: '0' },
    widths: { nameZh: 28, nameEn: 28, customerName: 28, purpose: 28 },
    page: ({ db, user, params, lang, config }, current, pageSize) =>
      listRows(spec, db, lang, { ...params, current, pageSize }, (p) => ownRows(db, user, p), config.businessTimeZone),
  });
}
