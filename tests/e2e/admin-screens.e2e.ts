/**
 * The engine's real screens (issue 3, item 11) in Chromium against the real server: each opened
 * from the side menu as the admin, something added and seen in the list, a validation message
 * in Chinese and then in English; the customer list scoped for sales; the staff screen refused
 * to a customer. One browser for the file; one context per role.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, launchBrowser, root, screenshot } from './harness';
import { active, dialog, input, item, openFromMenu, pick, rows, session as sessionOf, setLanguage, type Session } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
const stamp = Date.now().toString(36).slice(-5);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const session = (loginid: string) => sessionOf(browser, baseURL, loginid);
const saves = new WeakMap<Page, string[]>();

describe.runIf(clientBuilt)('admin screens in the browser', () => {
  let admin: Session;

  beforeAll(async () => {
    admin = await session('admin');
    watchSaves(admin.page);
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  /** The saves a page has sent and what each answered: a dialog that never shows says which it was. */
  function watchSaves(page: Page) {
    if (saves.has(page)) return;
    saves.set(page, []);
    page.on('request', (r) => { if (r.method() === 'POST' && /\/save(\?|$)/.test(r.url())) saves.get(page)!.push(`sent ${new URL(r.url()).pathname}`); });
    page.on('response', (r) => {
      if (r.request().method() !== 'POST' || !/\/save(\?|$)/.test(r.url())) return;
      void r.text().then((body) => saves.get(page)!.push(`answered ${r.status()} ${body.slice(0, 200)}`), () => undefined);
    });
  }

  /** The first password an add answers, shown once: it opens the new login; closed, it is gone. */
  async function closeFirstPassword(page: Page, loginid: string) {
    const shown = page.getByTestId('first-passwords');
    // The add hashes a password (argon2): on a machine busy with other suites it once took over 20 s.
    await shown.waitFor({ timeout: 45_000 }).catch(async (err: Error) => {
      const errors = await page.locator('.ant-formily-item-error-help, .ant-message-notice, .ant-notification-notice').allInnerTexts();
      throw new Error(`${err.message}\nsaves: ${JSON.stringify(saves.get(page) ?? [])}\non screen: ${JSON.stringify(errors)}`);
    });
    expect(await shown.innerText()).toContain(`登录ID: ${loginid}`);
    const password = (await shown.getByTestId('first-password').innerText()).trim();
    expect(await apiLogin(baseURL, loginid, password)).toBeTruthy();
    await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await shown.waitFor({ state: 'hidden', timeout: 10_000 });
  }

  it('ZJ0601_01/02 staff: add from the menu, validation in zh then en, the new login ID in the list', async () => {
    const { page } = admin;
    await openFromMenu(page, ['配置', '员工工单', '员工管理'], 'ZJ0601_01');
    await expect.poll(() => rows(page).filter({ hasText: 'sales' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await active(page).locator('[data-action="add"]').first().click();
    const form = dialog(page);
    await input(form, '登录ID').waitFor();
    await input(form, '邮箱').fill('not-an-email');
    await form.locator('[data-action="submit"]').click();
    const help = item(form, '邮箱').locator('.ant-formily-item-help, .ant-formily-item-error-help');
    await expect.poll(() => help.innerText(), { timeout: 10_000 }).toMatch(/邮箱/);
    await setLanguage(page, 'en');
    await expect.poll(() => item(form, 'Email').locator('.ant-formily-item-help, .ant-formily-item-error-help').innerText(), { timeout: 10_000 })
      .toMatch(/email/i);
    await screenshot(page, 'ZJ0601_02-validation-en');
    await setLanguage(page, 'zh-CN');

    await input(form, '登录ID').fill(`e2e${stamp}`);
    await input(form, '姓名').fill('端到端员工');
    await pick(form, '角色', '客服');
    await input(form, '邮箱').fill(`e2e${stamp}@example.com`);
    await form.locator('[data-action="submit"]').click();
    // The new account's one-time password, shown once.
    await closeFirstPassword(page, `e2e${stamp}`);
    await expect.poll(() => rows(page).filter({ hasText: `e2e${stamp}` }).count(), { timeout: 20_000 }).toBe(1);

    // Edit: the login ID is read-only once set; the new name shows in the list.
    await rows(page).filter({ hasText: `e2e${stamp}` }).locator('[data-action="edit"]').click();
    const edit = dialog(page);
    await expect.poll(() => input(edit, '姓名').inputValue(), { timeout: 15_000 }).toBe('端到端员工');
    const loginId = input(edit, '登录ID');
    expect(await loginId.inputValue()).toBe(`e2e${stamp}`);
    expect(await loginId.evaluate((el) => (el as HTMLInputElement).readOnly)).toBe(true);
    await input(edit, '姓名').fill('端到端员工二');
    await edit.locator('[data-action="submit"]').click();
    await expect.poll(() => rows(page).filter({ hasText: '端到端员工二' }).count(), { timeout: 20_000 }).toBe(1);
  });

  it('ZJ0101_01/02 customers: add one, seen in the list; currency accounts open', async () => {
    const { page } = admin;
    await openFromMenu(page, ['配置', '客户配置', '客户管理'], 'ZJ0101_01');
    await expect.poll(() => rows(page).filter({ hasText: 'customer2' }).count(), { timeout: 20_000 }).toBe(1);
    // The search form: a keyword narrows the list on the server.
    await active(page).locator('.ant-pro-query-filter input#keyword').fill('customer2');
    await active(page).locator('.ant-pro-query-filter button', { hasText: /查\s*询/ }).click();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    await active(page).locator('.ant-pro-query-filter input#keyword').fill('');
    await active(page).locator('.ant-pro-query-filter button', { hasText: /查\s*询/ }).click();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await active(page).locator('[data-action="add"]').first().click();
    const form = dialog(page);
    await input(form, '登录ID').fill(`c${stamp}`);
    await input(form, '客户名称').fill(`E2E客户${stamp}`);
    await input(form, '统一社会信用代码').fill('123');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => item(form, '统一社会信用代码').innerText(), { timeout: 10_000 }).toMatch(/18/);
    await input(form, '统一社会信用代码').fill('');
    await input(form, '公司名称').fill(`E2E公司${stamp}`);
    await form.locator('[data-action="submit"]').click();
    await closeFirstPassword(page, `c${stamp}`);
    await expect.poll(() => rows(page).filter({ hasText: `c${stamp}` }).count(), { timeout: 20_000 }).toBe(1);

    await rows(page).filter({ hasText: 'customer2' }).locator('[data-action="accounts"]').click();
    await expect.poll(() => dialog(page).locator('.ant-table-row').count(), { timeout: 20_000 }).toBe(1);
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count(), { timeout: 10_000 }).toBe(0);
  });

  it('MN0401_01/02 announcements: add one in both languages (title over 50 refused first), seen in the list, found by its English title', async () => {
    const { page } = admin;
    await openFromMenu(page, ['内容', '公告管理'], 'MN0401_01');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await active(page).locator('[data-action="add"]').first().click();
    const form = dialog(page);
    await input(form, '标题').fill('长'.repeat(51));
    await input(form, '内容').fill('<p>端到端公告</p><script>alert(1)</script>');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => item(form, '标题').innerText(), { timeout: 10_000 }).toMatch(/50/);
    await input(form, '标题').fill(`E2E公告${stamp}`);
    await input(form, '英文标题').fill(`E2E notice ${stamp}`);
    await input(form, '英文内容').fill('<p>End-to-end notice</p>');
    await screenshot(page, 'MN0401_02-two-languages');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => rows(page).filter({ hasText: `E2E公告${stamp}` }).count(), { timeout: 20_000 }).toBe(1);
    await active(page).locator('input#title').fill(`E2E notice ${stamp}`);
    await active(page).locator('.ant-pro-query-filter button', { hasText: /查\s*询/ }).click();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(`E2E公告${stamp}`);
  });

  it('XT0105_01/02 roles: add one, seen in the list', async () => {
    const { page } = admin;
    await openFromMenu(page, ['系统', '角色管理'], 'XT0105_01');
    await expect.poll(() => rows(page).filter({ hasText: 'admin' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await active(page).locator('[data-action="add"]').first().click();
    const form = dialog(page);
    await input(form, '角色编码').fill(`r${stamp}`);
    await input(form, '中文名称').fill('端到端角色');
    await input(form, '英文名称').fill('E2E role');
    await form.locator('[data-action="save"]').click();
    await expect.poll(() => rows(page).filter({ hasText: `r${stamp}` }).count(), { timeout: 20_000 }).toBe(1);
  });

  it('XT0101_01 menus: add a folder, seen in the tree', async () => {
    const { page } = admin;
    await openFromMenu(page, ['系统', '菜单管理'], 'XT0101_01');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await active(page).locator('[data-action="add"]').first().click();
    // The screen's inline form `menu` (engine dialog, Formily fields).
    const form = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    const item = (label: string) => form.locator('.ant-formily-item', { has: page.locator('.ant-formily-item-label', { hasText: label }) });
    await item('类型').locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '目录' }).first().click();
    await item('中文名称').locator('input').fill(`端到端目录${stamp}`);
    await item('英文名称').locator('input').fill(`E2E folder ${stamp}`);
    await form.locator('button[data-action="submit"]').click();
    // A new top-level folder goes last: the last page of the tree.
    await page.locator('.ant-pagination-item').last().click();
    await expect.poll(() => rows(page).filter({ hasText: `端到端目录${stamp}` }).count(), { timeout: 20_000 }).toBe(1);
    expect(admin.errors).toEqual([]);
  });

  it('sales sees its own customer only', async () => {
    const sales = await session('sales');
    await openFromMenu(sales.page, ['客户', '客户管理'], 'ZJ0101_01');
    const loginIds = () => rows(sales.page).locator('td').allInnerTexts();
    await expect.poll(loginIds, { timeout: 20_000 }).toContain('customer');
    expect(await loginIds()).not.toContain('customer2');
    await sales.context.close();
  });

  it('a customer is refused the staff screen', async () => {
    const customer = await session('customer');
    await customer.page.goto('/ZJ0601_01');
    await expect.poll(() => customer.page.locator('.ant-result-title').allInnerTexts(), { timeout: 20_000 }).toEqual(['没有权限']);
    expect(await customer.page.locator('.ant-table-row').count()).toBe(0);
    await customer.context.close();
  });
});
