/**
 * Announcements in two languages: the Chinese title, summary and content are the main ones, the
 * English ones optional (migration 0041). MN0401_02 edits both; every reader (the notice list of
 * the login dialog and home, the detail, the announcement centre, the management list, the public
 * news) gets the request's language, each text falling back to the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type Lang, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([login(t.app, 'admin'), login(t.app, 'customer')]);
});
afterAll(() => t.close());

const BOTH = {
  title: '春节放假通知', summary: '春节期间暂停揽收', content: '<p>2月10日至17日期间暂停揽收。</p>',
  titleEn: 'Spring Festival holiday', summaryEn: 'No pickups during the holiday', contentEn: '<p>No pickups from 10 to 17 February.</p>',
};
const ZH = { title: BOTH.title, summary: BOTH.summary, content: BOTH.content };
const EN = { title: BOTH.titleEn, summary: BOTH.summaryEn, content: BOTH.contentEn };

async function publish(body: Record<string, unknown>, audience = 'customer'): Promise<number> {
  return ok(await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { ...body, audience, status: 'in_use' } })).data.id;
}

type Text = { id: number; title: string; summary: string | null; content?: string };
const inList = (list: Text[], id: number) => list.find((n) => n.id === id);
const feed = async (lang: Lang) => ok(await call<Text[]>(t.app, 'GET', 'mn/0501/notice/list', { token: customer, lang })).data;
const detail = async (id: number, lang: Lang, token = customer) => ok(await call<Text>(t.app, 'GET', 'mn/0401/detail', { token, lang, query: { id } })).data;
const centre = async (lang: Lang, query: Record<string, string> = {}) =>
  ok(await call<{ list: Text[] }>(t.app, 'GET', 'mn/0401/centre/list', { token: customer, lang, query: { pageSize: 100, ...query } })).data.list;
const managed = async (lang: Lang, query: Record<string, string> = {}) =>
  ok(await call<{ list: Text[] }>(t.app, 'GET', 'mn/0401/list', { token: admin, lang, query: { pageSize: 100, ...query } })).data.list;

describe('an announcement saved in both languages', () => {
  let id = 0;
  beforeAll(async () => {
    id = await publish(BOTH);
  });

  it('is stored and loaded for editing with both languages (MN0401_02)', async () => {
    const [row] = await t.db.query(`select title, summary, content, title_en, summary_en, content_en from notice where id = $1`, [id]);
    expect(row).toEqual({ title: ZH.title, summary: ZH.summary, content: ZH.content, title_en: EN.title, summary_en: EN.summary, content_en: EN.content });
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const edited = ok(await call(t.app, 'GET', 'mn/0401/edit/detail', { token: admin, lang, query: { id } })).data;
      expect(edited).toEqual({ id, ...BOTH, audience: 'customer', status: 'in_use' });
    }
  });

  it("reaches each reader in their language: the notice list, the detail, the announcement centre", async () => {
    expect(inList(await feed('en-US'), id)).toMatchObject(EN);
    expect(inList(await feed('zh-CN'), id)).toMatchObject(ZH);
    expect(await detail(id, 'en-US')).toMatchObject(EN);
    expect(await detail(id, 'zh-CN')).toMatchObject(ZH);
    expect(inList(await centre('en-US'), id)).toMatchObject({ title: EN.title, summary: EN.summary });
    expect(inList(await centre('zh-CN'), id)).toMatchObject({ title: ZH.title, summary: ZH.summary });
  });

  it("the management list shows the administrator's language and finds it by either title", async () => {
    expect(inList(await managed('en-US'), id)).toMatchObject({ title: EN.title, summary: EN.summary });
    expect(inList(await managed('zh-CN'), id)).toMatchObject({ title: ZH.title, summary: ZH.summary });
    for (const title of ['Spring Festival', '春节放假']) {
      for (const lang of ['zh-CN', 'en-US'] as const) expect((await managed(lang, { title })).map((n) => n.id), `${title} ${lang}`).toContain(id);
    }
    expect((await centre('zh-CN', { title: 'spring festival' })).map((n) => n.id)).toContain(id);
  });

  it('an edit that leaves the English texts out keeps them; sent empty (null) they are cleared, and readers see the Chinese', async () => {
    const other = await publish(BOTH);
    ok(await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { id: other, ...ZH, title: '春节放假通知(更新)', audience: 'customer', status: 'in_use' } }));
    expect(await detail(other, 'en-US')).toMatchObject(EN);
    ok(await call(t.app, 'POST', 'mn/0401/save', { token: admin, body: { id: other, ...ZH, audience: 'customer', status: 'in_use', titleEn: null, summaryEn: null, contentEn: null } }));
    const [row] = await t.db.query(`select title_en, summary_en, content_en from notice where id = $1`, [other]);
    expect(row).toEqual({ title_en: null, summary_en: null, content_en: null });
    expect(await detail(other, 'en-US')).toMatchObject(ZH);
  });
});

describe('an announcement in Chinese only', () => {
  it('answers Chinese to English readers too, everywhere', async () => {
    const id = await publish(ZH);
    expect(inList(await feed('en-US'), id)).toMatchObject(ZH);
    expect(await detail(id, 'en-US')).toMatchObject(ZH);
    expect(inList(await centre('en-US'), id)).toMatchObject({ title: ZH.title, summary: ZH.summary });
    expect(inList(await managed('en-US'), id)).toMatchObject({ title: ZH.title });
  });

  it('English texts that are blank, or content with nothing to read once sanitised, are none', async () => {
    const id = await publish({ ...ZH, titleEn: '  ', summaryEn: '', contentEn: '<p> </p><script>alert(1)</script>' });
    const [row] = await t.db.query(`select title_en, summary_en, content_en from notice where id = $1`, [id]);
    expect(row).toEqual({ title_en: null, summary_en: null, content_en: null });
    expect(await detail(id, 'en-US')).toMatchObject(ZH);
  });

  it('English texts take only what they would show: an English summary without an English title keeps the Chinese title', async () => {
    const id = await publish({ ...ZH, summaryEn: EN.summary });
    expect(await detail(id, 'en-US')).toMatchObject({ title: ZH.title, summary: EN.summary, content: ZH.content });
  });
});

describe('English texts have the limits of the Chinese ones', () => {
  const save = (body: Record<string, unknown>, lang: Lang) =>
    call(t.app, 'POST', 'mn/0401/save', { token: admin, lang, body: { ...ZH, audience: 'public', status: 'draft', ...body } });

  it('refuses a long English title, summary or content in the caller language', async () => {
    expect((await save({ titleEn: 'x'.repeat(51) }, 'en-US')).msg).toBe('Invalid request: titleEn At most 50 characters');
    expect((await save({ summaryEn: 's'.repeat(1000) }, 'en-US')).msg).toBe('Invalid request: summaryEn Must be shorter than 1000 characters');
    expect((await save({ contentEn: 'c'.repeat(8000) }, 'en-US')).msg).toBe('Invalid request: contentEn Must be shorter than 8000 characters');
    // Escaping may lengthen the text: the stored English content must stay under the limit too.
    const grows = await save({ contentEn: '<'.repeat(7000) }, 'en-US');
    expect(grows.msg).toBe('The English content must be under 8000 characters');
    expect(grows.data).toMatchObject({ fields: { contentEn: 'The English content must be under 8000 characters' } });
    expect((await save({ contentEn: '<'.repeat(7000) }, 'zh-CN')).msg).toBe('英文内容必须少于 8000 个字符');
    // The Chinese content's own refusals name their field the same way.
    expect((await save({ content: '<'.repeat(7000) }, 'en-US')).data).toMatchObject({ fields: { content: 'The content must be under 8000 characters' } });
    expect((await save({ content: '<p> </p>' }, 'zh-CN')).data).toMatchObject({ fields: { content: '公告内容为必填项' } });
    expect((await save({ titleEn: 'x'.repeat(50), summaryEn: 's'.repeat(999), contentEn: 'c'.repeat(7999) }, 'en-US')).code).toBe(0);
  });

  it('the database holds the same limits for rows written around the API', async () => {
    await expect(t.db.query(`insert into notice (title, title_en, audience) values ('t', $1, 'public')`, ['x'.repeat(51)])).rejects.toThrow(/notice_title_en_check/);
    await expect(t.db.query(`insert into notice (title, summary_en, audience) values ('t', $1, 'public')`, ['x'.repeat(1000)])).rejects.toThrow(/notice_summary_en_check/);
    await expect(t.db.query(`insert into notice (title, content_en, audience) values ('t', $1, 'public')`, ['x'.repeat(8000)])).rejects.toThrow(/notice_content_en_check/);
  });

  it('loading a notice for editing needs the edit page (MN0401_02)', async () => {
    const id = await publish(BOTH, 'public');
    const r = await call(t.app, 'GET', 'mn/0401/edit/detail', { token: customer, lang: 'en-US', query: { id } });
    expect(r.msg).toBe('No permission for: mn/0401/02.html');
    const gone = await call(t.app, 'GET', 'mn/0401/edit/detail', { token: admin, lang: 'en-US', query: { id: 999999 } });
    expect(gone.msg).toBe('The announcement does not exist');
  });
});

describe('public news', () => {
  it("answers the reader's language, Chinese where there is no English", async () => {
    const both = await publish(BOTH, 'public');
    const zhOnly = await publish(ZH, 'public');
    const news = async (lang: Lang) => ok(await call<Text[]>(t.app, 'GET', 'mn/0401/public/list', { lang, query: { limit: 50 } })).data;
    const read = async (id: number, lang: Lang) => ok(await call<Text>(t.app, 'GET', 'mn/0401/public/detail', { lang, query: { id } })).data;
    expect(inList(await news('en-US'), both)).toMatchObject({ title: EN.title, summary: EN.summary });
    expect(inList(await news('zh-CN'), both)).toMatchObject({ title: ZH.title, summary: ZH.summary });
    expect(inList(await news('en-US'), zhOnly)).toMatchObject({ title: ZH.title, summary: ZH.summary });
    expect(await read(both, 'en-US')).toMatchObject(EN);
    expect(await read(both, 'zh-CN')).toMatchObject(ZH);
    expect(await read(zhOnly, 'en-US')).toMatchObject(ZH);
  });
});

describe('the demo notice', () => {
  const DEMO_ZH = '欢迎使用跨境物流管理平台';
  const DEMO_EN = 'Welcome to the cross-border logistics platform';

  it('is seeded with each language on its own', async () => {
    const [demo] = await t.db.query<{ id: number; title: string; summary: string; content: string }>(
      `select id, title, summary, content from notice where title = $1`, [DEMO_ZH],
    );
    expect(demo.summary).not.toMatch(/[a-z]/i);
    expect(demo.content).not.toMatch(/Dear user/);
    const en = ok(await call<Text>(t.app, 'GET', 'mn/0401/public/detail', { lang: 'en-US', query: { id: demo.id } })).data;
    expect(en).toMatchObject({ title: DEMO_EN, summary: 'The platform is live: ordering, tracking, bills and top-ups.' });
    expect(en.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('of a database seeded before is split by migration 0041 while it is unchanged; other notices keep their text', async () => {
    const { migrate } = await import('../../src/server/db/migrate');
    const OLD = {
      title: '欢迎使用跨境物流管理平台 Welcome',
      summary: '平台已上线：在线下单、轨迹查询、账单与充值。The platform is live: ordering, tracking, bills and top-ups.',
      content:
        '<p>尊敬的用户：跨境物流管理平台已正式上线，支持在线下单、批量下单、轨迹查询、账单查询与在线充值。如有问题请联系您的专属客服。</p>' +
        '<p>Dear user: the cross-border logistics platform is now live, with online and bulk ordering, tracking, bills and online top-up. ' +
        'Please contact your customer service representative with any question.</p>',
    };
    await t.db.exec(`alter table notice drop column title_en, drop column summary_en, drop column content_en`);
    const insert = `insert into notice (title, summary, content, audience, status) values ($1, $2, $3, 'public', 'in_use') returning id`;
    const [demo] = await t.db.query<{ id: number }>(insert, [OLD.title, OLD.summary, OLD.content]);
    const [edited] = await t.db.query<{ id: number }>(insert, [OLD.title, OLD.summary, `${OLD.content}<p>更新</p>`]);
    await t.db.query(`delete from schema_migration where name = '0041_notice_english.sql'`);
    expect(await migrate(t.db)).toEqual(['0041_notice_english.sql']);
    const rows = await t.db.query<{ id: number; title: string; title_en: string | null }>(
      `select id, title, title_en from notice where id = any($1::int[]) order by id`, [[demo.id, edited.id]],
    );
    expect(rows).toEqual([{ id: demo.id, title: DEMO_ZH, title_en: DEMO_EN }, { id: edited.id, title: OLD.title, title_en: null }]);
  });
});
