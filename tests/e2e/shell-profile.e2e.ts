/**
 * The shell around the profile, in Chromium against a server of this file's own (it changes
 * customer2's information and a password): the OS01 notice leads to XX0201_01, which says where
 * the review stands, takes the licence and completes the information (messages in Chinese, then
 * English) and the notice goes away; ZJ0101_03 then shows that submission and its document to the
 * administrator, and tells customer service (nobody of theirs pending) so; the top bar's name opens
 * MN0201_01, and a staff account has no XX0201_01 entry; the
 * after-login loading calls each profile API once; a weak password opens the change-password
 * dialog by itself; English reaches antd/ProComponents built-in texts and dayjs dates, and
 * survives a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, DEMO_PASSWORD, launchBrowser, loginAs, newPage, root, screenshot, startServer, type RunningServer, seenFeedback } from './harness';
import { active, call, confirmOk, dismissPopups, help, input, item, setLanguage } from './adminUi';

const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  if (!clientBuilt) return;
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** A tiny PDF: its first bytes say what it is, as the server checks. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Requests to the profile APIs by path, counted from now on. */
function countProfileCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (/^\/mn\/(0101\/(user\/info|user\/credit|user\/bill\/unpay|user\/onlineserverinfo|pwd\/check)|0501\/notice\/list)$/.test(p)) {
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
  });
  return counts;
}

describe('shell: profile', () => {
  it.runIf(clientBuilt)('after login, user info, credit, unpaid amount, contacts, notices and the password check load once each', async () => {
    const { context, page } = await newPage(browser, server.url);
    const counts = countProfileCalls(page);
    await loginAs(page, 'customer');
    await page.getByTestId('home').waitFor({ timeout: 30_000 });
    await dismissPopups(page);
    await page.waitForTimeout(2000); // anything late (the shell's own refresh) would show by now
    expect(Object.fromEntries(counts)).toEqual({
      '/mn/0101/user/info': 1,
      '/mn/0101/user/credit': 1,
      '/mn/0101/user/bill/unpay': 1,
      '/mn/0101/user/onlineserverinfo': 1,
      '/mn/0501/notice/list': 1,
      '/mn/0101/pwd/check': 1,
    });
    // The account card shows what the server holds: a balance per currency account (the demo's RMB 12,000).
    const rmb = page.getByTestId('home').locator('[data-currency="RMB"]');
    expect(await rmb.innerText()).toMatch(/人民币余额\s*12,000\.00/);
    // A reload has no login to load it: the shell loads the profile itself, once.
    counts.clear();
    await page.reload();
    await page.getByTestId('home').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2000);
    expect(counts.get('/mn/0101/user/info')).toBe(1);
    await context.close();
  });

  it.runIf(clientBuilt)('customer2 follows the OS01 notice to XX0201_01, completes it (messages in zh, then en), and the notice goes away', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'customer2');
    await dismissPopups(page);
    const notice = page.getByTestId('os01-notice');
    await notice.locator('a[href="/XX0201_01"]').click();
    const form = page.locator('.sh-screen[data-screen="XX0201_01"]:not([hidden])');
    // The caller's own record is loaded, with where the review stands.
    await expect.poll(() => input(form, '联系人').inputValue(), { timeout: 30_000 }).toBe('张小明');
    const status = form.getByTestId('profile-status');
    expect(await status.getAttribute('data-status')).toBe('OS01');
    expect(await status.innerText()).toContain('信息不完整：请填写以下信息并上传身份证件');
    await input(form, '联系人').fill('张');
    await input(form, '邮箱').fill('not-an-email');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => help(form, '联系人').innerText(), { timeout: 10_000 }).toBe('联系人姓名长度必须为 3 到 30 个字符（一个汉字按 2 个字符计）');
    expect(await help(form, '邮箱').innerText()).toBe('请输入有效的邮箱地址');
    await setLanguage(page, 'en');
    await expect.poll(() => help(form, 'Contact name').innerText(), { timeout: 10_000 }).toBe('A contact name must be 3 to 30 characters long (a Chinese character counts as two)');
    expect(await help(form, 'Email').innerText()).toBe('Please enter a valid email address');
    // An enterprise needs its company and credit code.
    await item(form, 'User type').locator('.ant-radio-wrapper', { hasText: /enterprise/i }).click();
    await input(form, 'Company').fill('Shenzhen Xiaoming Trading Co.');
    await input(form, 'Unified social credit code').fill('12345');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => help(form, 'Unified social credit code').innerText(), { timeout: 10_000 }).not.toBe('');
    await input(form, 'Unified social credit code').fill('91440300MA5FXM001Q');
    await input(form, 'Contact name').fill('Zhang Xiaoming');
    await input(form, 'Email').fill('xiaoming@example.com');
    await input(form, 'Address').fill('1 Science Park, Nanshan, Shenzhen');
    // Without its business licence the submission is refused, saying what is missing.
    await form.locator('[data-action="submit"]').click();
    const refusal = page.locator('.ant-modal-confirm', { hasText: 'Upload your business licence (PDF or image, at most 2 MB) before submitting for review' });
    await refusal.waitFor({ timeout: 15_000 });
    await confirmOk(page);
    await refusal.waitFor({ state: 'hidden', timeout: 10_000 });
    const documents = form.getByTestId('profile-documents');
    expect(await documents.innerText()).toContain('No document uploaded yet');
    await documents.getByTestId('document-input').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documents.locator('[data-document="licence"]', { hasText: 'licence.pdf' }).waitFor({ timeout: 15_000 });
    await form.locator('[data-action="submit"]').click();
    await seenFeedback(page, 'Submitted: customer service now reviews it; you can place orders once it is approved', { timeout: 15_000 });
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('OS02');
    expect(await status.innerText()).toMatch(/^Submitted and awaiting review by customer service \(submitted \d{4}-\d{2}-\d{2} /);
    // The profile is reloaded: the OS01 notice is gone, 'not approved' stays (awaiting review is not approved).
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByTestId('not-approved').isVisible()).toBe(true);
    await screenshot(page, 'shell-XX0201-completed');
    const token = await apiLogin(server.url, 'customer2');
    const saved = await call<Record<string, string>>(server.url, token, 'GET', 'xx/0201/detail');
    expect(saved.data).toMatchObject({ orderStatus: 'OS02', userType: 'enterprise', creditCode: '91440300MA5FXM001Q', contactName: 'Zhang Xiaoming' });
    await context.close();
  });

  it.runIf(clientBuilt)('ZJ0101_03 shows customer2\'s submission and its licence beside the decision; customer service, nobody of theirs pending, is told so', async () => {
    const admin = await newPage(browser, server.url);
    await loginAs(admin.page, 'admin');
    await dismissPopups(admin.page);
    await admin.page.goto('/ZJ0101_03');
    const audit = admin.page.locator('.sh-screen[data-screen="ZJ0101_03"]:not([hidden])');
    const picker = audit.locator('.ant-select').first();
    await picker.waitFor({ timeout: 30_000 });
    // Nothing to decide before a customer is picked.
    expect(await audit.locator('[data-action="submit"]').count()).toBe(0);
    await picker.click();
    await admin.page.keyboard.type('C0002');
    await admin.page.locator('.ant-select-item-option', { hasText: '(C0002)' }).click();
    const submission = audit.getByTestId('audit-submission');
    await submission.locator('[data-document="licence"]', { hasText: 'licence.pdf' }).waitFor({ timeout: 15_000 });
    const text = await submission.innerText();
    for (const shown of ['Shenzhen Xiaoming Trading Co.', '91440300MA5FXM001Q', 'Zhang Xiaoming', 'xiaoming@example.com', '1 Science Park, Nanshan, Shenzhen', `营业执照 · ${PDF.length} B`]) {
      expect(text).toContain(shown);
    }
    await audit.locator('[data-action="submit"]').waitFor({ timeout: 10_000 });
    await screenshot(admin.page, 'zj-ZJ0101_03-submission');
    await admin.context.close();

    const kf = await newPage(browser, server.url);
    await loginAs(kf.page, 'kf');
    await dismissPopups(kf.page);
    await kf.page.goto('/ZJ0101_03');
    const nobody = kf.page.locator('.sh-screen[data-screen="ZJ0101_03"]:not([hidden])').getByTestId('audit-nobody');
    await nobody.waitFor({ timeout: 30_000 });
    expect(await nobody.innerText()).toContain('您负责的客户中没有等待审核的客户');
    expect(await kf.page.locator('.sh-screen[data-screen="ZJ0101_03"]:not([hidden]) .ant-select').count()).toBe(0);
    await kf.context.close();
  });

  it.runIf(clientBuilt)('the top bar\'s name opens MN0201_01, not the information form; a staff account has no XX0201_01 entry', async () => {
    for (const loginid of ['customer', 'admin']) {
      const { context, page } = await newPage(browser, server.url);
      await loginAs(page, loginid);
      await dismissPopups(page);
      await page.getByTestId('user-name').click();
      const profile = page.locator('.sh-screen[data-screen="MN0201_01"]:not([hidden])');
      await expect.poll(() => item(profile, '登录账号').innerText(), { timeout: 30_000 }).toContain(loginid);
      expect(new URL(page.url()).pathname).toBe('/MN0201_01');
      const menu = await page.getByTestId('side-menu').innerText();
      if (loginid === 'admin') expect(menu).not.toContain('完善个人信息');
      await context.close();
    }
  });

  it.runIf(clientBuilt)('the settings menu opens XX0701_01: the valet-order authorizations of the caller, to look at', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'sales');
    await dismissPopups(page);
    await page.getByTestId('settings').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '查看授权' }).click();
    const screen = page.locator('.sh-screen[data-screen="XX0701_01"]:not([hidden])');
    const rows = screen.locator('.ant-table-row');
    await rows.filter({ hasText: '上海示例贸易有限公司 (C0001)' }).first().waitFor({ timeout: 30_000 });
    // The demo: the pending request first, then the month agreed; the sales member decides nothing here.
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toContain('待审批');
    expect(texts[1]).toContain('已同意');
    expect(texts[1]).toContain('按月');
    expect(await screen.locator('[data-action="agree"], [data-action="revoke"], [data-action="grant"]').count()).toBe(0);
    await context.close();
  });

  it.runIf(clientBuilt)('a password reset by an administrator: logging in with the one-time password shows the change dialog alone, until changed', async () => {
    const admin = await apiLogin(server.url, 'admin');
    const list = await call<{ list: { id: number; code: string }[] }>(server.url, admin, 'GET', 'zj/0101/list?pageSize=50');
    const c0001 = list.data.list.find((c) => c.code === 'C0001')!;
    const reset = await call<{ passwords: { loginid: string; password: string }[] }>(server.url, admin, 'POST', 'zj/0101/resetpwd', { ids: [c0001.id] });
    expect(reset.code).toBe(0);
    const oneTime = reset.data.passwords.find((p) => p.loginid === 'customer')!.password;
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'customer', oneTime);
    const gate = page.getByTestId('password-gate');
    const form = gate.getByTestId('change-password');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.innerText()).toContain('修改密码');
    expect(await form.innerText()).toContain('您的密码复杂度过低，请修改密码');
    // Nothing but the change: no menu, no screen, no refusal alert.
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    // A reload keeps it so (the session still must change its password).
    await page.reload();
    await form.waitFor({ timeout: 30_000 });
    // English too, then the change: the shell and the customer's profile follow.
    await gate.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => form.innerText(), { timeout: 10_000 }).toContain('The old password is the one you have just logged in with');
    await screenshot(page, 'shell-password-gate-en');
    const fields = form.locator('input[type="password"]');
    await fields.nth(0).fill(oneTime);
    await fields.nth(1).fill(DEMO_PASSWORD);
    await fields.nth(2).fill(DEMO_PASSWORD);
    await gate.getByTestId('change-password-submit').click();
    await page.getByTestId('side-menu').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('user-name').innerText(), { timeout: 15_000 }).not.toBe('');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await context.close();
  });

  it.runIf(clientBuilt)('English reaches the table pagination, the search form and dayjs dates, and stays after a reload', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'admin');
    await dismissPopups(page);
    await page.goto('/MN0401_01');
    const screen = active(page);
    const sizeChanger = screen.locator('.ant-pagination-options .ant-select-selection-item');
    const searchButtons = screen.locator('.ant-pro-query-filter-actions button, .ant-pro-form-query-filter-actions button');
    /** The weekday headers of the date-range search field's calendar (dayjs locale data). */
    const weekdays = async () => {
      const picker = active(page).locator('.ant-picker-range').first();
      // The search form starts collapsed: the date range sits behind 'expand'.
      if (!(await picker.isVisible())) await active(page).locator('.ant-pro-query-filter-collapse-button').first().click();
      await picker.click();
      const heads = page.locator('.ant-picker-dropdown:visible thead th');
      await heads.first().waitFor({ timeout: 10_000 });
      const text = (await heads.allInnerTexts()).slice(0, 7).join(' ');
      await page.keyboard.press('Escape');
      await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
      return text;
    };
    await expect.poll(() => sizeChanger.innerText(), { timeout: 30_000 }).toMatch(/条\/页/);
    expect((await searchButtons.allInnerTexts()).join(' ')).toMatch(/查\s*询/);
    expect(await weekdays()).toMatch(/一/);

    await setLanguage(page, 'en');
    await expect.poll(() => sizeChanger.innerText(), { timeout: 10_000 }).toMatch(/\/ page/);
    await expect.poll(async () => (await searchButtons.allInnerTexts()).join(' ')).toMatch(/Query/);
    expect((await searchButtons.allInnerTexts()).join(' ')).toMatch(/Reset/);
    expect(await weekdays()).toMatch(/Mo/);

    await page.reload();
    await expect.poll(() => active(page).locator('.ant-pagination-options .ant-select-selection-item').innerText(), { timeout: 30_000 }).toMatch(/\/ page/);
    expect((await page.getByTestId('settings').textContent())?.trim()).toBe('Settings');
    expect((await searchButtons.allInnerTexts()).join(' ')).toMatch(/Query/);
    expect(await weekdays()).toMatch(/Mo/);
    await context.close();
  });
});
