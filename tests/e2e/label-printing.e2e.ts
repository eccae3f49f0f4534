/**
 * Printing from the order list in Chromium against the real server (web printing, the demo
 * customer's default): a row's "Print label" and its invoice's "Print" each answer a PDF that opens
 * in a browser window; at DD0204_01 the order shows one print, and the ticked orders print as one
 * file, the list counting the reprint. With plugin printing chosen and no print agent running, the
 * print says E11g and the PDF opens in a browser window instead.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';
import { placeDemoOrder } from './demoOrder';
import { active, navigate, rows } from './adminUi';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Clicks and answers the file the page was given from `url` by `method` (its type and first
 * bytes, seen on its way through) once the browser window showing it has opened (a popup
 * blocker's E11q click let through).
 */
async function printed(page: Page, context: BrowserContext, url: string, method: 'GET' | 'POST', click: () => Promise<void>) {
  let file: { type: string; head: string } | undefined;
  const path = `/${url}`;
  const matches = (u: URL) => u.pathname === path;
  await page.route(matches, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const res = await route.fetch();
    file = { type: res.headers()['content-type'], head: (await res.body()).subarray(0, 5).toString('latin1') };
    await route.fulfill({ response: res });
  });
  const popup = context.waitForEvent('page', { timeout: 30_000 });
  popup.catch(() => undefined);
  await click();
  const blocked = page.getByRole('button', { name: '打开 PDF' });
  if (await blocked.isVisible().catch(() => false)) await blocked.click();
  const win = await popup;
  expect(win.url()).toMatch(/^blob:/);
  await win.close();
  await page.unroute(matches);
  return file;
}

/** Searches a list screen by its batch numbers box. */
async function search(page: Page, numbers: string) {
  const list = active(page);
  await list.locator('.ant-pro-query-filter textarea#numbers, .ant-pro-query-filter input#numbers').first().fill(numbers);
  await list.locator('.ant-pro-query-filter button', { hasText: /查\s*询/ }).click();
}

describe('printing from the order list', () => {
  it('a label and an invoice print as PDFs from DD0205_01; DD0204_01 counts the print and bulk-prints the ticked orders', async () => {
    const a = await placeDemoOrder(baseURL, 'E2E-LABEL-A');
    const b = await placeDemoOrder(baseURL, 'E2E-LABEL-B');
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    await dismissDialogs(page);

    await navigate(page, '/DD0205_01');
    await search(page, a.orderNo);
    const row = rows(page).filter({ hasText: a.orderNo });
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    const label = await printed(page, context, 'dd/0204/pdf', 'POST', () => row.getByRole('button', { name: '打印面单' }).click());
    expect(label).toEqual({ type: 'application/pdf', head: '%PDF-' });

    // The invoice: its screen opens from the row and prints.
    await row.getByRole('button', { name: '发票' }).click();
    const invoice = page.locator('.sh-screen[data-screen="DD0204_02"]:not([hidden])');
    await invoice.locator('.ant-formily-item').first().waitFor({ timeout: 30_000 });
    const sheet = await printed(page, context, 'dd/0204/invoice/pdf', 'GET', () => invoice.getByRole('button', { name: '打印发票' }).click());
    expect(sheet).toEqual({ type: 'application/pdf', head: '%PDF-' });

    // Label printing: the order printed once; both ticked print as one file and are counted again.
    await navigate(page, '/DD0204_01');
    await search(page, `${a.orderNo} ${b.orderNo}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    const counts = async () => Object.fromEntries(await rows(page).evaluateAll((trs, nos) => trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
      return [nos.find((n) => cells.includes(n)) ?? '?', cells];
    }), [a.orderNo, b.orderNo]));
    const printsColumn = await active(page).locator('.ant-table-thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === '打印次数'));
    expect(printsColumn).toBeGreaterThan(0);
    const printsOf = async () => {
      const c = await counts();
      return [c[a.orderNo]?.[printsColumn], c[b.orderNo]?.[printsColumn]];
    };
    expect(await printsOf()).toEqual(['1', '0']);
    for (const tr of await rows(page).all()) await tr.locator('.ant-checkbox-input').check();
    // The list reloads once the file is out (CI once saw the old counts 15 s on: this tells a missing
    // reload from a slow one).
    let printedAt = 0;
    const reloaded = new Promise<number>((done) => page.on('response', (r) => {
      if (printedAt > 0 && new URL(r.url()).pathname === '/dd/0204/list') done(r.status());
    }));
    const bulk = await printed(page, context, 'dd/0204/pdf', 'POST', async () => {
      await active(page).getByRole('button', { name: '批量打印' }).click();
      printedAt = Date.now();
    });
    expect(bulk).toEqual({ type: 'application/pdf', head: '%PDF-' });
    // Not forever: a full quiet run once waited its whole 180 s here (the action's `then: reload`
    // never came: the print frame's load, which the action awaits, is the suspect).
    const late = new Promise<string>((done) => setTimeout(() => done('the list did not reload within 30 s of the bulk print'), 30_000));
    expect(await Promise.race([reloaded, late])).toBe(200);
    await expect.poll(printsOf, { timeout: 15_000 }).toEqual(['2', '1']);
    await screenshot(page, 'label-printing');
    await context.close();
  }, 180_000);

  it('with plugin printing chosen and no print agent running, DD0204_01 says the plugin is not started (E11g) and prints through the browser', async () => {
    const o = await placeDemoOrder(baseURL, 'E2E-LABEL-E11G');
    const token = await apiLogin(baseURL, 'customer');
    const settings = (body: Record<string, unknown>) => fetch(`${baseURL}/dd/0204/setting/save`, {
      method: 'POST', headers: { authToken: token, 'content-type': 'application/json' }, body: JSON.stringify({ labelSize: '100x150', format: 'pdf', copies: 1, ...body }),
    }).then((r) => r.json());
    // Nothing listens on the agent's address: the plugin is not started.
    expect((await settings({ mode: 'plugin', agentUrl: 'http://127.0.0.1:9' })).code).toBe(0);
    const { context, page } = await newPage(browser, baseURL);
    try {
      await loginAs(page, 'customer');
      await dismissDialogs(page);
      await navigate(page, '/DD0204_01');
      await search(page, o.orderNo);
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
      const label = await printed(page, context, 'dd/0204/pdf', 'POST', async () => {
        await rows(page).first().getByRole('button', { name: '打印', exact: true }).click();
        await seenFeedback(page, '打印插件未启动，已改用网页打印', { kind: 'warning', timeout: 20_000 });
      });
      expect(label).toEqual({ type: 'application/pdf', head: '%PDF-' });
    } finally {
      await context.close();
      // The shared server's customer prints through the browser again for the other tests.
      await settings({ mode: 'web', agentUrl: 'http://127.0.0.1:18092' });
    }
  }, 120_000);
});
