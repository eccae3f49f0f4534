/**
 * The application shell in Chromium against the real server and the built client (no mocks):
 * the side menu equals the server's tree (customer and admin, Chinese then English), tabs
 * (open three, drag one, close the active one, the home tab stays), the language switch
 * (menu names, labels, Accept-Language on every request) and the OS01 notice for customer2.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, builtScreens, codeOfUrl, dismissDialogs, launchBrowser, loginAs, newPage, root, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface MenuNode {
  menuName: string;
  url: string | null;
  hidden?: boolean;
  subMenuList?: MenuNode[] | null;
}

const built = builtScreens();

/** What the side menu lists: hidden pages (openable child tabs) and screens not built yet left out, and folders left empty. */
const listed = (nodes: MenuNode[] | null | undefined): MenuNode[] =>
  (nodes ?? []).flatMap((n) => {
    if (n.hidden) return [];
    if (n.url) return built.has(codeOfUrl(n.url)) ? [n] : [];
    const subMenuList = listed(n.subMenuList);
    return subMenuList.length ? [{ ...n, subMenuList }] : [];
  });

/** The server's tree for a token as the side menu lists it, depth first: [name, url | null]. */
async function serverMenu(token: string, lang: 'zh-CN' | 'en-US'): Promise<[string, string | null][]> {
  const res = await fetch(`${baseURL}/xt/0101/menu/list`, { headers: { authToken: token, 'Accept-Language': lang } });
  const body = (await res.json()) as { code: number; data: MenuNode[] };
  expect(body.code).toBe(0);
  const out: [string, string | null][] = [];
  const walk = (nodes: MenuNode[] | null | undefined) => {
    for (const n of nodes ?? []) {
      out.push([n.menuName, n.url || null]);
      walk(n.subMenuList);
    }
  };
  walk(listed(body.data));
  return out;
}

/** Every page url of a token's tree, hidden pages included, depth first. */
async function menuUrls(token: string): Promise<string[]> {
  const res = await fetch(`${baseURL}/xt/0101/menu/list`, { headers: { authToken: token } });
  const body = (await res.json()) as { code: number; data: MenuNode[] };
  const urls = (nodes: MenuNode[] | null | undefined): string[] => (nodes ?? []).flatMap((n) => [...(n.url ? [n.url] : []), ...urls(n.subMenuList)]);
  return urls(body.data);
}

/** Opens every submenu of the side menu, then reads its entries in order: [name, url | null]. */
async function sideMenu(page: Page): Promise<[string, string | null][]> {
  const menu = page.getByTestId('side-menu');
  await menu.locator('.sm-name').first().waitFor({ timeout: 30_000 });
  for (let i = 0; i < 200; i++) {
    const closed = menu.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return menu.locator('.sm-label').evaluateAll((els) =>
    els.map((el) => [el.querySelector('.sm-name')?.textContent ?? '', el.getAttribute('data-menu-url') || null] as [string, string | null]),
  );
}

/**
 * Right-clicks a tab and picks an entry of its menu once the menu has stopped sliding in; right-clicks
 * again when the menu closed first. A context menu closes when the page scrolls, as a screen still
 * loading may make it do (a user would right-click again), and so does Playwright's own retry of a
 * click on a moving element: it scrolls a long screen (the order form) to bring the element into view.
 */
async function tabMenu(page: Page, key: string, entry: string) {
  for (let attempt = 1; ; attempt++) {
    await page.locator(`[data-tab="${key}"]`).click({ button: 'right' });
    try {
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not(.ant-slide-up) .ant-dropdown-menu-item', { hasText: entry }).click({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('authToken') ?? '');
const tabOrder = (page: Page) => page.locator('.tb-bar [data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')));
const activeTab = (page: Page) => page.locator('.tb-bar .tb-active').getAttribute('data-tab');

describe('application shell', () => {
  it.runIf(clientBuilt)('customer: the menu is the server tree; tabs open, drag, close to the previously viewed one; home stays; English everywhere after the switch', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await loginAs(page, 'customer');
    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    await page.getByTestId('side-menu').waitFor();
    // The notices dialog after login (SH8) is titled 'system announcement' when there are any.
    const notice = page.locator('.ant-modal-title', { hasText: '系统公告' });
    if (await notice.isVisible({ timeout: 3000 }).catch(() => false)) await screenshot(page, 'shell-announcement-zh');
    await dismissDialogs(page);

    const tk = await token(page);
    expect(tk).not.toBe('');
    const zhTree = await serverMenu(tk, 'zh-CN');
    expect(zhTree.length).toBeGreaterThan(3);
    expect(await sideMenu(page)).toEqual(zhTree);
    expect(await page.getByTestId('user-name').textContent()).toContain('上海示例贸易有限公司');
    await screenshot(page, 'shell-customer-zh');

    // Home tab first and without a close button.
    expect(await tabOrder(page)).toEqual(['MN0501_01']);
    expect(await page.locator('[data-tab="MN0501_01"] .tb-close').count()).toBe(0);

    // Three screens from the menu: A, B, C (C active; viewed order C, B, A).
    const leaves = zhTree.filter(([, url]) => url && !/mn\/0501\/01\.html/.test(url)).slice(0, 3);
    expect(leaves).toHaveLength(3);
    const codes = leaves.map(([, url]) => {
      const m = /^([a-z]{2})\/(\d{4})\/(\d{2})\.html/.exec(url!)!;
      return `${m[1].toUpperCase()}${m[2]}_${m[3]}`;
    });
    for (const [i, [, url]] of leaves.entries()) {
      await page.getByTestId('side-menu').locator(`[data-menu-url="${url}"]`).click();
      await page.waitForURL(new RegExp(`/${codes[i]}`));
      await expect.poll(() => activeTab(page)).toBe(codes[i]);
    }
    expect(await tabOrder(page)).toEqual(['MN0501_01', ...codes]);
    // The document title follows the open screen.
    expect(await page.title()).toBe(`${leaves[2][0]} · 跨境物流管理平台`);

    // Drag C in front of A: home, C, A, B.
    const from = (await page.locator(`[data-tab="${codes[2]}"]`).boundingBox())!;
    const to = (await page.locator(`[data-tab="${codes[0]}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const steps = 12;
    for (let s = 1; s <= steps; s++) {
      await page.mouse.move(from.x + from.width / 2 + ((to.x + to.width / 2 - (from.x + from.width / 2)) * s) / steps, from.y + from.height / 2);
      await page.waitForTimeout(30);
    }
    await page.mouse.up();
    await expect.poll(() => tabOrder(page)).toEqual(['MN0501_01', codes[2], codes[0], codes[1]]);
    await screenshot(page, 'shell-tabs-dragged');

    // Close the active tab C: the previously viewed B opens (not C's left neighbour, home).
    expect(await activeTab(page)).toBe(codes[2]);
    await page.locator(`[data-tab="${codes[2]}"] .tb-close`).click();
    await expect.poll(() => activeTab(page)).toBe(codes[1]);
    await page.waitForURL(new RegExp(`/${codes[1]}`));
    expect(await tabOrder(page)).toEqual(['MN0501_01', codes[0], codes[1]]);
    // The home tab cannot be closed (no button; middle click does nothing).
    await page.locator('[data-tab="MN0501_01"]').click({ button: 'middle' });
    expect(await tabOrder(page)).toEqual(['MN0501_01', codes[0], codes[1]]);

    // English: menu names from the server again, shell labels, Accept-Language on requests. A request
    // counts from the moment the switch is clicked (the page's clock): one the open screen started
    // before (its documents after its form) went out in Chinese, rightly.
    const requests: { url: string; lang: string | undefined; startTime: number }[] = [];
    page.on('requestfinished', (r) => {
      const u = new URL(r.url());
      if (u.origin === new URL(baseURL).origin && /^\/(mn|xt|xx|zj|dd|wl|cw|zf)\//.test(u.pathname)) requests.push({ url: u.pathname, lang: r.headers()['accept-language'], startTime: r.timing().startTime });
    });
    const enTree = await serverMenu(tk, 'en-US');
    expect(enTree).not.toEqual(zhTree);
    await page.locator('.tp-lang button[lang="en"]').evaluate((b) => b.addEventListener('click', () => { (window as unknown as { switchedAt: number }).switchedAt = Date.now(); }, { capture: true, once: true }));
    await page.locator('.tp-lang button[lang="en"]').click();
    const switchedAt = await page.evaluate(() => (window as unknown as { switchedAt: number }).switchedAt);
    await expect.poll(() => page.getByTestId('side-menu').locator('.sm-name').first().textContent()).toBe(enTree[0][0]);
    expect(await sideMenu(page)).toEqual(enTree);
    expect((await page.getByTestId('settings').textContent())?.trim()).toBe('Settings');
    expect(await page.locator('[data-tab="MN0501_01"] .tb-title').textContent()).toBe(enTree.find(([, u]) => u && /mn\/0501\/01\.html/.test(u))?.[0] ?? 'Home');
    // Another screen loads data in English too.
    await page.locator(`[data-tab="${codes[0]}"]`).click();
    await page.waitForTimeout(500);
    const afterSwitch = requests.filter((r) => r.startTime >= switchedAt);
    expect(afterSwitch.some((r) => r.url === '/xt/0101/menu/list')).toBe(true);
    for (const r of afterSwitch) expect(r.lang, r.url).toMatch(/^en-US/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect.poll(() => page.title()).toBe(`${enTree.find(([, u]) => u === leaves[0][1])![0]} · Cross-border Logistics Platform`);
    await screenshot(page, 'shell-customer-en');

    // Back to Chinese: the choice is remembered across a reload, like the collapsed menu.
    await page.locator('.tp-lang button[lang="zh-CN"]').click();
    await expect.poll(() => page.getByTestId('side-menu').locator('.sm-name').first().textContent()).toBe(zhTree[0][0]);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => page.locator('.sh-sider.ant-layout-sider-collapsed').count()).toBe(1);
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await page.locator('.sh-sider.ant-layout-sider-collapsed').count()).toBe(1);
    // Every open tab comes back after the reload, in its order, not only the current one.
    await expect.poll(() => tabOrder(page)).toEqual(['MN0501_01', codes[0], codes[1]]);
    // Right-click a tab: close the others, then all (home stays).
    await page.locator('.sh-screen:not([hidden]) h1').waitFor();
    await tabMenu(page, codes[0], '关闭其他');
    await expect.poll(() => tabOrder(page)).toEqual(['MN0501_01', codes[0]]);
    await tabMenu(page, codes[0], '关闭全部');
    await expect.poll(() => tabOrder(page)).toEqual(['MN0501_01']);
    await page.waitForURL(/\/MN0501_01/);
    expect((await page.getByTestId('settings').textContent())?.trim()).toBe('设置');
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => page.locator('.sh-sider.ant-layout-sider-collapsed').count()).toBe(0);
    // Footer: copyright and version.
    expect(await page.locator('.sh-footer').textContent()).toMatch(/©|版权/);
    expect(await page.getByTestId('version').textContent()).toMatch(/\d+\.\d+\.\d+/);
    // Settings: view authorization (the home page exists), then log out: session storage cleared, /login.
    await dismissDialogs(page);
    await page.getByTestId('settings').click();
    expect(await page.locator('.ant-dropdown-menu-item', { hasText: '查看授权' }).count()).toBe(1);
    await page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(clientBuilt)('admin: the side menu is the server tree; the top bar shows the user and no "not approved" tag', async () => {
    // An announcement the admin has not read yet (one closed earlier does not pop up again).
    const admin = await apiLogin(baseURL, 'admin');
    const saved = await fetch(`${baseURL}/mn/0401/save`, {
      method: 'POST', headers: { 'content-type': 'application/json', authToken: admin },
      body: JSON.stringify({ title: `富文本公告${Date.now().toString(36)}`, content: '<p>富文本<strong>内容</strong></p>', audience: 'staff', status: 'in_use' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(saved.code).toBe(0);
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'admin');
    await page.getByTestId('side-menu').waitFor();
    // The announcement renders its rich text (no raw tags).
    const ann = page.getByTestId('announcement-dialog');
    await ann.waitFor({ timeout: 10_000 });
    expect(await ann.textContent()).not.toContain('<p>');
    await screenshot(page, 'shell-announcement-admin');
    await dismissDialogs(page);
    // The badge poll (station menus exist for admin) is a background call: no alert even when it fails.
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(0);
    const tree = await serverMenu(await token(page), 'zh-CN');
    expect(tree.length).toBeGreaterThan(20);
    expect(await sideMenu(page)).toEqual(tree);
    expect(await page.getByTestId('user-name').textContent()).toContain('系统管理员');
    // The sider stays in view and scrolls on its own: the last entry is reached without moving the page.
    const viewport = page.viewportSize()!;
    expect((await page.getByTestId('side-menu').boundingBox())!.height).toBe(viewport.height);
    expect(await page.locator('.sm-scroll').evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    // (Scrolled again until it holds: the folders opened last may still be unfolding.)
    await expect.poll(async () => {
      await page.locator('.sm-scroll').evaluate((el) => { el.scrollTop = el.scrollHeight; });
      const last = (await page.locator('.sm-scroll .sm-name').last().boundingBox())!;
      return last.y + last.height;
    }).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(Math.abs((await page.getByTestId('side-menu').boundingBox())!.y)).toBeLessThan(1);
    // Its search finds an entry by pinyin initials (客户管理: khgl) and by English words.
    await page.getByTestId('menu-search').fill('khgl');
    await expect.poll(() => page.locator('.sm-scroll .sm-label[data-menu-url]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-url')))).toContain('zj/0101/01.html');
    expect(await page.locator('.sm-scroll .sm-label[data-menu-url]').count()).toBeLessThan(5);
    await page.getByTestId('menu-search').fill('customer management');
    await expect.poll(() => page.locator('.sm-scroll .sm-label[data-menu-url="zj/0101/01.html"]').count()).toBe(1);
    // A menu click shows a loading cue at once, while a slow network brings the screen, then the screen
    // (found by its code in the search, which opens its folder).
    const slowUrl = tree.map(([, u]) => u).find((u) => u && u !== 'mn/0501/01.html' && u !== 'zj/0101/01.html')!;
    await page.getByTestId('menu-search').fill(codeOfUrl(slowUrl).toLowerCase());
    await page.locator(`.sm-scroll [data-menu-url="${slowUrl}"]`).waitFor({ state: 'visible', timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 600, downloadThroughput: -1, uploadThroughput: -1 });
    await page.locator(`.sm-scroll [data-menu-url="${slowUrl}"]`).click();
    // Within a moment (the click's render, on a loaded machine): the cue, or the screen itself when its
    // code was fetched ahead (idle prefetch). The network takes 600 ms, so a cue is what shows first.
    await expect.poll(() => page.evaluate((code) => !!document.querySelector('[data-testid="screen-pending"]') || !!document.querySelector(`[data-screen="${code}"]`), codeOfUrl(slowUrl)),
      { timeout: 1_000, interval: 25 }).toBe(true);
    await page.locator(`[data-screen="${codeOfUrl(slowUrl)}"]`).waitFor({ timeout: 30_000 });
    await page.getByTestId('screen-pending').waitFor({ state: 'detached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByTestId('menu-search').fill('');
    await screenshot(page, 'shell-admin-zh');
    await context.close();
  });

  it.runIf(clientBuilt)('customer2 (OS01): a persistent notice links to XX0201_01; "not approved" tag', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer2');
    await dismissDialogs(page);
    const banner = page.getByTestId('os01-notice');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain('完善');
    expect(await page.getByTestId('not-approved').isVisible()).toBe(true);
    const link = banner.locator('a[href="/XX0201_01"]');
    expect(await link.count()).toBe(1);
    await screenshot(page, 'shell-os01-notice');
    await link.click();
    await page.waitForURL(/\/XX0201_01/);
    // Still there on another screen: it is persistent while orderStatus is OS01.
    expect(await banner.isVisible()).toBe(true);
    // A screen without a menu entry for this user is refused, not rendered.
    await page.goto('/ZJ0601_01');
    await page.getByTestId('no-permission').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-screen="ZJ0601_01"]').count()).toBe(0);
    // A code no built screen has is not found (not a refusal), granted or not: the first screen of the
    // customer's own tree not built yet, and a code no tree has.
    const unbuilt = (await menuUrls(await apiLogin(baseURL, 'customer2'))).map(codeOfUrl).find((code) => !built.has(code));
    for (const code of [...(unbuilt ? [unbuilt] : []), 'QQ9999_01']) {
      await page.goto(`/${code}`);
      await page.getByTestId('not-found').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('no-permission').count(), code).toBe(0);
    }
    // The home's quick links lead to built screens only; 运费试算 opens the freight trial.
    await page.goto('/MN0501_01');
    const links = page.locator('.hm-links [data-quick-link]');
    await links.first().waitFor({ timeout: 30_000 });
    for (const code of await links.evaluateAll((els) => els.map((e) => e.getAttribute('data-quick-link')!))) expect(built.has(code), code).toBe(true);
    await page.locator('.hm-links button', { hasText: '运费试算' }).click();
    await page.waitForURL((u) => u.pathname === '/XX0402_01', { timeout: 30_000 });
    await context.close();
  });

  it('the folders a user opened stay open when the window crosses the phone width and back, and through a full-page capture', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'admin');
    await dismissDialogs(page);
    const menu = page.getByTestId('side-menu');
    const visibleNames = () => menu.locator('.sm-name:visible').count();
    await menu.locator('.sm-name').first().waitFor({ timeout: 30_000 });
    const closedFolders = () => menu.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const topLevel = await visibleNames();
    // Two folders opened by hand, the others left closed.
    for (let i = 0; i < 2; i++) await closedFolders().first().click();
    const opened = await visibleNames();
    expect(opened).toBeGreaterThan(topLevel);
    // Chromium's full-page capture passes the page through a 1-px-wide window for an instant (the
    // phone layout's media query fires), which used to rebuild the menu with every folder closed.
    await screenshot(page, 'shell-menu-kept');
    await expect.poll(visibleNames, { timeout: 3_000 }).toBe(opened);
    // A phone's width: the menu moves into the drawer, its folders as they were.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('side-drawer');
    await drawer.waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => drawer.locator('.sm-name:visible').count()).toBe(opened);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 10_000 });
    // Back to a desktop's width: beside the screen again, the same folders open.
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect.poll(visibleNames).toBe(opened);
    await context.close();
  });
});
