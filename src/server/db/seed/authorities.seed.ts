import { seedFunctionPoints } from '../../platform/permissions/grants';
import { defineSeed } from './define';

/** Function points of the accounts area (button-level authority URLs). */
export const ACCOUNT_FUNCTION_POINTS = [
  {
    url: 'zj/0601/resetpwd',
    screenCode: 'ZJ0601_01',
    nameZh: '重置密码',
    nameEn: 'Reset password',
    roles: ['manager'],
  },
];

export default defineSeed({
  name: 'account function points',
  order: 12,
  async reference({ db }) {
    await seedFunctionPoints(db, ACCOUNT_FUNCTION_POINTS);
  },
});
