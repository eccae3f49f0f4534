/**
 * Hidden pages (a list's detail, edit form or dialog; SCREENS.md GL7 child tabs) open as tabs
 * when the server grants them, without being listed in the side menu (real server, built
 * client). A page the server does not grant is still refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, launchBrowser, loginAs, newPage, root } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const activeTab = (page: Page) => page.locator('.tb-bar .tb-active').getAttribute('data-tab');

describe('hidden pages as tabs', () => {
  it.runIf(clientBuilt)('a customer opens an announcement detail (MN0401_04, hidden) as a tab; the side menu does not list it; a staff page stays refused', async () => {
    const token = await apiLogin(baseURL, 'customer');
    const res = await fetch(`${baseURL}/mn/0501/notice/list`, { headers: { authToken: token } });
    const notices = ((await res.json()) as { data: { id: number; title: string }[] | { list: { id: number; title: string }[] } }).data;
    const first = (Array.isArray(notices) ? notices : notices.list)[0];
    expect(first).toBeDefined();

    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    await page.getByTestId('side-menu').locator('.sm-name').first().waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.evaluate((id) => {
      window.history.pushState(null, '', `/MN0401_04?id=${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, first.id);
    await expect.poll(() => activeTab(page), { timeout: 30_000 }).toBe('MN0401_04');
    expect(await page.getByTestId('no-permission').count()).toBe(0);
    await expect.poll(() => page.locator('[data-screen="MN0401_04"]').innerText(), { timeout: 30_000 }).toContain(first.title);
    expect(await page.getByTestId('side-menu').locator('[data-menu-url="mn/0401/04.html"]').count()).toBe(0);

    // Not granted to customers: still the refusal.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/ZJ0601_02');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('no-permission').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
