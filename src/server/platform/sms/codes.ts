/**
 * SMS verification codes for phone registration and phone login.
 *
 * - A code is 6 digits, valid 5 minutes; the table keeps only HMAC-SHA256(secret, phone:code),
 *   so a copy of the table reveals no code (a plain hash of 6 digits would be guessed at once).
 * - At most one code per phone per 60 s, 10 per phone and 50 per client address per 24 h.
 * - Only the newest unused code of a phone counts; 5 wrong answers kill it.
 * - Phone checks (is this number registered?) are limited per address, 100 per 10 minutes.
 * - The send is guarded by a `sign` from `mn/0101/reg/phone/val`: HMAC(secret, phone|time),
 *   valid 10 minutes, so the send endpoint cannot be driven without first asking about the number.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/connection';
import { serverSecret } from './secret';
import { inTransaction } from '../transaction';

export const PHONE_CODE = {
  digits: 6,
  ttlSeconds: 5 * 60,
  resendSeconds: 60,
  perPhonePerDay: 10,
  perAddressPerDay: 50,
  maxWrong: 5,
  signTtlSeconds: 10 * 60,
  /** Phone checks (phone/val, login/phone) per client address and window: no bulk lookups of numbers. */
  checksPerAddress: 100,
  checkWindowSeconds: 10 * 60,
} as const;

const CODE_SECRET = 'phone-code';
const SIGN_SECRET = 'phone-sign';

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

export async function hashCode(db: Database, phone: string, code: string): Promise<string> {
  return hmac(await serverSecret(db, CODE_SECRET), `${phone}:${code}`).toString('hex');
}

export function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
}

/** `<epoch ms>.<base64url HMAC(phone|ms)>` */
export async function makeSign(db: Database, phone: string, now = Date.now()): Promise<string> {
  const mac = hmac(await serverSecret(db, SIGN_SECRET), `${phone}|${now}`).toString('base64url');
  return `${now}.${mac}`;
}

export async function checkSign(db: Database, phone: string, sign: string, now = Date.now()): Promise<boolean> {
  const m = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(sign ?? '');
  if (!m) return false;
  const at = Number(m[1]);
  // A little tolerance for clocks of several server processes.
  if (at > now + 60_000 || now - at > PHONE_CODE.signTtlSeconds * 1000) return false;
  const expected = hmac(await serverSecret(db, SIGN_SECRET), `${phone}|${at}`);
  const given = Buffer.from(m[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type IssueRefusal =
  | { refused: 'tooSoon'; seconds: number }
  | { refused: 'phoneDailyCap'; max: number }
  | { refused: 'addressDailyCap'; max: number };

/**
 * Records a new code for the phone unless a limit refuses it. The checks and the insert run
 * under a per-phone advisory lock, so two requests at once cannot both pass the 60 s rule.
 */
export async function issueCode(
  db: Database,
  phone: string,
  ip: string,
): Promise<{ id: number; code: string } | IssueRefusal> {
  const code = newCode();
  const codeHash = await hashCode(db, phone, code);
  return inTransaction(db, async (tx) => {
    const q = tx.query.bind(tx);
    await q(`select pg_advisory_xact_lock(hashtext('phone_code:' || $1))`, [phone]);
    const [last] = await q<{ wait: number }>(
      `select ceil(extract(epoch from (created_at + make_interval(secs => $2::int)) - now()))::int as wait
         from phone_code where phone = $1 order by created_at desc limit 1`,
      [phone, PHONE_CODE.resendSeconds],
    );
    if (last && last.wait > 0) return { refused: 'tooSoon', seconds: last.wait } as const;
    const [counts] = await q<{ by_phone: number; by_ip: number }>(
      `select count(*) filter (where phone = $1)::int as by_phone, count(*) filter (where ip = $2)::int as by_ip
         from phone_code where created_at > now() - interval '24 hours' and (phone = $1 or ip = $2)`,
      [phone, ip],
    );
    if (counts.by_phone >= PHONE_CODE.perPhonePerDay) return { refused: 'phoneDailyCap', max: PHONE_CODE.perPhonePerDay } as const;
    if (counts.by_ip >= PHONE_CODE.perAddressPerDay) return { refused: 'addressDailyCap', max: PHONE_CODE.perAddressPerDay } as const;
    const [row] = await q<{ id: number }>(
      `insert into phone_code (phone, code_hash, expires_at, ip)
       values ($1, $2, now() + make_interval(secs => $3::int), $4) returning id`,
      [phone, codeHash, PHONE_CODE.ttlSeconds, ip],
    );
    // Housekeeping: rows older than the daily window are of no use.
    await q(`delete from phone_code where created_at < now() - interval '2 days'`);
    return { id: Number(row.id), code };
  });
}

/** Forgets a code whose message could not be sent, so the 60 s rule does not block a retry. */
export async function withdrawCode(db: Database, id: number): Promise<void> {
  await db.query(`delete from phone_code where id = $1`, [id]);
}

export type CodeCheck =
  | { ok: true; id: number }
  | { ok: false; reason: 'missing' | 'expired' | 'exhausted' }
  | { ok: false; reason: 'wrong'; left: number };

/**
 * Checks an answer against the phone's newest unused code. A wrong answer is counted at once
 * (its own statement, so a failing request cannot roll it back); the code is not used up: the
 * caller consumes it with `consumeCode` in the transaction that does the work.
 */
export async function checkCode(db: Database, phone: string, answer: string): Promise<CodeCheck> {
  const [row] = await db.query<{ id: number; code_hash: string; attempts: number; expired: boolean }>(
    `select id, code_hash, attempts, expires_at <= now() as expired
       from phone_code where phone = $1 and used_at is null order by created_at desc limit 1`,
    [phone],
  );
  if (!row) return { ok: false, reason: 'missing' };
  if (row.expired) return { ok: false, reason: 'expired' };
  if (row.attempts >= PHONE_CODE.maxWrong) return { ok: false, reason: 'exhausted' };
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(await hashCode(db, phone, answer), 'hex');
  if (/^\d+$/.test(answer) && given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true, id: Number(row.id) };
  // Counted atomically: parallel wrong answers each take one of the 5.
  const [counted] = await db.query<{ attempts: number }>(
    `update phone_code set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts`,
    [row.id, PHONE_CODE.maxWrong],
  );
  if (!counted) return { ok: false, reason: 'exhausted' };
  const left = PHONE_CODE.maxWrong - counted.attempts;
  return left > 0 ? { ok: false, reason: 'wrong', left } : { ok: false, reason: 'exhausted' };
}

/** Uses the code up; false when another request used it first (the caller then refuses). */
export async function consumeCode(db: Database, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update phone_code set used_at = now() where id = $1 and used_at is null and expires_at > now() returning id`,
    [id],
  );
  return rows.length === 1;
}
