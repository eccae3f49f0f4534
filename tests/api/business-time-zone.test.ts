/**
 * The server's side of the one time rule (issue 12): it answers instants, reads a date picker's
 * zone-less text on the business zone's clock (BUSINESS_TIME_ZONE, default Asia/Shanghai), names
 * that zone to clients and in the files it writes, and refuses a zone it does not know at start.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { loadConfig, ConfigError } from '../../src/server/config';
import { ensureRuntime } from '../../src/server/platform/jobs/runtime';

let sh: TestApp;
let la: TestApp;

beforeAll(async () => {
  sh = await createTestApp();
  la = await createTestApp({ businessTimeZone: 'America/Los_Angeles' });
}, 120_000);
afterAll(async () => {
  await sh?.close();
  await la?.close();
});

/** Saves a special route (ZJ1101_02's body) from `start` to `end` as sent; answers the reply and what the detail then says. */
async function saveSpecial(t: TestApp, start: string, end: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const admin = await login(t.app, 'admin');
  const routes = await call<{ list: { value: number }[] }>(t.app, 'GET', 'zj/0103/route/options', { token: admin });
  const body = { routeId: routes.data.list[0].value, name: `TZ ${start}`, startTime: start, endTime: end, exclude: false };
  const saved = await call<{ id: number }>(t.app, 'POST', 'zj/1101/save', { token: admin, lang, body });
  if (saved.code !== 0) return { saved, detail: undefined };
  const detail = await call<{ startTime: string; endTime: string }>(t.app, 'GET', 'zj/1101/detail', { token: admin, query: { id: saved.data.id } });
  return { saved, detail: detail.data };
}

describe('BUSINESS_TIME_ZONE', () => {
  it('defaults to Asia/Shanghai and refuses at start a name that is no IANA zone', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'America/Los_Angeles' }).businessTimeZone).toBe('America/Los_Angeles');
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Asia/Shangai' })).toThrow(ConfigError);
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: '+08:00' })).toThrow(/BUSINESS_TIME_ZONE/);
  });

  it('is named to clients: user info after login and the public site info', async () => {
    for (const [t, zone] of [[sh, 'Asia/Shanghai'], [la, 'America/Los_Angeles']] as const) {
      const token = await login(t.app, 'customer');
      expect((await call(t.app, 'GET', 'mn/0101/user/info', { token })).data.timeZone).toBe(zone);
      expect((await call(t.app, 'GET', 'mn/0000/site/info')).data.timeZone).toBe(zone);
    }
  });
});

describe('times sent and answered', () => {
  it("a picker's zone-less text is the business zone's wall time; an instant keeps its own zone", async () => {
    const shanghai = await saveSpecial(sh, '2021-01-01 00:00:00', '2021-01-31 23:59:59');
    expect(shanghai.saved.code, shanghai.saved.msg).toBe(0);
    expect(shanghai.detail).toMatchObject({ startTime: '2020-12-31T16:00:00.000Z', endTime: '2021-01-31T15:59:59.000Z' });
    // The same text in a business in Los Angeles: its winter clock, UTC-8.
    const losAngeles = await saveSpecial(la, '2021-01-01 00:00:00', '2021-01-31 23:59:59');
    expect(losAngeles.detail).toMatchObject({ startTime: '2021-01-01T08:00:00.000Z', endTime: '2021-02-01T07:59:59.000Z' });
    // An instant with its zone is that instant in either business.
    const instant = await saveSpecial(la, '2021-01-01T00:00:00+08:00', '2021-01-31T15:59:59Z');
    expect(instant.detail).toMatchObject({ startTime: '2020-12-31T16:00:00.000Z', endTime: '2021-01-31T15:59:59.000Z' });
  });

  it('refuses text that is no time on the field, in the caller\'s language', async () => {
    const en = await saveSpecial(sh, '2021-02-30 00:00:00', '2021-03-01 00:00:00', 'en-US');
    expect(en.saved.code).toBe(500);
    expect(en.saved.msg).toContain('is not a valid time (such as 2026-11-22 10:00:00)');
    const zh = await saveSpecial(sh, '明天', '2021-03-01 00:00:00');
    expect(zh.saved.msg).toContain('不是有效的时间（如 2026-11-22 10:00:00）');
  });

  it('lists answer instants (ISO 8601 UTC), never a zone-less reading a client could take for its own', async () => {
    const admin = await login(sh.app, 'admin');
    const notices = await call<{ list: { publishedAt: string | null; updatedAt: string }[] }>(sh.app, 'GET', 'mn/0401/list', { token: admin });
    const staff = await call<{ list: { lastLoginAt: string | null }[] }>(sh.app, 'GET', 'zj/0601/list', { token: admin });
    const instants = [
      ...notices.data.list.flatMap((n) => [n.publishedAt, n.updatedAt]),
      ...staff.data.list.map((s) => s.lastLoginAt),
    ].filter((v): v is string => typeof v === 'string');
    expect(instants.length).toBeGreaterThan(2);
    for (const v of instants) expect(v).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('files the server writes', () => {
  it("the download list's workbook shows the business clock's reading under a header naming the zone", async () => {
    const rt = await ensureRuntime(sh.db, sh.config);
    const customer = await login(sh.app, 'customer');
    const first = await call<{ seq: number }>(sh.app, 'POST', 'xt/0125/export', { token: customer, body: { kind: 'xt.download.xlsx', fileName: 'a.xlsx' } });
    expect(first.code, first.msg).toBe(0);
    await rt.worker.drain();
    const listed = await call<{ seq: number; createdAt: string }[]>(sh.app, 'GET', 'xt/0125/select/download', { token: customer });
    const record = listed.data.find((r) => r.seq === first.data.seq)!;
    expect(record.createdAt).toMatch(/Z$/);
    const res = await sh.app.inject({ method: 'GET', url: `/xt/0125/download?seq=${first.data.seq}`, headers: { authToken: customer } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(4).value).toBe('创建时间（北京时间，UTC+8）');
    // A workbook has no zones: the cell holds Beijing's reading of the instant (UTC+8), shown as such.
    const cell = ws.getRow(2).getCell(4);
    const beijing = new Date(Date.parse(record.createdAt) + 8 * 3_600_000);
    expect((cell.value as Date).toISOString().slice(0, 19)).toBe(beijing.toISOString().slice(0, 19));
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });
});
