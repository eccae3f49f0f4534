import { seedFunctionPoints } from '../../platform/permissions/grants';
import { defineSeed } from '../../db/seed/define';

/**
 * Button-level authorities of ZJ0101_01 (customer management): the list page lets scoped
 * sales and service staff look; these let the right roles act. Admin always holds them; an
 * administrator re-assigns them in XT0105_02. The routes of the same name check them.
 * `zj/0101/edit` is field-level on ZJ0101_02 (its fields' `x-authority`): the edit page alone
 * changes the credit limits (finance, SCREENS.md "CW (limits)"); adding a customer and changing
 * anything else needs this point too (manager).
 */
export const CUSTOMER_FUNCTION_POINTS = [
  { url: 'zj/0101/freeze', screenCode: 'ZJ0101_01', nameZh: '冻结 / 解冻客户', nameEn: 'Freeze / unfreeze customers', roles: ['finance', 'manager'] },
  { url: 'zj/0101/lock', screenCode: 'ZJ0101_01', nameZh: '锁定 / 解锁客户登录', nameEn: 'Lock / unlock customer logins', roles: ['manager'] },
  { url: 'zj/0101/resetpwd', screenCode: 'ZJ0101_01', nameZh: '重置客户密码', nameEn: 'Reset customer passwords', roles: ['manager'] },
  {
    url: 'zj/0101/edit', screenCode: 'ZJ0101_02', nameZh: '新增客户、修改客户资料（信用额度以外）',
    nameEn: 'Add customers and change their details (all but the credit limits)', roles: ['manager'],
  },
];

export default defineSeed({
  name: 'customer function points',
  order: 30,
  async reference({ db }) {
    await seedFunctionPoints(db, CUSTOMER_FUNCTION_POINTS);
  },
});
