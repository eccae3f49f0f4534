import { hashPassword, isStrongEnough } from '../../platform/auth/password';
import { inTransaction, SEED_LOCK } from '../../platform/transaction';
import { defineSeed } from './define';

/**
 * Without demo data (DATABASE_URL without SEED_DEMO=1, or SEED_DEMO=0), the first start
 * creates the administrator from ADMIN_LOGIN and ADMIN_PASSWORD, or refuses to start and says
 * which variables to set. Later starts find an administrator and do nothing.
 */
export default defineSeed({
  name: 'first administrator',
  order: 19,
  async reference({ db: outer, config }) {
    if (config.seedDemo) return;
    await inTransaction(outer, async (db) => {
      const existing = await db.query(
        `select 1 from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id
          where r.code = 'admin' limit 1`,
      );
      if (existing.length) return;
      const { adminLogin, adminPassword } = config;
      if (!adminLogin || !adminPassword) {
        throw new Error(
          'No administrator exists yet. Set ADMIN_LOGIN and ADMIN_PASSWORD for the first start ' +
            '(or SEED_DEMO=1 for the demo accounts). 尚无管理员账号：首次启动请设置 ADMIN_LOGIN 和 ADMIN_PASSWORD 环境变量（或 SEED_DEMO=1 生成演示账号）。',
        );
      }
      if (!isStrongEnough(adminPassword)) {
        throw new Error(
          'ADMIN_PASSWORD must have at least 6 characters with letters and digits. ADMIN_PASSWORD 至少 6 位，且须同时包含字母和数字。',
        );
      }
      const [user] = await db.query<{ id: number }>(
        `insert into app_user (loginid, password_hash, user_name, user_type, view_all)
         values ($1, $2, $3, 'staff', true) returning id`,
        [adminLogin, await hashPassword(adminPassword), adminLogin],
      );
      await db.query(`insert into user_role (user_id, role_id) select $1, id from role where code = 'admin'`, [user.id]);
    }, { lockKey: SEED_LOCK });
  },
});
