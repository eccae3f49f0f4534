import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hashPassword, isStrongEnough, verifyPassword, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../platform/auth/password';
import { revokeUserSessions } from '../../platform/auth/session';
import { accountKey } from '../../platform/auth/throttle';
import { assertCustomerInScope } from '../../platform/permissions/dataScope';
import './messages';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0101/pwd/check',
    authority: 'login',
    summary: 'Whether the password must be changed now (too weak at login, or set by a reset)',
    response: {
      type: 'object',
      properties: {
        mustChange: { type: 'boolean' },
        weak: { type: 'boolean', description: 'same as mustChange; the client opens the change-password dialog (E11f)' },
      },
    },
    async handler(req) {
      const [row] = await req.server.db.query<{ must_change_password: boolean }>(
        `select must_change_password from app_user where id = $1`,
        [currentUser(req).userId],
      );
      const mustChange = row?.must_change_password ?? false;
      return { mustChange, weak: mustChange };
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/user/password',
    authority: 'login',
    summary: "Change the caller's password: old password, new one with letters and digits (at least 6); other sessions end",
    body: {
      type: 'object',
      required: ['password', 'newPassword'],
      properties: {
        password: { type: 'string', minLength: 1, maxLength: 128 },
        newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
      },
    },
    response: { type: 'null' },
    async handler(req) {
      const user = currentUser(req);
      const db = req.server.db;
      const { password, newPassword } = req.body as { password: string; newPassword: string };
      const [row] = await db.query<{ password_hash: string }>(`select password_hash from app_user where id = $1`, [user.userId]);
      if (!row || !(await verifyPassword(row.password_hash, password))) throw new AppError('account.oldPasswordWrong');
      if (!isStrongEnough(newPassword)) throw new AppError('account.passwordWeak', { min: PASSWORD_MIN_LENGTH });
      if (newPassword === password) throw new AppError('account.passwordSame');
      await db.query(
        `update app_user set password_hash = $2, must_change_password = false, password_changed_at = now(), updated_at = now()
          where id = $1`,
        [user.userId, await hashPassword(newPassword)],
      );
      await revokeUserSessions(db, user.userId, user.tokenHash);
      return null;
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/pwd/reset',
    authority: 'zj/0601/resetpwd',
    summary: "Reset a user's password to the configured default (K09); they must change it at next login and are logged out",
    body: {
      type: 'object',
      required: ['userId'],
      properties: { userId: { type: 'integer', minimum: 1 } },
    },
    response: { type: 'null' },
    async handler(req) {
      const db = req.server.db;
      const { userId } = req.body as { userId: number };
      const [target] = await db.query<{ loginid: string; customer_id: number | null }>(
        `select loginid, customer_id from app_user where id = $1`,
        [userId],
      );
      if (!target) throw new AppError('account.userNotFound');
      // A customer's login only by staff who may see that customer.
      if (target.customer_id) await assertCustomerInScope(db, currentUser(req), target.customer_id);
      await db.query(
        `update app_user set password_hash = $2, must_change_password = true, locked = false,
                password_changed_at = now(), updated_at = now()
          where id = $1`,
        [userId, await hashPassword(req.server.config.defaultPassword)],
      );
      await revokeUserSessions(db, userId);
      await db.query(`delete from login_throttle where key = $1`, [accountKey(target.loginid)]);
      return null;
    },
  },
]);
