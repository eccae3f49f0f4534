/**
 * The product on a phone (390×844, a touch screen) in Chromium against the real server and the
 * built client: the public header fits (the language switch and "Log in" each on one line); in
 * the logged-in shell the sider is a drawer that a menu button opens and a menu choice closes,
 * the top bar fits, engine forms stack to one column and a list's table scrolls inside its card.
 * On every page the document itself never scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { dismissDialogs, launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How wide the document is: more than the 390 px screen means the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

/** Opens a screen from the drawer: the menu button, the folders, the entry, which closes the drawer. */
async function openFromDrawer(page: Page, name: string, code: string): Promise<void> {
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('side-drawer');
  await drawer.waitFor({ state: 'visible', timeout: 10_000 });
  await drawer.locator('.sm-name').first().waitFor({ timeout: 30_000 });
  // A menu url is the permission path: XX0402_01 is xx/0402/01.html.
  const url = `${code.slice(0, 2).toLowerCase()}/${code.slice(2, 6)}/${code.slice(7)}.html`;
  const entry = drawer.locator(`.sm-label[data-menu-url="${url}"]`);
  for (let i = 0; i < 50 && !(await entry.count()); i++) {
    await drawer.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title').first().click();
  }
  await expect(entry.innerText()).resolves.toBe(name);
  await screenshot(page, `phone-drawer-${code}`);
  await entry.click();
  await page.waitForURL(new RegExp(`/${code}`), { timeout: 30_000 });
  await drawer.waitFor({ state: 'hidden', timeout: 10_000 });
}

describe('on a phone (390×844)', () => {
  it('the public home and /login fit: language switch and "Log in" on one line each, no sideways scroll', async () => {
    const { context, page } = await newPage(browser, baseURL, 'en-US', PHONE);
    await page.goto('/');
    await page.getByTestId('site-brand').first().waitFor();
    await page.locator('.pb-top .lg-lang button', { hasText: 'English' }).click();
    const header = page.locator('.pb-top');
    // One line each: the language switch 中文 | English side by side, the login link not wrapped.
    const zh = await page.locator('.pb-top .lg-lang button', { hasText: '中文' }).boundingBox();
    const en = await page.locator('.pb-top .lg-lang button', { hasText: 'English' }).boundingBox();
    expect(Math.abs(zh!.y - en!.y)).toBeLessThan(4);
    expect(await lines(page.locator('.pb-top .lg-lang button', { hasText: '中文' }))).toBe(1);
    const login = page.locator('.pb-nav a[href="/login"]');
    expect(await login.innerText()).toBe('Log in');
    expect(await lines(login)).toBe(1);
    // Every link of the header is inside the screen.
    for (const box of await header.locator('a, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-public-home');

    await page.goto('/login');
    await page.locator('input[name="loginid"]').waitFor();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    const zhLogin = await page.locator('.lg-lang button', { hasText: '中文' }).boundingBox();
    const enLogin = await page.locator('.lg-lang button', { hasText: 'English' }).boundingBox();
    expect(Math.abs(zhLogin!.y - enLogin!.y)).toBeLessThan(4);
    await screenshot(page, 'phone-login');
    await context.close();
  });

  it('a customer: the sider is a drawer, the top bar fits, the freight trial stacks to one column', async () => {
    const { context, page } = await newPage(browser, baseURL, 'zh-CN', PHONE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAs(page, 'customer');
    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    await dismissDialogs(page);
    // No sider beside the screen: the content has the whole width.
    expect(await page.locator('.sh-sider').count()).toBe(0);
    expect(await page.getByTestId('side-drawer').isVisible()).toBe(false);
    const content = await page.locator('.sh-content').boundingBox();
    expect(content!.x).toBeLessThan(20);
    // The top bar fits: every control inside the screen, the bar one row high.
    const bar = page.locator('.tp-bar');
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56);
    for (const right of await bar.locator('button, .tp-user').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(right).toBeLessThanOrEqual(390);
    }
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-home');

    // The drawer opens from the menu button and closes when an entry is chosen.
    await openFromDrawer(page, '运费试算', 'XX0402_01');
    const form = page.locator('[data-screen="XX0402_01"] .en-form');
    await form.locator('.ant-formily-item').first().waitFor({ timeout: 30_000 });
    // Every field inside the screen (the dimensions' three inputs share their labelled row).
    const rights = await form.locator('.ant-formily-item').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(390);
    // One labelled item per row: no two side by side, each label above its input.
    const items = await form.locator('.ant-formily-item').evaluateAll((els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null && !e.parentElement?.closest('.ant-formily-item')).map((e) => {
        const r = e.getBoundingClientRect();
        const label = e.querySelector('.ant-formily-item-label')?.getBoundingClientRect();
        const control = e.querySelector('.ant-formily-item-control')?.getBoundingClientRect();
        return { text: (e as HTMLElement).innerText.slice(0, 20), top: r.top, left: r.left, right: r.right, labelAbove: !label || !control || label.width === 0 || label.bottom <= control.top + 1 };
      }),
    );
    await screenshot(page, 'phone-trial');
    expect(items.length).toBeGreaterThanOrEqual(4);
    const tops = items.map((i) => Math.round(i.top));
    expect(new Set(tops).size, JSON.stringify(items)).toBe(tops.length);
    expect(items.every((i) => i.labelAbove)).toBe(true);
    expect(items.every((i) => i.right <= 390)).toBe(true);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-trial');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an admin: a list scrolls inside its card, the page never sideways', async () => {
    const { context, page } = await newPage(browser, baseURL, 'zh-CN', PHONE);
    await loginAs(page, 'admin');
    await dismissDialogs(page);
    await page.goto('/ZJ0101_01');
    await dismissDialogs(page);
    const table = page.locator('[data-screen="ZJ0101_01"] .ant-table-content, [data-screen="ZJ0101_01"] .ant-table-body').first();
    await page.locator('[data-screen="ZJ0101_01"] .ant-table-row').first().waitFor({ timeout: 30_000 });
    // The table is wider than its box and scrolls there; the card stays within the screen.
    const scroll = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    expect(scroll.right).toBeLessThanOrEqual(390);
    await table.evaluate((el) => el.scrollTo({ left: 200 }));
    expect(await table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-list');
    await context.close();
  }, 180_000);
});
