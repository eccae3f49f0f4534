/**
 * English labels in the shell, as only a browser lays them out: the admin's side menu in English
 * (the longest names of the product) and the sider's product name. A name too long for the
 * sider ends in an ellipsis, keeps its beginning (never cut from the left), stops before a folder's
 * arrow and shows whole in a tooltip; one that fits has none; the product name fits its box (two lines when it must).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dismissDialogs, launchBrowser, loginAs, newPage, root, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('English labels in the shell', () => {
  it.runIf(clientBuilt)('admin in English: long menu names end in an ellipsis with a tooltip, the product name fits', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
    await loginAs(page, 'admin');
    await dismissDialogs(page);
    const menu = page.getByTestId('side-menu');
    await menu.locator('.sm-name').first().waitFor({ timeout: 30_000 });

    // The product name: whole inside its box, both ways.
    const logo = page.getByTestId('sider-logo');
    expect(await logo.textContent()).toBe('Cross-border Logistics Platform');
    const box = await logo.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth, sh: el.scrollHeight, ch: el.clientHeight }));
    expect(box.sw).toBeLessThanOrEqual(box.cw);
    expect(box.sh).toBeLessThanOrEqual(box.ch);

    for (let i = 0; i < 200; i++) {
      const closed = menu.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
      if ((await closed.count()) === 0) break;
      await closed.first().click();
    }
    // Each name as laid out: cut or not, its text starting where its box starts, ending inside the sider.
    const names = await menu.locator('.sm-name').evaluateAll((els) => {
      const sider = document.querySelector('.sh-sider')!.getBoundingClientRect();
      return els.map((el, i) => {
        const r = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        return {
          i,
          name: el.textContent ?? '',
          cut: el.scrollWidth > el.clientWidth,
          ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
          startsAtBox: Math.abs(text.left - r.left) < 1,
          insideSider: r.right <= sider.right + 0.5,
          // A folder's name stops before its arrow.
          clearOfArrow: (() => {
            const arrow = el.closest('.ant-menu-submenu-title')?.querySelector('.ant-menu-submenu-arrow');
            return !arrow || r.right <= arrow.getBoundingClientRect().left + 0.5;
          })(),
        };
      });
    });
    // Built screens only (app/builtScreens): the admin lists some forty entries and folders today.
    expect(names.length).toBeGreaterThan(30);
    for (const n of names) {
      expect(n, n.name).toMatchObject({ ellipsis: true, startsAtBox: true, insideSider: true, clearOfArrow: true });
    }
    const cut = names.filter((n) => n.cut);
    const whole = names.filter((n) => !n.cut);
    // The English admin menu has names longer than the sider (else this test would prove nothing).
    expect(cut.length).toBeGreaterThan(0);
    await screenshot(page, 'shell-labels-en');

    const titleOnHover = async (i: number) => {
      const el = menu.locator('.sm-name').nth(i);
      await el.scrollIntoViewIfNeeded();
      await el.hover();
      return el.getAttribute('title');
    };
    for (const n of cut.slice(0, 3)) expect(await titleOnHover(n.i)).toBe(n.name);
    expect(await titleOnHover(whole[0].i)).toBeNull();
    await context.close();
  });
});
