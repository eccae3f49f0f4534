/**
 * A screen-engine chunk that fails to load (a deploy replaced it, the network dropped) reloads
 * the page once instead of showing "screen failed" (spec section 2): real server, built
 * client, the list renderer's chunk cut off in the browser for the first page load.
 * And the chunks by route (scripts/route-chunks): a list screen opened cold asks for a handful of
 * scripts, a public page none of the shell's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('lazy chunks of the screen engine', () => {
  it.runIf(clientBuilt)('the list renderer fails to load once: the page reloads and the screen shows, no "screen failed"', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'admin');
    // Page loads counted by their document requests: the renderer's chunk is asked for early, so the
    // reload may come before the first load event has fired.
    let loads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
    });
    // Cut off for the whole first load (a deploy replaced it): the browser asks for a module more than
    // once (its preload, its import), and a later ask that got through would hide the failure.
    let cut = 0;
    await page.route(/\/assets\/list-[^/]*\.js$/, (route) => (loads <= 1 ? (cut++, route.abort('failed')) : route.continue()));
    await page.goto('/ZJ0101_01');
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
    await page.locator('[data-screen="ZJ0101_01"] .ant-table').first().waitFor({ timeout: 30_000 });
    expect(cut).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('screen-error').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/ZJ0101_01');
    await context.close();
  });

  it.runIf(clientBuilt)('a list screen opened cold asks for at most 15 scripts; the public home page for none of the shell\'s', async () => {
    const token = await apiLogin(baseURL, 'admin');
    const { context, page } = await newPage(browser, baseURL);
    await context.addInitScript((tk) => sessionStorage.setItem('authToken', tk), token);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await page.goto('/ZJ0101_01');
    await page.locator('[data-screen="ZJ0101_01"] .ant-table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Rolldown's own cut was one file per set of importers: 79 for this screen.
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(15);
    expect(scripts.some((s) => /^list-/.test(s)), scripts.join(' ')).toBe(true);
    expect(scripts.some((s) => /^form-/.test(s)), scripts.join(' ')).toBe(false);

    scripts.length = 0;
    const home = await newPage(browser, baseURL);
    home.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await home.page.goto('/index');
    await home.page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /^(shell|list|form)-/.test(s)), scripts.join(' ')).toBe(false);
    await home.context.close();
    await context.close();
  });
});
