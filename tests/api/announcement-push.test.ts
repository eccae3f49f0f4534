/**
 * Publishing an announcement pushes `{type: 'notice', data: {ids, titles, titlesEn}}` to the
 * readers of its audience only: customers hear of customer and public notices, staff of staff and
 * public ones, as `mn/0501/notice/list` shows them. One event reaches readers of both languages,
 * so it carries the Chinese titles and the English ones (null where none was given).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { publishEvent, subscribe, type PushEvent } from '../../src/server/platform/sse/bus';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const notice = (title: string, audience: string, status = 'in_use', titleEn?: string) =>
  call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { title, content: `<p>${title}</p>`, audience, status, titleEn } });

/**
 * The notice events two listeners hear while `act` runs. On PostgreSQL events arrive later,
 * through LISTEN/NOTIFY, in commit order: a fence event published after `act` and heard by both
 * listeners means everything `act` published has arrived too.
 */
async function heard(act: () => Promise<unknown>) {
  const got: Record<'customer' | 'staff', PushEvent[]> = { customer: [], staff: [] };
  let fenced = 0;
  let passFence = () => {};
  const fence = new Promise<void>((resolve) => (passFence = resolve));
  const listen = (who: 'customer' | 'staff') => (e: PushEvent) => {
    if (e.type === 'notice') got[who].push(e);
    else if (e.type === 'test.fence' && ++fenced === 2) passFence();
  };
  const offs = [
    subscribe(t.db, { userId: 999_001, userType: 'customer' }, listen('customer')),
    subscribe(t.db, { userId: 999_002, userType: 'staff' }, listen('staff')),
  ];
  try {
    await act();
    await publishEvent(t.db, { type: 'test.fence' });
    await fence;
  } finally {
    for (const off of offs) off();
  }
  return { customer: got.customer.map((e) => e.data), staff: got.staff.map((e) => e.data) };
}

describe('announcement push', () => {
  it('a published staff notice reaches staff only, with its title', async () => {
    let id = 0;
    const got = await heard(async () => { id = (await notice('Staff meeting', 'staff')).data.id; });
    expect(got.staff).toEqual([{ ids: [id], titles: ['Staff meeting'], titlesEn: [null] }]);
    expect(got.customer).toEqual([]);
  });

  it('a customer notice reaches customers only; a public one everybody; a draft nobody', async () => {
    let cid = 0;
    let pid = 0;
    const got = await heard(async () => {
      cid = (await notice('Holiday hours', 'customer')).data.id;
      pid = (await notice('New website', 'public')).data.id;
      await notice('Not yet', 'public', 'draft');
    });
    expect(got.customer).toEqual([{ ids: [cid], titles: ['Holiday hours'], titlesEn: [null] }, { ids: [pid], titles: ['New website'], titlesEn: [null] }]);
    expect(got.staff).toEqual([{ ids: [pid], titles: ['New website'], titlesEn: [null] }]);
  });

  it('publishing several at once (mn/0401/status) sends each audience its own titles', async () => {
    const ids: number[] = [];
    for (const [title, audience] of [['Fees change', 'customer'], ['Rota', 'staff'], ['Price list', 'customer']]) {
      ids.push((await notice(title, audience, 'draft')).data.id);
    }
    const got = await heard(() => call(t.app, 'POST', 'mn/0401/status', { token: admin, body: { ids, status: 'in_use' } }));
    expect(got.customer).toEqual([{ ids: [ids[0], ids[2]], titles: ['Fees change', 'Price list'], titlesEn: [null, null] }]);
    expect(got.staff).toEqual([{ ids: [ids[1]], titles: ['Rota'], titlesEn: [null] }]);
  });

  it('carries both titles of each notice: the Chinese ones, and the English ones where given', async () => {
    const ids: number[] = [];
    for (const [title, titleEn] of [['运费调整', 'Rate change'], ['仅中文', undefined]]) ids.push((await notice(title!, 'customer', 'draft', titleEn)).data.id);
    const got = await heard(() => call(t.app, 'POST', 'mn/0401/status', { token: admin, body: { ids, status: 'in_use' } }));
    expect(got.customer).toEqual([{ ids, titles: ['运费调整', '仅中文'], titlesEn: ['Rate change', null] }]);
  });

  it('over the event stream a customer sees the public title and never the staff one', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const customer = await login(t.app, 'customer');
    const ac = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/mn/0000/pushmsg`, { headers: { authToken: customer }, signal: ac.signal });
    const reader = res.body!.getReader();
    let text = '';
    const seen = (async () => {
      const dec = new TextDecoder();
      while (!text.includes('Open day')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += dec.decode(value);
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    await notice('Secret staff memo', 'staff');
    await notice('Open day', 'public');
    await Promise.race([seen, new Promise((r) => setTimeout(r, 5000))]);
    ac.abort();
    expect(text).toMatch(/event: notice\ndata: \{"ids":\[\d+\],"titles":\["Open day"\],"titlesEn":\[null\]\}/);
    expect(text).not.toContain('Secret staff memo');
  });
});
