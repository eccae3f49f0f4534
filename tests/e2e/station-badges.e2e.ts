/**
 * Station badges (SH2) in Chromium against the real server and its demo scans: `ops` sees the
 * six counts the server answers on WL0101_01, WL0105_01, WL0106_01 and WL0107_01 and on its home
 * (MN0501_01's station statistics), and a badge or a home card opens the station operation
 * statistics (WL0109_01) listing only that operation type's rows of the station. A customer's
 * home never asks for them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, builtScreens, codeOfUrl, dismissDialogs, launchBrowser, loginAs, newPage, openAllSubmenus, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BADGES: [string, string][] = [
  ['wl/0101/01.html', 'B04'],
  ['wl/0101/01.html', 'B08'],
  ['wl/0105/01.html', 'B05'],
  ['wl/0106/01.html', 'B06'],
  ['wl/0107/01.html', 'B07'],
  ['wl/0107/01.html', 'B09'],
];

describe('station badges', () => {
  it("ops sees today's station counts on the station menus; a badge opens WL0109_01 with its operation type", async () => {
    const token = await apiLogin(baseURL, 'ops');
    const res = await fetch(`${baseURL}/wl/0109/select/count`, { headers: { authToken: token } });
    const body = (await res.json()) as { code: number; data: Record<string, number> };
    expect(body.code).toBe(0);

    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    const menu = page.getByTestId('side-menu');
    // An entry whose screen is not built yet is no menu entry (no dead end), badge or not.
    const built = builtScreens();
    for (const [url, type] of BADGES) {
      if (!built.has(codeOfUrl(url))) {
        expect(await menu.locator(`[data-menu-url="${url}"]`).count(), url).toBe(0);
        continue;
      }
      const badge = menu.locator(`[data-menu-url="${url}"] [data-badge="${type}"] .ant-badge-count`);
      await badge.waitFor({ timeout: 15_000 });
      expect(body.data[type], type).toBeGreaterThan(0);
      expect(await badge.getAttribute('title'), type).toBe(String(body.data[type]));
    }
    await screenshot(page, 'station-badges-ops');

    // The home (MN0501_01) shows the same counts under its cards, one per operation type.
    const stats = page.getByTestId('home-station-stats');
    for (const [, type] of BADGES) {
      const value = stats.locator(`[data-card="${type}"] .ant-statistic-content`);
      await expect.poll(() => value.textContent(), { timeout: 15_000 }).toBe(String(body.data[type]));
      const badge = menu.locator(`[data-badge="${type}"] .ant-badge-count`).first();
      if (await badge.count()) expect(await badge.getAttribute('title'), type).toBe(String(body.data[type]));
    }
    await stats.locator('[data-chart="byPeriod"] canvas').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'home-station-stats-ops');
    // A card's link opens the statistics filtered by its type, like the badges.
    await stats.locator('[data-card="B06"] button').click();
    await page.waitForURL((u) => u.pathname === '/WL0109_01' && u.searchParams.get('operationType') === 'B06', { timeout: 15_000 });
    await expectOnlyRowsOf(page, token, 'B06', '已出库');

    // Another card while the statistics tab is open: the list follows the new operation type.
    await page.locator('[data-tab="MN0501_01"]').click();
    await stats.locator('[data-card="B05"] button').click();
    await page.waitForURL((u) => u.pathname === '/WL0109_01' && u.searchParams.get('operationType') === 'B05', { timeout: 15_000 });
    await expect.poll(() => page.locator('.tb-bar .tb-active').getAttribute('data-tab')).toBe('WL0109_01');
    await expectOnlyRowsOf(page, token, 'B05', '在库');

    // The entry's name opens its own screen and the badge alone the statistics (a link in an antd
    // menu item used to cover the row), on every badged entry that is built.
    for (const url of ['wl/0101/01.html', 'wl/0105/01.html', 'wl/0106/01.html', 'wl/0107/01.html'].filter((u) => built.has(codeOfUrl(u)))) {
      await menu.locator(`[data-menu-url="${url}"] .sm-name`).click();
      await page.waitForURL((u) => u.pathname === `/${codeOfUrl(url)}`, { timeout: 15_000 });
      const type = BADGES.find(([u]) => u === url)![1];
      await menu.locator(`[data-menu-url="${url}"] [data-badge="${type}"]`).click();
      await page.waitForURL((u) => u.pathname === '/WL0109_01' && u.searchParams.get('operationType') === type, { timeout: 15_000 });
    }
    await screenshot(page, 'station-operations-ops-B05');
    await context.close();
  });

  it("a customer's home neither asks for the station counts nor loads the screen engine", async () => {
    const { context, page } = await newPage(browser, baseURL);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await loginAs(page, 'customer');
    await dismissDialogs(page);
    await page.getByTestId('home').locator('.hm-card').first().waitFor({ timeout: 15_000 });
    // Past the shell's after-start-up work (badges, push) too.
    await page.waitForTimeout(4000);
    expect(await page.getByTestId('home-station-stats').count()).toBe(0);
    expect(asked.filter((p) => p.startsWith('/wl/0109/'))).toEqual([]);
    expect(asked.filter((p) => /\/assets\/ScreenHost[-.]/.test(p))).toEqual([]);
    await context.close();
  });
});

/**
 * WL0109_01 lists the operations of that type at the caller's station only (ops works at SZX,
 * 深圳站): every row's type and station cell, the total the server answers, and the search field.
 */
async function expectOnlyRowsOf(page: Page, token: string, type: string, label: string) {
  const res = await fetch(`${baseURL}/wl/0109/list?operationType=${type}&pageSize=1`, { headers: { authToken: token } });
  const { data } = (await res.json()) as { data: { total: number } };
  expect(data.total, type).toBeGreaterThan(0);
  const table = page.locator('.ant-pro-table:visible');
  // The whole number, not a substring of another total (the unfiltered list may still be showing).
  const totalText = new RegExp(`(^|\\D)${data.total}(\\D|$)`);
  await expect.poll(async () => totalText.test((await table.locator('.ant-pagination-total-text').textContent()) ?? ''), { timeout: 15_000 }).toBe(true);
  const headers = await table.locator('.ant-table-thead th').allTextContents();
  const typeCol = headers.indexOf('操作类型');
  const stationCol = headers.indexOf('站点');
  expect(typeCol, headers.join('|')).toBeGreaterThanOrEqual(0);
  const rows = table.locator('.ant-table-tbody tr.ant-table-row');
  const cells = (col: number) => rows.evaluateAll((trs, c) => trs.map((tr) => tr.querySelectorAll('td')[c]?.textContent?.trim()), col);
  // Rows settle after the total (the filtered answer replaces the first one): wait for them.
  await expect.poll(async () => { const types = await cells(typeCol); return types.length > 0 && types.every((t) => t === label); }, { timeout: 15_000 }).toBe(true);
  expect(new Set(await cells(stationCol))).toEqual(new Set(['深圳站']));
  const filter = table.locator('.ant-pro-query-filter .ant-form-item').filter({ hasText: '操作类型' });
  expect(await filter.locator('.ant-select-selection-item').textContent()).toBe(label);
}
