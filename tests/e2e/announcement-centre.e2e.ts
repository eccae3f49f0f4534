/**
 * Announcements keep a read state per user: the 'system announcement' dialog after login shows a
 * notice until its reader closes it, never again after; the home's latest notices open one, and the
 * announcement centre (MN0401_11) finds every notice again, unread first, in Chinese and English.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;
let admin: string;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(baseURL, 'admin');
});
afterAll(async () => {
  await browser?.close();
});

async function publish(title: string): Promise<number> {
  const res = await fetch(`${baseURL}/mn/0401/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authToken: admin },
    body: JSON.stringify({ title, content: `<p>${title} 正文</p>`, audience: 'customer', status: 'in_use' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(body.code, body.msg).toBe(0);
  return body.data.id;
}

/** The dialog after login, once it has had time to come: its text, or '' when none came. */
async function dialogText(page: Page): Promise<string> {
  await page.getByTestId('side-menu').waitFor({ timeout: 30_000 });
  const dialog = page.getByTestId('announcement-dialog');
  if (!(await dialog.waitFor({ timeout: 5000 }).then(() => true, () => false))) return '';
  return dialog.innerText();
}

describe('announcement read state and centre', () => {
  it('a closed notice does not pop up again; the home and the centre find it, read, unread first', async () => {
    const first = `读后不再弹出${stamp}`;
    await publish(first);

    // First login: the dialog shows it; closing it reads it.
    const one = await newPage(browser, baseURL);
    await loginAs(one.page, 'customer');
    expect(await dialogText(one.page)).toContain(first);
    await one.page.getByTestId('announcement-find-again').waitFor();
    const read = one.page.waitForResponse((r) => r.url().endsWith('/mn/0501/notice/read'));
    await dismissDialogs(one.page);
    expect((await read).ok()).toBe(true);
    await one.context.close();

    // Next login: not shown again.
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    expect(await dialogText(page)).not.toContain(first);
    await dismissDialogs(page);

    // A notice published meanwhile reaches the home (push), unread; opening it there reads it.
    const second = `首页打开即已读${stamp}`;
    await publish(second);
    const notices = page.getByTestId('home-notices');
    await notices.getByText(first).waitFor({ timeout: 30_000 });
    const link = notices.getByRole('button', { name: new RegExp(second) });
    await link.waitFor({ timeout: 30_000 });
    expect(await link.innerText()).toContain('未读');
    await link.click();
    await page.waitForURL(/\/MN0401_04\?id=\d+/);
    await page.locator('[data-screen="MN0401_04"]').getByText(`${second} 正文`).waitFor({ timeout: 30_000 });
    const third = `未读在前${stamp}`;
    await publish(third);

    // The centre: every notice, unread first; what was closed or opened is read.
    await page.goto('/MN0401_11');
    await dismissDialogs(page);
    const centre = page.locator('[data-screen="MN0401_11"]');
    await centre.getByText('公告中心').first().waitFor({ timeout: 30_000 });
    const rowOf = (title: string) => centre.locator('tbody tr.ant-table-row', { hasText: title });
    await expect.poll(() => rowOf(first).innerText(), { timeout: 20_000 }).toContain('已读');
    await expect.poll(() => rowOf(second).innerText()).toContain('已读');
    expect(await rowOf(third).innerText()).toContain('未读');
    const titles = await centre.locator('tbody tr.ant-table-row').allInnerTexts();
    const at = (title: string) => titles.findIndex((t) => t.includes(title));
    expect(at(third)).toBeLessThan(at(second));
    expect(at(second)).toBeLessThan(at(first)); // read ones newest first
    await rowOf(first).locator('[data-action="open"]').click();
    await page.locator('.ant-modal-wrap:visible').getByText(`${first} 正文`).waitFor();
    await screenshot(page, 'announcement-centre-zh');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').last().click();

    await page.locator('.tp-lang button[lang="en"]').click();
    await centre.getByText('Announcement centre').first().waitFor();
    await expect.poll(() => rowOf(first).innerText()).toContain('Read');
    await context.close();
  });
});
