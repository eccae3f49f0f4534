/**
 * The request layer's rules seen from the page, against the real server and the built client
 * (no mocks): the duplicate-submit guard (change-password form submitted twice fast), a 550
 * business warning shown persistently line by line (the same customer export asked twice while
 * it is still being generated), the export appearing in the download centre, finishing and
 * downloading, and the login-expired confirm shown once per session after the server revoked
 * the session (stay, then re-login in a second session).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dismissDialogs, launchBrowser, loginAs, newPage, outDir, root, screenshot, seenFeedback } from './harness';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('authToken') ?? '');
const api = (url: string, tk: string, init: RequestInit = {}) =>
  fetch(`${baseURL}/${url}`, { ...init, headers: { 'content-type': 'application/json', authToken: tk, ...(init.headers ?? {}) } }).then(
    (r) => r.json() as Promise<{ code: number; msg: string; data: unknown }>,
  );

describe('request layer in the browser', () => {
  it.runIf(clientBuilt)('the same POST twice within 1 s: the second is refused with "do not resubmit" (change-password form)', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'kf');
    await dismissDialogs(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/mn/0101/user/password')) posts.push(r.url());
    });
    await page.getByTestId('settings').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).click();
    const dialog = page.locator('.ant-modal-content', { hasText: '确认新密码' });
    await dialog.waitFor();
    const inputs = dialog.locator('input[type="password"]');
    await inputs.nth(0).fill('NotMyPassword1');
    await inputs.nth(1).fill('Newpass2026');
    await inputs.nth(2).fill('Newpass2026');
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').dblclick();
    await seenFeedback(page, '数据正在处理，请勿重复提交', { timeout: 10_000 });
    // The first one reached the server and was refused there: 'modify failed' plus its message.
    await seenFeedback(page, '修改失败', { timeout: 10_000 });
    expect(posts).toHaveLength(1);
    await screenshot(page, 'shell-duplicate-submit');
    // The dialog stays open after a failure.
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it.runIf(clientBuilt)('a 550 warning stays on screen with one line per clause; the export finishes in the download centre and downloads', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'admin');
    await dismissDialogs(page);
    const tk = await token(page);
    // Keep the single export worker busy for a few seconds so the customer export stays 'generating'.
    const slow = await api('xt/0125/export', tk, { method: 'POST', body: JSON.stringify({ kind: 'demo.csv', fileName: 'slow.csv', params: { rows: 4, delayMs: 1500 } }) });
    expect(slow.code, slow.msg).toBe(0);

    const authority: URL[] = [];
    let pushStream = false;
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/mn/0000/authority') authority.push(u);
      if (u.pathname === '/mn/0000/pushmsg') pushStream = true;
    });
    await page.goto('/ZJ0101_01');
    const exportButton = page.locator('button[data-action="export"]');
    await exportButton.waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    // GET arrays travel as repeated keys: the screen's authority buttons in one call (url=a&url=b).
    await expect.poll(() => authority.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Math.max(...authority.map((u) => u.searchParams.getAll('url').length))).toBeGreaterThan(1);
    expect(authority.every((u) => !u.search.includes('%5B') && !u.search.includes('url[]'))).toBe(true);
    await exportButton.click();
    await seenFeedback(page, /./, { timeout: 10_000 }); // the first export's answer
    await page.waitForTimeout(1200); // past the 1 s duplicate window: this one reaches the server
    await exportButton.click();
    const warning = page.locator('.ant-notification-notice.feedback-warning');
    await warning.waitFor({ timeout: 10_000 });
    const lines = (await warning.locator('.ant-notification-notice-description').innerText()).split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^相同的导出正在生成中：客户列表_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.xlsx$/);
    expect(lines[1]).toBe('完成后文件会出现在下载中心');
    // Persistent: still there after the 4 s a notification normally lasts.
    await page.waitForTimeout(5000);
    expect(await warning.isVisible()).toBe(true);
    await screenshot(page, 'shell-550-warning');
    await warning.locator('.ant-notification-notice-close').click();
    // The server pushes the completion over the event stream (mn/0000/pushmsg): the shell says so.
    expect(pushStream).toBe(true);
    await seenFeedback(page, /文件已生成：客户列表_/, { timeout: 40_000 });

    // The download centre: the customer export finishes (push or refresh) and downloads.
    await page.getByTestId('download-centre-button').click();
    const centre = page.getByTestId('download-centre');
    await centre.waitFor();
    const item = centre.locator('li.dc-item', { hasText: /客户列表_/ }).first();
    await item.waitFor({ timeout: 15_000 });
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 40_000, interval: 500 }).toBe('done');
    expect(await centre.locator('li.dc-item[data-state="done"]', { hasText: 'slow.csv' }).count()).toBe(1);
    await screenshot(page, 'shell-download-centre');
    const [download] = await Promise.all([page.waitForEvent('download'), item.locator('button:not(.ant-btn-dangerous)').first().click()]);
    expect(download.suggestedFilename()).toMatch(/^客户列表_.*\.xlsx$/);
    const file = path.join(outDir, 'shell-export.xlsx');
    fs.mkdirSync(outDir, { recursive: true });
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    // Delete: the confirm, then 'deleted successfully', and the record is gone.
    const slowItem = centre.locator('li.dc-item', { hasText: 'slow.csv' });
    await slowItem.locator('button.ant-btn-dangerous').click();
    const ask = page.locator('.ant-modal-confirm', { hasText: '此操作将永久删除该数据，是否继续？' });
    await ask.waitFor();
    await ask.locator('button.ant-btn-dangerous, button.ant-btn-primary').last().click();
    await seenFeedback(page, '删除成功', { timeout: 10_000 });
    // Close and open the popover again (a closed popover keeps its last content): the record is gone.
    await page.waitForTimeout(500);
    await page.getByTestId('download-centre-button').click();
    await page.waitForTimeout(500);
    if (!(await page.locator('.ant-popover:not(.ant-popover-hidden) [data-testid="download-centre"]').count())) await page.getByTestId('download-centre-button').click();
    await page.locator('.ant-popover:not(.ant-popover-hidden) [data-testid="download-centre"]').waitFor();
    await page.waitForTimeout(1000);
    await expect.poll(() => slowItem.count()).toBe(0);
    expect(await centre.locator('li.dc-item', { hasText: /客户列表_/ }).count()).toBe(1);
    await screenshot(page, 'shell-download-deleted');
    await context.close();
  });

  it.runIf(clientBuilt)('a session revoked on the server: the login-expired confirm shows once; stay clears session storage; re-login goes to /login', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'finance');
    await dismissDialogs(page);
    const tk = await token(page);
    // A built screen of finance's menu (it calls the API when it opens), to open while the
    // confirm is up; the menu is read before the session goes. Not the home tab: its statistics
    // (MN0501_01) ask nothing of a role without station statistics.
    const HOME = 'MN0501_01';
    const built = new Set(fs.readdirSync(path.join(root, 'schemas'), { recursive: true }).map(String)
      .map((f) => /([A-Z]{2}\d{4}_\d{2})\.json$/.exec(f)?.[1]).filter(Boolean));
    const menu = JSON.stringify((await api('xt/0101/menu/list', tk)).data);
    const screenUrl = [...menu.matchAll(/"url":"([a-z]{2})\/(\d{4})\/(\d{2})\.html"/g)]
      .map((m) => `${m[1].toUpperCase()}${m[2]}_${m[3]}`).filter((c) => built.has(c) && c !== HOME).map((c) => `/${c}`)[0];
    expect(screenUrl).toBeDefined();
    // Another client logs this session out.
    expect((await api('mn/0101/logout', tk)).code).toBe(0);
    const tokenFailures: string[] = [];
    page.on('response', async (r) => {
      const body = await r.json().catch(() => null) as { code?: number; msg?: string } | null;
      if (body?.code === 500 && /token/i.test(body.msg ?? '')) tokenFailures.push(new URL(r.url()).pathname);
    });

    const confirm = page.locator('.ant-modal-confirm', { hasText: '登录状态已过期' });
    // GET xt/0125/select/download. Any request after the logout brings the confirm: on a busy
    // machine a late one of the home screen may bring it first and cover the button.
    await page.getByTestId('download-centre-button').click({ timeout: 10_000 }).catch(() => undefined);
    await confirm.waitFor({ timeout: 10_000 });
    await screenshot(page, 'shell-login-expired');
    // A second request while the first confirm is open (a screen opened through the address bar
    // asks its authority and data, and is refused the same way) does not stack another confirm.
    const before = tokenFailures.length;
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screenUrl!);
    await expect.poll(() => tokenFailures.length, { timeout: 15_000 }).toBeGreaterThan(before);
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(1);
    await confirm.locator('button', { hasText: '留在本页' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // 'Stay' cleared session storage; only the note that this session was asked remains.
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(['loginExpiredShown']);
    // Act again (the language switch re-fetches the menu; the popover re-reads the list): no second confirm.
    await page.locator('.tp-lang button[lang="en"]').click();
    await page.getByTestId('download-centre-button').click();
    await page.getByTestId('download-centre-button').click();
    await page.waitForTimeout(1500);
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(0);
    await context.close();

    // A second session: 'log in again' clears the session and goes to /login.
    const second = await newPage(browser, baseURL);
    await loginAs(second.page, 'finance');
    await dismissDialogs(second.page);
    expect((await api('mn/0101/logout', await token(second.page))).code).toBe(0);
    // As above: a late request of the home screen may bring the confirm first and cover the button.
    await second.page.getByTestId('download-centre-button').click({ timeout: 10_000 }).catch(() => undefined);
    const again = second.page.locator('.ant-modal-confirm', { hasText: '登录状态已过期' });
    await again.waitFor({ timeout: 10_000 });
    await again.locator('button', { hasText: '重新登录' }).click();
    await second.page.waitForURL(/\/login$/);
    expect(await second.page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();
    await second.page.locator('input[name="loginid"]').waitFor();
    await second.context.close();
  });
});
