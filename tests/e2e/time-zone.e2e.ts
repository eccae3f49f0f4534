/**
 * One time rule (issue 12, "Time"): times are stored as instants and shown on the business zone's
 * clock (Asia/Shanghai here), whatever zone the browser runs in. The same steps run in a browser
 * in America/Los_Angeles and in one in Asia/Shanghai, against the real server, and must read and
 * send the same texts: the download centre's creation time, a list's times (MN0401_01), price
 * validity (ZJ0104_01, its titles naming the zone) and a date picker's value (ZJ1101_02: what it
 * sends, what the server stores, what the list then shows). The expected texts are worked out here
 * from the instants the API answers, at Beijing's fixed UTC+8, not by the code under test.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;
let admin: string;
const made: number[] = [];
const exports: number[] = [];

interface Reply<T = any> { code: number; msg: string; data: T }
async function api<T = any>(url: string, init: { method?: string; body?: unknown; query?: Record<string, string | number> } = {}): Promise<Reply<T>> {
  const qs = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await fetch(`${baseURL}/${url}${qs}`, {
    method: init.method ?? 'GET',
    headers: { authToken: admin, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as Reply<T>;
}

/** What a clock in Beijing (UTC+8 all year since 1991) shows at an instant: the spec's yyyy-MM-dd HH:mm:ss. */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin');
});
afterAll(async () => {
  // The special routes the pickers saved (in 2021, never in force) go again.
  if (made.length) await api('zj/1101/delete', { method: 'POST', body: { ids: made } }).catch(() => undefined);
  for (const seq of exports) await api('xt/0125/delete/download', { query: { seq } }).catch(() => undefined);
  await browser?.close();
});

const active = (page: Page, code: string) => page.locator(`.sh-screen[data-screen="${code}"]:not([hidden])`);
const rowOf = (scope: Locator, id: number | string) => scope.locator(`tr.ant-table-row[data-row-key="${id}"]`);

async function openScreen(page: Page, code: string): Promise<Locator> {
  await page.goto(`/${code}`);
  const screen = active(page, code);
  await screen.waitFor({ timeout: 30_000 });
  await dismissDialogs(page);
  await screen.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
  return screen;
}

/** The label's Formily item in a scope. */
const item = (page: Page, scope: Locator, label: string) =>
  scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}\\s*[:：]?\\s*$`) }) }).first();

/** Types a time into the engine's picker as a user does, then Enter (and OK when the panel asks for it). */
async function typeTime(page: Page, field: Locator, value: string) {
  const input = field.locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click({ timeout: 1000 }).catch(() => undefined);
  await field.locator('.ant-formily-item-label').click().catch(() => undefined);
  await expect.poll(() => input.inputValue(), { timeout: 5000 }).toBe(value);
}

interface Seen {
  downloadTime: string;
  noticeRow: string;
  validityTitles: string[];
  validityRow: string;
  pickerZone: string;
  sent: { startTime: unknown; endTime: unknown };
  stored: { startTime: string; endTime: string };
  specialRow: string;
}

/** The steps, in a browser whose clock is in `zone`; answers what the user read and what the picker sent. */
async function walk(zone: string, fileName: string): Promise<Seen> {
  const { context, page } = await newPage(browser, baseURL, 'zh-CN', { timezoneId: zone });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await loginAs(page, 'admin');
    await dismissDialogs(page);
    // The browser really is in that zone: 2026-11-22 02:00 UTC is 18:00 the day before in Los Angeles.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
    expect(await page.evaluate(() => new Date('2026-11-22T02:00:00Z').getHours())).toBe(zone === 'America/Los_Angeles' ? 18 : 10);

    // 1. The download centre: an export's creation time.
    const exported = await api('xt/0125/export', { method: 'POST', body: { kind: 'demo.csv', fileName, params: { rows: 1 } } });
    expect(exported.code, exported.msg).toBe(0);
    exports.push(exported.data.seq);
    const records = await api<{ fileName: string; createdAt: string }[] | { list: { fileName: string; createdAt: string }[] }>('xt/0125/select/download');
    const list = Array.isArray(records.data) ? records.data : records.data.list;
    const record = list.find((r) => r.fileName === fileName)!;
    expect(record.createdAt).toMatch(/Z$/); // an instant
    await page.getByTestId('download-centre-button').click();
    const item$ = page.getByTestId('download-centre').locator('li.dc-item', { hasText: fileName });
    await item$.waitFor({ timeout: 15_000 });
    const downloadTime = (await item$.locator('.dc-time').innerText()).trim();
    expect(downloadTime).toBe(`创建时间：${beijing(record.createdAt)}`);
    await page.getByTestId('download-centre-button').click();

    // 2. A list with times: the announcements' publish and update times.
    const notices = await api<{ list: { id: number; publishedAt: string | null; updatedAt: string }[] }>('mn/0401/list', { query: { current: 1, pageSize: 20 } });
    const notice = notices.data.list.find((n) => n.publishedAt)!;
    let screen = await openScreen(page, 'MN0401_01');
    const noticeRow = (await rowOf(screen, notice.id).innerText()).replace(/\s+/g, ' ');
    expect(noticeRow).toContain(beijing(notice.publishedAt!));
    expect(noticeRow).toContain(beijing(notice.updatedAt));

    // 3. Price validity: the demo tables are valid from January 1st, 00:00 Beijing time, and their titles say which clock.
    // A demo table (the first made): a sheet uploaded by another test is valid from its upload.
    const prices = await api<{ list: { id: number; validFrom: string; validTo: string | null }[] }>('zj/0104/list', { query: { current: 1, pageSize: 100 } });
    const price = prices.data.list.filter((p) => p.validFrom).sort((a, b) => a.id - b.id)[0];
    expect(beijing(price.validFrom)).toMatch(/^\d{4}-01-01 00:00:00$/);
    screen = await openScreen(page, 'ZJ0104_01');
    const validityTitles = await screen.locator('thead th').allInnerTexts().then((ts) => ts.map((t) => t.trim()).filter((t) => t.includes('UTC')));
    expect(validityTitles).toEqual(['开始时间（北京时间，UTC+8）', '结束时间（北京时间，UTC+8）']);
    const validityRow = (await rowOf(screen, price.id).innerText()).replace(/\s+/g, ' ');
    expect(validityRow).toContain(beijing(price.validFrom));

    // 4. A date picker (ZJ1101_02, a special route in 2021, never in force): it names the zone, sends the
    //    Beijing wall time typed, the server keeps that instant, and the list shows it back.
    screen = await openScreen(page, 'ZJ1101_01');
    await screen.locator('button[data-action="add"]').click();
    const drawer = page.locator('.ant-drawer-content').last();
    await drawer.locator('input[name="name"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(400);
    const name = `TZ ${fileName}`;
    const route = item(page, drawer, '线路');
    for (let attempt = 0; attempt < 4 && !(await route.locator('.ant-select-selection-item').count()); attempt++) {
      await route.locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click({ timeout: 5000 }).catch(() => undefined);
    }
    await drawer.locator('input[name="name"]').fill(name);
    const start = item(page, drawer, '开始时间');
    await typeTime(page, start, '2021-01-01 00:00:00');
    await typeTime(page, item(page, drawer, '结束时间'), '2021-01-31 23:59:59');
    const pickerZone = (await start.locator('[data-time-zone]').innerText()).trim();
    const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/zj/1101/save');
    await drawer.locator('button[data-action="submit"]').click();
    const body = (await saved).postDataJSON() as { startTime: unknown; endTime: unknown };
    await seenFeedback(page, '保存成功', { timeout: 15_000 });
    const found = await api<{ list: { id: number; name: string; startTime: string; endTime: string }[] }>('zj/1101/list', { query: { current: 1, pageSize: 20, keyword: name } });
    const special = found.data.list.find((s) => s.name === name)!;
    made.push(special.id);
    const row = rowOf(active(page, 'ZJ1101_01'), special.id);
    await row.waitFor({ timeout: 15_000 });
    const specialRow = (await row.innerText()).replace(/\s+/g, ' ');
    expect(specialRow).toContain('2021-01-01 00:00:00');
    expect(specialRow).toContain('2021-01-31 23:59:59');
    await screenshot(page, `time-zone-${zone.replace('/', '-')}`);
    expect(errors).toEqual([]);
    return {
      downloadTime: downloadTime.replace(beijing(record.createdAt), '<created>'),
      noticeRow,
      validityTitles,
      validityRow,
      pickerZone,
      sent: { startTime: body.startTime, endTime: body.endTime },
      stored: { startTime: special.startTime, endTime: special.endTime },
      specialRow: specialRow.replace(name, '<name>'),
    };
  } finally {
    await context.close();
  }
}

describe('one time rule, whatever zone the browser is in', () => {
  it('a browser in Los Angeles reads and sends the same times as one in Shanghai', { timeout: 240_000 }, async () => {
    const stamp = Date.now().toString(36);
    const la = await walk('America/Los_Angeles', `tz-la-${stamp}.csv`);
    // What the picker sent: the Beijing wall time typed, no zone of the browser's; stored as that instant.
    expect(la.sent).toEqual({ startTime: '2021-01-01 00:00:00', endTime: '2021-01-31 23:59:59' });
    expect(la.stored).toEqual({ startTime: '2020-12-31T16:00:00.000Z', endTime: '2021-01-31T15:59:59.000Z' });
    expect(la.pickerZone).toBe('北京时间 (UTC+8)');
    const sh = await walk('Asia/Shanghai', `tz-sh-${stamp}.csv`);
    expect(la).toEqual(sh);
  });
});
