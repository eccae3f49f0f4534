/**
 * ZJ0101_01 "Export": the customer list, with the screen's filters and the caller's data
 * scope, as an Excel workbook in the download centre (kind 'zj.customer.xlsx', started through
 * POST xt/0125/export {kind, fileName?, params: <the list filters>}).
 */
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors';
import { registerExport } from '../../platform/jobs/exports';
import { amountCell, baseCurrency, currencyNumFmt } from '../../platform/jobs/moneyFormat';
import { listCustomers, type CustomerListQuery } from './customer.service';
import { SHEET_TIME_FORMAT, sheetTime, sheetTimeHeader } from '../../platform/time';

const PAGE = 1000;
const MAX_ROWS = 100_000;

const LABELS = {
  'zh-CN': {
    sheet: '客户', code: '客户编码', name: '客户名称', loginid: '登录ID', userType: '用户类型', companyName: '公司名称',
    orderStatus: '审核状态', creditLimit: '信用额度', overdraftLimit: '透支额度', settlementCycle: '结算周期', billCycle: '账单发送周期',
    frozen: '冻结', locked: '锁定', arrears: '欠款', sales: '销售', kf: '客服', cw: '财务', createdAt: '创建时间',
    yes: '是', no: '否', individual: '个人', enterprise: '企业',
    OS01: '个人信息不完整', OS02: '待审核', OS03: '审核不通过', OS04: '已审核',
    monthly: '月结', weekly: '周结', daily: '日结', weekdays: '工作日结',
  },
  'en-US': {
    sheet: 'Customers', code: 'Code', name: 'Name', loginid: 'Login ID', userType: 'User type', companyName: 'Company',
    orderStatus: 'Audit status', creditLimit: 'Credit limit', overdraftLimit: 'Overdraft limit', settlementCycle: 'Settlement cycle',
    billCycle: 'Bill sending cycle', frozen: 'Frozen', locked: 'Locked', arrears: 'Arrears', sales: 'Sales', kf: 'Customer service',
    cw: 'Finance', createdAt: 'Created', yes: 'Yes', no: 'No', individual: 'Individual', enterprise: 'Enterprise',
    OS01: 'Information incomplete', OS02: 'Awaiting review', OS03: 'Review failed', OS04: 'Approved',
    monthly: 'Monthly', weekly: 'Weekly', daily: 'Daily', weekdays: 'Weekdays',
  },
} as const;

const FILTERS = ['keyword', 'userType', 'orderStatus', 'frozen', 'locked', 'groupId', 'salesId', 'kfId', 'cwId', 'stationId', 'sortField', 'sortOrder'] as const;
const ID = { type: 'integer', minimum: 1 };
const TEXT = { type: 'string', maxLength: 50 };

/** Amount columns: numbers in the base currency's format. */
const AMOUNTS = new Set(['creditLimit', 'overdraftLimit', 'arrears']);

registerExport('zj.customer.xlsx', {
  authority: 'zj/0101/01.html',
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
  async run({ db, user, params, lang, progress, config }) {
    const zone = config.businessTimeZone;
    const L = LABELS[lang];
    const label = (v: string | null) => (v && Object.hasOwn(L, v) ? L[v as keyof typeof L] : (v ?? ''));
    const base: Record<string, unknown> = {};
    for (const k of FILTERS) {
      const v = params[k];
      if (v === undefined || v === null || v === '') continue;
      base[k] = ['groupId', 'salesId', 'kfId', 'cwId', 'stationId'].includes(k) ? Number(v) : String(v);
    }
    const numFmt = currencyNumFmt(await baseCurrency(db));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet(L.sheet);
    ws.columns = (
      ['code', 'name', 'loginid', 'userType', 'companyName', 'orderStatus', 'creditLimit', 'overdraftLimit', 'settlementCycle', 'billCycle',
        'frozen', 'locked', 'arrears', 'sales', 'kf', 'cw', 'createdAt'] as const
    ).map((key) =>
      key === 'createdAt'
        ? { header: sheetTimeHeader(L[key], zone, lang), key, width: 34, style: { numFmt: SHEET_TIME_FORMAT } }
        : {
            header: L[key], key, width: ['name', 'companyName'].includes(key) ? 30 : AMOUNTS.has(key) ? 16 : 14,
            ...(AMOUNTS.has(key) ? { style: { numFmt } } : {}),
          },
    );
    let written = 0;
    for (let current = 1; written < MAX_ROWS; current++) {
      const page = await listCustomers(db, user, { ...base, current, pageSize: PAGE } as CustomerListQuery, lang);
      for (const c of page.list) {
        ws.addRow({
          code: c.code, name: c.name, loginid: c.loginid ?? '', userType: label(c.userType), companyName: c.companyName ?? '',
          orderStatus: label(c.orderStatus), creditLimit: amountCell(c.creditLimit), overdraftLimit: amountCell(c.overdraftLimit),
          settlementCycle: label(c.settlementCycle), billCycle: label(c.billCycle), frozen: c.frozen ? L.yes : L.no,
          locked: c.locked ? L.yes : L.no, arrears: amountCell(c.arrears), sales: c.salesNames, kf: c.kfNames, cw: c.cwNames, createdAt: sheetTime(c.createdAt, zone),
        });
      }
      written += page.list.length;
      if (!page.total) throw new AppError('download.noData');
      await progress((written * 100) / Math.min(page.total, MAX_ROWS));
      if (page.list.length < PAGE || written >= page.total) break;
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  },
});
