/**
 * DD0102_01 bulk order in Chromium against the real server (no mocks): the customer downloads the
 * Chinese template from the screen, fills in three orders (the good one over two rows, two with a
 * bad cell each), uploads it to import the valid orders only; the dialog lists the two bad cells by
 * row, column and header, the good order is in the order list and the result file is downloaded.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The 1-based column of a header in the template's first row. */
const columnOf = (sheet: ExcelJS.Worksheet, header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);

describe('bulk order upload', () => {
  it('two bad cells are shown by row and column; the good order is imported; the result file downloads', { timeout: 180_000 }, async (ctx) => {
    const { context, page } = await newPage(browser, baseURL);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    ctx.onTestFailed(async () => { await screenshot(page, 'bulk-order-failure').catch(() => undefined); });
    try {
      await loginAs(page, 'customer');
      await page.goto('/DD0102_01');
      await page.locator('button[data-action="upload"]').waitFor({ timeout: 30_000 });
      await dismissDialogs(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-action="templateZh"]').click()]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await readFile(await download.path()) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const orderNo = columnOf(sheet, '客户订单号*');
      const weight = columnOf(sheet, '单箱实重(kg)*');
      const customs = columnOf(sheet, '海关编码*');
      expect(orderNo).toBe(1);
      const example = sheet.getRow(2).values as unknown[];
      const stamp = Date.now().toString(36).toUpperCase();
      const rows = [`E2E-${stamp}-A`, `E2E-${stamp}-A`, `E2E-${stamp}-B`, `E2E-${stamp}-C`];
      rows.forEach((no, i) => {
        const row = sheet.getRow(2 + i);
        row.values = example as ExcelJS.CellValue[];
        row.getCell(orderNo).value = no;
      });
      sheet.getRow(4).getCell(weight).value = 'abc';
      sheet.getRow(5).getCell(customs).value = '12345';
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());

      await page.locator('.ant-radio-wrapper', { hasText: '只导入无误的订单' }).click();
      await page.locator('.ant-upload input[type="file"]').setInputFiles({ name: 'orders.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await page.locator('button[data-action="upload"]').click();

      const dialog = page.locator('.ant-modal-confirm').last();
      await dialog.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
      const shown = await Promise.all((await dialog.locator('.ant-table-row').all()).map(async (r) => (await r.locator('td').allInnerTexts()).map((x) => x.trim())));
      const letter = (n: number) => (n <= 26 ? String.fromCharCode(64 + n) : `A${String.fromCharCode(64 + n - 26)}`);
      expect(shown.map((r) => r.slice(0, 3))).toEqual([['4', letter(weight), '单箱实重(kg)*'], ['5', letter(customs), '海关编码*']]);
      expect(shown[1][3]).toBe('海关编码必须是 10 位数字');
      expect(await dialog.innerText()).toContain('共 3 票订单，已导入 1 票；2 处错误');

      const [result] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载结果文件' }).click()]);
      const out = new ExcelJS.Workbook();
      await out.xlsx.load(await readFile(await result.path()) as unknown as ArrayBuffer);
      const last = (out.worksheets[0].getRow(1).values as unknown[]).length - 1;
      expect(String(out.worksheets[0].getRow(2).getCell(last).value)).toMatch(/^已导入，订单号 DD\d{12}$/);

      // The good order, its two rows one order of two boxes, is in the customer's list.
      const token = await apiLogin(baseURL, 'customer');
      const list = await (await fetch(`${baseURL}/dd/0205/list?current=1&pageSize=20&numbers=${encodeURIComponent(`E2E-${stamp}-A`)}`, { headers: { authToken: token } })).json();
      expect(list.data.list.map((o: { customerOrderNo: string; packageCount: number }) => [o.customerOrderNo, o.packageCount])).toEqual([[`E2E-${stamp}-A`, 2]]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
