import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smoke', () => {
  it('the server answers the API envelope and the HTML shell for a history route', async () => {
    const api = await fetch(`${baseURL}/mn/9999/nothing`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ code: 500 });
    const page = await fetch(`${baseURL}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('GET /login renders the login form in Chromium', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await expect(page.locator('input[name="loginid"]').waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('password');
    expect(await page.locator('button[type="submit"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'login');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('login', () => {
  it('customer logs in through the form and leaves /login', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await screenshot(page, 'customer-home');
    await context.close();
  });
});
