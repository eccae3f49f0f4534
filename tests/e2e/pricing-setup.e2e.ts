/**
 * A new route set up entirely through the screens (issue 5, "done when"), in Chromium against
 * the real server and the built client, no mocks: the admin adds a country (ZJ0403_01), a remote
 * area of a new type and checks an address against it (ZJ0110_01), adds a route naming that type (ZJ0103_02), a
 * surcharge item (ZJ0103_03), a price table with a zone and a weight break (ZJ0104_02, the
 * country from the server's list), assigns the route to the demo customer (ZJ0101_05) and adds
 * a fuel rule for its channel (ZJ0104_04); then the customer's freight trial (XX0402_01) quotes
 * a remote postcode with its remote fee and trace, in Chinese and then in English.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, screenshot, seenFeedback } from './harness';
import { render } from '../../src/domain/pricing/messages';
import type { Msg } from '../../src/domain/pricing/types';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function helpers(page: Page) {
  const item = (scope: Locator, label: string) =>
    scope.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}\\s*[:：]?\\s*$`) }) }).first();
  return {
    item,
    /** Picks an option of a select (retried: a dialog may still be opening); `search` is typed first (long, searchable lists). */
    async pick(scope: Locator, label: string, option: string | RegExp, search?: string) {
      const select = item(scope, label);
      for (let attempt = 0; attempt < 4; attempt++) {
        await select.locator('.ant-select-selector').click();
        if (search) await select.locator('input.ant-select-selection-search-input').fill(search);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5000 }).catch(() => undefined);
        const shown = await select.locator('.ant-select-selection-item').innerText({ timeout: 1000 }).catch(() => '');
        if (typeof option === 'string' ? shown.includes(option) : option.test(shown)) return;
        await page.waitForTimeout(400);
      }
      throw new Error(`could not pick ${String(option)} in ${label}`);
    },
    async date(scope: Locator, label: string, value: string) {
      const input = item(scope, label).locator('input');
      await input.click();
      await input.fill(value);
      await input.press('Enter');
      await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click({ timeout: 1000 }).catch(() => undefined);
      // Away from the picker (its label would focus it again: labels are tied to their inputs).
      await scope.locator('.ant-modal-title, .ant-drawer-title').first().click().catch(() => undefined);
    },
    lastDrawer: () => page.locator('.ant-drawer-content').last(),
    lastDialog: () => page.locator('.ant-modal-wrap:visible .ant-modal').last(),
    async closeDrawer(drawer: Locator) {
      await drawer.locator('xpath=ancestor::div[contains(@class,"ant-drawer-content-wrapper")]').locator('.ant-drawer-close').click();
      await page.waitForTimeout(600);
    },
  };
}

describe('route setup through the screens (ZJ0103, ZJ0104, ZJ0101_05) quoted by the trial (XX0402_01)', () => {
  it('the admin sets up a route with a price, a surcharge and a fuel rule; the customer quotes it', { timeout: 180_000 }, async (ctx) => {
    const { context, page } = await newPage(browser, baseURL);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { item, pick, date, lastDrawer, lastDialog, closeDrawer } = helpers(page);
    ctx.onTestFailed(async () => {
      await screenshot(page, 'pricing-setup-failure').catch(() => undefined);
    });
    await loginAs(page, 'admin');

    // 0. A new country (ZJ0403_01's country form): the country selects offer it from now on (checked on the price form below).
    await page.goto('/ZJ0403_01');
    await page.locator('button[data-action="addCountry"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('button[data-action="addCountry"]').click();
    let dialog = lastDialog();
    await dialog.locator('input[name="countryCode"]').waitFor();
    await page.waitForTimeout(400);
    await dialog.locator('input[name="countryCode"]').fill('mx');
    await dialog.locator('input[name="countryNameZh"]').fill('墨西哥');
    await dialog.locator('input[name="countryNameEn"]').fill('Mexico');
    await dialog.locator('button[data-action="submit"]').click();
    await seenFeedback(page, '保存成功', { timeout: 10_000 });

    // A remote area of a new type, Alaska's postcodes (ZJ0110_01): the type typed, the country picked from the server's list.
    await page.goto('/ZJ0110_01');
    await page.locator('button[data-action="add"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('button[data-action="add"]').click();
    dialog = lastDialog();
    await dialog.locator('#remote-type').waitFor();
    await page.waitForTimeout(400);
    await dialog.locator('#remote-type').fill('E2E-REMOTE');
    await pick(dialog, '国家', 'US 美国', 'US');
    await dialog.locator('input[name="postcodeFrom"]').fill('99501');
    await dialog.locator('input[name="postcodeTo"]').fill('99950');
    await dialog.locator('input[name="perKg"]').fill('5');
    await dialog.locator('input[name="minimum"]').fill('20');
    await dialog.locator('button[data-action="submit"]').click();
    await page.locator('.ant-table-row', { hasText: 'E2E-REMOTE' }).waitFor({ timeout: 15_000 });
    // Check an address: neither postcode nor city is refused with the pricing rule's message; 99501 is remote.
    await page.locator('button[data-action="check"]').click();
    dialog = lastDialog();
    await pick(dialog, '国家', 'US 美国', 'US');
    await dialog.locator('button[data-action="check"]').click();
    await seenFeedback(page, '偏远地区查询需要填写邮编或城市（至少一项）', { timeout: 10_000 });
    await dialog.locator('input[name="checkPostcode"]').fill('99501');
    await dialog.locator('button[data-action="check"]').click();
    const checked = page.getByTestId('remote-check-result');
    await checked.waitFor({ timeout: 15_000 });
    expect(await checked.innerText()).toContain('US 该地址属于偏远地区');
    expect(await checked.innerText()).toContain('E2E-REMOTE: 邮编 99501 属于偏远地区（E2E-REMOTE，99501–99950）');
    await page.locator('.ant-modal-confirm-btns button').click();
    await dialog.locator('button[data-action="close"]').click();
    // Import pasted rows (all or nothing): a row without postcode and city is refused with its row number, then a good paste is saved.
    await page.locator('button[data-action="import"]').click();
    dialog = lastDialog();
    await dialog.locator('textarea[name="rows"]').waitFor();
    await page.waitForTimeout(400);
    await dialog.locator('textarea[name="rows"]').fill('E2E-REMOTE, US, , , Juneau, 6, 25\nE2E-REMOTE, US, , , , 6, 25');
    await dialog.locator('button[data-action="submit"]').click();
    const refused = page.locator('.ant-modal-confirm', { hasText: '第 2 行' });
    await refused.waitFor({ timeout: 10_000 });
    expect(await refused.innerText()).toContain('偏远地区查询需要填写邮编或城市（至少一项）');
    await refused.locator('.ant-modal-confirm-btns button').click();
    await refused.waitFor({ state: 'hidden' });
    expect(await page.locator('.ant-table-row', { hasText: 'Juneau' }).count()).toBe(0);
    await dialog.locator('textarea[name="rows"]').fill('E2E-REMOTE, US, , , Juneau, 6, 25');
    await dialog.locator('button[data-action="submit"]').click();
    await page.locator('.ant-table-row', { hasText: 'Juneau' }).waitFor({ timeout: 15_000 });

    await page.goto('/ZJ0103_01');
    await page.locator('button[data-action="add"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);

    // 1. The route (ZJ0103_02 in a drawer), its remote-area type picked among the existing ones.
    await page.locator('button[data-action="add"]').click();
    let drawer = lastDrawer();
    await drawer.locator('input[name="code"]').waitFor({ timeout: 30_000 });
    await drawer.locator('input[name="code"]').fill('E2E-US');
    await drawer.locator('input[name="nameZh"]').fill('E2E 美国线');
    await drawer.locator('input[name="nameEn"]').fill('E2E US Line');
    await drawer.locator('input[name="channelCode"]').fill('INT-7001');
    await drawer.locator('button[data-action="submit"]').click();
    await expect.poll(() => item(drawer, '渠道代码').getAttribute('class')).toContain('ant-formily-item-error'); // the channelCode validator refuses it
    await drawer.locator('input[name="channelCode"]').fill('INT7001');
    await item(drawer, '最短时效（天）').locator('input').fill('3');
    await item(drawer, '最长时效（天）').locator('input').fill('6');
    await pick(drawer, '状态', '启用');
    await pick(drawer, '偏远地区类型', 'E2E-REMOTE');
    await drawer.locator('button[data-action="submit"]').click();
    const row = page.locator('.ant-table-row', { hasText: 'E2E-US' }).first();
    await row.waitFor({ timeout: 15_000 });

    // 2. A surcharge item (ZJ0103_03 for this route; the row form in a dialog).
    await row.locator('[data-action="surcharges"]').click();
    drawer = lastDrawer();
    await drawer.locator('button[data-action="add"]').click();
    dialog = lastDialog();
    await dialog.locator('#surcharge-name').waitFor();
    await page.waitForTimeout(400);
    // The name offers the mappings' system names as it is typed.
    await dialog.locator('#surcharge-name').fill('操作');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '操作费' }).first().click();
    expect(await dialog.locator('#surcharge-name').inputValue()).toBe('操作费');
    await pick(dialog, '计算规则', '固定');
    await dialog.locator('input[name="value"]').fill('8');
    await dialog.locator('button[data-action="submit"]').click();
    await drawer.locator('.ant-table-row', { hasText: '操作费' }).waitFor({ timeout: 15_000 });
    await closeDrawer(drawer);

    // 3. The price table: one zone (the whole US), one per-kg break, minimum charge (ZJ0104_02).
    await row.locator('[data-action="prices"]').click();
    drawer = lastDrawer();
    await drawer.locator('button[data-action="add"]').click();
    await page.waitForTimeout(500);
    const form = lastDrawer();
    await form.locator('input[name="priceCode"]').waitFor();
    await pick(form, '线路', 'E2E-US');
    await form.locator('input[name="priceCode"]').fill('P-E2E-US');
    await form.locator('input[name="name"]').fill('E2E 美国线 2026');
    await date(form, '开始时间', '2026-01-01 00:00:00');
    await date(form, '结束时间', '2027-12-31 23:59:59');
    await form.locator('.ant-formily-array-base-addition').click();
    const band = form.locator('.ant-table-tbody tr.ant-table-row').first();
    await band.locator('input[name="zone"]').fill('US');
    await pick(band, '国家', 'MX 墨西哥', 'MX'); // the country added above is offered
    await pick(band, '国家', 'US 美国', 'US');
    await band.locator('input[name="minCharge"]').fill('50');
    await band.locator('input[name="upTo"]').fill('30');
    await band.locator('input[name="rate"]').fill('40');
    await form.locator('button[data-action="submit"]').click();
    await drawer.locator('.ant-table-row', { hasText: 'P-E2E-US' }).waitFor({ timeout: 15_000 });
    await closeDrawer(drawer);

    // 4. Assign the route to the demo customer (ZJ0101_05, no discount).
    await row.locator('[data-action="customers"]').click();
    drawer = lastDrawer();
    await drawer.locator('button[data-action="add"]').click();
    dialog = lastDialog();
    await dialog.locator('input[name="discount"]').waitFor();
    await page.waitForTimeout(400);
    await pick(dialog, '客户', '上海示例贸易有限公司');
    await dialog.locator('button[data-action="submit"]').click();
    await drawer.locator('.ant-table-row', { hasText: 'E2E-US' }).waitFor({ timeout: 15_000 });
    await closeDrawer(drawer);

    // 5. A fuel rule for the channel, in force now (ZJ0104_04): 0.1, no percent sign.
    await page.goto('/ZJ0104_04');
    await page.locator('button[data-action="add"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(page);
    await page.locator('button[data-action="add"]').click();
    dialog = lastDialog();
    await dialog.locator('input[name="channelCode"]').waitFor();
    await page.waitForTimeout(400);
    await dialog.locator('input[name="channelCode"]').fill('INT7001');
    await date(dialog, '限定时间（开始）', '2026-01-01 00:00:00');
    await date(dialog, '有效时间（结束）', '2027-12-31 23:59:59');
    await dialog.locator('input[name="rate"]').fill('10%');
    await dialog.locator('button[data-action="submit"]').click();
    await expect.poll(() => item(dialog, '费率').getAttribute('class')).toContain('ant-formily-item-error'); // the percent validator refuses it
    await dialog.locator('input[name="rate"]').fill('0.1');
    await dialog.locator('button[data-action="submit"]').click();
    await page.locator('.ant-table-row', { hasText: 'INT7001' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'pricing-setup-admin');
    await context.close();

    // 6. Outside the remote area the new route costs 2.5 kg × 40 = 100, + 8 surcharge, + fuel 0.1 × 100 = 118.00.
    const token = await apiLogin(baseURL, 'customer');
    const api = await fetch(`${baseURL}/xx/0402/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authToken: token, 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ country: 'US', postcode: '90210', weight: '2.3', length: '30', width: '20', height: '15', pieces: 1 }),
    }).then((r) => r.json() as Promise<{ data: { quotes: { routeName: string; total: string; fuel: string; freight: string }[] } }>);
    expect(JSON.stringify(api.data.quotes.map((q) => q.routeName))).toContain('E2E 美国线');
    const mine = api.data.quotes.find((q) => q.routeName === 'E2E 美国线');
    expect(mine).toMatchObject({ freight: '100.00', fuel: '10.00', total: '118.00' });

    // 7. A remote postcode (Alaska, the new area): remote fee max(5 × 2.5, 20) = 20.00, fuel 0.1 × (100 + 20) = 12.00, total 140.00.
    const remoteBody = { country: 'US', postcode: '99501', weight: '2.3', length: '30', width: '20', height: '15', pieces: 1, trace: 'keys' };
    const remoteApi = await fetch(`${baseURL}/xx/0402/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authToken: token, 'Accept-Language': 'zh-CN' },
      body: JSON.stringify(remoteBody),
    }).then((r) => r.json() as Promise<{ data: { quotes: { routeName: string; total: string; fuel: string; remoteFee: string; trace: { lines: Msg[] } }[] } }>);
    const remoteQuote = remoteApi.data.quotes.find((q) => q.routeName === 'E2E 美国线');
    expect(remoteQuote).toMatchObject({ remoteFee: '20.00', fuel: '12.00', total: '140.00' });

    const customer = await newPage(browser, baseURL);
    await loginAs(customer.page, 'customer');
    await customer.page.goto('/XX0402_01');
    await customer.page.locator('input[name="weight"]').waitFor({ timeout: 30_000 });
    await dismissDialogs(customer.page);
    // The destination select shows the default country with the server's label.
    await expect.poll(() => customer.page.locator('.ant-select-selection-item', { hasText: 'US 美国' }).count()).toBeGreaterThan(0);
    await customer.page.locator('input[name="postcode"]').fill('99501');
    await customer.page.locator('input[name="weight"]').fill('2.3');
    await customer.page.locator('input[name="length"]').fill('30');
    await customer.page.locator('input[name="width"]').fill('20');
    await customer.page.locator('input[name="height"]').fill('15');
    await customer.page.locator('button[data-action="calculate"]').click();
    const results = customer.page.getByTestId('trial-results');
    await results.waitFor({ timeout: 30_000 });
    const quoteRow = results.locator('[data-testid="trial-quotes"] tbody tr.ant-table-row', { hasText: 'E2E 美国线' });
    await expect.poll(() => quoteRow.locator('.trial-total').innerText()).toBe('140.00');
    await quoteRow.locator('.ant-table-row-expand-icon').click();
    const traceLines = results.getByTestId('trace-lines').first().locator('li');
    // The row opens on the click: its lines are read once they are drawn.
    await expect.poll(() => traceLines.allInnerTexts(), { timeout: 15_000 }).toEqual(remoteQuote!.trace.lines.map((l) => render('zh-CN', l)));
    const zh = await traceLines.allInnerTexts();
    const zhText = zh.join('\n');
    expect(zhText).toContain('分区 US');
    expect(zhText).toContain('2.5 kg × 单价 40 = 100');
    expect(zhText).toContain('附加费 操作费：8.00');
    expect(zhText).toContain('邮编 99501 属于偏远地区（E2E-REMOTE，99501–99950）');
    expect(zhText).toMatch(/偏远费 = 5(\.0+)? \/ kg × 2\.5 kg，最低 20(\.0+)?，计 20(\.0+)?$/m);
    expect(zhText).toMatch(/燃油费 = \(120\.00\) × 费率 0\.10*（燃油规则 \d+）= 12\.00/);
    await screenshot(customer.page, 'pricing-setup-customer');

    // English: the shell's language switch re-renders the open trace from its keys, and the country select's labels come again from the server.
    await customer.page.locator('.tp-lang button[lang="en"]').click();
    await expect.poll(() => traceLines.first().innerText()).toBe('Zone US');
    const en = await traceLines.allInnerTexts();
    expect(en).toEqual(remoteQuote!.trace.lines.map((l) => render('en-US', l)));
    const enText = en.join('\n');
    // The system name's English one (the mappings' vocabulary: 操作费 is "Handling fee"), never the Chinese.
    expect(enText).toContain('Surcharge Handling fee: 8.00');
    expect(enText).toContain('Postcode 99501 is a remote area (E2E-REMOTE, 99501–99950)');
    expect(enText).toMatch(/Remote fee = 5(\.0+)? \/ kg × 2\.5 kg, minimum 20(\.0+)?: 20(\.0+)?$/m);
    expect(enText).toMatch(/Fuel = \(120\.00\) × rate 0\.10* \(fuel rule \d+\) = 12\.00/);
    expect(enText).not.toMatch(/分区|偏远|燃油/);
    await expect.poll(() => customer.page.locator('.ant-select-selection-item', { hasText: 'US United States' }).count()).toBeGreaterThan(0);
    await screenshot(customer.page, 'pricing-setup-customer-en');
    await customer.context.close();
    expect(errors.join('\n')).toBe('');
  });
});
