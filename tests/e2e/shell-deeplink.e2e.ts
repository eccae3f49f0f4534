/**
 * Deep links survive the login (real server, built client): a screen route opened without a
 * session goes to /login and, after the login, to that screen when the user may open it;
 * otherwise to the home page (not to a refusal).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, newPage, root } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function submitLogin(page: Page, loginid: string) {
  await page.locator('input[name="loginid"]').fill(loginid);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"], form button').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
}

const activeTab = (page: Page) => page.locator('.tb-bar .tb-active').getAttribute('data-tab');

describe('deep links and the login', () => {
  it.runIf(clientBuilt)('admin opens /ZJ0101_01?status=1 without a session, logs in and lands on that screen with its query', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/ZJ0101_01?status=1');
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    await submitLogin(page, 'admin');
    await page.waitForURL(/\/ZJ0101_01\?status=1$/, { timeout: 30_000 });
    await expect.poll(() => activeTab(page), { timeout: 30_000 }).toBe('ZJ0101_01');
    expect(await page.getByTestId('no-permission').count()).toBe(0);
    // Used once: the next login lands on the home page.
    expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
    await context.close();
  });

  it.runIf(clientBuilt)('a customer who may not open /ZJ0101_01 lands on the home page after the login, not on a refusal', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.goto('/ZJ0101_01');
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    await submitLogin(page, 'customer');
    await page.waitForURL(/\/MN0501_01$/, { timeout: 30_000 });
    await expect.poll(() => activeTab(page), { timeout: 30_000 }).toBe('MN0501_01');
    expect(await page.getByTestId('no-permission').count()).toBe(0);
    await context.close();
  });
});
