/** The public announcement reader: no token, public in-use announcements only, content sanitised. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';

let t: TestApp;
const ids: Record<string, number> = {};

async function notice(key: string, audience: string, status: string, content: string, publishedAt = `now() - interval '1 hour'`) {
  const [r] = await t.db.query<{ id: number }>(
    `insert into notice (title, content, audience, status, published_at) values ($1, $2, $3, $4, ${publishedAt}) returning id`,
    [`T ${key}`, content, audience, status],
  );
  ids[key] = Number(r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await notice('public', 'public', 'in_use', '<p onclick="x()">Hello <b>world</b></p><script>alert(1)</script>');
  await notice('staff', 'staff', 'in_use', '<p>staff only</p>');
  await notice('off', 'public', 'deactivated', '<p>withdrawn</p>');
  await notice('later', 'public', 'in_use', '<p>tomorrow</p>', `now() + interval '1 day'`);
});
afterAll(async () => {
  await t?.close();
});

describe('public announcements', () => {
  it('lists only published public announcements, without a token', async () => {
    const r = await call(t.app, 'GET', 'mn/0401/public/list', { query: { limit: 50 } });
    expect(r.code).toBe(0);
    const listed = r.data.map((n: { id: number }) => n.id);
    expect(listed).toContain(ids.public);
    for (const hidden of ['staff', 'off', 'later']) expect(listed).not.toContain(ids[hidden]);
    expect(r.data[0]).not.toHaveProperty('content');
  });

  it('reads one with sanitised content', async () => {
    const r = await call(t.app, 'GET', 'mn/0401/public/detail', { query: { id: ids.public } });
    expect(r.code).toBe(0);
    expect(r.data.title).toBe('T public');
    expect(r.data.content).toContain('<b>world</b>');
    expect(r.data.content).not.toMatch(/script|onclick/);
  });

  it('refuses other audiences, withdrawn, future and unknown ids alike, in the caller language', async () => {
    for (const key of ['staff', 'off', 'later']) {
      const r = await call(t.app, 'GET', 'mn/0401/public/detail', { lang: 'en-US', query: { id: ids[key] } });
      expect(r.code, key).toBe(500);
      expect(r.msg).toBe('Page parameters are incorrect');
    }
    const zh = await call(t.app, 'GET', 'mn/0401/public/detail', { lang: 'zh-CN', query: { id: 999999 } });
    expect(zh.msg).toBe('页面参数不正确');
    expect((await call(t.app, 'GET', 'mn/0401/public/detail', { query: { id: 'abc' } })).code).toBe(500);
  });
});
