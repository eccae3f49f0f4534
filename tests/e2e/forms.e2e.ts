/**
 * The engine's forms as a user meets them in Chromium against the real server (issue 12, forms and
 * actions): a refusal about a field (a role code already taken) shows under that field, with no
 * alert and nothing in the console, and goes once the value is changed; a keyboard user sees where
 * the focus is on every stop of a form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, root } from './harness';
import { active, dialog, help, input, navigate, rows, session as sessionOf } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
const stamp = Date.now().toString(36).slice(-5);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The console's errors of a page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

/**
 * The ring a keyboard user sees on the focused element: its own outline, or that of the box antd
 * draws around the bare input (affix input, number, date picker, select).
 */
const focusRing = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // A checkbox or radio input is transparent over the box antd draws next to it: the ring is that box's.
  const drawn = el.matches('.ant-checkbox-input, .ant-radio-input')
    ? el.closest('.ant-radio-button-wrapper') ?? el.nextElementSibling : undefined;
  const box = drawn ?? el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker')
    ?? el.closest('.ant-select-focused')?.querySelector('.ant-select-selector') ?? el;
  const style = getComputedStyle(box as HTMLElement);
  const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} in ${(el.parentElement?.closest('[class]') as HTMLElement | null)?.className ?? ''}`;
  return { what, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
});

describe.runIf(clientBuilt)('engine forms in the browser', () => {
  it('a role code already taken is told under the code field, not in an alert; a new code saves', async () => {
    const { context, page } = await sessionOf(browser, baseURL, 'admin');
    try {
      const errors = consoleErrors(page);
      await navigate(page, '/XT0105_01');
      await expect.poll(() => rows(page).filter({ hasText: 'admin' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await active(page).locator('[data-action="add"]').first().click();
      const form = dialog(page);
      await input(form, '角色编码').fill('admin');
      await input(form, '中文名称').fill('重复编码角色');
      await input(form, '英文名称').fill('Duplicate code role');
      await form.locator('[data-action="save"]').click();
      await expect.poll(() => help(form, '角色编码').textContent(), { timeout: 20_000 }).toBe('角色编码“admin”已存在');
      expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
      expect(await help(form, '中文名称').count()).toBe(0);

      await input(form, '角色编码').fill(`d${stamp}`);
      await expect.poll(() => help(form, '角色编码').count()).toBe(0);
      await form.locator('[data-action="save"]').click();
      await expect.poll(() => rows(page).filter({ hasText: `d${stamp}` }).count(), { timeout: 20_000 }).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('every stop of the freight trial form shows a focus ring of 2 px or more', async () => {
    const { context, page } = await sessionOf(browser, baseURL, 'customer');
    try {
      await navigate(page, '/XX0402_01');
      const screen = active(page);
      const first = screen.locator('.ant-formily-item input').first();
      await first.waitFor({ timeout: 30_000 });
      await first.focus();
      await page.waitForTimeout(150);
      const seen: string[] = [];
      for (let stop = 0; stop < 16; stop++) {
        const ring = await focusRing(page);
        expect(ring, `stop ${stop}`).not.toBeNull();
        expect(ring!.style, ring!.what).not.toBe('none');
        expect(ring!.width, ring!.what).toBeGreaterThanOrEqual(2);
        seen.push(ring!.what);
        await page.keyboard.press('Tab');
        await page.waitForTimeout(150); // antd marks a focused select a moment after the focus
      }
      expect(new Set(seen).size).toBeGreaterThan(5);
    } finally {
      await context.close();
    }
  }, 120_000);
});
