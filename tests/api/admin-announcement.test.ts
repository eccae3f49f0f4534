import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

describe('mn/0401 announcements', () => {
  it('lists for admin, manager and kf; refuses sales and customers', async () => {
    for (const who of ['admin', 'manager', 'kf']) {
      const r = await call(t.app, 'GET', 'mn/0401/list', { token: await login(t.app, who), query: { current: 1, pageSize: 10 } });
      expect(r.code).toBe(0);
      expect(r.data.total).toBeGreaterThanOrEqual(1);
      expect(r.data.list[0]).toMatchObject({ audience: 'public', status: 'in_use', publisherName: '系统管理员' });
      // An instant (ISO 8601 UTC): clients show it on the business zone's clock (src/domain/time).
      expect(r.data.list[0].publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    for (const who of ['sales', 'customer']) {
      const r = await call(t.app, 'GET', 'mn/0401/list', { token: await login(t.app, who), lang: 'en-US' });
      expect(r).toMatchObject({ code: 500, msg: 'No permission for: mn/0401/01.html' });
      const save = await call(t.app, 'POST', 'mn/0401/save', { token: await login(t.app, who), body: { title: 'x', content: 'y', audience: 'public', status: 'draft' } });
      expect(save.code).toBe(500);
    }
  });

  it('saves a draft with scripts stripped, publishes it, and readers of its audience see it', async () => {
    const content = '<p onclick="steal()">Hello <b>all</b><script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>';
    const r = await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title: '　春节放假通知 ', summary: '放假', content, audience: 'customer', status: 'draft' } });
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('draft');
    expect(r.data.content).toBe('<p>Hello <b>all</b></p><a>x</a><img src="x">');
    const id = r.data.id;
    const [row] = await t.db.query<{ content: string; title: string }>(`select content, title from notice where id = $1`, [id]);
    expect(row.content).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(row.title).toBe('春节放假通知');

    const customer = await login(t.app, 'customer');
    expect((await call(t.app, 'GET', 'mn/0401/detail', { token: customer, query: { id } })).code).toBe(500); // a draft
    expect((await call(t.app, 'POST', 'mn/0401/status', { token: admin, body: { ids: [id], status: 'in_use' } })).data).toEqual({ updated: 1 });
    const d = await call(t.app, 'GET', 'mn/0401/detail', { token: customer, query: { id } });
    expect(d.data).toMatchObject({ title: '春节放假通知', status: 'in_use', audience: 'customer' });
    expect(d.data.publishedAt).toBeTruthy();
    const feed = await call(t.app, 'GET', 'mn/0501/notice/list', { token: customer });
    expect(feed.data.map((n: { id: number }) => n.id)).toContain(id);
    // Staff are not its audience.
    expect((await call(t.app, 'GET', 'mn/0401/detail', { token: await login(t.app, 'sales'), query: { id } })).code).toBe(500);

    expect((await call(t.app, 'POST', 'mn/0401/status', { token: admin, body: { id, status: 'deactivated' } })).code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0401/detail', { token: customer, query: { id } })).code).toBe(500);
    const list = await call(t.app, 'GET', 'mn/0401/list', { token: admin, query: { status: 'deactivated', title: '春节' } });
    expect(list.data.list.map((n: { id: number }) => n.id)).toEqual([id]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const dated = await call(t.app, 'GET', 'mn/0401/list', { token: admin, query: { dateFrom: today, dateTo: today, title: '春节' } });
    expect(dated.data.total).toBe(1);
    const old = await call(t.app, 'GET', 'mn/0401/list', { token: admin, query: { dateFrom: '2020-01-01', dateTo: '2020-02-01' } });
    expect(old.data.total).toBe(0);
    const wide = await call(t.app, 'GET', 'mn/0401/list', { token: admin, lang: 'en-US', query: { dateFrom: '2020-01-01', dateTo: '2020-06-01' } });
    expect(wide.msg).toBe('The date range cannot be longer than 3 months');
    const order = await call(t.app, 'GET', 'mn/0401/list', { token: admin, lang: 'zh-CN', query: { dateFrom: '2020-02-01', dateTo: '2020-01-01' } });
    expect(order.msg).toBe('开始时间不能晚于结束时间');
  });

  it('renders stored content safely even when it was written around the API', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `insert into notice (title, content, audience, status) values ('raw', '<p>x</p><script>alert(1)</script><iframe src="//evil"></iframe>', 'public', 'in_use') returning id`,
    );
    const d = await call(t.app, 'GET', 'mn/0401/detail', { token: await login(t.app, 'customer'), query: { id: row.id } });
    expect(d.data.content).toBe('<p>x</p>');
  });

  it('refuses content of 8000 characters or more, a long title or summary, in both languages', async () => {
    const long = 'a'.repeat(8000);
    const zh = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'zh-CN', body: { title: 't', content: long, audience: 'public', status: 'draft' } });
    expect(zh.code).toBe(500);
    expect(zh.msg).toBe('请求参数不正确：content 必须少于 8000 个字符');
    const en = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 't', content: long, audience: 'public', status: 'draft' } });
    expect(en.msg).toBe('Invalid request: content Must be shorter than 8000 characters');
    expect((await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title: 't', content: 'a'.repeat(7999), audience: 'public', status: 'draft' } })).code).toBe(0);
    // Escaping may lengthen the text: the stored form must stay under the limit too.
    const grows = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 't', content: '<'.repeat(7000), audience: 'public', status: 'draft' } });
    expect(grows.msg).toBe('The content must be under 8000 characters');
    const title = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 'x'.repeat(51), content: 'y', audience: 'public', status: 'draft' } });
    expect(title.msg).toBe('Invalid request: title At most 50 characters');
    const summary = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 'x', summary: 's'.repeat(1000), content: 'y', audience: 'public', status: 'draft' } });
    expect(summary.msg).toBe('Invalid request: summary Must be shorter than 1000 characters');
    const empty = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'zh-CN', body: { title: 'x', content: '<script>x</script>', audience: 'public', status: 'draft' } });
    expect(empty.msg).toBe('公告内容为必填项');
    const audience = await call(t.app, 'POST', 'mn/0401/save', { token: admin, lang: 'en-US', body: { title: 'x', content: 'y', audience: 'everyone', status: 'draft' } });
    expect(audience.msg).toMatch(/^Invalid request: audience/);
  });

  it('edits and deletes', async () => {
    const r = await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title: 'a', content: 'b', audience: 'staff', status: 'in_use' } });
    const id = r.data.id;
    const kf = await login(t.app, 'kf');
    expect((await call(t.app, 'POST', 'mn/0401/save', { token: kf, body: { id, title: 'a2', content: '<p>c</p>', audience: 'staff', status: 'in_use' } })).code).toBe(0);
    const d = await call(t.app, 'GET', 'mn/0401/detail', { token: kf, query: { id } });
    expect(d.data).toMatchObject({ title: 'a2', content: '<p>c</p>', status: 'in_use', publisherName: '系统管理员' });
    expect((await call(t.app, 'POST', 'mn/0401/delete', { token: kf, body: { ids: [id] } })).data).toEqual({ deleted: 1 });
    const gone = await call(t.app, 'GET', 'mn/0401/detail', { token: kf, lang: 'en-US', query: { id } });
    expect(gone.msg).toBe('The announcement does not exist');
    const none = await call(t.app, 'POST', 'mn/0401/delete', { token: kf, lang: 'en-US', body: { ids: [id] } });
    expect(none.msg).toBe('The announcement does not exist');
  });
});
