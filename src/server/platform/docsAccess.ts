/**
 * Who may read the API documentation (config `docsAccess`, README "API_DOCS"). Open in the embedded
 * demo; with 'staff', /docs and /docs/json answer a staff session only:
 * - API tools send the session's authToken header, as to any route;
 * - a browser cannot: a staff member asks `mn/0000/docs/ticket` (with the header, from the app or
 *   the shell) and opens the answered link `/docs?ticket=…`. The one-time ticket (60 s, the push
 *   stream's kind with purpose 'docs', sse/ticket.ts) becomes a cookie scoped to /docs naming the
 *   session (its hash, signed with a server secret), and the browser is sent on to /docs without
 *   the ticket. The session stays the judge: logging out or an expired session closes the docs.
 * The swagger-ui's own script and style files stay open: they are the same for everybody.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { defineMessages } from './i18n';
import { hashToken } from './auth/session';
import { authCache } from './auth/sessionCache';
import { TOKEN_HEADER } from './auth/guard';
import { redeemStreamTicket } from './sse/ticket';
import { serverSecret } from './sms/secret';
import type { SessionUser } from './auth/types';

export const DOCS_PREFIX = '/docs';
export const DOCS_COOKIE = 'cbl_docs';

defineMessages({
  'zh-CN': {
    'docs.staffOnly': '接口文档仅对员工开放：请用员工账号登录后通过 mn/0000/docs/ticket 获取链接打开',
    'docs.ticketInvalid': '接口文档链接无效、已使用或已过期，请重新获取',
  },
  'en-US': {
    'docs.staffOnly': 'The API documentation is for staff: log in with a staff account and open the link mn/0000/docs/ticket gives',
    'docs.ticketInvalid': 'The API documentation link is unknown, used or expired: ask for a new one',
  },
});

const sign = async (req: FastifyRequest, sessionHash: string) =>
  createHmac('sha256', await serverSecret(req.server.db, 'docs-cookie')).update(sessionHash).digest('base64url');

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The session the cookie names, when its signature is ours. */
async function cookieSession(req: FastifyRequest): Promise<string | undefined> {
  const [hash, signature] = (cookieValue(req, DOCS_COOKIE) ?? '').split('.');
  if (!hash || !signature) return undefined;
  const expected = Buffer.from(await sign(req, hash));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? hash : undefined;
}

async function caller(req: FastifyRequest): Promise<SessionUser | null> {
  const header = req.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const hash = token ? hashToken(token) : await cookieSession(req);
  return hash ? (await authCache(req.server.db)).session(hash) : null;
}

/** The swagger-ui's onRequest hook when the docs are for staff. */
export async function staffDocsOnly(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const ticket = (req.query as { ticket?: unknown } | undefined)?.ticket;
  if (typeof ticket === 'string' && ticket) {
    const user = await redeemStreamTicket(req.server.db, ticket, 'docs');
    if (user.userType !== 'staff') throw new AppError('docs.staffOnly');
    const secure = req.protocol === 'https' ? '; Secure' : '';
    // Lax, not Strict: the link may be opened from another site (a chat, a mail) and the redirect must carry it.
    void reply.header('set-cookie', `${DOCS_COOKIE}=${user.tokenHash}.${await sign(req, user.tokenHash)}; Path=${DOCS_PREFIX}; HttpOnly; SameSite=Lax${secure}`);
    // The ticket leaves the address bar (and the history) at once.
    return reply.redirect(req.url.split('?')[0]);
  }
  const user = await caller(req);
  if (user?.userType !== 'staff') throw new AppError('docs.staffOnly');
  return undefined;
}
