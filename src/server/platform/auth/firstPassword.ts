/**
 * The first password of a new account or of a reset (spec K09: "password reset sets a default
 * password, the text states {secret}"). By default a random one-time password, answered once to
 * the staff member who set it and never stored in clear; the documented DEFAULT_PASSWORD only when
 * the operator opts in (RESET_PASSWORD_MODE=default). Either way the account must change it at
 * its next login, and the server allows nothing else until it has (guard.ts).
 */
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../errors';
import { defineMessages, t } from '../i18n';
import { inTransaction } from '../transaction';
import { requestAuthCache } from './guard';
import { mayChangeAccounts, type AccountTarget } from './accountRule';
import { hashPassword, isStrongEnough } from './password';
import { forgetAccountFailures } from './throttle';
import { currentUser } from './types';

defineMessages({
  'zh-CN': {
    'account.passwordsIssued': '密码已重置。一次性密码只显示这一次，请当面或电话告知用户；用户登录后必须先修改密码',
    'account.passwordsDefault': '密码已重置为默认密码，用户登录后必须先修改密码',
  },
  'en-US': {
    'account.passwordsIssued': 'The password was reset. The one-time password is shown only this once: tell the user in person or by phone; they must change it when they log in',
    'account.passwordsDefault': 'The password was reset to the default; the user must change it when they log in',
  },
});

/** No 0/O, 1/l/I: read aloud or copied by hand without mistakes. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
export const ONE_TIME_PASSWORD_LENGTH = 12;

/** A random password meeting the password rule (letters and digits), ~70 bits. */
export function randomPassword(length = ONE_TIME_PASSWORD_LENGTH): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    if (isStrongEnough(s) && /\d/.test(s)) return s;
  }
}

/** A new account's or a reset's first password in the configured mode. */
export function firstPassword(config: Pick<AppConfig, 'resetPasswordMode' | 'defaultPassword'>): string {
  return config.resetPasswordMode === 'default' ? config.defaultPassword : randomPassword();
}

/** What the staff member who set a first password is told, once. */
export function firstPasswordMessage(config: Pick<AppConfig, 'resetPasswordMode'>, lang: Parameters<typeof t>[0]): string {
  return t(lang, config.resetPasswordMode === 'default' ? 'account.passwordsDefault' : 'account.passwordsIssued');
}

/** A first password handed out: the login it opens. */
export interface IssuedPassword {
  userId: number;
  loginid: string;
  password: string;
}

/** Which function point lets staff reset which kind of account. */
export const RESET_AUTHORITY: ReadonlyMap<AccountTarget['userType'], string> = new Map([
  ['staff', 'zj/0601/resetpwd'],
  ['customer', 'zj/0101/resetpwd'],
]);

/** JSON schema of a reset's answer (`zj/0601/resetpwd`, `zj/0101/resetpwd`, `mn/0101/pwd/reset`). */
export const resetAnswerSchema = {
  type: 'object',
  properties: {
    updated: { type: 'integer' },
    message: { type: 'string' },
    passwords: {
      type: 'array',
      description: 'one first password per login, shown once (spec K09 {secret})',
      items: { type: 'object', properties: { userId: { type: 'integer' }, loginid: { type: 'string' }, password: { type: 'string' } } },
    },
  },
} as const;

/**
 * The one password reset behind every reset route: the account rule (accountRule.ts), the reset
 * function point of each kind of account, then in one transaction a first password each, a
 * change forced at the next login, every session ended and the failed logins forgotten.
 */
export async function resetPasswords(req: FastifyRequest, userIds: number[]): Promise<{ updated: number; message: string; passwords: IssuedPassword[] }> {
  const { db, config } = req.server;
  const me = currentUser(req);
  const targets = await mayChangeAccounts(db, me, userIds);
  const wanted = [...new Set(targets.map((a) => RESET_AUTHORITY.get(a.userType)!))];
  const granted = await (await requestAuthCache(req)).granted(me, wanted);
  const missing = wanted.filter((url) => !granted.has(url));
  if (missing.length) throw new AppError('auth.forbidden', { url: missing.join(', ') });

  const issued = await Promise.all(
    targets.map(async (a) => {
      const password = firstPassword(config);
      return { userId: a.id, loginid: a.loginid, password, hash: await hashPassword(password) };
    }),
  );
  await inTransaction(db, async (tx) => {
    await tx.query(
      `update app_user u set password_hash = x.hash, must_change_password = true, password_changed_at = now(), updated_at = now()
         from unnest($1::int[], $2::text[]) as x(id, hash) where u.id = x.id`,
      [issued.map((i) => i.userId), issued.map((i) => i.hash)],
    );
    await tx.query(`update session set revoked_at = now() where user_id = any($1::int[]) and revoked_at is null`, [issued.map((i) => i.userId)]);
    await forgetAccountFailures((text, params) => tx.query(text, params), targets.map((a) => a.loginid));
  });
  return {
    updated: issued.length,
    message: firstPasswordMessage(config, req.lang),
    passwords: issued.map(({ userId, loginid, password }) => ({ userId, loginid, password })),
  };
}
