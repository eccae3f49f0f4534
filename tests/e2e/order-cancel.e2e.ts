/**
 * A cancellation request in Chromium against the real server (no mocks): the customer asks to
 * cancel its placed order from the order list, customer service agrees in DD0210_01, and the
 * order is cancelled.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';
import { placeDemoOrder } from './demoOrder';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cancellation request', () => {
  it('the customer asks from the order list; customer service agrees; the order is cancelled', async () => {
    const order = await placeDemoOrder(baseURL, 'E2E-CANCEL-1');

    const customer = await newPage(browser, baseURL);
    await loginAs(customer.page, 'customer');
    await customer.page.goto('/DD0205_01');
    const row = customer.page.locator('tbody tr.ant-table-row').filter({ hasText: order.orderNo }).first();
    await row.waitFor({ timeout: 30_000 });
    await dismissDialogs(customer.page);
    await row.locator('[data-action="cancelRequest"]').click();
    const form = customer.page.locator('.ant-modal:visible');
    await form.locator('textarea').first().fill('收件人地址有误，重新下单');
    await form.locator('button[data-action="submit"]').click();
    await seenFeedback(customer.page, /./, { kind: 'success', timeout: 30_000 });
    await customer.context.close();

    const kf = await newPage(browser, baseURL);
    await loginAs(kf.page, 'kf');
    await kf.page.goto('/DD0210_01');
    const request = kf.page.locator('tbody tr.ant-table-row').filter({ hasText: order.orderNo }).first();
    await request.waitFor({ timeout: 30_000 });
    await dismissDialogs(kf.page);
    expect(await request.innerText()).toContain('收件人地址有误');
    await request.locator('[data-action="agree"]').click();
    await kf.page.locator('.ant-modal:visible button[data-action="submit"]').click();
    await seenFeedback(kf.page, '已同意：订单已取消', { kind: 'success', timeout: 30_000 });
    // Decided: the row's agree and reject are gone and its state reads 同意.
    await expect.poll(() => request.locator('[data-action="agree"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await request.locator('.ant-tag').allInnerTexts()).toContain('同意');
    await screenshot(kf.page, 'order-cancel-agreed-zh');
    await kf.context.close();

    const token = await apiLogin(baseURL, 'kf');
    const detail = await (await fetch(`${baseURL}/dd/0205/detail?id=${order.id}`, { headers: { authToken: token } })).json();
    expect(detail.data.paymentFlow).toBe('cancelled');
  });
});
