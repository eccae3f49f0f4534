/**
 * /docs is open in the embedded demo and for staff only in a deployment (API_DOCS, default staff
 * with DATABASE_URL): API tools send the authToken header, a browser opens a one-time link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { loadConfig } from '../../src/server/config';

const STAFF_ONLY = 'The API documentation is for staff: log in with a staff account and open the link mn/0000/docs/ticket gives';

describe('API_DOCS', () => {
  it('is staff with DATABASE_URL, open without, and as configured when set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SMS_SANDBOX: '1', SECRET_KEY: '00'.repeat(32) }).docsAccess).toBe('staff');
    expect(loadConfig({}).docsAccess).toBe('open');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SMS_SANDBOX: '1', SECRET_KEY: '00'.repeat(32), API_DOCS: 'open' }).docsAccess).toBe('open');
    expect(loadConfig({ API_DOCS: 'staff' }).docsAccess).toBe('staff');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be open or staff');
  });
});

describe('/docs in the embedded demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ docsAccess: 'open' });
  });
  afterAll(() => t?.close());

  it('is open to anybody', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().openapi).toMatch(/^3\.1/);
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('/docs for staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ docsAccess: 'staff' });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...headers } });
  const ticketOf = async (token: string) => (await call(t.app, 'GET', 'mn/0000/docs/ticket', { token, lang: 'en-US' })) as { code: number; msg: string; data: { url: string; ticket: string } };

  it('refuses anybody else, in the caller language', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/swagger-initializer.js']) {
      const res = await get(url);
      expect(res.json(), url).toMatchObject({ code: 500, msg: STAFF_ONLY });
      expect(res.body).not.toContain('openapi');
    }
    expect((await get('/docs/json', { 'accept-language': 'zh-CN' })).json().msg).toContain('接口文档仅对员工开放');
    const customer = await login(t.app, 'customer');
    expect((await get('/docs/json', { authToken: customer })).json().msg).toBe(STAFF_ONLY);
    expect((await ticketOf(customer)).msg).toBe(STAFF_ONLY);
    expect((await get('/docs/json', { authToken: 'not-a-session' })).json().msg).toBe(STAFF_ONLY);
  });

  it('answers a staff session sent as the authToken header', async () => {
    const admin = await login(t.app, 'admin');
    const res = await get('/docs/json', { authToken: admin });
    expect(res.json().openapi).toMatch(/^3\.1/);
  });

  it('a browser opens a one-time link: the ticket becomes a cookie for /docs, and the session stays the judge', async () => {
    const sales = await login(t.app, 'sales');
    const { data } = await ticketOf(sales);
    expect(data.url).toBe(`/docs?ticket=${data.ticket}`);
    const opened = await get(data.url);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/docs');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^cbl_docs=[^;]+; Path=\/docs; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(sales);
    const jar = { cookie: cookie.split(';')[0] };
    expect((await get('/docs', jar)).body).toContain('swagger');
    expect((await get('/docs/json', jar)).json().openapi).toMatch(/^3\.1/);
    // Once only.
    expect((await get(data.url)).json().msg).toBe('The API documentation link is unknown, used or expired: ask for a new one');
    // A forged cookie (another session's hash, or a changed signature) opens nothing.
    const [hash, signature] = jar.cookie.slice('cbl_docs='.length).split('.');
    expect((await get('/docs/json', { cookie: `cbl_docs=${hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${signature}` })).json().msg).toBe(STAFF_ONLY);
    // Logging out closes the docs.
    await call(t.app, 'GET', 'mn/0101/logout', { token: sales });
    expect((await get('/docs/json', jar)).json().msg).toBe(STAFF_ONLY);
  });

  it('a docs link does not open the push stream, nor a push ticket the docs', async () => {
    const admin = await login(t.app, 'admin');
    const docs = (await ticketOf(admin)).data.ticket;
    const stream = (await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { token: admin })).data.ticket as string;
    expect((await call(t.app, 'GET', 'mn/0000/pushmsg', { lang: 'en-US', query: { ticket: docs } })).msg).toBe('The push stream ticket is unknown, used or expired: ask for a new one');
    expect((await get(`/docs?ticket=${stream}`)).json().msg).toBe('The API documentation link is unknown, used or expired: ask for a new one');
  });
});
