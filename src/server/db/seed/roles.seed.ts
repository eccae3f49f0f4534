import { defineSeed } from './define';

/** The built-in roles (spec section 6). Names are only inserted, never overwritten. */
export const ROLES = [
  { code: 'customer', nameZh: '客户', nameEn: 'Customer' },
  { code: 'sales', nameZh: '销售', nameEn: 'Sales' },
  { code: 'kf', nameZh: '客服', nameEn: 'Customer service' },
  { code: 'finance', nameZh: '财务', nameEn: 'Finance' },
  { code: 'ops', nameZh: '操作', nameEn: 'Operations' },
  { code: 'manager', nameZh: '经理', nameEn: 'Manager' },
  { code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator' },
  { code: 'dealer', nameZh: '经销商', nameEn: 'Dealer' },
] as const;

export const CURRENCIES = [
  { code: 'RMB', nameZh: '人民币', nameEn: 'Chinese yuan', symbol: '¥' },
  { code: 'USD', nameZh: '美元', nameEn: 'US dollar', symbol: '$' },
  { code: 'EUR', nameZh: '欧元', nameEn: 'Euro', symbol: '€' },
  { code: 'GBP', nameZh: '英镑', nameEn: 'British pound', symbol: '£' },
];

export default defineSeed({
  name: 'roles and currencies',
  order: 10,
  async reference({ db }) {
    for (const [i, r] of ROLES.entries()) {
      await db.query(
        `insert into role (code, name_zh, name_en, builtin, sort) values ($1, $2, $3, true, $4)
         on conflict (code) do nothing`,
        [r.code, r.nameZh, r.nameEn, (i + 1) * 10],
      );
    }
    for (const [i, c] of CURRENCIES.entries()) {
      await db.query(
        `insert into currency (code, name_zh, name_en, symbol, sort) values ($1, $2, $3, $4, $5)
         on conflict (code) do nothing`,
        [c.code, c.nameZh, c.nameEn, c.symbol, (i + 1) * 10],
      );
    }
  },
});
