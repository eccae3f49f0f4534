/**
 * The token is checked before a body is read (an anonymous caller cannot make the server parse
 * megabytes), and each route takes a body no larger than it needs, refused with a message in the
 * caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { DEFAULT_BODY_LIMIT } from '../../src/server/platform/route';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

/** `size` bytes that are not JSON: parsing them could only fail. */
const notJson = (size: number) => `{"title": "${'x'.repeat(size)}`;

describe('the token before the body', () => {
  it('refuses an anonymous 11 MB body to a staff route with the token message, without parsing it', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mn/0401/save',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: notJson(11 * 1024 * 1024),
      });
      expect(res.json().msg).toBe(lang === 'en-US' ? 'token missing, please log in again' : 'token 缺失，请重新登录');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/mn/0401/save',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', authToken: 'not-a-session' },
      payload: notJson(1024),
    });
    expect(res.json().msg).toBe('token failed validation (expired or logged out), please log in again');
  });

  it('a public route still reads its body without a token', async () => {
    const r = await call(t.app, 'POST', 'mn/0101/login', { lang: 'en-US', body: { loginid: 'admin' } });
    expect(r.msg).toBe('Invalid request: password is required');
  });
});

describe('a body limit per route', () => {
  it('refuses a body past the route limit with the limit in the caller language', async () => {
    const body = { id: 1, nameZh: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    const en = await call(t.app, 'POST', 'zj/1201/save', { token: admin, lang: 'en-US', body });
    expect(en.res.statusCode).toBe(200);
    expect(en.code).toBe(500);
    expect(en.msg).toBe('The request is too large: at most 256 KB here');
    const zh = await call(t.app, 'POST', 'zj/1201/save', { token: admin, lang: 'zh-CN', body });
    expect(zh.msg).toBe('请求内容过大：此处最多 256 KB');
  });

  it('routes that take documents keep a larger limit', async () => {
    // An announcement with an inline image, past the default but under its own limit: the form's rules answer, not the limit.
    const content = `<p><img src="data:image/png;base64,${'A'.repeat(DEFAULT_BODY_LIMIT * 2)}"></p>`;
    const r = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { content } });
    expect(r.msg).not.toContain('too large');
    expect(r.msg).toContain('Invalid request');
  });
});
