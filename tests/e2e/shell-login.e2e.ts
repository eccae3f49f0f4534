/**
 * The public login pages in Chromium against a real server of this file's own (so that it can
 * point the server at an SMS sandbox gateway it reads codes from): /login2 checks the number,
 * sends the code, logs in by SMS (POST mn/0101/login/phone) and lands on the home tab; /login
 * with a wrong password shows the server's message in an alert and stays on the form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { apiLogin, CHROME_FLAGS, chromePath, dismissDialogs, loginAs, newPage, root, screenshot, startServer, type RunningServer, seenFeedback } from './harness';
import { startSmsGateway, type SmsGateway } from '../../src/server/sandbox/sms-gateway';

const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;
let server: RunningServer;
let gateway: SmsGateway;

beforeAll(async () => {
  if (!clientBuilt) return;
  gateway = await startSmsGateway();
  // Another host name for the same server: '/' is the entry page only on the hosts of the server's
  // ENTRY_HOSTS, here portal.example.test and not 127.0.0.1.
  const launch = chromium.launch({ executablePath: chromePath(), args: [...CHROME_FLAGS, '--host-resolver-rules=MAP portal.example.test 127.0.0.1'], headless: true });
  [server, browser] = await Promise.all([startServer({ env: { SMS_GATEWAY_URL: gateway.url, ENTRY_HOSTS: 'portal.example.test' } }), launch]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await gateway?.close();
});

describe('login pages', () => {
  it.runIf(clientBuilt)('/login2: number, SMS code from the gateway, log in, home tab', async () => {
    const phone = '13800000002'; // customer2
    const { context, page } = await newPage(browser, server.url);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/mn\/0101\/login/.test(r.url())) logins.push(new URL(r.url()).pathname);
    });
    await page.goto('/login2');
    await page.locator('input[name="phoneNum"]').fill(phone);
    await page.locator('button.lg-secondary').click();
    await page.locator('.lg-hint').waitFor({ timeout: 15_000 });
    await expect.poll(() => gateway.inbox(phone).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const code = /\d{6}/.exec(gateway.inbox(phone).at(-1)!.text)![0];
    await page.locator('input[name="code"]').fill(code);
    await screenshot(page, 'shell-login2');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/MN0501_01/, { timeout: 30_000 });
    expect(logins).toEqual(['/mn/0101/login/phone']);
    await page.getByTestId('user-name').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('user-name').textContent()).toContain('张小明');
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeTruthy();
    await context.close();
  });

  it.runIf(clientBuilt)('change password: confirmation must match; success says so, closes the dialog, and the new password logs in', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await page.getByTestId('settings').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).click();
    const dialog = page.locator('.ant-modal-content', { hasText: '确认新密码' });
    await dialog.waitFor();
    const inputs = dialog.locator('input[type="password"]');
    await inputs.nth(0).fill('Demo@2026');
    await inputs.nth(1).fill('Newpass2026');
    await inputs.nth(2).fill('Newpass2027');
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '两次输入的密码不一致' }).waitFor();
    await inputs.nth(2).fill('Newpass2026');
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').click();
    await seenFeedback(page, '修改成功', { timeout: 10_000 });
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-password-changed');
    expect(await apiLogin(server.url, 'ops', 'Newpass2026')).toBeTruthy();
    await context.close();
  });

  it.runIf(clientBuilt)("'/' shows the entry page on a host of the server's ENTRY_HOSTS and goes to /login on any other, loaded or navigated to", async () => {
    const { context, page } = await newPage(browser, server.url);
    const portal = `http://portal.example.test:${server.port}`;
    const entryShown = async () => {
      await page.locator('h1.pb-entry').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('input[name="loginid"]').count()).toBe(0);
      expect(await page.locator('#root').innerText()).not.toMatch(/"code"|Forbidden/);
    };
    await page.goto(`${portal}/`);
    await entryShown();
    // In the app: the public pages' brand link leads to '/' again.
    await page.goto(`${portal}/register`);
    await page.locator('a.pb-brand').click();
    await entryShown();

    // 127.0.0.1 is not in ENTRY_HOSTS here (the client once decided from a host list of its own).
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    await page.locator('input[name="loginid"]').waitFor();
    await page.goto(`${server.url}/register`);
    await page.locator('a.pb-brand').click();
    await page.waitForURL(/\/login$/, { timeout: 15_000 });
    await page.locator('input[name="loginid"]').waitFor();
    await context.close();
  });

  it.runIf(clientBuilt)('/login: a wrong password shows the server message in an alert (English) and stays on the form', async () => {
    const { context, page } = await newPage(browser, server.url, 'en-US');
    await page.goto('/login');
    await page.locator('.lg-lang button[lang="en"]').click();
    await page.locator('input[name="loginid"]').fill('customer');
    await page.locator('input[name="password"]').fill('Wrong@2026');
    const langs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mn/0101/login')) langs.push(r.headers()['accept-language'] ?? '');
    });
    await page.locator('button[type="submit"]').click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.first().waitFor({ timeout: 15_000 });
    expect(await dialog.first().textContent()).toMatch(/password/i);
    expect(langs[0]).toMatch(/^en-US/);
    await screenshot(page, 'shell-login-wrong-password-en');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it.runIf(clientBuilt)("the server goes away: a request says '{status}: server request failed' (last: stops this file's server)", async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginAs(page, 'customer');
    await dismissDialogs(page);
    await server.stop();
    await page.getByTestId('download-centre-button').click();
    await seenFeedback(page, '网络错误: 服务器请求失败', { timeout: 15_000 });
    await screenshot(page, 'shell-network-failure');
    await context.close();
  });
});
