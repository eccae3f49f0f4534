/**
 * The push stream's 'notice' message as a user sees it (real server, built client): a customer
 * on the app is told the title of an announcement published for customers, in their language
 * (the push carries both titles: the toast and the home's notices show the user's), and hears
 * nothing of a staff one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, launchBrowser, loginAs, newPage, root } from './harness';
import { setLanguage } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function publish(token: string, title: string, audience: 'customer' | 'staff', titleEn?: string) {
  const res = await fetch(`${baseURL}/mn/0401/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authToken: token },
    body: JSON.stringify({ title, titleEn, content: `<p>${title}</p>`, audience, status: 'in_use' }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

describe('push: new announcements', () => {
  it.runIf(clientBuilt)('a customer sees "new announcement: <title>" for a customer notice, nothing for a staff one', async () => {
    const admin = await apiLogin(baseURL, 'admin');
    const { context, page } = await newPage(browser, baseURL);
    const pushOpened = page.waitForRequest((r) => new URL(r.url()).pathname === '/mn/0000/pushmsg', { timeout: 30_000 });
    // The server subscribes the stream before it answers its headers: once they arrive, events reach it.
    const pushConnected = page.waitForResponse((r) => new URL(r.url()).pathname === '/mn/0000/pushmsg' && r.status() === 200, { timeout: 30_000 });
    await loginAs(page, 'customer');
    // The stream opens with a one-time ticket, never the session token (it would be logged).
    const stream = new URL((await pushOpened).url());
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    expect(stream.searchParams.get('ticket')).toMatch(/^[\w-]{43}$/);
    expect(stream.searchParams.has('token')).toBe(false);
    expect(stream.search).not.toContain(encodeURIComponent(token ?? 'none'));
    await page.getByTestId('side-menu').locator('.sm-name').first().waitFor({ timeout: 30_000 });
    await pushConnected;

    const stamp = Date.now();
    await publish(admin, `Staff rota ${stamp}`, 'staff');
    await publish(admin, `Holiday hours ${stamp}`, 'customer');
    await page.getByText(`有新的公告：Holiday hours ${stamp}`).waitFor({ timeout: 15_000 });
    expect(await page.getByText(`Staff rota ${stamp}`).count()).toBe(0);

    // Given in both languages, the title is the user's; after a switch, the home's notices follow it too.
    await publish(admin, `运费调整 ${stamp}`, 'customer', `Rate change ${stamp}`);
    await page.getByText(`有新的公告：运费调整 ${stamp}`).waitFor({ timeout: 15_000 });
    expect(await page.getByText(`Rate change ${stamp}`).count()).toBe(0);
    await setLanguage(page, 'en');
    await page.getByTestId('home-notices').getByText(`Rate change ${stamp}`).waitFor({ timeout: 15_000 });
    await publish(admin, `新开日本线路 ${stamp}`, 'customer', `New route to Japan ${stamp}`);
    await page.getByText(`New announcement: New route to Japan ${stamp}`).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
