/**
 * What the server writes to its log, read from the logger's stream: one line per request at info,
 * no one-time ticket, phone number, password or SQL parameter anywhere, and bad input never
 * logged as an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, login, type TestApp } from './harness';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let gw: SmsGateway;
let t: TestApp;
const raw: string[] = [];
beforeAll(async () => {
  gw = await startSmsGateway();
  t = await createTestApp({ smsGatewayUrl: gw.url }, { logStream: { write: (line) => void raw.push(line) } });
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

const PHONE = '13912345678';

/** The lines written while `fn` runs. */
async function logged(fn: () => Promise<unknown>): Promise<{ lines: Line[]; text: string }> {
  const from = raw.length;
  await fn();
  const text = raw.slice(from).join('');
  return { lines: raw.slice(from).map((l) => JSON.parse(l) as Line), text };
}

describe('the log', () => {
  it('writes one line per request, at info, with what it answered', async () => {
    const { lines } = await logged(() => call(t.app, 'GET', 'mn/0000/ping'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/mn/0000/ping', statusCode: 200 });
    expect(typeof lines[0].ms).toBe('number');
    const refused = await logged(() => call(t.app, 'GET', 'zj/0601/list'));
    expect(refused.lines).toHaveLength(1);
    expect(refused.lines[0]).toMatchObject({ level: 30, refused: 'auth.tokenMissing' });
  });

  it('never holds a password, a phone number or a one-time ticket', async () => {
    const { text } = await logged(async () => {
      const admin = await login(t.app, 'admin');
      await call(t.app, 'POST', 'mn/0101/login', { body: { loginid: 'admin', password: 'Wrong@2026' } });
      await call(t.app, 'POST', 'mn/0101/user/password', { token: admin, body: { password: 'Wrong@2026', newPassword: 'Other@2026x' } });
      // An SMS code asked for with the phone number in the query string, as the spec's API has it.
      const v = await call(t.app, 'POST', 'mn/0101/reg/phone/val', { query: { phoneNum: PHONE } });
      expect(v.code).toBe(0);
      expect((await call(t.app, 'POST', 'mn/0101/reg/phone/valcode', { query: { phoneNum: PHONE, sign: v.data.sign } })).code).toBe(0);
      await call(t.app, 'POST', 'mn/0101/login/phone', { body: { phoneNum: PHONE, code: '000000' } });
      // Tickets: the push stream's and the API docs' in a URL, SSO's in a body.
      const push = (await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { token: admin })).data.ticket as string;
      await t.db.query(`update stream_ticket set expires_at = now() - interval '1 second'`);
      await call(t.app, 'GET', 'mn/0000/pushmsg', { query: { ticket: push } });
      const docs = (await call(t.app, 'GET', 'mn/0000/docs/ticket', { token: admin })).data.url as string;
      await t.app.inject({ method: 'GET', url: docs });
      const sso = (await call(t.app, 'GET', 'mn/0101/sso/ticket', { token: admin })).data;
      if (sso?.ticket) await call(t.app, 'POST', 'mn/0101/sso/redeem', { body: { ticket: sso.ticket } });
      return [push, docs, sso?.ticket];
    });
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Wrong@2026');
    expect(text).not.toContain('Other@2026x');
    expect(text).not.toContain(PHONE);
    expect(text).not.toMatch(/ticket=[\w-]{20,}/);
    expect(text).not.toMatch(/[\w-]{43}/); // a ticket or token (256 bits, base64url) anywhere
  });

  it('logs bad input only in its request line, never as an error or a warning', async () => {
    const admin = await login(t.app, 'admin');
    const { lines } = await logged(async () => {
      await call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, body: { code: 'x'.repeat(500), nameZh: '\u0000', nameEn: 1 } });
      await call(t.app, 'GET', 'zj/0601/detail', { token: admin, query: { id: '2147483648' } });
      await t.app.inject({ method: 'POST', url: '/zj/1301/mode/save', headers: { authToken: admin, 'content-type': 'application/json' }, payload: '{"code": ' });
    });
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.map((l) => l.refused)).toEqual(['common.badRequest', 'common.badRequest', 'common.badRequest']);
  });

  it('warns of a database refusal without its SQL parameters or the database detail', async () => {
    const admin = await login(t.app, 'admin');
    const body = { code: 'logsea', nameZh: '日志海运', nameEn: 'Log sea' };
    expect((await call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, body })).code).toBe(0);
    // The same code again reaches the unique index (the refusal the user reads is a message of ours).
    const { lines, text } = await logged(() => call(t.app, 'POST', 'zj/1301/mode/save', { token: admin, body }));
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/^answered as record\.duplicate/);
    expect(JSON.stringify(warnings[0])).toContain('23505');
    expect(text).not.toContain('logsea');
    expect(text).not.toContain('日志海运');
    expect(text).not.toContain('params');
  });
});
