/**
 * Screen catalogue: every coded screen of docs SCREENS.md (§1–§9, 175 codes) and the default
 * role menu trees of SCREENS.md §11, plus the screens this installation added (`origin: 'local'`,
 * written by npm run new-screen; the admin holds them, in module folders). Pure data; imports nothing.
 *
 * Conventions (SCREENS.md §0): code `MODNNNN_SS` has route `/MODNNNN_SS` and menu url
 * `mod/NNNN/SS.html`.
 *
 * `roles` is the "Roles" column of the tables (AD is added everywhere: "AD can see every
 * screen"), widened with every role whose default tree (§11) lists the screen, so that a
 * screen in a role's menu always grants that role. Hidden screens keep the roles their own
 * row states ("same as _01" = the parent's roles).
 */

export type RoleCode = 'customer' | 'sales' | 'kf' | 'finance' | 'ops' | 'manager' | 'admin' | 'dealer';
export type ScreenKind = 'list' | 'form' | 'detail' | 'dialog' | 'dashboard' | 'wizard' | 'report' | 'public';
export type ScreenModule = 'mn' | 'wl' | 'xx' | 'dd' | 'cw' | 'zf' | 'zj' | 'xt' | 'wd' | 'hw';

export interface ScreenEntry {
  code: string;
  module: ScreenModule;
  /** menu url, e.g. 'dd/0101/01.html' */
  url: string;
  /** client route, e.g. '/DD0101_01' */
  route: string;
  /** The menu and tab name: product words only (no catalogue notes such as "(customer variant)"). */
  nameZh: string;
  nameEn: string;
  /** For developers: what SCREENS.md says beside the name (variant, page, audience). Never shown to a user. */
  note?: string;
  kind: ScreenKind;
  /** registered in the menu list but opened from another screen, never shown in the side tree */
  hidden: boolean;
  /** code of the screen that opens a hidden one */
  parent?: string;
  roles: RoleCode[];
  /** reachable without login, rendered without the common layout */
  public?: boolean;
  /** kept alive in its tab (GL7) */
  keepAlive?: boolean;
  /** CL tag: loads dd/0205/customer/map */
  needsCustomerList?: boolean;
  /** 'local': a screen this installation added (npm run new-screen), not one of SCREENS.md's codes */
  origin?: 'local';
  /**
   * The page is about a customer account's own customer (its information, its service team): a
   * staff account (an administrator, a dealer) holds it by role but gets no menu entry for it.
   */
  customerAccountsOnly?: true;
}

export const ROLE_CODES: readonly RoleCode[] = ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'];

const CODE_RE = /^([A-Z]{2})(\d{4})_(\d{2})$/;
const URL_RE = /^([a-z]{2})\/(\d{4})\/(\d{2})\.html$/;

/** 'DD0101_01' -> 'dd/0101/01.html' */
export const menuUrlOf = (code: string): string => {
  const m = CODE_RE.exec(code);
  if (!m) throw new Error(`not a screen code: ${code}`);
  return `${m[1].toLowerCase()}/${m[2]}/${m[3]}.html`;
};

/** 'dd/0101/01.html' -> '/DD0101_01' */
export const routeOfUrl = (url: string): string => {
  const m = URL_RE.exec(url.replace(/^\//, ''));
  if (!m) throw new Error(`not a menu url: ${url}`);
  return `/${m[1].toUpperCase()}${m[2]}_${m[3]}`;
};

/** '/DD0101_01' or 'DD0101_01' -> 'DD0101_01' */
export const codeOfRoute = (route: string): string => route.replace(/^\//, '');

interface Extra {
  hidden?: boolean;
  parent?: string;
  public?: boolean;
  needsCustomerList?: boolean;
  origin?: 'local';
  note?: string;
  customerAccountsOnly?: true;
}

function s(code: string, nameZh: string, nameEn: string, kind: ScreenKind, roles: RoleCode[], extra: Extra = {}): ScreenEntry {
  const url = menuUrlOf(code);
  const entry: ScreenEntry = {
    code,
    module: code.slice(0, 2).toLowerCase() as ScreenModule,
    url,
    route: routeOfUrl(url),
    nameZh,
    nameEn,
    kind,
    hidden: extra.hidden ?? false,
    roles: [...roles],
  };
  if (extra.parent) entry.parent = extra.parent;
  if (extra.public) entry.public = true;
  else if (kind !== 'dialog') entry.keepAlive = true;
  if (extra.needsCustomerList) entry.needsCustomerList = true;
  if (extra.origin) entry.origin = extra.origin;
  if (extra.note) entry.note = extra.note;
  if (extra.customerAccountsOnly) entry.customerAccountsOnly = true;
  return entry;
}

// Order follows SCREENS.md: §1 public routes, then §2 MN, §3 WL, §4 XX, §5 DD, §6 CW/ZF, §7 ZJ, §8 XT, §9 WD/HW.
export const SCREENS: ScreenEntry[] = [
  s('MN0401_03', "公告/新闻详情", "Announcement / news detail", 'public', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { public: true, note: 'public page' }),
  s('ZF0101_02', "支付跳转页", "Payment gateway hand-off", 'public', ['customer', 'admin', 'dealer'], { public: true }),
  s('ZF0101_03', "支付回调处理", "Payment gateway return / verification", 'public', ['customer', 'admin', 'dealer'], { public: true }),
  s('ZF0101_04', "支付结果", "Payment result page", 'public', ['customer', 'admin', 'dealer'], { public: true }),
  s('MN0201_01', "我的资料", "My profile", 'form', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer']),
  s('MN0201_02', "修改密码", "Change password", 'form', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { note: 'page; the same form as the SH11 dialog' }),
  s('MN0201_03', "我的专属客服", "My service team / contacts", 'detail', ['customer', 'admin', 'dealer'], { customerAccountsOnly: true }),
  s('MN0401_01', "公告管理", "Announcement management", 'list', ['kf', 'manager', 'admin']),
  s('MN0401_02', "公告编辑", "Announcement edit", 'form', ['kf', 'manager', 'admin'], { hidden: true, parent: 'MN0401_01' }),
  s('MN0401_04', "公告详情", "Announcement detail", 'detail', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { hidden: true, parent: 'MN0401_01', note: 'in app' }),
  s('MN0401_11', "公告中心", "Announcement centre", 'list', ['customer', 'admin', 'dealer'], { note: 'customer' }),
  s('MN0401_21', "内部通知", "Internal notices", 'list', ['sales', 'kf', 'finance', 'ops', 'manager', 'admin'], { note: 'staff' }),
  s('MN0402_01', "新闻动态管理", "Latest-news management", 'list', ['admin']),
  s('MN0403_01', "招聘信息管理", "Job-postings management", 'list', ['admin']),
  s('MN0404_01', "关于我们/联系我们", "About / contact page content", 'form', ['admin']),
  s('MN0501_01', "工作台", "Workbench", 'dashboard', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { note: 'home tab' }),
  s('WL0101_01', "到件入库称重", "Arrival & inbound weighing", 'form', ['ops', 'admin']),
  s('WL0102_01', "入库记录", "Inbound records", 'list', ['kf', 'ops', 'manager', 'admin'], { needsCustomerList: true }),
  s('WL0102_02', "入库信息修改", "Inbound record edit / re-weigh", 'dialog', ['ops', 'manager', 'admin'], { hidden: true, parent: 'WL0102_01' }),
  s('WL0105_01', "在库管理", "In-stock inventory", 'list', ['ops', 'manager', 'admin'], { needsCustomerList: true }),
  s('WL0106_01', "出库称重", "Outbound weighing", 'form', ['ops', 'admin']),
  s('WL0107_01', "装车扫描", "Loading scan", 'form', ['ops', 'admin']),
  s('WL0107_02', "装车单管理", "Loading manifests", 'list', ['ops', 'manager', 'admin']),
  s('WL0107_11', "卸车扫描", "Unloading scan", 'form', ['ops', 'admin'], { note: 'variant' }),
  s('WL0108_01', "交接单", "Handover orders", 'list', ['ops', 'manager', 'admin']),
  s('WL0109_01', "站点操作统计", "Station operation statistics", 'report', ['ops', 'manager', 'admin']),
  s('WL0110_01', "扣件放行", "Goods hold / release", 'list', ['kf', 'ops', 'manager', 'admin'], { needsCustomerList: true }),
  s('WL0111_01', "装箱", "Packing", 'form', ['ops', 'admin']),
  s('WL0113_01', "空运主单", "Air master orders (MAWB)", 'list', ['ops', 'manager', 'admin']),
  s('WL0113_11', "主单分单绑定", "Master-order manifest binding", 'form', ['ops', 'admin'], { note: 'variant' }),
  s('WL0114_01', "空运出货", "Air shipment", 'list', ['ops', 'manager', 'admin']),
  s('WL0117_01', "打托扫描", "Palletising scan", 'form', ['ops', 'admin']),
  s('WL0117_02', "托盘列表", "Pallet list", 'list', ['ops', 'admin']),
  s('WL0118_01', "称重数据上传", "Weighing data upload", 'form', ['ops', 'admin']),
  s('WL0118_02', "称重上传记录", "Weighing upload history", 'list', ['ops', 'manager', 'admin']),
  s('WL0119_01', "换标打印", "Relabel / channel label print", 'form', ['ops', 'admin'], { note: 'scan' }),
  s('WL0119_21', "批量换标", "Batch relabel", 'list', ['ops', 'admin'], { note: 'variant' }),
  s('WL0201_01', "取件任务", "Pickup tasks", 'list', ['kf', 'ops', 'admin']),
  s('WL0201_02', "取件派单", "Pickup dispatch / detail", 'dialog', ['ops', 'admin'], { hidden: true, parent: 'WL0201_01' }),
  s('WL0301_01', "派送管理", "Delivery dispatch", 'list', ['ops', 'admin']),
  s('XX0201_01', "完善个人信息", "Personal information completion", 'wizard', ['customer', 'admin', 'dealer'], { customerAccountsOnly: true }),
  s('XX0202_01', "发件人地址簿", "Sender address book", 'list', ['customer', 'sales', 'kf', 'admin', 'dealer']),
  s('XX0202_02', "收件人地址簿", "Recipient address book", 'list', ['customer', 'sales', 'kf', 'admin', 'dealer']),
  s('XX0202_03', "进出口商信息", "Importer / exporter profiles", 'list', ['customer', 'kf', 'admin', 'dealer']),
  s('XX0301_01', "商品申报资料", "SKU / declaration product library", 'list', ['customer', 'kf', 'admin', 'dealer']),
  s('XX0301_02', "商品编辑", "SKU edit", 'form', ['customer', 'kf', 'admin', 'dealer'], { hidden: true, parent: 'XX0301_01' }),
  s('XX0301_03', "商品批量导入", "SKU batch import", 'form', ['customer', 'kf', 'admin', 'dealer'], { hidden: true, parent: 'XX0301_01' }),
  s('XX0401_01', "价格查询/我的收藏", "Price query & collected prices", 'list', ['customer', 'sales', 'kf', 'admin', 'dealer']),
  s('XX0402_01', "运费试算", "Freight trial", 'form', ['customer', 'sales', 'kf', 'admin', 'dealer'], { note: 'with remote-area check' }),
  s('XX0403_01', "时效图表", "Timeliness chart", 'report', ['customer', 'sales', 'kf', 'manager', 'admin']),
  s('XX0701_01', "查看授权", "View authorization", 'list', ['customer', 'sales', 'admin'], { note: 'sales valet orders' }),
  s('XX0702_01', "代下单申请", "Valet-order request", 'form', ['sales', 'admin'], { needsCustomerList: true, note: 'proxy application: valet-order authorization request' }),
  s('DD0101_01', "下单", "Place order", 'form', ['customer', 'sales', 'kf', 'admin', 'dealer'], { needsCustomerList: true, note: 'single' }),
  s('DD0102_01', "批量下单", "Bulk order", 'form', ['customer', 'sales', 'kf', 'admin', 'dealer'], { note: 'upload' }),
  s('DD0103_01', "FBA下单", "FBA order", 'form', ['customer', 'sales', 'kf', 'admin', 'dealer']),
  s('DD0104_01', "预约取件", "Pickup booking", 'list', ['customer', 'kf', 'admin', 'dealer']),
  s('DD0201_01', "订单审核", "Order review & payment status", 'list', ['kf', 'finance', 'manager', 'admin'], { needsCustomerList: true }),
  s('DD0202_01', "转单管理", "Order transfer to channel", 'list', ['kf', 'ops', 'manager', 'admin'], { needsCustomerList: true }),
  s('DD0202_02', "手动转单", "Manual transfer", 'dialog', ['kf', 'ops', 'admin'], { hidden: true, parent: 'DD0202_01' }),
  s('DD0204_01', "标签打印", "Label printing", 'list', ['customer', 'kf', 'ops', 'admin', 'dealer']),
  s('DD0204_02', "发票打印", "Invoice edit & print", 'form', ['customer', 'kf', 'admin', 'dealer']),
  s('DD0204_11', "打印设置", "Print settings", 'form', ['customer', 'kf', 'ops', 'admin', 'dealer']),
  s('DD0205_01', "订单管理", "Order management", 'list', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { needsCustomerList: true }),
  s('DD0205_02', "订单详情", "Order detail", 'detail', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer'], { hidden: true, parent: 'DD0205_01' }),
  s('DD0205_03', "订单修改", "Order edit", 'form', ['customer', 'kf', 'admin'], { hidden: true, parent: 'DD0205_01' }),
  s('DD0205_04', "备注详情", "Remark detail", 'dialog', ['customer', 'sales', 'kf', 'ops', 'admin'], { hidden: true, parent: 'DD0205_01' }),
  s('DD0206_01', "轨迹查询", "Tracking query", 'list', ['customer', 'sales', 'kf', 'ops', 'admin', 'dealer'], { needsCustomerList: true }),
  s('DD0206_02', "轨迹详情/维护", "Tracking detail & maintenance", 'detail', ['customer', 'kf', 'ops', 'admin'], { hidden: true, parent: 'DD0206_01' }),
  s('DD0206_11', "轨迹池", "Tracking pool", 'list', ['kf', 'ops', 'manager', 'admin']),
  s('DD0207_01', "重量差异", "Weight differences", 'list', ['customer', 'kf', 'finance', 'manager', 'admin'], { needsCustomerList: true }),
  s('DD0207_02', "重量差异处理", "Weight-difference handling / appeal", 'form', ['customer', 'kf', 'finance', 'manager', 'admin'], { hidden: true, parent: 'DD0207_01' }),
  s('DD0208_01', "问题件处理", "Problem parcels", 'list', ['kf', 'ops', 'manager', 'admin'], { needsCustomerList: true, note: 'staff' }),
  s('DD0208_11', "我的问题件", "My problem parcels", 'list', ['customer', 'sales', 'admin', 'dealer'], { note: 'customer variant' }),
  s('DD0209_01', "换单号", "Change channel / sub-order number", 'form', ['kf', 'ops', 'admin']),
  s('DD0210_01', "取消/拦截申请", "Cancellation / intercept requests", 'list', ['customer', 'kf', 'manager', 'admin'], { needsCustomerList: true }),
  s('DD0301_01', "我的工单", "My work orders", 'list', ['customer', 'sales', 'admin', 'dealer']),
  s('DD0302_01', "工单处理", "Work-order handling", 'list', ['kf', 'finance', 'ops', 'manager', 'admin']),
  s('DD0303_01', "案件管理", "Cases", 'list', ['kf', 'manager', 'admin']),
  s('DD0401_01', "货运保险", "Cargo insurance", 'list', ['customer', 'kf', 'finance', 'admin', 'dealer']),
  s('DD0501_01', "报关申报", "Customs declaration", 'list', ['customer', 'kf', 'ops', 'admin', 'dealer']),
  s('DD0601_01', "装箱单查询", "Packing-list query", 'list', ['customer', 'kf', 'ops', 'admin', 'dealer']),
  s('DD0701_01', "增值服务", "Value-added services", 'list', ['customer', 'kf', 'ops', 'admin', 'dealer']),
  s('DD1201_01', "税金通知", "Tax notices", 'list', ['customer', 'kf', 'finance', 'admin', 'dealer'], { note: 'EU duty / VAT' }),
  s('DD1401_01', "头程下单", "First-leg / replenishment order by transport mode", 'form', ['customer', 'kf', 'admin', 'dealer']),
  s('CW0101_01', "账单管理", "Bills", 'list', ['customer', 'sales', 'kf', 'finance', 'manager', 'admin', 'dealer'], { needsCustomerList: true }),
  s('CW0101_02', "账单明细", "Bill detail", 'detail', ['customer', 'sales', 'kf', 'finance', 'manager', 'admin', 'dealer'], { hidden: true, parent: 'CW0101_01' }),
  s('CW0101_03', "生成账单", "Bill generation", 'form', ['finance', 'admin']),
  s('CW0102_01', "费用明细", "Charge details", 'list', ['customer', 'kf', 'finance', 'admin', 'dealer'], { needsCustomerList: true }),
  s('CW0201_01', "渠道账单上传", "Channel bill upload", 'list', ['finance', 'admin']),
  s('CW0201_02', "账单核对", "Bill verification", 'list', ['finance', 'manager', 'admin']),
  s('CW0201_03', "核对明细/调整", "Verification detail & adjustments", 'detail', ['finance', 'admin'], { hidden: true, parent: 'CW0201_02' }),
  s('CW0202_01', "成本查询", "Cost query", 'report', ['finance', 'manager', 'admin']),
  s('CW0301_01', "收款核销", "Receipts & write-off", 'list', ['finance', 'admin'], { needsCustomerList: true }),
  s('CW0302_01', "充值审核", "Recharge / deposit audit", 'list', ['finance', 'manager', 'admin']),
  s('CW0303_01', "资金流水/币种转换", "Account ledger & currency conversion", 'list', ['customer', 'finance', 'admin', 'dealer']),
  s('CW0401_01', "信用/押金申请", "Credit & deposit applications", 'list', ['customer', 'finance', 'manager', 'admin']),
  s('CW0401_02', "申请信用额度/押金", "Credit / deposit application form", 'form', ['customer', 'sales', 'admin', 'dealer'], { hidden: true, parent: 'CW0401_01' }),
  s('CW0403_01', "发票申请", "Invoice requests", 'list', ['customer', 'finance', 'admin', 'dealer']),
  s('CW0403_02', "申请开票", "Request invoice", 'form', ['customer', 'admin', 'dealer'], { hidden: true, parent: 'CW0403_01' }),
  s('CW0403_03', "开票处理", "Issue invoice", 'form', ['finance', 'admin'], { hidden: true, parent: 'CW0403_01' }),
  s('CW0501_01', "欠款管理", "Arrears & freeze control", 'list', ['sales', 'finance', 'manager', 'admin'], { needsCustomerList: true }),
  s('CW0601_01', "财务报表", "Finance reports", 'report', ['finance', 'manager', 'admin']),
  s('CW0701_01', "汇率管理", "Exchange rates", 'list', ['finance', 'admin']),
  s('CW0801_01', "账单发送/结算设置", "Bill sending & settlement schedule", 'form', ['finance', 'admin']),
  s('CW0901_01', "供应商预付款", "Supplier prepayments", 'list', ['finance', 'manager', 'admin']),
  s('CW0901_02', "预付款登记", "Prepayment entry", 'form', ['finance', 'admin'], { hidden: true, parent: 'CW0901_01' }),
  s('ZF0101_01', "在线支付/充值", "Payment and recharge", 'form', ['customer', 'admin', 'dealer'], { note: 'recharge, deposit, pay bills' }),
  s('ZJ0101_01', "客户管理", "Customer management", 'list', ['sales', 'kf', 'finance', 'manager', 'admin', 'dealer'], { needsCustomerList: true }),
  s('ZJ0101_02', "客户编辑", "Customer add / edit", 'form', ['finance', 'manager', 'admin'], { hidden: true, parent: 'ZJ0101_01' }),
  s('ZJ0101_03', "客户审核", "Customer audit", 'form', ['kf', 'manager', 'admin']),
  s('ZJ0101_04', "币种账户", "Currency accounts", 'dialog', ['finance', 'admin'], { hidden: true, parent: 'ZJ0101_01' }),
  s('ZJ0101_05', "客户线路/折扣", "Customer routes & discounts", 'list', ['sales', 'manager', 'admin'], { hidden: true, parent: 'ZJ0101_01' }),
  s('ZJ0101_06', "客户归属/代下单授权", "Customer ownership & valet authorization", 'form', ['manager', 'admin'], { hidden: true, parent: 'ZJ0101_01' }),
  s('ZJ0102_01', "客户分组", "Customer groups", 'list', ['manager', 'admin']),
  s('ZJ0102_02', "客户分组编辑", "Customer group edit", 'form', ['admin'], { hidden: true, parent: 'ZJ0102_01' }),
  s('ZJ0103_01', "线路管理", "Route management", 'list', ['manager', 'admin']),
  s('ZJ0103_02', "线路编辑", "Route edit", 'form', ['admin'], { hidden: true, parent: 'ZJ0103_01' }),
  s('ZJ0103_03', "线路附加费", "Route surcharge items", 'list', ['admin'], { hidden: true, parent: 'ZJ0103_01' }),
  s('ZJ0103_04', "线路渠道配置", "Route–channel binding", 'form', ['admin'], { hidden: true, parent: 'ZJ0103_01' }),
  s('ZJ0104_01', "报价管理", "Route prices", 'list', ['manager', 'admin']),
  s('ZJ0104_02', "报价编辑", "Price edit", 'form', ['admin'], { hidden: true, parent: 'ZJ0104_01' }),
  s('ZJ0104_03', "附加费映射", "Surcharge mapping", 'list', ['admin']),
  s('ZJ0104_04', "燃油规则", "Fuel rules", 'list', ['manager', 'admin']),
  s('ZJ0105_01', "报价上传", "Quote upload", 'form', ['sales', 'manager', 'admin']),
  s('ZJ0110_01', "偏远地区", "Remote areas", 'list', ['kf', 'admin']),
  s('ZJ0201_01', "供应商管理", "Suppliers / channel providers", 'list', ['manager', 'admin']),
  s('ZJ0202_01', "供应商产品", "Supplier products / channels", 'list', ['admin']),
  s('ZJ0301_01', "保险设置", "Insurance settings", 'form', ['finance', 'admin']),
  s('ZJ0401_01', "海关编码库", "Customs code library", 'list', ['kf', 'admin'], { note: 'HS codes' }),
  s('ZJ0401_02', "海关编码/申报要素", "HS code & declaration elements edit", 'form', ['admin'], { hidden: true, parent: 'ZJ0401_01' }),
  s('ZJ0401_03', "国家税率", "Country tax rates", 'list', ['finance', 'admin']),
  s('ZJ0401_04', "税金通知规则", "Tax-notice rules", 'form', ['finance', 'admin']),
  s('ZJ0403_01', "国家/分区", "Countries & zones", 'list', ['admin']),
  s('ZJ0404_01', "电商平台", "Sales platforms", 'list', ['admin']),
  s('ZJ0501_01', "费用项目", "Fee items dictionary", 'list', ['finance', 'admin']),
  s('ZJ0502_01', "计费规则", "Charging rules", 'list', ['finance', 'admin']),
  s('ZJ0502_02', "计费规则编辑", "Charging rule edit", 'form', ['finance', 'admin'], { hidden: true, parent: 'ZJ0502_01' }),
  s('ZJ0502_03', "计费规则测试", "Charging rule test", 'dialog', ['finance', 'admin'], { hidden: true, parent: 'ZJ0502_01' }),
  s('ZJ0503_01', "渠道成本价", "Channel cost prices", 'list', ['finance', 'admin']),
  s('ZJ0504_01', "面单模板", "Label templates", 'list', ['admin']),
  s('ZJ0504_02', "面单模板编辑", "Label template edit", 'form', ['admin'], { hidden: true, parent: 'ZJ0504_01' }),
  s('ZJ0505_01', "收款账户", "Receiving accounts", 'list', ['finance', 'admin']),
  s('ZJ0505_02', "收款账户编辑", "Receiving account edit", 'form', ['finance', 'admin'], { hidden: true, parent: 'ZJ0505_01' }),
  s('ZJ0601_01', "员工管理", "Staff management", 'list', ['manager', 'admin']),
  s('ZJ0601_02', "用户详情/登录ID管理", "User details with login ID management", 'detail', ['manager', 'admin'], { hidden: true, parent: 'ZJ0601_01' }),
  s('ZJ0701_01', "发件公司管理", "Sender company management", 'list', ['kf', 'admin']),
  s('ZJ1001_01', "工单类型设置", "Work-order types & routing", 'list', ['admin']),
  s('ZJ1101_01', "特殊线路管理", "Special route management", 'list', ['manager', 'admin']),
  s('ZJ1101_02', "特殊线路编辑", "Special route edit", 'form', ['admin'], { hidden: true, parent: 'ZJ1101_01' }),
  s('ZJ1111_01', "多属性管理", "Multi-attribute management", 'list', ['admin']),
  s('ZJ1111_02', "多属性编辑", "Multi-attribute edit", 'form', ['admin'], { hidden: true, parent: 'ZJ1111_01' }),
  s('ZJ1112_01', "属性组合", "Attribute combinations", 'list', ['admin']),
  s('ZJ1112_02', "属性组合编辑", "Attribute combination edit", 'form', ['admin'], { hidden: true, parent: 'ZJ1112_01' }),
  s('ZJ1113_01', "属性附加费", "Attribute surcharge rules", 'list', ['admin']),
  s('ZJ1201_01', "货物属性", "Cargo attributes", 'list', ['admin']),
  s('ZJ1301_01', "头程-运输方式", "First-leg trunk: transport mode", 'list', ['admin']),
  s('ZJ1301_02', "头程-派送方式", "First-leg trunk: delivery mode", 'list', ['admin']),
  s('ZJ1301_03', "头程-资费", "First-leg trunk: tariff", 'list', ['manager', 'admin']),
  s('ZJ1401_01', "按运输方式查询线路", "Route query by transport mode", 'list', ['sales', 'kf', 'manager', 'admin']),
  s('ZJ1501_01', "账单模板管理", "Bill template management", 'list', ['finance', 'admin']),
  s('ZJ2002_01', "分销商/渠道商管理", "Dealer & channel-provider accounts", 'list', ['manager', 'admin']),
  s('XT0101_01', "菜单管理", "Menu management", 'list', ['admin']),
  s('XT0102_01', "主系统管理", "Main systems", 'list', ['admin']),
  s('XT0103_01', "页面管理", "Page registry", 'list', ['admin']),
  s('XT0103_02', "功能权限点", "Functions / authority URLs of a page", 'list', ['admin'], { hidden: true, parent: 'XT0103_01' }),
  s('XT0104_01', "系统参数", "System parameters", 'list', ['admin']),
  s('XT0104_02', "数据字典", "Data dictionaries", 'list', ['admin']),
  s('XT0105_01', "角色管理", "Roles", 'list', ['admin']),
  s('XT0105_02', "角色权限/成员", "Role permissions and members", 'form', ['admin'], { hidden: true, parent: 'XT0105_01', note: 'menu tree & members' }),
  s('XT0106_01', "网站配置", "Website configuration", 'form', ['admin']),
  s('XT0108_01', "定时任务", "Scheduled tasks", 'list', ['admin']),
  s('XT0125_01', "下载中心", "Download centre", 'list', ['customer', 'sales', 'kf', 'finance', 'ops', 'manager', 'admin', 'dealer']),
  s('WD0101_01', "网点管理", "Service outlets / stations", 'list', ['ops', 'manager', 'admin']),
  s('WD0101_02', "网点编辑", "Outlet edit", 'form', ['admin'], { hidden: true, parent: 'WD0101_01' }),
  s('HW0905_01', "海外仓", "Overseas warehouse portal", 'dashboard', ['customer', 'kf', 'ops', 'admin', 'dealer'], { note: 'stock & jump to the OW system' }),
];

// ---------------------------------------------------------------------------------------------
// Default role menu trees (SCREENS.md §11)
// ---------------------------------------------------------------------------------------------

export interface MenuFolder {
  key: string;
  nameZh: string;
  nameEn: string;
  /** antd icon component name */
  icon?: string;
}
export type MenuNode = string | { folder: MenuFolder; children: MenuNode[] };

function f(key: string, nameZh: string, nameEn: string, icon: string | undefined, children: MenuNode[]): MenuNode {
  return { folder: icon ? { key, nameZh, nameEn, icon } : { key, nameZh, nameEn }, children };
}

// Folders shared by several trees.
const home = () => f('home', '首页', 'Home', 'HomeOutlined', ['MN0501_01']);
const notices = () => f('notices', '通知', 'Notices', 'NotificationOutlined', ['MN0401_21']);
const meStaff = () => f('me', '我的', 'Me', 'UserOutlined', ['MN0201_01', 'MN0201_02', 'XT0125_01']);

const customerTree = (): MenuNode[] => [
  home(),
  f('ordering', '下单', 'Ordering', 'ShoppingCartOutlined', ['DD0101_01', 'DD0102_01', 'DD0103_01', 'DD1401_01', 'DD0104_01']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', [
    'DD0205_01', 'DD0206_01', 'DD0204_01', 'DD0204_02', 'DD0204_11', 'DD0207_01', 'DD0208_11', 'DD0210_01', 'DD0601_01', 'DD0701_01',
  ]),
  f('customs', '报关保险', 'Customs & insurance', 'SafetyCertificateOutlined', ['DD0501_01', 'DD0401_01', 'DD1201_01']),
  f('information', '信息', 'Information', 'InfoCircleOutlined', [
    'XX0201_01', 'XX0202_01', 'XX0202_02', 'XX0202_03', 'XX0301_01', 'XX0401_01', 'XX0402_01', 'XX0403_01', 'XX0701_01',
  ]),
  f('finance', '财务', 'Finance', 'AccountBookOutlined', ['ZF0101_01', 'CW0101_01', 'CW0102_01', 'CW0303_01', 'CW0401_01', 'CW0403_01']),
  f('overseas', '海外仓', 'Overseas', 'GlobalOutlined', ['HW0905_01']),
  f('service', '服务', 'Service', 'CustomerServiceOutlined', ['DD0301_01', 'MN0401_11']),
  f('me', '我的', 'Me', 'UserOutlined', ['MN0201_01', 'MN0201_02', 'MN0201_03', 'XT0125_01']),
];

const salesTree = (): MenuNode[] => [
  home(),
  f('customers', '客户', 'Customers', 'TeamOutlined', ['ZJ0101_01', 'XX0702_01', 'XX0701_01', 'ZJ0105_01']),
  f('valet', '代下单', 'Valet ordering', 'EditOutlined', ['DD0101_01', 'DD0102_01', 'DD0103_01']),
  // SCREENS.md gives XX0202_01/02 to XS (a valet order picks the customer's sender and recipient);
  // §11's sales tree leaves them out, and a screen out of every tree of a role is never granted to it.
  f('information', '信息', 'Information', 'InfoCircleOutlined', ['XX0202_01', 'XX0202_02']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', ['DD0205_01', 'DD0206_01', 'DD0208_11', 'DD0301_01']),
  f('pricing', '价格', 'Pricing', 'DollarOutlined', ['XX0401_01', 'XX0402_01', 'XX0403_01', 'ZJ1401_01']),
  f('finance', '财务', 'Finance', 'AccountBookOutlined', ['CW0101_01', 'CW0501_01']),
  notices(),
  meStaff(),
];

const kfTree = (): MenuNode[] => [
  home(),
  f('customers', '客户', 'Customers', 'TeamOutlined', ['ZJ0101_01', 'ZJ0101_03', 'ZJ0701_01']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', [
    f('orders-entry', '录单', 'Entry', 'FormOutlined', ['DD0101_01', 'DD0102_01', 'DD0103_01', 'DD0104_01']),
    f('orders-processing', '订单处理', 'Processing', 'SyncOutlined', ['DD0201_01', 'DD0202_01', 'DD0205_01', 'DD0209_01', 'DD0210_01', 'DD0701_01']),
    f('orders-printing', '打印', 'Printing', 'PrinterOutlined', ['DD0204_01', 'DD0204_02', 'DD0204_11']),
    f('orders-tracking', '轨迹', 'Tracking', 'AimOutlined', ['DD0206_01', 'DD0206_11']),
    f('orders-problems', '问题件', 'Problems', 'WarningOutlined', ['DD0207_01', 'DD0208_01']),
    f('orders-packing', '装箱单', 'Packing lists', 'InboxOutlined', ['DD0601_01']),
  ]),
  f('customs', '报关保险税金', 'Customs, insurance and tax', 'SafetyCertificateOutlined', ['DD0501_01', 'DD0401_01', 'DD1201_01']),
  f('service', '客服', 'Service', 'CustomerServiceOutlined', ['DD0302_01', 'DD0303_01', 'MN0401_01', 'MN0401_21']),
  f('information', '信息', 'Information', 'InfoCircleOutlined', [
    'XX0202_01', 'XX0202_02', 'XX0202_03', 'XX0301_01', 'XX0401_01', 'XX0402_01', 'XX0403_01', 'ZJ0110_01', 'ZJ0401_01', 'ZJ1401_01',
  ]),
  f('station', '站点协助', 'Station support', 'ShopOutlined', ['WL0102_01', 'WL0110_01', 'WL0201_01']),
  f('finance', '财务', 'Finance', 'AccountBookOutlined', ['CW0101_01', 'CW0102_01']),
  f('overseas', '海外仓', 'Overseas', 'GlobalOutlined', ['HW0905_01']),
  meStaff(),
];

const financeTree = (): MenuNode[] => [
  home(),
  f('bills', '账单', 'Bills', 'ContainerOutlined', ['CW0101_01', 'CW0101_03', 'CW0102_01', 'CW0801_01', 'ZJ1501_01']),
  f('channel-bills', '对账', 'Channel bills', 'ReconciliationOutlined', ['CW0201_01', 'CW0201_02', 'CW0202_01', 'ZJ0503_01']),
  f('receipts', '收款', 'Receipts', 'TransactionOutlined', ['CW0301_01', 'CW0302_01', 'CW0303_01']),
  f('credit', '信用发票', 'Credit & invoices', 'CreditCardOutlined', ['CW0401_01', 'CW0403_01', 'CW0501_01']),
  f('reports', '报表汇率', 'Reports & rates', 'BarChartOutlined', ['CW0601_01', 'CW0701_01']),
  f('suppliers', '供应商', 'Suppliers', 'BankOutlined', ['CW0901_01']),
  f('finance-config', '财务配置', 'Finance config', 'SettingOutlined', ['ZJ0101_01', 'ZJ0301_01', 'ZJ0401_03', 'ZJ0401_04', 'ZJ0501_01', 'ZJ0502_01', 'ZJ0505_01']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', ['DD0201_01', 'DD0205_01', 'DD0207_01', 'DD0302_01', 'DD0401_01', 'DD1201_01']),
  notices(),
  meStaff(),
];

const opsTree = (): MenuNode[] => [
  home(),
  f('station', '站点作业', 'Station operations', 'CarOutlined', [
    'WL0101_01', 'WL0102_01', 'WL0105_01', 'WL0106_01', 'WL0107_01', 'WL0107_02', 'WL0107_11', 'WL0109_01',
    'WL0110_01', 'WL0117_01', 'WL0117_02', 'WL0118_01', 'WL0118_02', 'WL0119_01', 'WL0119_21',
  ]),
  f('packing-air', '装箱空运', 'Packing, air and handover', 'RocketOutlined', ['WL0111_01', 'WL0113_01', 'WL0113_11', 'WL0114_01', 'WL0108_01']),
  f('pickup', '揽派', 'Pickup and delivery', 'SendOutlined', ['WL0201_01', 'WL0301_01']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', [
    'DD0202_01', 'DD0204_01', 'DD0204_11', 'DD0205_01', 'DD0206_01', 'DD0206_11', 'DD0208_01', 'DD0209_01', 'DD0501_01', 'DD0601_01', 'DD0701_01', 'DD0302_01',
  ]),
  f('network', '网点海外仓', 'Network and overseas', 'ClusterOutlined', ['WD0101_01', 'HW0905_01']),
  notices(),
  meStaff(),
];

/**
 * Manager: everything in the sales, customer-service, finance and operations trees plus the
 * §11 extras (approvals, reports, configuration, people, content, network). Each code appears
 * once in the whole tree (extras first, so approvals and reports get their own folders).
 */
const managerTree = (): MenuNode[] => [
  home(),
  f('approvals', '审批', 'Approvals', 'AuditOutlined', ['CW0401_01', 'DD0207_01', 'DD0210_01', 'DD0201_01']),
  f('reports', '报表', 'Reports', 'BarChartOutlined', ['CW0601_01', 'CW0202_01', 'WL0109_01', 'XX0403_01']),
  f('customers', '客户', 'Customers', 'TeamOutlined', ['ZJ0101_01', 'ZJ0101_03', 'ZJ0701_01', 'XX0702_01', 'XX0701_01']),
  f('orders', '订单', 'Orders', 'ProfileOutlined', [
    f('orders-entry', '录单', 'Entry', 'FormOutlined', ['DD0101_01', 'DD0102_01', 'DD0103_01', 'DD0104_01']),
    f('orders-processing', '订单处理', 'Processing', 'SyncOutlined', ['DD0205_01', 'DD0202_01', 'DD0209_01', 'DD0701_01']),
    f('orders-printing', '打印', 'Printing', 'PrinterOutlined', ['DD0204_01', 'DD0204_02', 'DD0204_11']),
    f('orders-tracking', '轨迹', 'Tracking', 'AimOutlined', ['DD0206_01', 'DD0206_11']),
    f('orders-problems', '问题件', 'Problems', 'WarningOutlined', ['DD0208_01', 'DD0208_11']),
    f('orders-packing', '装箱单', 'Packing lists', 'InboxOutlined', ['DD0601_01']),
    f('orders-customs', '报关保险税金', 'Customs, insurance and tax', 'SafetyCertificateOutlined', ['DD0501_01', 'DD0401_01', 'DD1201_01']),
  ]),
  f('service', '客服', 'Service', 'CustomerServiceOutlined', ['DD0301_01', 'DD0302_01', 'DD0303_01']),
  f('information', '信息', 'Information', 'InfoCircleOutlined', ['XX0202_01', 'XX0202_02', 'XX0202_03', 'XX0301_01', 'ZJ0110_01', 'ZJ0401_01']),
  f('pricing', '价格', 'Pricing', 'DollarOutlined', ['XX0401_01', 'XX0402_01', 'ZJ1401_01', 'ZJ0105_01']),
  f('finance', '财务', 'Finance', 'AccountBookOutlined', [
    f('bills', '账单', 'Bills', 'ContainerOutlined', ['CW0101_01', 'CW0101_03', 'CW0102_01', 'CW0801_01', 'ZJ1501_01']),
    f('channel-bills', '对账', 'Channel bills', 'ReconciliationOutlined', ['CW0201_01', 'CW0201_02', 'ZJ0503_01']),
    f('receipts', '收款', 'Receipts', 'TransactionOutlined', ['CW0301_01', 'CW0302_01', 'CW0303_01']),
    f('credit', '信用发票', 'Credit & invoices', 'CreditCardOutlined', ['CW0403_01', 'CW0501_01']),
    f('rates', '汇率', 'Exchange rates', 'DollarOutlined', ['CW0701_01']),
    f('suppliers', '供应商', 'Suppliers', 'BankOutlined', ['CW0901_01']),
    f('finance-config', '财务配置', 'Finance config', 'SettingOutlined', ['ZJ0301_01', 'ZJ0401_03', 'ZJ0401_04', 'ZJ0501_01', 'ZJ0502_01', 'ZJ0505_01']),
  ]),
  f('station', '站点作业', 'Station operations', 'CarOutlined', [
    'WL0101_01', 'WL0102_01', 'WL0105_01', 'WL0106_01', 'WL0107_01', 'WL0107_02', 'WL0107_11',
    'WL0110_01', 'WL0117_01', 'WL0117_02', 'WL0118_01', 'WL0118_02', 'WL0119_01', 'WL0119_21',
  ]),
  f('packing-air', '装箱空运', 'Packing, air and handover', 'RocketOutlined', ['WL0111_01', 'WL0113_01', 'WL0113_11', 'WL0114_01', 'WL0108_01']),
  f('pickup', '揽派', 'Pickup and delivery', 'SendOutlined', ['WL0201_01', 'WL0301_01']),
  f('configuration', '配置', 'Configuration', 'ControlOutlined', [
    'ZJ0102_01', 'ZJ0103_01', 'ZJ0104_01', 'ZJ0104_04', 'ZJ0201_01', 'ZJ1101_01', 'ZJ1301_03', 'ZJ2002_01',
  ]),
  f('people', '人员', 'People', 'ApartmentOutlined', ['ZJ0601_01']),
  f('content', '内容', 'Content', 'ReadOutlined', ['MN0401_01']),
  f('network', '网点海外仓', 'Network and overseas', 'ClusterOutlined', ['WD0101_01', 'HW0905_01']),
  notices(),
  meStaff(),
];

/** Admin: every non-public, non-hidden screen, grouped by module. */
const adminTree = (): MenuNode[] => [
  home(),
  f('orders', '订单', 'Orders', 'ProfileOutlined', [
    f('orders-entry', '下单', 'Ordering', 'ShoppingCartOutlined', ['DD0101_01', 'DD0102_01', 'DD0103_01', 'DD0104_01', 'DD1401_01']),
    f('orders-processing', '订单处理', 'Processing', 'SyncOutlined', ['DD0205_01', 'DD0201_01', 'DD0202_01', 'DD0209_01', 'DD0210_01', 'DD0701_01']),
    f('orders-printing', '打印', 'Printing', 'PrinterOutlined', ['DD0204_01', 'DD0204_02', 'DD0204_11']),
    f('orders-tracking', '轨迹', 'Tracking', 'AimOutlined', ['DD0206_01', 'DD0206_11']),
    f('orders-problems', '问题件', 'Problems', 'WarningOutlined', ['DD0207_01', 'DD0208_01', 'DD0208_11']),
    f('orders-packing', '装箱单', 'Packing lists', 'InboxOutlined', ['DD0601_01']),
    f('orders-customs', '报关保险税金', 'Customs, insurance and tax', 'SafetyCertificateOutlined', ['DD0501_01', 'DD0401_01', 'DD1201_01']),
    f('orders-service', '工单案件', 'Work orders and cases', 'CustomerServiceOutlined', ['DD0301_01', 'DD0302_01', 'DD0303_01']),
  ]),
  f('information', '信息', 'Information', 'InfoCircleOutlined', [
    'XX0201_01', 'XX0202_01', 'XX0202_02', 'XX0202_03', 'XX0301_01', 'XX0401_01', 'XX0402_01', 'XX0403_01', 'XX0701_01', 'XX0702_01',
  ]),
  f('finance', '财务', 'Finance', 'AccountBookOutlined', [
    'CW0101_01', 'CW0101_03', 'CW0102_01', 'CW0201_01', 'CW0201_02', 'CW0202_01', 'CW0301_01', 'CW0302_01', 'CW0303_01',
    'CW0401_01', 'CW0403_01', 'CW0501_01', 'CW0601_01', 'CW0701_01', 'CW0801_01', 'CW0901_01', 'ZF0101_01',
  ]),
  f('station', '站点作业', 'Station operations', 'CarOutlined', [
    'WL0101_01', 'WL0102_01', 'WL0105_01', 'WL0106_01', 'WL0107_01', 'WL0107_02', 'WL0107_11', 'WL0108_01', 'WL0109_01', 'WL0110_01',
    'WL0111_01', 'WL0113_01', 'WL0113_11', 'WL0114_01', 'WL0117_01', 'WL0117_02', 'WL0118_01', 'WL0118_02', 'WL0119_01', 'WL0119_21',
    'WL0201_01', 'WL0301_01',
  ]),
  f('configuration', '配置', 'Configuration', 'ControlOutlined', [
    f('config-customers', '客户配置', 'Customers', 'TeamOutlined', ['ZJ0101_01', 'ZJ0101_03', 'ZJ0102_01', 'ZJ2002_01', 'ZJ0701_01']),
    f('config-routes', '线路报价', 'Routes & prices', 'NodeIndexOutlined', [
      'ZJ0103_01', 'ZJ0104_01', 'ZJ0104_03', 'ZJ0104_04', 'ZJ0105_01', 'ZJ0110_01', 'ZJ1401_01',
    ]),
    f('config-special', '特殊线路与属性', 'Special routes & attributes', 'DeploymentUnitOutlined', ['ZJ1101_01', 'ZJ1111_01', 'ZJ1112_01', 'ZJ1113_01', 'ZJ1201_01']),
    f('config-first-leg', '头程', 'First-leg trunk', 'RocketOutlined', ['ZJ1301_01', 'ZJ1301_02', 'ZJ1301_03']),
    f('config-suppliers', '供应商', 'Suppliers', 'BankOutlined', ['ZJ0201_01', 'ZJ0202_01', 'ZJ0503_01']),
    f('config-customs', '报关税务', 'Customs & tax', 'SafetyCertificateOutlined', ['ZJ0401_01', 'ZJ0401_03', 'ZJ0401_04', 'ZJ0403_01', 'ZJ0404_01', 'ZJ0301_01']),
    f('config-finance', '财务配置', 'Finance config', 'SettingOutlined', ['ZJ0501_01', 'ZJ0502_01', 'ZJ0505_01', 'ZJ1501_01', 'ZJ0504_01']),
    f('config-staff', '员工工单', 'Staff & work orders', 'IdcardOutlined', ['ZJ0601_01', 'ZJ1001_01']),
  ]),
  f('system', '系统', 'System', 'ToolOutlined', [
    'XT0101_01', 'XT0102_01', 'XT0103_01', 'XT0104_01', 'XT0104_02', 'XT0105_01', 'XT0106_01', 'XT0108_01', 'XT0125_01',
  ]),
  f('content', '内容', 'Content', 'ReadOutlined', ['MN0401_01', 'MN0402_01', 'MN0403_01', 'MN0404_01', 'MN0401_11', 'MN0401_21']),
  f('network', '网点', 'Network', 'ClusterOutlined', ['WD0101_01']),
  f('overseas', '海外仓', 'Overseas', 'GlobalOutlined', ['HW0905_01']),
  f('me', '我的', 'Me', 'UserOutlined', ['MN0201_01', 'MN0201_02', 'MN0201_03']),
];

/** Dealer / channel provider (a proposal, L7): the customer tree plus own sub-customers; XX0401_01 is already in Information. */
const dealerTree = (): MenuNode[] => {
  const tree = customerTree();
  tree.splice(tree.length - 1, 0, f('customers', '客户', 'My customers', 'TeamOutlined', ['ZJ0101_01']));
  return tree;
};

export const ROLE_MENUS: Record<RoleCode, MenuNode[]> = {
  customer: customerTree(),
  sales: salesTree(),
  kf: kfTree(),
  finance: financeTree(),
  ops: opsTree(),
  manager: managerTree(),
  admin: adminTree(),
  dealer: dealerTree(),
};

/** Screen codes of a menu tree, depth first, in menu order. */
export function menuCodes(nodes: MenuNode[]): string[] {
  const out: string[] = [];
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      if (typeof n === 'string') out.push(n);
      else walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Indexes
// ---------------------------------------------------------------------------------------------

const BY_CODE = new Map<string, ScreenEntry>(SCREENS.map((e) => [e.code, e]));
const BY_URL = new Map<string, ScreenEntry>(SCREENS.map((e) => [e.url, e]));

// A screen in a role's default tree grants that role (keeps roles and menus consistent).
for (const role of ROLE_CODES) {
  for (const code of menuCodes(ROLE_MENUS[role])) {
    const e = BY_CODE.get(code);
    if (e && !e.roles.includes(role)) e.roles = ROLE_CODES.filter((r) => r === role || e.roles.includes(r));
  }
}

export function screenByCode(code: string): ScreenEntry | undefined {
  return BY_CODE.get(code.replace(/^\//, ''));
}

/** Menu urls of the pages only customer accounts are shown in their menu (`customerAccountsOnly`). */
export const CUSTOMER_ACCOUNT_PAGES: ReadonlySet<string> = new Set(SCREENS.filter((e) => e.customerAccountsOnly).map((e) => e.url));

export function screenByUrl(url: string): ScreenEntry | undefined {
  return BY_URL.get(url.replace(/^\//, ''));
}

/** Screens a role may open (menu screens, their hidden children and public pages it is listed for). */
export function screensForRole(role: RoleCode): ScreenEntry[] {
  return SCREENS.filter((e) => e.roles.includes(role));
}
