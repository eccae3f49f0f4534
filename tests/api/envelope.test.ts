import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

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

describe('a refusal about a field', () => {
  it('names the field in data.fields, so the form shows the message under it (a duplicate route code)', async () => {
    const admin = await login(t.app, 'admin');
    const body = {
      code: 'US-EXP', nameZh: '美国快线二', nameEn: 'US Express two', routeType: 'express', channelCode: 'INT7001', transferMethod: 'manual',
      weightRule: 'per_shipment', volumetricDivisor: '5000', minChargeableWeight: '1', weightStep: '0.5', currency: 'RMB',
    };
    const zh = await call(t.app, 'POST', 'zj/0103/save', { token: admin, lang: 'zh-CN', body });
    expect(zh).toMatchObject({ code: 500, msg: '记录重复：US-EXP', data: { fields: { code: '记录重复：US-EXP' } } });
    const en = await call(t.app, 'POST', 'zj/0103/save', { token: admin, lang: 'en-US', body });
    expect(en).toMatchObject({ code: 500, msg: 'Duplicate record: US-EXP', data: { fields: { code: 'Duplicate record: US-EXP' } } });
  });

  it('names it when the check is ours, not the database\'s (a role code taken)', async () => {
    const admin = await login(t.app, 'admin');
    const taken = await call(t.app, 'POST', 'xt/0105/save', { token: admin, lang: 'en-US', body: { code: 'admin', nameZh: '管理员二', nameEn: 'Admin two' } });
    expect(taken.code).toBe(500);
    expect(taken.data).toEqual({ fields: { code: taken.msg } });
  });

  it('names no field when the refusal is about none', async () => {
    const en = await call(t.app, 'POST', 'zj/9999/nothing', { lang: 'en-US', body: {} });
    expect(en.data).toBeNull();
  });
});
