/**
 * ZJ0101_01 "Export": the customer list, with the screen's filters and the caller's data scope,
 * as a workbook in the download centre (kind 'zj.customer.xlsx', started through POST
 * xt/0125/export {kind, fileName?, params: <the list filters>}): the list's own rows under its
 * column labels (platform/jobs/listExport.ts), limits and arrears in the base currency's format.
 */
import { registerListExport } from '../../platform/jobs/listExport';
import screen from '../../../../schemas/zj/ZJ0101_01.json' with { type: 'json' };
import locale from '../../../../schemas/zj/ZJ0101_01.locale.json' with { type: 'json' };
import { listCustomers, type CustomerListQuery } from './customer.service';

const ID = { type: 'integer', minimum: 1 };
const TEXT = { type: 'string', maxLength: 50 };

registerListExport('zj.customer.xlsx', {
  authority: 'zj/0101/01.html',
  screen,
  locale,
  title: { 'zh-CN': '客户列表', 'en-US': 'Customers' },
  // The list's filters (zj/0101/list) without paging; values as the screen sends them.
  params: {
    type: 'object',
    additionalProperties: false,
    properties: {
      keyword: TEXT, userType: TEXT, orderStatus: TEXT, frozen: TEXT, locked: TEXT, sortField: TEXT, sortOrder: TEXT,
      groupId: ID, salesId: ID, kfId: ID, cwId: ID, stationId: ID,
    },
  },
  widths: { name: 30, currencyList: 20 },
  page: ({ db, user, params, lang }, current, pageSize) => listCustomers(db, user, { ...(params as CustomerListQuery), current, pageSize }, lang),
});
