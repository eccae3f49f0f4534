/**
 * XX0403_01 in Chromium against the real server: the transit-days chart is drawn (a painted
 * canvas) above the table from the rows the server answers, and only a screen with charts
 * downloads the drawing library.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, launchBrowser, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('timeliness chart', () => {
  it('customer sees the transit days per route and country drawn above the table', async () => {
    const token = await apiLogin(baseURL, 'customer');
    const { context, page } = await newPage(browser, baseURL, 'en-US');
    await context.addInitScript((tk) => sessionStorage.setItem('authToken', tk), token);
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });

    await page.goto('/XX0403_01');
    const chart = page.locator('[data-screen="XX0403_01"] [data-chart="transitDays"]');
    await chart.locator('canvas').first().waitFor({ timeout: 30_000 });
    const res = await fetch(`${baseURL}/xx/0403/chart`, { headers: { authToken: token } });
    const { data } = (await res.json()) as { data: { list: { routeCode: string }[] } };
    expect(data.list.length).toBeGreaterThan(0);
    await expect.poll(async () => Number(await chart.getAttribute('data-rows')), { timeout: 15_000 }).toBe(data.list.length);
    // Something was drawn: the canvas is not blank.
    await expect.poll(() => chart.locator('canvas').first().evaluate((c: HTMLCanvasElement) => {
      const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let painted = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i] > 0) painted++;
      return painted;
    }), { timeout: 15_000 }).toBeGreaterThan(1000);
    const chartBox = (await chart.boundingBox())!;
    const tableBox = (await page.locator('[data-screen="XX0403_01"] .ant-table').boundingBox())!;
    expect(chartBox.y + chartBox.height).toBeLessThanOrEqual(tableBox.y);
    expect(scripts.some((s) => /ChartsPanel-/.test(s))).toBe(true);
    await screenshot(page, 'timeliness-chart-customer');

    // Another list screen does not download the drawing library.
    scripts.length = 0;
    const { context: other, page: plain } = await newPage(browser, baseURL, 'en-US');
    await other.addInitScript((tk) => sessionStorage.setItem('authToken', tk), token);
    plain.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await plain.goto('/XX0401_01');
    await plain.locator('[data-screen="XX0401_01"] .ant-table').waitFor({ timeout: 30_000 });
    expect(scripts.filter((s) => /ChartsPanel-/.test(s))).toEqual([]);
    await other.close();
    await context.close();
  });
});
