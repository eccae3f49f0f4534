import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the reply envelope', () => {
  it('answers an unknown API path with code 500 and a message in the caller language', async () => {
    const zh = await call(t.app, 'GET', 'dd/9999/nothing', { lang: 'zh-CN' });
    expect(zh.res.statusCode).toBe(200);
    expect(zh).toMatchObject({ code: 500, data: null });
    expect(zh.msg).toContain('接口不存在');
    const en = await call(t.app, 'POST', 'zj/9999/nothing', { lang: 'en-US', body: {} });
    expect(en.code).toBe(500);
    expect(en.msg).toBe('No such API: zj/9999/nothing');
  });

  it('answers an unknown page path with the client, not an API error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/DD0101_01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('bad request bodies', () => {
  it('names the field and the rule in the caller language', async () => {
    const en = await call(t.app, 'POST', 'mn/0101/login', { lang: 'en-US', body: { loginid: 'admin' } });
    expect(en.code).toBe(500);
    expect(en.msg).toBe('Invalid request: password is required');
    const zh = await call(t.app, 'POST', 'mn/0101/login', { lang: 'zh-CN', body: { loginid: 'admin' } });
    expect(zh.msg).toBe('请求参数不正确：password 为必填项');
  });
});
