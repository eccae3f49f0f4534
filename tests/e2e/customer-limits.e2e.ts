/**
 * ZJ0101_02 as finance sees it (SCREENS.md: AD, MG, CW (limits)), in Chromium against the real
 * server: the customer's details are shown read-only, the credit limits can be changed and saved,
 * and the list offers finance no "add". A customer of its own, made through the API and bound to
 * finance, so the demo customers stay as other files expect them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, launchBrowser, screenshot } from './harness';
import { active, dialog, input, ok, rows, session } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const stamp = Date.now().toString(36).slice(-5);
const customerName = `额度客户${stamp}`;
let browser: Browser;
let adminToken: string;
let customerId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(baseURL, 'admin');
  const finance = await ok<{ list: { id: number; loginid: string }[] }>(baseURL, adminToken, 'GET', 'zj/0601/list?keyword=finance&pageSize=50');
  const cwId = finance.list.find((u) => u.loginid === 'finance')!.id;
  ({ id: customerId } = await ok<{ id: number }>(baseURL, adminToken, 'POST', 'zj/0101/save', {
    loginid: `lim${stamp}`, name: customerName, userType: 'individual', contactName: '额度联系人', email: `lim${stamp}@example.cn`, creditLimit: '1000', cwId,
  }));
});
afterAll(async () => {
  await browser?.close();
});

describe('ZJ0101_02 as finance', () => {
  it('shows the details read-only, saves new credit limits, offers no add', { timeout: 120_000 }, async (ctx) => {
    const { page, context, errors } = await session(browser, baseURL, 'finance');
    ctx.onTestFailed(async () => { await screenshot(page, 'customer-limits-finance').catch(() => undefined); });
    await page.goto('/ZJ0101_01');
    const row = rows(page).filter({ hasText: customerName });
    await row.first().waitFor({ timeout: 30_000 });
    expect(await active(page).locator('[data-action="add"]').count()).toBe(0);

    await row.first().locator('[data-action="edit"]').click();
    const form = dialog(page);
    await expect.poll(() => input(form, '信用额度').inputValue(), { timeout: 15_000 }).toBe('1000.00');
    // The authority answer arrives after the form: then the details are held read-only, the limits stay editable.
    await expect.poll(() => input(form, '客户名称').getAttribute('readonly'), { timeout: 15_000 }).not.toBeNull();
    expect(await input(form, '客户名称').inputValue()).toBe(customerName);
    for (const label of ['联系人', '邮箱']) expect(await input(form, label).getAttribute('readonly'), label).not.toBeNull();
    for (const label of ['信用额度', '透支额度']) expect(await input(form, label).getAttribute('readonly'), label).toBeNull();

    await input(form, '信用额度').fill('8800');
    await input(form, '透支额度').fill('120.5');
    await form.locator('[data-action="submit"]').click();
    await expect.poll(() => row.first().innerText(), { timeout: 15_000 }).toMatch(/8,?800\.00[\s\S]*120\.50/);
    const saved = await ok<{ name: string; creditLimit: string; overdraftLimit: string; contactName: string; email: string }>(
      baseURL, adminToken, 'GET', `zj/0101/detail?id=${customerId}`);
    expect(saved).toMatchObject({ name: customerName, creditLimit: '8800.00', overdraftLimit: '120.50', contactName: '额度联系人', email: `lim${stamp}@example.cn` });
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
