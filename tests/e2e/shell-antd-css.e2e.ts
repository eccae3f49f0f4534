/**
 * antd's statically extracted CSS (scripts/antd-static-css): the shell links it before its first
 * render and antd then builds no runtime styles for the components it holds. Fails when the
 * file's class names or cache-path rule do not match the running app (extracted in development
 * mode, another antd version or theme, the link awaited too late): antd then writes its own
 * <style> for the button, the table ... again. /login never loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dismissDialogs, launchBrowser, loginAs, newPage, root } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
const extractedCss = /\/assets\/antd-[^/]*\.css$/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The antd component classes styled by the page's runtime <style> elements (the class their
 * first rule targets, as `.ant-btn` in `:where(.css-x).ant-btn{...}`) and those the linked file styles.
 */
function antdStyleSources(page: Page) {
  return page.evaluate(() => {
    const componentOf = (rule: CSSRule | undefined) => /^(?::where\([^)]*\))?\.(ant-[a-z-]+)/.exec((rule as CSSStyleRule | undefined)?.selectorText ?? '')?.[1];
    const runtime = [...document.querySelectorAll<HTMLStyleElement>('style[data-token-hash]')].map((s) => componentOf(s.sheet?.cssRules[0]) ?? s.textContent?.slice(0, 60));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/antd-"]');
    const inFile = new Set(link?.sheet ? [...link.sheet.cssRules].map(componentOf) : []);
    return { runtime, inFile: [...inFile] };
  });
}

describe('antd extracted CSS', () => {
  it.runIf(clientBuilt)('a list screen takes the button, table, select and pagination styles from the file, none built at runtime; /login does not load it', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const cssRequests: string[] = [];
    page.on('request', (r) => {
      if (extractedCss.test(new URL(r.url()).pathname)) cssRequests.push(new URL(page.url()).pathname);
    });
    await page.goto('/login');
    await page.locator('input[name="loginid"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(cssRequests).toEqual([]);

    await loginAs(page, 'admin');
    await page.goto('/ZJ0101_01');
    await page.locator('[data-screen="ZJ0101_01"] .ant-table-row').first().waitFor({ timeout: 30_000 });
    const shown = ['ant-btn', 'ant-table-wrapper', 'ant-select', 'ant-pagination', 'ant-pro-table', 'ant-layout', 'ant-layout-sider', 'ant-menu', 'ant-tag'];
    const { runtime, inFile } = await antdStyleSources(page);
    expect(inFile).toEqual(expect.arrayContaining(shown));
    // Anything styled at runtime here means the file's hashes do not match the app (or a new component
    // on this screen is missing from scripts/antd-static-css/components.mjs).
    expect(runtime).toEqual([]);
    // A popup brings no styles of its own: the select's dropdown is styled with the select.
    await dismissDialogs(page);
    await page.locator('[data-screen="ZJ0101_01"] .ant-pagination-options-size-changer').first().click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').first().waitFor();
    expect((await antdStyleSources(page)).runtime).toEqual([]);
    await page.keyboard.press('Escape');

    // One antd theme for the shell and the screen: the table has the layout's class hash, and the file
    // holds rules for that hash only (antd's popup panels, once rendered for it, added 260 KiB of rules
    // under hashes of their own).
    const hashes = await page.evaluate(() => {
      const hashOf = (el: Element | null) => [...(el?.classList ?? [])].find((c) => /^css-/.test(c));
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/antd-"]');
      const inFile = new Set([...(link?.sheet?.cssRules ?? [])].flatMap((r) => (r.cssText.match(/\.css-[a-z0-9]+/g) ?? []).map((x) => x.slice(1))));
      return { layout: hashOf(document.querySelector('.ant-layout')), table: hashOf(document.querySelector('[data-screen="ZJ0101_01"] .ant-table-wrapper')), inFile: [...inFile] };
    });
    expect(hashes.layout).toMatch(/^css-/);
    expect(hashes.table).toBe(hashes.layout);
    expect(hashes.inFile).toEqual([hashes.layout]);
    await context.close();
  });
});
