/**
 * The push stream opens with a one-time ticket instead of the session token in the query string
 * (access logs): one connection per ticket, 60 s, the session's own, the token form refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

const ticketOf = async (token: string) => (await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { token })).data as { ticket: string; expiresIn: number };

/** Opens the stream and answers the content type, or the envelope's message when refused. */
async function open(query: string, lang = 'en-US'): Promise<string> {
  const ac = new AbortController();
  const res = await fetch(`${base}/mn/0000/pushmsg?${query}`, { signal: ac.signal, headers: { 'accept-language': lang } });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream')) {
    ac.abort();
    return 'stream';
  }
  return ((await res.json()) as { msg: string }).msg;
}

describe('mn/0000/pushmsg/ticket', () => {
  it('a ticket opens one connection only', async () => {
    const token = await login(t.app, 'customer');
    const { ticket, expiresIn } = await ticketOf(token);
    expect(expiresIn).toBe(60);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(ticket).not.toBe(token);
    expect(await open(`ticket=${ticket}`)).toBe('stream');
    expect(await open(`ticket=${ticket}`)).toBe('The push stream ticket is unknown, used or expired: ask for a new one');
    expect(await open(`ticket=${ticket}`, 'zh-CN')).toBe('推送连接凭证无效、已使用或已过期，请重新获取');
    // A reconnect asks for a new one.
    expect(await open(`ticket=${(await ticketOf(token)).ticket}`)).toBe('stream');
  });

  it('an expired ticket, or one of a logged-out session, is refused', async () => {
    const token = await login(t.app, 'customer');
    const { ticket } = await ticketOf(token);
    await t.db.query(`update stream_ticket set expires_at = now() - interval '1 second' where used_at is null`);
    expect(await open(`ticket=${ticket}`)).toBe('The push stream ticket is unknown, used or expired: ask for a new one');
    const fresh = (await ticketOf(token)).ticket;
    await call(t.app, 'GET', 'mn/0101/logout', { token });
    expect(await open(`ticket=${fresh}`)).not.toBe('stream');
  });

  it('the session token in the query string is no longer accepted; a ticket needs a session', async () => {
    const token = await login(t.app, 'customer');
    expect(await open(`token=${encodeURIComponent(token)}`)).toBe('token missing, please log in again');
    expect((await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { lang: 'en-US' })).msg).toBe('token missing, please log in again');
    // Only the hash is stored.
    const { ticket } = await ticketOf(token);
    const rows = await t.db.query<{ ticket_hash: string }>(`select ticket_hash from stream_ticket`);
    expect(rows.map((r) => r.ticket_hash)).not.toContain(ticket);
  });
});
