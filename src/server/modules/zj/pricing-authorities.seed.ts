import { seedFunctionPoints } from '../../platform/permissions/grants';
import { defineSeed } from '../../db/seed/define';

/**
 * Button-level authorities of pricing lists that have no edit page: the list page lets its
 * roles look, these let the right roles change. ZJ0110_01 is AD, KF in SCREENS.md (import,
 * check): service staff maintain remote areas; the manager has the list from the KF tree and
 * only looks ("read-only where those roles write", §11). Admin always holds them; an
 * administrator grants them to other roles in XT0105_02. Databases seeded before KF held
 * zj/0110/edit get it from migration 0031.
 */
export const REMOTE_AREA_EDIT = 'zj/0110/edit';

export const PRICING_FUNCTION_POINTS = [
  { url: REMOTE_AREA_EDIT, screenCode: 'ZJ0110_01', nameZh: '编辑 / 导入 / 删除偏远地区', nameEn: 'Edit, import and delete remote areas', roles: ['kf'] },
];

export default defineSeed({
  name: 'pricing function points',
  order: 31,
  async reference({ db }) {
    await seedFunctionPoints(db, PRICING_FUNCTION_POINTS);
  },
});
