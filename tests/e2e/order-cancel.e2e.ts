/**
 * A cancellation request in Chromium against the real server (no mocks): the customer asks to
 * cancel its placed order from the order list, customer service agrees in DD0210_01, and the
 * order is cancelled.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh placed order of the demo customer, through the API (the order form has its own test). */
async function placedOrder(token: string): Promise<{ id: number; orderNo: string }> {
  const options = await (await fetch(`${baseURL}/zj/0103/route/options`, { headers: { authToken: await apiLogin(baseURL, 'kf') } })).json();
  const routeId = (options.data.list as { value: number; label: string }[]).find((r) => r.label.startsWith('US-EXP'))!.value;
  const res = await fetch(`${baseURL}/dd/0101/save`, {
    method: 'POST', headers: { 'content-type': 'application/json', authToken: token },
    body: JSON.stringify({
      routeId, mailType: 'P', customerOrderNo: 'E2E-CANCEL-1', declaredValue: '50.00', declaredCurrency: 'USD',
      sender: { name: '王发货', phone: '021-60000100', country: 'CN', city: '上海', address1: '浦东新区示例路 1 号' },
      recipient: { name: 'John Smith', phone: '+1 213 555 0100', country: 'US', city: 'Los Angeles', postcode: '90001', address1: '100 Main St' },
      parcels: [{ weight: '2', length: '30', width: '20', height: '10', count: 1 }],
      items: [{ nameZh: '棉质T恤', nameEn: 'Cotton T-shirt', customsCode: '6109100021', origin: 'CN', unit: 'PCS', unitPrice: '8.50', unitWeight: '0.200', quantity: 5, qtyPerBox: 5 }],
    }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`order refused: ${body.msg}`);
  return body.data;
}

describe('cancellation request', () => {
  it('the customer asks from the order list; customer service agrees; the order is cancelled', async () => {
    const order = await placedOrder(await apiLogin(baseURL, 'customer'));

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
