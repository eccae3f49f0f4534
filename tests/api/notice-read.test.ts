/**
 * Announcements keep a read state per user: the login list says which are read, the dialog's close
 * marks them, opening one (MN0401_04) marks it, and MN0401_11 lists them all, unread first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, customer2] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer'), login(t.app, 'customer2')]);
});
afterAll(() => t.close());

async function publish(title: string, audience = 'customer'): Promise<number> {
  const r = await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title, content: `<p>${title}</p>`, audience, status: 'in_use' } });
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

type Notice = { id: number; title: string; read: boolean };
const notices = async (token: string) => (await call<Notice[]>(t.app, 'GET', 'mn/0501/notice/list', { token })).data;
const readOf = async (token: string, id: number) => (await notices(token)).find((n) => n.id === id)?.read;

describe('notice read state', () => {
  it('a notice is unread until its reader closes it (or opens it); each reader has their own state', async () => {
    const a = await publish('读取状态 A');
    const b = await publish('读取状态 B');
    expect(await readOf(customer, a)).toBe(false);
    const marked = await call(t.app, 'POST', 'mn/0501/notice/read', { token: customer, body: { ids: [a] } });
    expect(marked).toMatchObject({ code: 0, data: { read: 1 } });
    expect(await readOf(customer, a)).toBe(true);
    expect(await readOf(customer, b)).toBe(false);
    expect(await readOf(customer2, a)).toBe(false);
    // Opening it reads it.
    expect((await call(t.app, 'GET', 'mn/0401/detail', { token: customer, query: { id: b } })).code).toBe(0);
    expect(await readOf(customer, b)).toBe(true);
    // Marking again changes nothing.
    expect((await call(t.app, 'POST', 'mn/0501/notice/read', { token: customer, body: { id: a } })).data.read).toBe(0);
  });

  it('marks only what the caller may read: a staff notice is not marked for a customer', async () => {
    const staffOnly = await publish('仅员工', 'staff');
    const r = await call(t.app, 'POST', 'mn/0501/notice/read', { token: customer, body: { ids: [staffOnly] } });
    expect(r.data.read).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from notice_read where notice_id = $1`, [staffOnly]);
    expect(n).toBe(0);
  });
});

describe('mn/0401/centre/list (MN0401_11)', () => {
  it('lists the caller\'s notices unread first, then newest; filters by read state and title', async () => {
    const c = await publish('公告中心 C');
    const d = await publish('公告中心 D');
    await call(t.app, 'POST', 'mn/0501/notice/read', { token: customer2, body: { ids: [d] } });
    const r = await call<{ list: { id: number; read: string }[]; total: number }>(t.app, 'GET', 'mn/0401/centre/list', { token: customer2, query: { current: 1, pageSize: 50 } });
    expect(r.code, r.msg).toBe(0);
    const states = r.data.list.map((x) => x.read);
    expect(states).toEqual([...states].sort((x, y) => (x === 'unread' ? 0 : 1) - (y === 'unread' ? 0 : 1)));
    const ids = r.data.list.map((x) => x.id);
    expect(ids.indexOf(c)).toBeLessThan(ids.indexOf(d));
    const unread = await call<{ list: { id: number }[] }>(t.app, 'GET', 'mn/0401/centre/list', { token: customer2, query: { read: 'unread' } });
    expect(unread.data.list.map((x) => x.id)).toContain(c);
    expect(unread.data.list.map((x) => x.id)).not.toContain(d);
    const titled = await call<{ list: { id: number }[]; total: number }>(t.app, 'GET', 'mn/0401/centre/list', { token: customer2, query: { title: '中心 D' } });
    expect(titled.data.list.map((x) => x.id)).toEqual([d]);
  });

  it('is the announcement centre page: staff without it are refused', async () => {
    const kf = await call(t.app, 'GET', 'mn/0401/centre/list', { token: await login(t.app, 'kf'), lang: 'en-US' });
    expect(kf.msg).toBe('No permission for: mn/0401/11.html');
  });
});
