import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { runValidator } from '../../../domain/validators/index';
import { normalizeText } from '../../../domain/normalize/index';
import { PHONE_CODE, checkCode } from '../../platform/sms/codes';
import { hit } from '../../platform/sms/rateLimit';
import './registration.messages';

/** Login IDs chosen at registration: the same rule as the staff and customer admin screens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,30}$/;

type Field = 'phone' | 'code' | 'username' | 'companyName' | 'creditCode' | 'email' | 'password' | 'confirmPassword';

/**
 * Runs a shared domain validator (src/domain/validators) and refuses with
 * '<field label>: <problem>' in the caller's language.
 */
export function check(req: FastifyRequest, field: Field, validator: string, value: unknown, args?: Record<string, unknown>): void {
  const issue = runValidator(validator, value, args);
  if (issue) {
    throw new AppError('reg.fieldProblem', { field: t(req.lang, `reg.field.${field}`), problem: t(req.lang, issue.key, issue.params) });
  }
}

/** Text as typed, full-width converted to half-width and trimmed (spec section 5); null when blank. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = normalizeText(value);
  return v === '' ? null : v;
}

/** A required, valid mainland mobile number, normalised. */
export function phoneOf(req: FastifyRequest, value: unknown): string {
  const phone = text(value) ?? '';
  check(req, 'phone', 'required', phone);
  check(req, 'phone', 'mobile', phone);
  return phone;
}

export interface PhoneAccount {
  id: number;
  loginid: string;
  enabled: boolean;
  locked: boolean;
}

/**
 * Accounts a mobile number identifies: the account's own mobile, or, for a customer account
 * without one, its customer's phone.
 */
export async function accountsByPhone(db: Database, phone: string): Promise<PhoneAccount[]> {
  return db.query<PhoneAccount>(
    `select u.id, u.loginid, u.enabled, u.locked
       from app_user u left join customer c on c.id = u.customer_id
      where u.mobile = $1 or (u.mobile is null and c.phone = $1)
      order by u.id`,
    [phone],
  );
}

/** A number is taken when an account or a customer already has it. */
export async function phoneTaken(db: Database, phone: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from app_user where mobile = $1 union all select 1 from customer where phone = $1 limit 1`,
    [phone],
  );
  return rows.length > 0;
}

/** Refuses an SMS code answer with the reason, in the caller's language; answers the code's id. */
export async function verifiedCode(req: FastifyRequest, phone: string, answer: unknown): Promise<number> {
  const code = text(answer) ?? '';
  check(req, 'code', 'required', code);
  const result = await checkCode(req.server.db, phone, code);
  if (result.ok) return result.id;
  if (result.reason === 'wrong') throw new AppError('sms.codeWrong', { left: result.left });
  throw new AppError(
    result.reason === 'missing' ? 'sms.codeMissing' : result.reason === 'expired' ? 'sms.codeExpired' : 'sms.codeExhausted',
  );
}

/** Refuses a client address that checks too many numbers (phone/val and login/phone share the count). */
export async function limitPhoneChecks(req: FastifyRequest): Promise<void> {
  const wait = await hit(req.server.db, `phone-check:${req.ip || 'unknown'}`, PHONE_CODE.checksPerAddress, PHONE_CODE.checkWindowSeconds);
  if (wait > 0) throw new AppError('sms.checkTooOften', { minutes: Math.ceil(wait / 60) });
}
