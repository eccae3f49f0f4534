import { seedFunctionPoints } from '../../platform/permissions/grants';
import { defineSeed } from '../../db/seed/define';

/**
 * Button-level authorities of ZJ0101_01 (customer management): the list page lets scoped
 * sales and service staff look; these let the right roles act. Admin always holds them; an
 * administrator re-assigns them in XT0105_02. The routes of the same name check them.
 */
export const CUSTOMER_FUNCTION_POINTS = [
  { url: 'zj/0101/freeze', screenCode: 'ZJ0101_01', nameZh: '冻结 / 解冻客户', nameEn: 'Freeze / unfreeze customers', roles: ['finance', 'manager'] },
  { url: 'zj/0101/lock', screenCode: 'ZJ0101_01', nameZh: '锁定 / 解锁客户登录', nameEn: 'Lock / unlock customer logins', roles: ['manager'] },
  { url: 'zj/0101/resetpwd', screenCode: 'ZJ0101_01', nameZh: '重置客户密码', nameEn: 'Reset customer passwords', roles: ['manager'] },
];

export default defineSeed({
  name: 'customer function points',
  order: 30,
  async reference({ db }) {
    await seedFunctionPoints(db, CUSTOMER_FUNCTION_POINTS);
  },
});
