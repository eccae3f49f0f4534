import { defineSeed } from '../../db/seed/define';
import { seedFunctionPoints } from '../../platform/permissions/grants';
import { inTransaction } from '../../platform/resource';

/**
 * Changing sender companies (add, edit, delete, set default) is `zj/0701/edit`: ZJ0701_01 is AD, KF
 * in SCREENS.md; the manager has the page from the KF tree and only looks ("read-only where those
 * roles write", §11). Admin always holds it.
 */
export const SENDER_COMPANY_EDIT = 'zj/0701/edit';

export const SENDER_COMPANY_FUNCTION_POINTS = [
  { url: SENDER_COMPANY_EDIT, screenCode: 'ZJ0701_01', nameZh: '新增 / 编辑 / 删除发件公司，设为默认', nameEn: 'Add, edit and delete sender companies, set the default', roles: ['kf'] },
];

/** Demo only: two sender companies of the forwarder, the Shanghai one the default. */
const COMPANIES = [
  ['上海示例国际物流有限公司', '陈发件', 'CN', '上海', '上海', '200120', '浦东新区航运路 18 号', '021-60000900', 'ops@cbl-express.example', '91310115MA1K4X0001', true],
  ['深圳示例供应链有限公司', '林仓管', 'CN', '广东', '深圳', '518000', '宝安区物流园 6 栋', '0755-60000900', null, null, false],
] as const;

export default defineSeed({
  name: 'sender companies',
  order: 321,
  async reference({ db }) {
    await seedFunctionPoints(db, SENDER_COMPANY_FUNCTION_POINTS);
  },
  async demo({ db }) {
    if ((await db.query(`select 1 from sender_company limit 1`)).length) return;
    await inTransaction(db, async (q) => {
      for (const [company, name, country, province, city, postcode, address1, phone, email, taxId, isDefault] of COMPANIES) {
        await q(
          `insert into sender_company (company, name, country, province, city, postcode, address1, phone, email, tax_id, is_default)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [company, name, country, province, city, postcode, address1, phone, email, taxId, isDefault],
        );
      }
    });
  },
});
