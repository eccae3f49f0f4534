/**
 * A list screen opened cold shows its first page before the app has loaded (layout/bootPreview):
 * real server, built client. What the user sees first must be what the screen then shows, where it
 * shows it; nothing in it can be used, and it goes as soon as the real table is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiLogin, launchBrowser, newPage, root } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Seen { at: number; x: number; y: number; height: number; text: string; inert?: boolean; realRows?: number }

/** Records, in the page, the first row of the preview and of the real table: when, where, what. */
function watchRows(code: string) {
  const w = window as unknown as { seen: { preview?: Seen; real?: Seen; previewGone?: number } };
  w.seen = {};
  const rowOf = (el: Element | null): Seen | undefined => {
    if (!el) return undefined;
    const r = el.getBoundingClientRect();
    return { at: performance.now(), x: Math.round(r.x), y: Math.round(r.y), height: Math.round(r.height), text: (el.textContent ?? '').trim() };
  };
  new MutationObserver(() => {
    const s = w.seen;
    const host = document.querySelector('.boot-preview');
    if (!s.preview && host?.querySelector(`[data-screen="${code}"] .ant-table-row`)) {
      s.preview = { ...rowOf(host.querySelector(`[data-screen="${code}"] .ant-table-row`))!, inert: host.hasAttribute('inert'),
        realRows: document.querySelectorAll(`#root [data-screen="${code}"] .ant-table-row`).length };
    }
    if (!s.real && document.querySelector(`#root [data-screen="${code}"] .ant-table-row`)) {
      s.real = rowOf(document.querySelector(`#root [data-screen="${code}"] .ant-table-row`));
    }
    if (s.preview && !host && s.previewGone === undefined) s.previewGone = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

async function openCold(context: BrowserContext, token: string, url: string, code: string) {
  await context.addInitScript((tk) => sessionStorage.setItem('authToken', tk), token);
  await context.addInitScript(watchRows, code);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

describe('a list screen opened cold', () => {
  it.runIf(clientBuilt)('shows its first page before the app, in the real table\'s place, inert, and gives way to the real table', async () => {
    const token = await apiLogin(baseURL, 'admin');
    const { context } = await newPage(browser, baseURL);
    // Its first page is asked for once, by the entry with the menu (app/earlyList): before the shell's code.
    const asked: string[] = [];
    context.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/zj/0101/list' || /^\/assets\/shell-[^/]+\.js$/.test(u.pathname)) asked.push(u.pathname);
    });
    const page = await openCold(context, token, '/ZJ0101_01', 'ZJ0101_01');
    await page.locator('#root [data-screen="ZJ0101_01"] .ant-table-row').first().waitFor({ timeout: 30_000 });
    expect(asked.filter((p) => p === '/zj/0101/list')).toHaveLength(1);
    expect(asked[0]).toBe('/zj/0101/list');
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { seen: { preview?: Seen; real?: Seen; previewGone?: number } }).seen);
    expect(seen.preview, 'no first page drawn before the app').toBeDefined();
    expect(seen.preview!.realRows).toBe(0);
    expect(seen.preview!.at).toBeLessThan(seen.real!.at);
    expect(seen.preview!.inert).toBe(true);
    // Same row, same place, same size: the table does not move when the real one takes over.
    expect(seen.preview!.text).toBe(seen.real!.text);
    expect(Math.abs(seen.preview!.x - seen.real!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(seen.preview!.y - seen.real!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(seen.preview!.height - seen.real!.height)).toBeLessThanOrEqual(1);
    expect(seen.previewGone).toBeGreaterThanOrEqual(seen.real!.at);
    expect(await page.locator('.boot-preview').count()).toBe(0);
    await context.close();
  });

  it.runIf(clientBuilt)('a screen of another kind, or one the user may not open, shows none', async () => {
    const token = await apiLogin(baseURL, 'customer');
    for (const code of ['XX0201_01', 'ZJ0101_01']) { // a form; a list the customer may not open
      const { context } = await newPage(browser, baseURL);
      const page = await openCold(context, token, `/${code}`, code);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { seen: { preview?: unknown } }).seen.preview)).toBeUndefined();
      expect(await page.locator('.boot-preview').count()).toBe(0);
      await context.close();
    }
  });
});
