/**
 * The Content-Security-Policy and the other security headers in Chromium against the real
 * server and the built client: the headers are on the page, and a session that logs in, opens a
 * list, a chart, the freight trial (calculate), the download centre (a download through a blob:
 * URL), a print frame (a blob: document in a hidden iframe, renderers/actions/printFrame.ts) and
 * /docs (swagger-ui, its own policy) meets no CSP refusal: none reported to the page
 * (`securitypolicyviolation`) nor in the console. A script the policy forbids is refused, so the
 * watch itself is shown to see refusals.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, dismissDialogs, launchBrowser, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Refusal {
  directive: string;
  blocked: string;
  page: string;
}

/** Every CSP refusal in any page or frame of the context, and the console's "Refused to ..." lines. */
async function watchRefusals(context: BrowserContext, page: Page): Promise<{ refusals: Refusal[]; console: string[]; errors: string[] }> {
  const seen = { refusals: [] as Refusal[], console: [] as string[], errors: [] as string[] };
  await context.exposeBinding('__cspRefused', (_source, r: Refusal) => void seen.refusals.push(r));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspRefused(r: unknown): void }).__cspRefused({ directive: e.effectiveDirective, blocked: e.blockedURI, page: e.documentURI });
    });
  });
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) seen.console.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return seen;
}

describe('security headers and the Content-Security-Policy in the browser', () => {
  it('the headers are on the page; logging in, a list, a chart, the trial, a download and a print frame meet no CSP refusal', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const seen = await watchRefusals(context, page);

    const login = await page.goto('/login');
    const headers = await login!.allHeaders();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    // The page came compressed, as the browser asked.
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    // index.html's inline script (the document language before the first paint) ran: allowed by its hash.
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));

    // Log in through the form.
    await page.goto('/login');
    await page.locator('input[name="loginid"]').fill('admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await dismissDialogs(page);

    // A list screen.
    await page.goto('/ZJ0101_01');
    await page.locator('[data-screen="ZJ0101_01"] .ant-table-row').first().waitFor({ timeout: 30_000 });
    // A chart (@ant-design/charts on a canvas).
    await page.goto('/XX0403_01');
    await page.locator('[data-screen="XX0403_01"] [data-chart] canvas').first().waitFor({ timeout: 30_000 });

    // A form screen: the freight trial calculates.
    await page.goto('/XX0402_01');
    await page.locator('input[name="weight"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('input[name="postcode"]').fill('90210');
    await page.locator('input[name="weight"]').fill('2.3');
    await page.locator('input[name="length"]').fill('30');
    await page.locator('input[name="width"]').fill('20');
    await page.locator('input[name="height"]').fill('15');
    await page.locator('button[data-action="calculate"]').click();
    await page.getByTestId('trial-results').waitFor({ timeout: 30_000 });
    await screenshot(page, 'csp-trial');

    // The download centre: an export of the caller's, downloaded through a blob: URL.
    const token = await page.evaluate(() => sessionStorage.getItem('authToken'));
    const started = await fetch(`${baseURL}/xt/0125/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authToken: token! },
      body: JSON.stringify({ kind: 'demo.csv', fileName: 'csp.csv', params: { rows: 3 } }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
    expect(started.code, started.msg).toBe(0);
    await page.getByTestId('download-centre-button').click();
    const item = page.getByTestId('download-centre').locator('li.dc-item', { hasText: 'csp.csv' }).first();
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 40_000, interval: 500 }).toBe('done');
    const [download] = await Promise.all([page.waitForEvent('download'), item.locator('button:not(.ant-btn-dangerous)').first().click()]);
    expect(download.suggestedFilename()).toMatch(/csp.*\.csv$/);
    await page.keyboard.press('Escape');

    // A print frame: a fetched document shown from a blob: URL in a hidden iframe, as
    // renderers/actions/printFrame.ts does; and blob: and data: images.
    const framed = await page.evaluate(async () => {
      const load = (blob: Blob) =>
        new Promise<string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
          frame.onload = () => resolve(frame.contentDocument?.body?.textContent ?? 'loaded');
          frame.src = URL.createObjectURL(blob);
          document.body.appendChild(frame);
        });
      const html = await load(new Blob(['<!doctype html><style>p{color:#333}</style><p style="margin:0">运单 print</p>'], { type: 'text/html' }));
      // A PDF too: Chromium's viewer in a blob: frame is not refused by object-src 'none'.
      const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
      await load(new Blob([pdf], { type: 'application/pdf' }));
      const image = (src: string) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(-1);
          img.src = src;
        });
      const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      return { html, dataImage: await image(`data:image/png;base64,${png}`), blobImage: await image(URL.createObjectURL(new Blob([bytes], { type: 'image/png' }))) };
    });
    expect(framed).toEqual({ html: '运单 print', dataImage: 1, blobImage: 1 });

    // Nothing was refused so far.
    expect(seen.refusals).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(seen.errors).toEqual([]);

    // The watch sees refusals: an injected inline script is refused, and reported. (eval cannot be
    // tried from here: code the test driver evaluates is exempt from the page's policy.)
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.appendChild(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => seen.refusals.map((r) => r.directive), { timeout: 5_000 }).toEqual(['script-src-elem']);
    await context.close();
  });

  it('/docs (swagger-ui) renders under its own policy without refusals', async () => {
    const { context, page } = await newPage(browser, baseURL);
    const seen = await watchRefusals(context, page);
    const res = await page.goto('/docs');
    expect((await res!.allHeaders())['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 30_000 });
    expect(seen.refusals).toEqual([]);
    expect(seen.console).toEqual([]);
    await context.close();
  });
});
