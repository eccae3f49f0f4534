/**
 * ZJ0105_01 quote upload as a pricing user sees it (issue 5), real server and built client, no mocks:
 * the admin downloads the template from the screen, fills in bad cells (exceljs) and uploads the
 * file through the page's upload control; the dialog lists each bad cell by row, column, header and
 * message in Chinese, and in English after the language switch, and the price table keeps its
 * version (nothing half-imported). The unchanged template then uploads as the next version.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Env<T> { code: number; msg: string; data: T }
interface CellError { row: number; column: string; header: string; message: string }
interface PriceTable { id: number; name: string; priceCode: string; version: number }

async function call<T>(token: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'zh-CN'): Promise<Env<T>> {
  const res = await fetch(`${baseURL}/${url}`, {
    method,
    headers: { authToken: token, 'content-type': 'application/json', 'accept-language': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Env<T>;
}

/** The JP list price: no other browser test quotes Japan, so its versions are this test's own. */
async function jpTable(token: string): Promise<PriceTable> {
  const r = await call<{ list: PriceTable[] }>(token, 'GET', 'zj/0105/table/list?current=1&pageSize=1000');
  return r.data.list.find((t) => t.priceCode === 'P-JP-EXP')!;
}

/** What the error dialog lists: row, column, header and message of every line of its table. */
async function shownErrors(page: Page): Promise<string[][]> {
  const dialog = page.locator('.ant-modal-confirm').last();
  await dialog.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
  const rows = await dialog.locator('.ant-table-row').all();
  return Promise.all(rows.map(async (r) => (await r.locator('td').allInnerTexts()).map((x) => x.trim())));
}

/** Closes what the refused upload shows: one dialog, the table of bad cells under the server's message. */
async function closeErrors(page: Page): Promise<void> {
  const open = page.locator('.ant-modal-wrap:visible');
  expect(await open.count()).toBe(1);
  await open.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect.poll(() => open.count(), { timeout: 15_000, interval: 200 }).toBe(0);
}

const expected = (errors: CellError[]) => errors.map((e) => [String(e.row), e.column, e.header, e.message]);

async function pickTable(page: Page, label: RegExp, name: string): Promise<void> {
  const picker: Locator = page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) }).first();
  for (let attempt = 0; attempt < 4; attempt++) {
    await picker.locator('.ant-select-selector').click();
    await picker.locator('input.ant-select-selection-search-input').fill(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click({ timeout: 5000 }).catch(() => undefined);
    if ((await picker.locator('.ant-select-selection-item').innerText({ timeout: 1000 }).catch(() => '')) === name) return;
    await page.waitForTimeout(400);
  }
  throw new Error(`could not pick ${name}`);
}

describe('quote upload through ZJ0105_01', () => {
  it('bad cells are listed by row and column in both languages and nothing is imported; a good sheet becomes the next version', { timeout: 180_000 }, async (ctx) => {
    const admin = await apiLogin(baseURL, 'admin');
    const table = await jpTable(admin);
    const before = await call<{ zones: unknown[] }>(admin, 'GET', `zj/0104/detail?id=${table.id}`);

    const { context, page } = await newPage(browser, baseURL);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    ctx.onTestFailed(async () => { await screenshot(page, 'pricing-upload-failure').catch(() => undefined); });
    await loginAs(page, 'admin');
    await page.goto('/ZJ0105_01');
    await page.locator('button[data-action="upload"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);

    // The template, as the screen's button downloads it (Chinese headers for a Chinese page).
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-action="template"]').click()]);
    const template = await readFile(await download.path());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('分区代码*');
    sheet.getCell('H3').value = -3; // weight up to must be above 0
    sheet.getCell('G4').value = 'weird'; // not a kind
    sheet.getCell('O6').value = 'abc'; // flat price not a number
    const bad = Buffer.from(await wb.xlsx.writeBuffer());

    // What the server says about this sheet, in each language: the dialog must show exactly that.
    const content = bad.toString('base64');
    const zhAnswer = await call<{ errors: CellError[] }>(admin, 'POST', 'zj/0105/upload', { priceTableId: table.id, fileName: 'bad.xlsx', content }, 'zh-CN');
    const enAnswer = await call<{ errors: CellError[] }>(admin, 'POST', 'zj/0105/upload', { priceTableId: table.id, fileName: 'bad.xlsx', content }, 'en-US');
    expect(zhAnswer.data.errors.map((e) => `${e.column}${e.row}`)).toEqual(expect.arrayContaining(['H3', 'G4', 'O6']));

    await pickTable(page, /^\s*\*?\s*报价\s*[:：]?\s*$/, table.name);
    await page.locator('.ant-upload input[type="file"]').setInputFiles({ name: 'bad.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await page.locator('button[data-action="upload"]').click();
    const zh = await shownErrors(page);
    expect(zh).toEqual(expected(zhAnswer.data.errors));
    expect(zh).toContainEqual(['3', 'H', '重量上限kg', '须为大于 0 的数字']);
    expect(await page.locator('.ant-modal-confirm').last().innerText()).toContain('报价文件有错误，未导入');
    expect(await page.locator('.ant-modal-confirm').last().innerText()).toContain(zhAnswer.msg);
    await closeErrors(page);

    // English: the same file again, the same cells, in English.
    await page.locator('.tp-lang button[lang="en"]').click();
    await page.locator('button[data-action="upload"]', { hasText: 'Upload' }).waitFor({ timeout: 15_000 });
    await page.locator('button[data-action="upload"]').click();
    const en = await shownErrors(page);
    expect(en).toEqual(expected(enAnswer.data.errors));
    expect(en.find((r) => r[0] === '4' && r[1] === 'G')?.[3]).toBe('must be first_additional, per_kg or flat');
    expect(await page.locator('.ant-modal-confirm').last().innerText()).toContain('The price sheet has errors; nothing was imported');
    expect(await page.locator('.ant-modal-confirm').last().innerText()).toContain(enAnswer.msg);
    await closeErrors(page);

    // Nothing half-imported: same current version, same zones.
    expect((await jpTable(admin)).version).toBe(table.version);
    expect((await call<{ zones: unknown[] }>(admin, 'GET', `zj/0104/detail?id=${table.id}`)).data.zones).toEqual(before.data.zones);

    // The template as downloaded is a good sheet: it becomes the next version.
    await page.locator('.ant-upload input[type="file"]').setInputFiles({ name: 'template.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: template });
    await page.locator('button[data-action="upload"]').click();
    const next = table.version + 1;
    await seenFeedback(page, `5 rows imported as price version ${next}`, { kind: 'success', timeout: 20_000 });
    const after = await jpTable(admin);
    expect(after.version).toBe(next);
    const zones = (await call<{ zones: { code: string }[] }>(admin, 'GET', `zj/0104/detail?id=${table.id}`)).data.zones.map((z) => z.code);
    expect(zones).toEqual(['US-W', 'US', 'GB-L']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

