/**
 * Orders in Chromium against the real server and the sandbox carrier the server started itself
 * (no mocks): the customer places an order from its address book with two kinds of boxes and three
 * SKU lines, choosing the route among the live quotes; the order shows in the list and in its detail with the quote's
 * trace; customer service transfers it and the channel tracking number appears.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';
import { chooseOption } from './adminUi';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A labelled form item inside `scope` (labels end with a colon, required ones start with a star). */
const item = (page: Page, scope: Locator, label: string) =>
  scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}\\s*[:：]?\\s*$`) }) }).first();

async function fill(page: Page, scope: Locator, label: string, value: string) {
  await item(page, scope, label).locator('input').first().fill(value);
}

/** A cell input of a table of rows: row and column counted from 0 among the row's inputs. */
const cell = (table: Locator, row: number, column: number) => table.locator('tbody tr.ant-table-row').nth(row).locator('td input').nth(column);

describe('placing and transferring an order', () => {
  it('the customer orders two box kinds and three goods from live quotes; the detail shows the quote trace; customer service transfers it', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    await page.goto('/DD0101_01');
    const panel = (title: string) => page.locator('.ant-collapse-item').filter({ has: page.locator('.ant-collapse-header', { hasText: title }) });
    await panel('收件人').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);

    await fill(page, panel('订单信息'), '客户订单号', 'E2E-PO-1');
    // The default sender fills itself from the address book; the recipient is chosen from it.
    const sender = panel('发件人');
    await expect.poll(() => item(page, sender, '联系人').locator('input').inputValue(), { timeout: 15_000 }).toBe('王发货');
    const recipient = panel('收件人');
    await chooseOption(recipient.getByTestId('address-pick-recipient'), 'John Smith');
    // The pick loads the address before it fills the form: on a loaded machine that takes longer than a poll's 5 s.
    await expect.poll(() => item(page, recipient, '邮编').locator('input').inputValue(), { timeout: 15_000 }).toBe('90001');

    // Two box kinds: 2 boxes of 3 kg at 50×40×30, one of 5 kg.
    const parcels = panel('包裹（箱）').locator('.ant-table');
    await cell(parcels, 0, 0).fill('3');
    await cell(parcels, 0, 1).fill('50');
    await cell(parcels, 0, 2).fill('40');
    await cell(parcels, 0, 3).fill('30');
    await cell(parcels, 0, 4).fill('2');
    await panel('包裹（箱）').getByRole('button', { name: /添加包裹/ }).click();
    await cell(parcels, 1, 0).fill('5');

    const goods = panel('商品与申报明细');
    const goodsTable = goods.locator('.ant-table').first();
    for (let i = 0; i < 3; i++) {
      if (i > 0) await goods.getByRole('button', { name: /添加商品/ }).click();
      await cell(goodsTable, i, 0).fill(`商品${i + 1}`);
      await cell(goodsTable, i, 1).fill(`Goods ${i + 1}`);
      await cell(goodsTable, i, 2).fill('6109100021');
      await cell(goodsTable, i, 5).fill('8.50');
      await cell(goodsTable, i, 6).fill('0.2');
    }
    await fill(page, panel('申报与税号'), '申报价值', '120');

    // The live quotes, cheapest first; the US express route chosen.
    const quotes = page.locator('[data-testid="trial-quotes"]');
    await quotes.waitFor({ timeout: 30_000 });
    const express = quotes.locator('tbody tr.ant-table-row').filter({ hasText: '美国快线' }).first();
    await expect.poll(() => express.locator('.trial-chargeable').innerText()).toBe('24');
    const total = await express.locator('.trial-total').innerText();
    await express.locator('input[type="radio"]').check();
    await screenshot(page, 'order-place-zh');

    await page.locator('button[data-action="place"]').click();
    const placedText = await seenFeedback(page, /订单 DD\d{12} 已提交/, { kind: 'success', timeout: 30_000 });
    const orderNo = /DD\d{12}/.exec(placedText)![0];

    // The detail opens: the quote tab shows the stored quote and its trace.
    await page.getByRole('tab', { name: '报价与计算过程' }).click();
    const quote = page.getByTestId('order-quote');
    await quote.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('order-quote-total').innerText()).toBe(`${total} RMB`);
    const lines = await quote.getByTestId('trace-lines').locator('li').allInnerTexts();
    expect(lines).toContain('第 1 种箱：50×40×30 ÷ 5000 × 2 箱 = 体积重 24 kg');
    expect(lines.some((l) => l.startsWith('按票计重') && l.endsWith('= 24 kg'))).toBe(true);
    await screenshot(page, 'order-detail-quote-zh');

    // In the order list.
    await page.goto('/DD0205_01');
    await page.locator('tbody tr.ant-table-row').filter({ hasText: orderNo }).first().waitFor({ timeout: 30_000 });
    await context.close();

    // Customer service transfers it to the sandbox carrier: the channel tracking number appears.
    const kf = await newPage(browser, baseURL);
    await loginAs(kf.page, 'kf');
    await kf.page.goto('/DD0202_01');
    const row = kf.page.locator('tbody tr.ant-table-row').filter({ hasText: orderNo }).first();
    await row.waitFor({ timeout: 30_000 });
    await dismissDialogs(kf.page);
    await row.locator('[data-action="auto"]').click();
    await seenFeedback(kf.page, '已转单 1 票', { kind: 'success', timeout: 30_000 });
    const token = await apiLogin(baseURL, 'kf');
    const listed = await (await fetch(`${baseURL}/dd/0202/list?current=1&pageSize=20&numbers=${orderNo}`, { headers: { authToken: token } })).json();
    const trackingNo = listed.data.list[0].channelTrackingNo as string;
    expect(trackingNo).toMatch(/\S/);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(trackingNo);
    await screenshot(kf.page, 'order-transfer-zh');
    await kf.context.close();
  });
});
