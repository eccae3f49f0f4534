import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hashPassword, isStrongEnough, verifyPassword, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../../platform/auth/password';
import { revokeUserSessions } from '../../platform/auth/session';
import { recordLoginFailure } from '../../platform/auth/throttle';
import { resetAnswerSchema, resetPasswords, RESET_AUTHORITY } from '../../platform/auth/firstPassword';
import { assertNotThrottled } from './login.routes';
import './messages';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0101/pwd/check',
    authority: 'login',
    allowMustChange: true,
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
    allowMustChange: true,
    summary:
      "Change the caller's password: old password, new one with letters and digits (at least 6), neither the current nor the default one; " +
      'other sessions end; a wrong old password counts as a failed login',
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
      const ip = req.ip || 'unknown';
      // Guessing the current password here is guessing a login: the same counters, the same blocks.
      await assertNotThrottled(db, user.loginid, ip);
      const [row] = await db.query<{ password_hash: string }>(`select password_hash from app_user where id = $1`, [user.userId]);
      if (!row || !(await verifyPassword(row.password_hash, password))) {
        await recordLoginFailure(db, user.loginid, ip, user.userId);
        throw new AppError('account.oldPasswordWrong');
      }
      if (!isStrongEnough(newPassword)) throw new AppError('account.passwordWeak', { min: PASSWORD_MIN_LENGTH });
      if (newPassword === password) throw new AppError('account.passwordSame');
      if (newPassword === req.server.config.defaultPassword) throw new AppError('account.passwordDefault');
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
    // A staff login needs zj/0601/resetpwd, a customer's zj/0101/resetpwd (checked per account).
    authority: [...RESET_AUTHORITY.values()],
    summary:
      "Reset a user's password (K09 {secret}): a one-time password answered once (or the default, RESET_PASSWORD_MODE=default); " +
      'only an administrator resets an administrator, a customer login only within the data scope; the user must change it and is logged out',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['userId'],
      properties: { userId: { type: 'integer', minimum: 1 } },
    },
    response: resetAnswerSchema,
    async handler(req) {
      return resetPasswords(req, [(req.body as { userId: number }).userId]);
    },
  },
]);
