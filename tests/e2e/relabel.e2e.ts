/**
 * Relabelling in Chromium against the real server and a real print agent (no mocks): an order
 * transferred to the sandbox carrier is scanned at WL0119_01 by an operator whose print settings say
 * plugin printing. With the print agent running, the channel label goes to it as a print job (the
 * carrier's PDF lands in the agent's folder, with the operator's printer and copies); with the agent
 * stopped, the screen says the printer plugin is not started (E11g) and the PDF opens in the browser
 * instead. Both prints are on the order, the second counted as a reprint. DD0204_11 shows the agent
 * started and test-prints through it; WL0119_21 prints a pallet's labels as one PDF in the browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, openAllSubmenus, screenshot, seenFeedback } from './harness';
import { placeDemoOrder } from './demoOrder';
import { active, input, rows } from './adminUi';
import { startPrintAgent, type PrintAgent } from '../../src/server/sandbox/print-agent';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;
let agent: PrintAgent | undefined;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-e2e-print-'));
});
afterAll(async () => {
  await agent?.close();
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function api(token: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${baseURL}/${url}`, { method, headers: { authToken: token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const reply = await res.json();
  if (reply.code !== 0) throw new Error(`${url}: ${reply.msg}`);
  return reply.data;
}

const openMenu = (page: Page, url: string) => page.getByTestId('side-menu').locator(`[data-menu-url="${url}"] .sm-name`).click();
const outcomeOf = async (page: Page) => {
  const outcome = page.locator('.sh-screen:not([hidden]) .en-scan-outcome').last();
  return `${await outcome.getAttribute('data-scan-state')} ${await outcome.textContent()}`;
};
async function scanNumber(page: Page, no: string) {
  await page.keyboard.type(no, { delay: 3 });
  await page.keyboard.press('Enter');
}

describe('relabel at WL0119_01', () => {
  it('prints the channel label through the print agent, and through the browser with E11g once the agent is stopped', async () => {
    agent = await startPrintAgent({ dir });
    const order = await placeDemoOrder(baseURL, 'E2E-RELABEL-1');
    const [transfer] = (await api(await apiLogin(baseURL, 'kf'), 'POST', 'dd/0202/auto', { id: order.id })).results;
    expect(transfer).toMatchObject({ ok: true });
    const ops = await apiLogin(baseURL, 'ops');
    await api(ops, 'POST', 'dd/0204/setting/save', { mode: 'plugin', agentUrl: agent.url, printer: 'Thermal-203dpi', labelSize: '100x150', format: 'pdf', copies: 2 });

    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    await openMenu(page, 'wl/0119/01.html');
    const box = page.locator('.sh-screen:not([hidden]) .en-scan input').first();
    await box.waitFor({ timeout: 30_000 });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);

    // The agent is running: the label is a job in its folder, the carrier's PDF as stored.
    await scanNumber(page, order.orderNo);
    await expect.poll(() => outcomeOf(page), { timeout: 20_000 }).toMatch(new RegExp(`^done .*${order.orderNo} 的渠道标签已发送打印（2 份，第 1 次）`));
    await seenFeedback(page, '已发送到打印机 Thermal-203dpi', { kind: 'success' });
    expect(agent.jobs()).toHaveLength(1);
    const [job] = agent.jobs();
    expect(job).toMatchObject({ printer: 'Thermal-203dpi', copies: 2, format: 'pdf', name: `渠道标签_${order.orderNo}.pdf`, origin: baseURL });
    expect(fs.readFileSync(job.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fs.existsSync(path.join(dir, `${job.jobId}.json`))).toBe(true);
    await screenshot(page, 'relabel-agent');

    // The agent stopped: E11g, and the PDF opens in a browser window instead. Scanned by its channel
    // tracking number in lower case this time (V17; the same number again within a second would be a
    // duplicate submit, spec section 7).
    await agent.close();
    agent = undefined;
    const popup = context.waitForEvent('page', { timeout: 20_000 });
    popup.catch(() => undefined);
    await scanNumber(page, transfer.trackingNo.toLowerCase());
    await seenFeedback(page, '打印插件未启动，已改用网页打印', { kind: 'warning', timeout: 20_000 });
    // A popup blocker would have said E11q and offered the click that opens it.
    const blocked = page.getByRole('button', { name: '打开 PDF' });
    if (await blocked.isVisible().catch(() => false)) await blocked.click();
    const opened = await popup;
    expect(opened.url()).toMatch(/^blob:/);
    await expect.poll(() => outcomeOf(page), { timeout: 20_000 }).toMatch(new RegExp(`^done .*（2 份，第 2 次）`));
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
    await screenshot(page, 'relabel-browser');

    // Both prints are on the order's log, the second a reprint.
    const detail = await api(await apiLogin(baseURL, 'customer'), 'GET', `dd/0205/detail?id=${order.id}`);
    const prints = (detail.log as { changes: string }[]).map((l) => l.changes).filter((c) => c.includes('渠道标签'));
    expect(prints).toEqual(['渠道标签 PDF ×2（第 1 次打印）', '渠道标签 PDF ×2（第 2 次打印，重印）']);
    await context.close();
    // The shared server's operator prints through the browser again for the other tests.
    await api(ops, 'POST', 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 1 });
  });

  it('DD0204_11 detects the print agent (started, its printers) and test-prints through it; WL0119_21 prints a pallet\'s labels as one PDF', async () => {
    agent = await startPrintAgent({ dir });
    const ops = await apiLogin(baseURL, 'ops');
    const kf = await apiLogin(baseURL, 'kf');
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);

    // DD0204_11: plugin printing at the agent's address; its status says started and lists its printers.
    await openMenu(page, 'dd/0204/11.html');
    const form = active(page);
    await form.getByText('插件打印').click();
    await input(form, '打印插件地址').fill(agent.url);
    const status = form.getByTestId('plugin-status');
    await expect.poll(() => status.getAttribute('data-plugin-status'), { timeout: 15_000 }).toBe('started');
    expect(await status.textContent()).toContain('Thermal-203dpi, Thermal-300dpi, Office-A4');
    await form.getByRole('button', { name: '测试打印' }).click();
    await expect.poll(() => agent!.jobs().length, { timeout: 15_000 }).toBe(1);
    expect(agent.jobs()[0]).toMatchObject({ format: 'pdf', copies: 1, name: '打印测试_100x150.pdf' });
    await form.getByRole('button', { name: /保\s*存|提\s*交/ }).click();
    await seenFeedback(page, '打印设置已保存');
    expect(await api(ops, 'GET', 'dd/0204/setting/detail')).toMatchObject({ mode: 'plugin', agentUrl: agent.url });
    await screenshot(page, 'print-settings');

    // Web printing again; two transferred parcels on one pallet at Shenzhen.
    await api(ops, 'POST', 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 1 });
    let palletNo = '';
    for (const ref of ['E2E-RELABEL-B1', 'E2E-RELABEL-B2']) {
      const o = await placeDemoOrder(baseURL, ref);
      expect((await api(kf, 'POST', 'dd/0202/auto', { id: o.id })).results[0]).toMatchObject({ ok: true });
      await api(ops, 'POST', 'wl/0101/save', { no: o.orderNo, realWeight: '2', boxCount: 1 });
      palletNo = (await api(ops, 'POST', 'wl/0117/scan', { no: o.orderNo, ...(palletNo ? { palletNo } : {}) })).palletNo;
    }
    await openMenu(page, 'wl/0119/21.html');
    const list = active(page);
    await list.locator('.ant-pro-query-filter input#bagNo').fill(palletNo);
    await list.locator('.ant-pro-query-filter button', { hasText: /查\s*询/ }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
    const popup = context.waitForEvent('page', { timeout: 20_000 });
    popup.catch(() => undefined);
    await list.getByRole('button', { name: '打印全部' }).click();
    const blocked = page.getByRole('button', { name: '打开 PDF' });
    if (await blocked.isVisible().catch(() => false)) await blocked.click();
    expect((await popup).url()).toMatch(/^blob:/);
    await expect.poll(async () => (await rows(page).allTextContents()).every((r) => /是\s*1/.test(r)), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'relabel-batch');
    await context.close();
    await api(ops, 'POST', 'dd/0204/setting/save', { mode: 'web', labelSize: '100x150', format: 'pdf', copies: 1 });
  });
});
