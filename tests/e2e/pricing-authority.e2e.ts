/**
 * Pricing screens show only what the server serves (issue 5): the manager looks up and checks
 * remote areas in ZJ0110_01 but sees no add / import / edit / delete (zj/0110/edit is not theirs:
 * read-only where KF writes), customer service (AD, KF in SCREENS.md) gets them; sales open ZJ0105_01 and its table picker offers exactly the tables the server lets
 * them upload to (zj/0105/table/list), with no refusal on the way. Real server, no mocks.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, feedbackLog, launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One API call with a token; fails the test unless the server answers code 0. */
async function call<T = unknown>(token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ data: T }> {
  const res = await fetch(`${baseURL}/${url}`, { method, headers: { authToken: token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const reply = (await res.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 0) throw new Error(`${method} ${url}: ${reply.msg}`);
  return reply;
}

/** Error messages the shell showed since the page loaded (a refused request shows one). */
const errorToasts = async (page: Page) => (await feedbackLog(page)).filter((e) => e.startsWith('error: '));

describe('pricing screens as the roles that use them', () => {
  it('manager: ZJ0110_01 lists and checks remote areas, with no button the server would refuse', { timeout: 120_000 }, async (ctx) => {
    const { context, page } = await newPage(browser, baseURL);
    ctx.onTestFailed(async () => { await screenshot(page, 'pricing-authority-manager').catch(() => undefined); });
    await loginAs(page, 'manager');
    await page.goto('/ZJ0110_01');
    await page.locator('button[data-action="check"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    for (const key of ['add', 'import', 'edit', 'delete']) expect(await page.locator(`[data-action="${key}"]`).count(), key).toBe(0);

    await page.locator('button[data-action="check"]').click();
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    const country = dialog.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: /^\s*\*?\s*国家/ }) }).first();
    for (let attempt = 0; attempt < 4 && !(await country.locator('.ant-select-selection-item').count()); attempt++) {
      await country.locator('.ant-select-selector').click();
      await country.locator('input.ant-select-selection-search-input').fill('US');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'US' }).first().click({ timeout: 5000 }).catch(() => undefined);
    }
    await dialog.locator('input[name="checkPostcode"]').fill('10001');
    await dialog.locator('button[data-action="check"]').click();
    await page.getByTestId('remote-check-result').waitFor({ timeout: 15_000 });
    expect(await errorToasts(page)).toEqual([]);
    await context.close();
  });

  it('kf: ZJ0110_01 offers adding, importing, editing and deleting remote areas', { timeout: 120_000 }, async (ctx) => {
    const { context, page } = await newPage(browser, baseURL);
    ctx.onTestFailed(async () => { await screenshot(page, 'pricing-authority-kf').catch(() => undefined); });
    await loginAs(page, 'kf');
    await page.goto('/ZJ0110_01');
    await page.locator('button[data-action="check"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    for (const key of ['add', 'import']) await page.locator(`button[data-action="${key}"]`).first().waitFor({ timeout: 15_000 });
    for (const key of ['edit', 'delete']) expect(await page.locator(`[data-action="${key}"]`).count(), key).toBeGreaterThan(0);
    expect(await errorToasts(page)).toEqual([]);
    await context.close();
  });

  it('sales: ZJ0105_01 picks from the tables the server lets them upload to', { timeout: 120_000 }, async (ctx) => {
    // A price table of a customer sales look after (C0001), so the picker has one to offer.
    const admin = await apiLogin(baseURL, 'admin');
    const customers = await call<{ list: { id: number; code: string }[] }>(admin, 'GET', 'zj/0101/list?keyword=C0001&pageSize=50');
    const routes = await call<{ list: { id: number; code: string }[] }>(admin, 'GET', 'zj/0103/list?keyword=US-EXP&pageSize=50');
    const customerId = customers.data.list.find((c) => c.code === 'C0001')!.id;
    const routeId = routes.data.list.find((r) => r.code === 'US-EXP')!.id;
    await call(admin, 'POST', 'zj/0104/save', { routeId, customerId, priceCode: 'P-E2E-SALES', name: 'E2E sales table', currency: 'RMB', validFrom: new Date().toISOString(), zones: [{ code: 'US', country: 'US', breaks: [{ kind: 'flat', upTo: '30', price: '99' }] }] });
    const served = await call<{ list: { name: string }[] }>(await apiLogin(baseURL, 'sales'), 'GET', 'zj/0105/table/list?current=1&pageSize=1000');
    expect(served.data.list.map((t) => t.name)).toContain('E2E sales table');

    const { context, page } = await newPage(browser, baseURL);
    ctx.onTestFailed(async () => { await screenshot(page, 'pricing-authority-sales').catch(() => undefined); });
    await loginAs(page, 'sales');
    await page.goto('/ZJ0105_01');
    await page.locator('button[data-action="upload"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    expect(await page.locator('button[data-action="template"]').count()).toBe(1);

    const picker = page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: /^\s*\*?\s*报价\s*[:：]?\s*$/ }) }).first();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The dropdown is virtual: compare the names it renders with the server's list. It closes when
    // something takes the focus while the screen settles (a late notice): open it again then.
    let shown: string[] = [];
    await expect.poll(async () => {
      if (!(await options.count())) await picker.locator('.ant-select-selector').click();
      shown = (await options.allInnerTexts()).map((x) => x.trim());
      return shown;
    }, { timeout: 15_000 }).toContain('E2E sales table');
    for (const name of shown) expect(served.data.list.map((t) => t.name)).toContain(name);
    await options.filter({ hasText: 'E2E sales table' }).first().click();
    expect(await picker.locator('.ant-select-selection-item').innerText()).toBe('E2E sales table');
    expect(await errorToasts(page)).toEqual([]);
    await context.close();
  });
});
