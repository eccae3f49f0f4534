/**
 * ZJ0504 label templates in Chromium against the real server: a new template opens on its size's
 * default layout with the preview drawn; a cell typed wrong is named in the preview as the user types
 * and, saved anyway, the refusal (E11n) stands under that very cell; corrected and bound to a route,
 * the template is listed with its route.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dismissDialogs, launchBrowser, loginAs, newPage, screenshot } from './harness';
import { active, dialog, navigate, rows } from './adminUi';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('label templates', () => {
  it('previews as the user edits, names the wrong cell, and saves a corrected template bound to a route', async () => {
    const { context, page } = await newPage(browser, baseURL);
    try {
      await loginAs(page, 'admin');
      await navigate(page, '/ZJ0504_01');
      await dismissDialogs(page);
      await expect.poll(() => rows(page).filter({ hasText: '日本快线 100×100' }).count()).toBe(1);
      await active(page).getByRole('button', { name: /新\s*增/ }).click();

      const form = dialog(page);
      const preview = form.getByTestId('label-preview');
      // A new template starts on the default 100 × 150 layout, drawn with the sample parcel.
      await expect.poll(() => preview.getAttribute('data-state'), { timeout: 15_000 }).toBe('drawn');
      await expect.poll(() => preview.getAttribute('data-problems')).toBe('0');
      const svg = form.getByTestId('label-preview-svg');
      expect(await svg.locator('text', { hasText: 'John Appleseed' }).count()).toBe(1);
      expect(await svg.getAttribute('viewBox')).toBe('0 0 100 150');
      const tableRows = form.locator('.ant-table-tbody tr.ant-table-row');
      expect(await tableRows.count()).toBeGreaterThan(20);

      await form.locator('input[id$="-settings-name"]').fill('E2E 加急模板');
      // Row 2's text names a field that does not exist: the preview says so while the user types.
      const row2Text = form.locator('input[id$="-elements-1-text"]');
      expect(await row2Text.inputValue()).toBe('{destination}');
      await row2Text.fill('{sender.nickname}');
      await expect.poll(() => preview.getAttribute('data-problems'), { timeout: 15_000 }).toBe('1');
      expect(await preview.locator('.ant-alert').innerText()).toContain('第 2 行：字段 sender.nickname 不存在');
      await screenshot(page, 'label-template-problem');

      // Saved anyway: the refusal stands under that cell.
      await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
      await expect.poll(() => tableRows.nth(1).locator('.ant-formily-item-error-help').allInnerTexts(), { timeout: 15_000 }).toEqual(['第 2 行：字段 sender.nickname 不存在']);

      await row2Text.fill('{destination}');
      await expect.poll(() => preview.getAttribute('data-problems'), { timeout: 15_000 }).toBe('0');
      const routes = form.locator('.ant-formily-item').filter({ hasText: '绑定线路' }).locator('.ant-select');
      await routes.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'US-EXP' }).click();
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
      await expect.poll(() => rows(page).filter({ hasText: 'E2E 加急模板' }).count(), { timeout: 15_000 }).toBe(1);
      expect(await rows(page).filter({ hasText: 'E2E 加急模板' }).innerText()).toContain('US-EXP 美国快线');
    } finally {
      await context.close();
    }
  });
});
