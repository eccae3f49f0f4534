/**
 * How the server serves the client (src/server/platform/client.ts, securityHeaders.ts) over a
 * tiny built client made here and compressed by the build's own step (scripts/precompress):
 * brotli or gzip as the browser accepts, hashed files cached for a year, the page revalidated,
 * security headers on every answer, and `/` decided by ENTRY_HOSTS.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { precompress } from '../../scripts/precompress/plugin';

const INLINE = "try { document.documentElement.lang = 'en-US'; } catch (e) {}";
const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>t</title><script>${INLINE}</script><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div><p>${'跨境物流 '.repeat(80)}</p></body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('hello world, '.repeat(400))};}\n`;

let dir: string;
let t: TestApp;
let base: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-serving-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'assets/app-Ab12Cd34.js'), SCRIPT);
  await precompress(dir, ['index.html', 'assets/app-Ab12Cd34.js'], path.join(dir, '.cache'));
  t = await createTestApp({ clientDir: dir, entryHosts: ['localhost', 'portal.example.test'] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode: Record<string, (b: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, none: (b) => b };

describe('static files: compressed as accepted, cached by kind', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', 'none'],
  ])('a hashed script asked with Accept-Encoding %s comes %s, cached for a year', async (accept, encoding) => {
    const res = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding'] ?? 'none').toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode[encoding](res.rawPayload).toString()).toBe(SCRIPT);
    if (encoding !== 'none') expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('no Accept-Encoding: the file as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(SCRIPT);
  });

  it('the compressed copies are not addresses of their own', async () => {
    expect((await get('/assets/app-Ab12Cd34.js.br')).headers['content-type']).toMatch(/json/);
  });

  it.each(['/login', '/ZJ0101_01', '/index.html'])('the page at %s: compressed, revalidated every time (no-cache)', async (url) => {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    // Revalidation: the same page again costs a 304 without a body.
    const again = await get(url, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('API answers: JSON of 1 KiB and more compressed as accepted', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', 'none'],
  ])('the menu tree asked with Accept-Encoding %s comes %s, the same JSON', async (accept, encoding) => {
    const token = await login(t.app, 'admin');
    const plain = await t.app.inject({ method: 'GET', url: '/xt/0101/menu/list', headers: { authToken: token } });
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const res = await t.app.inject({ method: 'GET', url: '/xt/0101/menu/list', headers: { authToken: token, 'accept-encoding': accept } });
    expect(res.headers['content-encoding'] ?? 'none').toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (encoding !== 'none') expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.json());
    if (encoding !== 'none') expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('a small answer is sent as it is', async () => {
    const res = await get('/mn/0000/ping', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(0);
  });
});

describe('security headers on every answer', () => {
  const answers: [string, () => Promise<{ headers: Record<string, unknown>; statusCode: number }>][] = [
    ['the page', () => get('/login')],
    ['a hashed script', () => get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' })],
    ['an API answer', () => get('/mn/0000/site/info')],
    ['an API refusal', () => get('/xt/0101/menu/list')],
    ['an unknown API path', () => get('/zj/9999/nothing')],
  ];
  it.each(answers)('%s: a policy without eval or inline scripts, no framing, nosniff, referrer kept home', async (_name, ask) => {
    const { headers } = await ask();
    const csp = String(headers['content-security-policy']);
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // The page's one inline script runs by its hash, computed from the served file.
    expect(scripts).toContain(`'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('/docs has its own policy (swagger-ui), still without eval and framing', async () => {
    const res = await get('/docs/static/index.html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-eval|sha256-/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the push stream (a hijacked reply) carries them too', async () => {
    const token = await login(t.app, 'customer');
    const ticket = (await call(t.app, 'GET', 'mn/0000/pushmsg/ticket', { token })).data.ticket as string;
    const ac = new AbortController();
    const res = await fetch(`${base}/mn/0000/pushmsg?ticket=${ticket}`, { signal: ac.signal });
    expect(res.headers.get('content-type')).toMatch(/event-stream/);
    // Events must reach the browser as they are written: never through a compressor.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    ac.abort();
  });
});

describe("'/' by ENTRY_HOSTS (one setting, read by the server)", () => {
  it('a configured host gets the entry page; any other host is sent to /login', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'portal.example.test:8080' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.payload).toBe(PAGE);
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:8080' } });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/login');
    expect(other.headers['content-security-policy']).toBeTruthy();
  });

});
