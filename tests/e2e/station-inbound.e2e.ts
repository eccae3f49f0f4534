/**
 * WL0101_01 in Chromium against the real server (no mocks): the station operator scans a placed
 * order's number at scanner speed (3 ms between keys, then Enter), the parcel arrives and the
 * weight fields take the cursor; the weight and sizes typed, Enter puts it in stock, the outcome
 * shows in green with the measured weights, the cursor is back in the scan box and the menu's
 * inbound badge counts one more. Scanned again, it is refused in red, naming its state.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, openAllSubmenus, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function placedOrder(ref: string): Promise<{ id: number; orderNo: string }> {
  const options = await (await fetch(`${baseURL}/zj/0103/route/options`, { headers: { authToken: await apiLogin(baseURL, 'kf') } })).json();
  const routeId = (options.data.list as { value: number; label: string }[]).find((r) => r.label.startsWith('US-EXP'))!.value;
  const res = await fetch(`${baseURL}/dd/0101/save`, {
    method: 'POST', headers: { 'content-type': 'application/json', authToken: await apiLogin(baseURL, 'customer') },
    body: JSON.stringify({
      routeId, mailType: 'P', customerOrderNo: ref, declaredValue: '50.00', declaredCurrency: 'USD',
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

/** The label of the focused input's form item. */
const focusedLabel = (page: Page) => page.evaluate(() => {
  const id = document.activeElement?.id;
  return id ? document.querySelector(`label[for="${id}"]`)?.textContent ?? null : null;
});
const badge = (page: Page, type: string) => page.getByTestId('side-menu').locator(`[data-menu-url="wl/0101/01.html"] [data-badge="${type}"] .ant-badge-count`);

describe('WL0101_01 arrival and inbound weighing', () => {
  it('an operator scans a parcel in with weight and sizes at scanner speed and sees the badge count change', async () => {
    const order = await placedOrder('E2E-INBOUND-1');
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    await page.getByTestId('side-menu').locator('[data-menu-url="wl/0101/01.html"]').click();
    const outcome = page.locator('.en-scan-outcome');
    await expect.poll(() => focusedLabel(page), { timeout: 30_000 }).toBe('扫描单号');
    await badge(page, 'B04').waitFor({ timeout: 15_000 });
    const before = Number(await badge(page, 'B04').getAttribute('title'));

    await page.keyboard.type(order.orderNo, { delay: 3 });
    await page.keyboard.press('Enter');
    await expect.poll(() => outcome.getAttribute('data-scan-state'), { timeout: 15_000 }).toBe('entry');
    expect(await outcome.textContent()).toContain(`${order.orderNo}：请录入实重与尺寸后回车`);
    await expect.poll(() => focusedLabel(page)).toBe('实重');
    expect(await page.locator('.ant-descriptions').textContent()).toContain('上海示例贸易有限公司');

    await page.keyboard.type('3.5');
    for (const size of ['40', '30', '20']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(size);
    }
    await page.keyboard.press('Enter');
    await expect.poll(async () => `${await outcome.getAttribute('data-scan-state')} ${await outcome.textContent()}`, { timeout: 15_000 }).toMatch(/^done /);
    expect(await outcome.textContent()).toContain(`${order.orderNo} 已入库`);
    expect(await outcome.evaluate((el) => el.classList.contains('ant-alert-success'))).toBe(true);
    expect(await page.locator('tr.en-scan-line').first().textContent()).toContain('3.5');
    await expect.poll(() => focusedLabel(page)).toBe('扫描单号');
    await expect.poll(async () => Number(await badge(page, 'B04').getAttribute('title')), { timeout: 15_000 }).toBe(before + 1);
    await screenshot(page, 'station-inbound-ops');

    // The same parcel again: refused in red, its state named; nothing typed is lost meanwhile.
    await page.keyboard.type(order.orderNo, { delay: 3 });
    await page.keyboard.press('Enter');
    await expect.poll(() => outcome.getAttribute('data-scan-state'), { timeout: 15_000 }).toBe('refused');
    expect(await outcome.textContent()).toContain(`订单 ${order.orderNo} 当前为“在库”，不能入库`);
    expect(await outcome.evaluate((el) => el.classList.contains('ant-alert-error'))).toBe(true);
    expect(await page.locator('tr.en-scan-line').count()).toBe(2);
    await context.close();
  });
});
