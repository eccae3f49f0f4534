/**
 * A customer's forgotten password (/login "forgot password"): the SMS code texted to the account's
 * mobile (mn/0101/reg/phone/val, then valcode) proves the phone; the customer chooses the new
 * password themselves, so no reset ever sets a password somebody else knows (the default, a one-time
 * password). The new one follows the account rules: letters and digits, neither the default nor the
 * current one. Every session of the account ends; its failed logins are forgotten (the phone's owner
 * may log in at once), but a locked or disabled account stays so (an administrator decides).
 * Throttled: the address's phone checks (limitPhoneChecks), the code's 5 tries, and at most
 * RESETS_PER_NUMBER_HOUR attempts per number an hour that reach the code.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { hashPassword, isStrongEnough, verifyPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../platform/auth/password';
import { revokeUserSessions } from '../../platform/auth/session';
import { forgetAccountFailures } from '../../platform/auth/throttle';
import { consumeCode } from '../../platform/sms/codes';
import { hit } from '../../platform/sms/rateLimit';
import { inTransaction } from '../../platform/transaction';
import { limitPhoneChecks, phoneOf, verifiedCode } from './registration.lib';
import { customerAccountsByPhone } from './forgotPassword.lib';
import './registration.messages';
import './messages';

export const RESETS_PER_NUMBER_HOUR = 5;

export default defineRoutes([
  {
    method: 'POST',
    url: 'mn/0101/pwd/forgot',
    authority: 'public',
    summary:
      "A customer's forgotten password: the SMS code of the account's mobile and the new password (letters and digits, neither the default nor the current one; " +
      'confirmPassword, when sent, must equal it). The code is used up, every session ends; at most 5 attempts per number an hour',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['phone', 'code', 'newPassword'],
      properties: {
        phone: { type: 'string', maxLength: 32 },
        code: { type: 'string', maxLength: 12 },
        newPassword: { type: 'string', maxLength: PASSWORD_MAX_LENGTH },
        confirmPassword: { type: ['string', 'null'], maxLength: PASSWORD_MAX_LENGTH },
      },
    },
    response: { type: 'object', properties: { loginid: { type: 'string', description: 'the account whose password changed' }, message: { type: 'string' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { phone: string; code: string; newPassword: string; confirmPassword?: string | null };
      const phone = phoneOf(req, b.phone);
      await limitPhoneChecks(req);
      const account = await customerAccountsByPhone(db, phone);
      // The password rules first: a typo in the new password costs no try of the code.
      if (!isStrongEnough(b.newPassword)) throw new AppError('account.passwordWeak', { min: PASSWORD_MIN_LENGTH });
      if (b.confirmPassword != null && b.confirmPassword !== b.newPassword) throw new AppError('pwdForgot.confirmDiffers');
      if (b.newPassword === req.server.config.defaultPassword) throw new AppError('account.passwordDefault');
      // Attempts that reach the code count against the number, whatever address they come from.
      const wait = await hit(db, `pwd-forgot:${phone}`, RESETS_PER_NUMBER_HOUR, 3600);
      if (wait > 0) throw new AppError('sms.checkTooOften', { minutes: Math.ceil(wait / 60) });
      const codeId = await verifiedCode(req, phone, b.code);
      if (!account.enabled) throw new AppError('account.disabled');
      if (account.locked) throw new AppError('account.locked');
      if (await verifyPassword(account.password_hash, b.newPassword)) throw new AppError('account.passwordSame');
      const passwordHash = await hashPassword(b.newPassword);
      await inTransaction(db, async (tx) => {
        if (!(await consumeCode(tx, codeId))) throw new AppError('sms.codeMissing');
        await tx.query(
          `update app_user set password_hash = $2, must_change_password = false, password_changed_at = now(), updated_at = now() where id = $1`,
          [account.id, passwordHash],
        );
        await forgetAccountFailures(tx.query.bind(tx), [account.loginid]);
        await revokeUserSessions(tx, account.id);
      });
      return { loginid: account.loginid, message: t(req.lang, 'pwdForgot.done', { loginid: account.loginid }) };
    },
  },
]);
