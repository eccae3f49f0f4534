/**
 * One-time tickets for the push stream. EventSource cannot send the authToken header, and a
 * session token in the query string ends up in access logs and proxies; a ticket in its place is
 * random (256 bits, only its sha256 stored), opens one connection, lives 60 s and belongs to the
 * session that asked for it, so one copied from a log is already used, expired or logged out.
 * The API documentation's browser link (/docs?ticket=, platform/docsAccess.ts) uses the same
 * tickets with purpose 'docs' (migration 0010): a ticket opens only what it was made for.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import { defineMessages } from '../i18n';
import { AppError } from '../errors';
import { resolveSessionHash } from '../auth/session';
import type { SessionUser } from '../auth/types';

export const STREAM_TICKET_TTL_SECONDS = 60;

export type TicketPurpose = 'stream' | 'docs';
/** The refusal of an unknown, used or expired ticket, by what it was to open. */
const INVALID: Record<TicketPurpose, string> = { stream: 'push.ticketInvalid', docs: 'docs.ticketInvalid' };

defineMessages({
  'zh-CN': { 'push.ticketInvalid': '推送连接凭证无效、已使用或已过期，请重新获取' },
  'en-US': { 'push.ticketInvalid': 'The push stream ticket is unknown, used or expired: ask for a new one' },
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function issueStreamTicket(db: Database, sessionHash: string, purpose: TicketPurpose = 'stream'): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(
    `insert into stream_ticket (ticket_hash, session_hash, expires_at, purpose) values ($1, $2, now() + make_interval(secs => $3::int), $4)`,
    [sha256(ticket), sessionHash, STREAM_TICKET_TTL_SECONDS, purpose],
  );
  await db.query(`delete from stream_ticket where expires_at < now() - interval '1 hour'`);
  return ticket;
}

/** The ticket's session user, marking the ticket used in the same statement (of two at once, one wins). */
export async function redeemStreamTicket(db: Database, ticket: string, purpose: TicketPurpose = 'stream'): Promise<SessionUser> {
  const [row] = await db.query<{ session_hash: string }>(
    `update stream_ticket set used_at = now()
      where ticket_hash = $1 and purpose = $2 and used_at is null and expires_at > now() returning session_hash`,
    [sha256(ticket), purpose],
  );
  const user = row ? await resolveSessionHash(db, row.session_hash) : null;
  if (!row) throw new AppError(INVALID[purpose]);
  if (!user) throw new AppError('auth.tokenInvalid');
  return user;
}
