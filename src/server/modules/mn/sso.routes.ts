/**
 * The jump to another system (spec section 2, last line; HW0905_01 'enter the overseas
 * warehouse system').
 *
 * The spec's flow answers `GET {token}` with the login ID, the password and the site urls and
 * redirects to the other system with all three in the query string (SCREENS.md 10.8 risk 11:
 * the password ends up in browser history, proxy and server logs, Referer headers). These two
 * routes replace it: the portal asks for a one-time ticket (random 256 bits, valid 60 s, only
 * its sha256 stored) and redirects with `loginid` and `ticket`; the other system's server
 * redeems the ticket once, server to server, and learns who the user is. No password leaves
 * the portal, and a ticket copied from a log is already used or expired.
 */
import { createHash, randomBytes } from 'node:crypto';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { hasAuthority } from '../../platform/permissions/authority';
import { localized, siteSettings } from './settings';
import { DEFAULT_SSO_SYSTEMS, type SsoSystem } from './sso.seed';
import './registration.messages';

export const SSO_TICKET_TTL_SECONDS = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0101/sso/ticket',
    authority: 'login',
    summary:
      "One-time ticket (valid 60 s) for jumping to another system (HW0905_01); replaces the spec's login info with the password in the query string",
    querystring: {
      type: 'object',
      properties: { system: { type: 'string', maxLength: 40, default: 'overseas', description: 'a key of site setting ssoSystems' } },
    },
    response: {
      type: 'object',
      properties: {
        loginid: { type: 'string' },
        ticket: { type: 'string' },
        siteurls: { type: 'array', items: { type: 'string' } },
        system: { type: 'string' },
        systemName: { type: 'string' },
        expiresIn: { type: 'integer', description: 'seconds' },
        redirectUrl: { type: 'string', description: 'siteurls[0] with loginid and ticket added to the query string' },
      },
    },
    async handler(req) {
      const { db } = req.server;
      const user = currentUser(req);
      const system = (req.query as { system?: string }).system ?? 'overseas';
      const systems = ((await siteSettings(db, ['ssoSystems'])).ssoSystems ?? DEFAULT_SSO_SYSTEMS) as Record<string, SsoSystem>;
      const target = Object.hasOwn(systems, system) ? systems[system] : undefined;
      if (!target || !Array.isArray(target.siteurls) || target.siteurls.length === 0) throw new AppError('sso.unknownSystem', { system });
      const authority = target.authority ?? 'login';
      if (authority !== 'login' && !(await hasAuthority(db, user.userId, authority))) {
        throw new AppError('auth.forbidden', { url: authority });
      }
      const ticket = randomBytes(32).toString('base64url');
      await db.query(
        `insert into sso_ticket (ticket_hash, user_id, system, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4::int))`,
        [sha256(ticket), user.userId, system, SSO_TICKET_TTL_SECONDS],
      );
      await db.query(`delete from sso_ticket where expires_at < now() - interval '1 day'`);
      return {
        loginid: user.loginid,
        ticket,
        siteurls: target.siteurls,
        system,
        systemName: localized(target.name, req.lang),
        expiresIn: SSO_TICKET_TTL_SECONDS,
        redirectUrl: withParams(target.siteurls[0], { loginid: user.loginid, ticket }),
      };
    },
  },
  {
    method: 'POST',
    url: 'mn/0101/sso/redeem',
    authority: 'public',
    summary: 'For the other system: redeem a ticket from mn/0101/sso/ticket, once, within 60 s; answers who the user is',
    body: {
      type: 'object',
      required: ['ticket'],
      properties: {
        ticket: { type: 'string', minLength: 1, maxLength: 100 },
        system: { type: 'string', maxLength: 40, description: 'optional: refused when the ticket was issued for another system' },
      },
    },
    response: {
      type: 'object',
      properties: {
        loginid: { type: 'string' },
        userName: { type: 'string' },
        userType: { type: 'string', enum: ['staff', 'customer'] },
        customerCode: { type: ['string', 'null'] },
        system: { type: 'string' },
      },
    },
    async handler(req) {
      const { db } = req.server;
      const b = req.body as { ticket: string; system?: string };
      const hash = sha256(b.ticket);
      // One statement marks it used: of two redeems at once, only one gets the row.
      const [row] = await db.query<{ user_id: number; system: string }>(
        `update sso_ticket set redeemed_at = now(), redeemed_ip = $2
          where ticket_hash = $1 and redeemed_at is null and expires_at > now() and ($3::text is null or system = $3)
          returning user_id, system`,
        [hash, req.ip || null, b.system ?? null],
      );
      if (!row) {
        const [t] = await db.query<{ used: boolean; expired: boolean; system: string }>(
          `select redeemed_at is not null as used, expires_at <= now() as expired, system from sso_ticket where ticket_hash = $1`,
          [hash],
        );
        if (!t || (b.system && t.system !== b.system)) throw new AppError('sso.ticketInvalid');
        throw new AppError(t.used ? 'sso.ticketUsed' : 'sso.ticketExpired');
      }
      const [u] = await db.query<{ loginid: string; user_name: string; user_type: 'staff' | 'customer'; code: string | null; ok: boolean }>(
        `select u.loginid, u.user_name, u.user_type, c.code, (u.enabled and not u.locked) as ok
           from app_user u left join customer c on c.id = u.customer_id where u.id = $1`,
        [row.user_id],
      );
      if (!u || !u.ok) throw new AppError('sso.accountUnavailable');
      return { loginid: u.loginid, userName: u.user_name, userType: u.user_type, customerCode: u.code, system: row.system };
    },
  },
]);
