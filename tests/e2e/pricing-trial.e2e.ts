/**
 * Freight trial in Chromium against the real server and the built client (no mocks): the demo
 * customer quotes a US parcel, sees every route cheapest first, expands the trace and reads the
 * zone and chargeable-weight lines, then switches to English and reads the same results in
 * English (route names, excluded routes' reasons, the breakdown and the trace) without the screen
 * asking the trial again: the answer carries its messages (texts: 'keys').
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { render, type PricingLang } from '../../src/domain/pricing/messages';
import type { Msg } from '../../src/domain/pricing/types';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot } from './harness';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PARCEL = { country: 'US', postcode: '90210', weight: '2.3', length: '30', width: '20', height: '15', pieces: 1 };

interface Answer {
  code: number;
  data: {
    quotes: { routeId: number; routeName: string; total: string; chargeableWeight: string; surcharges: { name: string; amount: string; formula: string }[]; trace: { zone: { code: string }; lines: (Msg & { text: string })[] } }[];
    excluded: { routeId: number; routeName: string; reason: string }[];
  };
}
/** The server's own answer for the parcel in a language: what the screen must show. */
const serverAnswer = (token: string, lang: PricingLang) =>
  fetch(`${baseURL}/xx/0402/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authToken: token, 'Accept-Language': lang },
    body: JSON.stringify(PARCEL),
  }).then((r) => r.json() as Promise<Answer>);

describe('freight trial (XX0402_01)', () => {
  it('a customer quotes a US parcel: cheapest first, the trace line by line, in Chinese then English', async (ctx) => {
    // What the server answers for the same parcel: the screen must show exactly this.
    const token = await apiLogin(baseURL, 'customer');
    const [api, apiEn] = await Promise.all([serverAnswer(token, 'zh-CN'), serverAnswer(token, 'en-US')]);
    expect(api.code).toBe(0);
    expect(api.data.quotes.length).toBeGreaterThanOrEqual(2);
    expect(api.data.excluded.length).toBeGreaterThanOrEqual(1);
    const best = api.data.quotes[0];
    // A route with surcharges: its breakdown (name, formula, amount) is read in both languages.
    const charged = api.data.quotes.findIndex((q) => q.surcharges.length > 0);
    expect(charged).toBeGreaterThanOrEqual(0);

    const { context, page } = await newPage(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let trialRequests = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('/xx/0402/trial')) trialRequests += 1;
    });
    await loginAs(page, 'customer');
    await page.goto('/XX0402_01');
    const form = page.locator('input[name="weight"]');
    await form.waitFor({ timeout: 30_000 });
    await dismissDialogs(page);

    await page.locator('input[name="postcode"]').fill(PARCEL.postcode);
    await form.fill(PARCEL.weight);
    await page.locator('input[name="length"]').fill(PARCEL.length);
    await page.locator('input[name="width"]').fill(PARCEL.width);
    await page.locator('input[name="height"]').fill(PARCEL.height);
    await page.locator('button[data-action="calculate"]').click();

    const results = page.getByTestId('trial-results');
    await results.waitFor({ timeout: 30_000 });
    // In the form, under the trial fields: no panel over the page.
    expect(await page.locator('.ant-tabs-tabpane-active [data-testid="trial-results"]').count()).toBe(1);
    expect(await page.locator('.ant-modal [data-testid="trial-results"]').count()).toBe(0);
    // Calculate sits in the trial tab, right above its results; the remote check's button is not on this tab.
    const calculate = page.locator('.ant-tabs-tabpane-active button[data-action="calculate"]');
    expect((await calculate.boundingBox())!.y).toBeLessThan((await results.boundingBox())!.y);
    expect(await page.locator('button[data-action="remoteCheck"]:visible').count()).toBe(0);
    const rows = results.locator('[data-testid="trial-quotes"] tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(api.data.quotes.length);
    const totals = (await results.locator('.trial-total').allInnerTexts()).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBe(Number(best.total));

    // The trace of the cheapest route, line by line, in Chinese.
    await rows.first().locator('.ant-table-row-expand-icon').click();
    const lines = results.getByTestId('trace-lines').first();
    await lines.waitFor();
    const zh = await lines.locator('li').allInnerTexts();
    expect(zh).toEqual(best.trace.lines.map((l) => l.text));
    expect(zh).toContain(`分区 ${best.trace.zone.code}`);
    expect(zh.some((l) => l.startsWith('目的国 US'))).toBe(true);
    expect(zh.some((l) => l.startsWith('按票计重') && l.endsWith(`= ${best.chargeableWeight} kg`))).toBe(true);
    await expect.poll(() => results.getByTestId('trace-zone').first().innerText()).toContain(best.trace.zone.code);
    if (charged > 0) await rows.nth(charged).locator('.ant-table-row-expand-icon').click();
    const breakdown = results.getByTestId(`trace-${api.data.quotes[charged].routeId}`).locator('.ant-table-tbody tr.ant-table-row');
    const breakdownIn = (a: Answer) => a.data.quotes[charged].surcharges.map((s) => [s.name, s.formula, s.amount].join('\t'));
    const breakdownShown = async () => (await breakdown.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText).join('\t'))));
    await expect.poll(breakdownShown).toEqual(breakdownIn(api));
    const routeNames = () => results.locator('.trial-route').allInnerTexts();
    const reasons = () => results.locator('[data-testid="trial-excluded"] .trial-excluded-reason').allInnerTexts();
    expect(await routeNames()).toEqual(api.data.quotes.map((q) => q.routeName));
    expect(await reasons()).toEqual(api.data.excluded.map((e) => e.reason));
    await screenshot(page, 'pricing-trial-zh');

    // Switch the app to English: the results are re-rendered from their messages, nothing asked again.
    expect(trialRequests).toBeGreaterThanOrEqual(2); // the list, then the opened trace's lines
    trialRequests = 0;
    await page.locator('.tp-lang button[lang="en"]').click();
    await expect.poll(() => lines.locator('li').first().innerText()).toBe(`Zone ${best.trace.zone.code}`);
    const en = await lines.locator('li').allInnerTexts();
    expect(en).toEqual(best.trace.lines.map((l) => render('en-US', l)));
    expect(en.some((l) => l.startsWith('Destination US'))).toBe(true);
    expect(en.some((l) => l.startsWith('Per shipment: the greater of actual') && l.endsWith(`= ${best.chargeableWeight} kg`))).toBe(true);
    expect(en.join('\n')).not.toMatch(/按票计重|分区 |运费 /);
    await expect.poll(() => page.getByText('Trial results').count()).toBeGreaterThan(0);
    await expect.poll(reasons).toEqual(apiEn.data.excluded.map((e) => e.reason));
    expect(await routeNames()).toEqual(apiEn.data.quotes.map((q) => q.routeName));
    expect(await breakdownShown()).toEqual(breakdownIn(apiEn));
    expect(breakdownIn(apiEn)).not.toEqual(breakdownIn(api));
    // Time for a request the switch might have started (the screen used to ask the list again).
    await page.waitForTimeout(1500);
    expect(trialRequests).toBe(0);
    await screenshot(page, 'pricing-trial-en');

    expect(errors.join('\n')).toBe('');
    await context.close();
  });

  it('at 1280 px the results fit without a horizontal scroll and no header breaks inside a word, in Chinese and English', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, 'customer');
    await page.goto('/XX0402_01');
    const weight = page.locator('input[name="weight"]');
    await weight.waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('input[name="postcode"]').fill(PARCEL.postcode);
    await weight.fill(PARCEL.weight);
    await page.locator('input[name="length"]').fill(PARCEL.length);
    await page.locator('input[name="width"]').fill(PARCEL.width);
    await page.locator('input[name="height"]').fill(PARCEL.height);
    await page.locator('button[data-action="calculate"]').click();
    const table = page.getByTestId('trial-quotes');
    await table.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });

    /** What a reader at 1280 px would notice: a scroll bar, a cut-off column, a header word split over two lines. */
    const layout = () => table.evaluate((el) => {
      const slot = el.closest('.trial-results-slot')!.getBoundingClientRect();
      const scrollers = [...el.querySelectorAll('.ant-table-content, .ant-table-body')].filter((s) => s.scrollWidth > s.clientWidth + 1).length;
      const order = [...el.querySelectorAll('.trial-order')].map((b) => b.getBoundingClientRect());
      const segmenter = new Intl.Segmenter(document.documentElement.lang || undefined, { granularity: 'word' });
      const split: string[] = [];
      for (const th of el.querySelectorAll('thead th')) {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const seg of segmenter.segment(node.textContent ?? '')) {
            if (!seg.isWordLike) continue;
            const range = document.createRange();
            range.setStart(node, seg.index);
            range.setEnd(node, seg.index + seg.segment.length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) split.push(seg.segment);
          }
        }
      }
      return {
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        tableWider: el.querySelector('table')!.getBoundingClientRect().right > slot.right + 1,
        scrollers,
        orderVisible: order.length > 0 && order.every((r) => r.width > 0 && r.right <= Math.min(slot.right, window.innerWidth) + 1),
        split,
      };
    });
    const fits = { pageScrolls: false, tableWider: false, scrollers: 0, orderVisible: true, split: [] };
    expect(await layout()).toEqual(fits);
    await screenshot(page, 'pricing-trial-1280-zh');
    await page.locator('.tp-lang button[lang="en"]').click();
    await expect.poll(() => table.locator('thead').innerText()).toContain('Weight (kg)');
    await expect.poll(layout).toEqual(fits);
    await screenshot(page, 'pricing-trial-1280-en');
    await context.close();
  });

  it('a cargo attribute an administrator adds (ZJ1201_01) is offered in the trial and its surcharge applies', async () => {
    const admin = await apiLogin(baseURL, 'admin');
    const post = async (url: string, body: unknown) => {
      const r = (await fetch(`${baseURL}/${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authToken: admin }, body: JSON.stringify(body) }).then((x) => x.json())) as { code: number; msg: string };
      expect(r.code, r.msg).toBe(0);
    };
    await post('zj/1201/save', { code: 'fragile_e2e', nameZh: '易碎品', nameEn: 'Fragile goods', sort: 20 });
    await post('zj/1113/save', { name: '易碎包装费', attributes: ['fragile_e2e'], kind: 'fixed', value: '9', status: 'enabled' });

    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'customer');
    await page.goto('/XX0402_01');
    const weight = page.locator('input[name="weight"]');
    await weight.waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('input[name="postcode"]').fill(PARCEL.postcode);
    await weight.fill('1');
    // Under load the form may still be settling (its options or components arriving) when the box
    // is first clicked, and a click can be lost: the box must end up checked, as a user would see it.
    const fragile = page.getByRole('checkbox', { name: '易碎品' });
    await expect
      .poll(async () => {
        if (!(await fragile.isChecked())) await fragile.click();
        return fragile.isChecked();
      }, { timeout: 10_000 })
      .toBe(true);
    await page.locator('button[data-action="calculate"]').click();
    const results = page.getByTestId('trial-results');
    await results.waitFor({ timeout: 30_000 });
    await expect.poll(() => results.locator('[data-testid="trial-quotes"] tbody').innerText()).toContain('易碎包装费 9.00');
    await screenshot(page, 'pricing-trial-cargo-attribute');
    await context.close();
  });
});
