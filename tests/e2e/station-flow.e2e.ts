/**
 * A parcel through the station in Chromium against the real server (no mocks). WL0101_01: the
 * operator scans a placed order's number at scanner speed (3 ms between keys, then Enter), the
 * parcel arrives and the weight fields take the cursor; Enter puts it in stock, the outcome shows in
 * green, the cursor is back in the scan box and the menu's inbound badge counts one more; scanned
 * again it is refused in red, naming its state. WL0106_01: an outbound weight over the inbound one
 * is refused, the right one takes it out. WL0107_01: loaded on a vehicle's manifest for Shanghai; WL0107_02:
 * the manifest departs. The order's detail shows every weight and every step in its log. WL0105_01's
 * Hold opens WL0110_01's hold form with the parcel's number filled in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, openAllSubmenus, screenshot } from './harness';
import { placeDemoOrder } from './demoOrder';
import { pick } from './adminUi';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The label of the focused input's form item. */
const focusedLabel = (page: Page) => page.evaluate(() => {
  const id = document.activeElement?.id;
  return id ? document.querySelector(`label[for="${id}"]`)?.textContent ?? null : null;
});
const badge = (page: Page, type: string) => page.getByTestId('side-menu').locator(`[data-menu-url="wl/0101/01.html"] [data-badge="${type}"] .ant-badge-count`);
/** Opens a menu entry by its name (its badges open the statistics instead). */
const openMenu = (page: Page, url: string) => page.getByTestId('side-menu').locator(`[data-menu-url="${url}"] .sm-name`).click();
/** The scan outcome as "<state> <text>", for polls that report what the screen said. */
const outcomeOf = async (page: Page) => {
  const outcome = page.locator('.en-scan-outcome').last();
  return `${await outcome.getAttribute('data-scan-state')} ${await outcome.textContent()}`;
};
/** A number at scanner speed, then Enter. */
async function scanNumber(page: Page, no: string) {
  await page.keyboard.type(no, { delay: 3 });
  await page.keyboard.press('Enter');
}

describe('a parcel through the station', () => {
  it('is scanned in with weight and sizes at scanner speed (the badge counts it), weighed out, loaded and departed; its detail shows each step', async () => {
    const order = await placeDemoOrder(baseURL, 'E2E-INBOUND-1');
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    await openMenu(page, 'wl/0101/01.html');
    const outcome = page.locator('.en-scan-outcome');
    await expect.poll(() => focusedLabel(page), { timeout: 30_000 }).toBe('扫描单号');
    await badge(page, 'B04').waitFor({ timeout: 15_000 });
    const before = Number(await badge(page, 'B04').getAttribute('title'));

    await page.keyboard.type(order.orderNo, { delay: 3 });
    await page.keyboard.press('Enter');
    const lookedUp = Date.now();
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

    // The same parcel again: refused in red, its state named; nothing typed is lost meanwhile. Its
    // lookup is the very request of the first scan: within the client's 1 s (DUPLICATE_WINDOW_MS)
    // that is a double scan, answered "do not resubmit", so a fast run waits it out.
    await page.waitForTimeout(Math.max(0, 1_100 - (Date.now() - lookedUp)));
    await page.keyboard.type(order.orderNo, { delay: 3 });
    await page.keyboard.press('Enter');
    await expect.poll(() => outcome.getAttribute('data-scan-state'), { timeout: 15_000 }).toBe('refused');
    expect(await outcome.textContent()).toContain(`订单 ${order.orderNo} 当前为“在库”，不能入库`);
    expect(await outcome.evaluate((el) => el.classList.contains('ant-alert-error'))).toBe(true);
    expect(await page.locator('tr.en-scan-line').count()).toBe(2);

    // WL0106_01: out heavier than in is refused in red under its field; the right weight takes it out.
    await openMenu(page, 'wl/0106/01.html');
    await expect.poll(() => focusedLabel(page), { timeout: 30_000 }).toBe('扫描单号');
    await scanNumber(page, order.orderNo);
    await expect.poll(() => outcomeOf(page), { timeout: 15_000 }).toContain('entry');
    await expect.poll(() => focusedLabel(page)).toBe('出库重量');
    await page.keyboard.type('3.6');
    await page.keyboard.press('Enter');
    await expect.poll(() => outcomeOf(page), { timeout: 15_000 }).toBe('refused 出库重量 3.6 kg 不能大于入库重量 3.500 kg');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3.45');
    await page.keyboard.press('Enter');
    await expect.poll(() => outcomeOf(page), { timeout: 15_000 }).toBe(`done ${order.orderNo} 已出库，出库重量 3.45 kg`);

    // WL0107_01: the vehicle typed and its destination picked once, then the parcel loaded on its manifest.
    await openMenu(page, 'wl/0107/01.html');
    await expect.poll(() => focusedLabel(page), { timeout: 30_000 }).toBe('扫描单号');
    const vehicle = 'E2E-粤B001';
    await page.getByLabel('车辆/批次').fill(vehicle);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('扫描单号');
    await page.getByLabel('目的站点').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'SHA 上海站' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('扫描单号');
    await scanNumber(page, order.orderNo);
    await expect.poll(() => focusedLabel(page), { timeout: 15_000 }).toBe('装车重量');
    await page.keyboard.type('3.45');
    await page.keyboard.press('Enter');
    await expect.poll(() => outcomeOf(page), { timeout: 15_000 }).toMatch(new RegExp(`^done ${order.orderNo} 已装车（ZC\\d{10}，共 1 件）$`));

    // WL0107_02: the manifest, bound for Shanghai, departs.
    await openMenu(page, 'wl/0107/02.html');
    const row = page.locator('.ant-table-row', { hasText: vehicle });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('上海站');
    await row.getByRole('button', { name: '发车' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary, .ant-popconfirm .ant-btn-primary').first().click();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('已发车');
    // On the road to Shanghai: Shenzhen is not offered to unload it.
    expect(await row.getByRole('button', { name: '卸车' }).count()).toBe(0);
    await screenshot(page, 'station-manifest-departed');

    // The order's detail: every weight on the weights tab, every step in the log.
    await page.goto(`/DD0205_02?id=${order.id}`);
    await page.getByRole('tab', { name: '重量' }).click();
    const weights = page.locator('.ant-tabs-tabpane-active');
    await expect.poll(() => weights.textContent(), { timeout: 15_000 }).toContain('3.500');
    const weightText = await weights.textContent();
    for (const text of ['入库重量(kg)3.500', '入库尺寸(cm)40×30×20', '出库重量(kg)3.450', '装车重量(kg)3.450']) expect(weightText).toContain(text);
    await page.getByRole('tab', { name: '变更记录' }).click();
    const log = await page.locator('.ant-tabs-tabpane-active').textContent();
    for (const step of ['到件', '入库称重', '出库称重', '装车', '发车出港']) expect(log).toContain(step);
    expect(log).toContain('已出库 → 已出港');
    await screenshot(page, 'station-order-log');
    await context.close();
  });

  it('is held from the in-stock list: its Hold opens the goods-hold form with its number filled', async () => {
    const order = await placeDemoOrder(baseURL, 'E2E-HOLD-1');
    const ops = await apiLogin(baseURL, 'ops');
    const res = await fetch(`${baseURL}/wl/0101/save`, {
      method: 'POST', headers: { authToken: ops, 'content-type': 'application/json' }, body: JSON.stringify({ no: order.orderNo, realWeight: '1.2', boxCount: 1 }),
    });
    expect((await res.json()).code).toBe(0);
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    await openMenu(page, 'wl/0105/01.html');
    const row = page.locator('.sh-screen:not([hidden]) .ant-table-row', { hasText: order.orderNo });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '扣件' }).click();
    const form = page.locator('.ant-modal-wrap:visible .ant-modal').last();
    await expect.poll(() => form.getByLabel('扫描单号').inputValue(), { timeout: 15_000 }).toBe(order.orderNo);
    await pick(form, '扣件原因', /\S/);
    await form.getByLabel('备注').fill('E2E 待核实');
    expect(await row.locator('.ant-tag', { hasText: '放行' }).count()).toBe(1);
    // The hold's answer, then the list's reload (a loaded machine took longer than a poll for both).
    const answered: string[] = [];
    page.on('response', (r) => { if (r.url().includes('/wl/0110/hold')) void r.text().then((b) => answered.push(b), () => undefined); });
    await form.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await expect.poll(() => answered.length, { timeout: 30_000, message: 'the hold was never answered' }).toBe(1);
    expect(JSON.parse(answered[0]).code, answered[0]).toBe(0);
    // Held: the row's hold state says so, and it offers no second Hold.
    await expect.poll(() => row.getByRole('button', { name: '扣件' }).count(), { timeout: 30_000 }).toBe(0);
    expect(await row.locator('.ant-tag', { hasText: '扣件' }).count()).toBe(1);
    await context.close();
  });
});
