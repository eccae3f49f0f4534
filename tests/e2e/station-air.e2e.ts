/**
 * After the station, in Chromium against the real server (no mocks): a parcel that left on a
 * vehicle (set up through the API as the scan screens' own test does by hand) is handed over to an
 * airline on WL0108_01 (the departed manifest picked, the signer confirmed), bound to a new MAWB by
 * scanning the handover's number on WL0113_11, the MAWB closed on WL0113_01 (shipment start) and
 * shipped on WL0114_01 (in transit). The order's log shows each step.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, openAllSubmenus, screenshot } from './harness';
import { active, confirmOk, dialog, input, item, rows } from './adminUi';
import { placeDemoOrder } from './demoOrder';

const baseURL = inject('e2eBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api(token: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${baseURL}/${url}`, { method, headers: { authToken: token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const reply = await res.json();
  if (reply.code !== 0) throw new Error(`${url}: ${reply.msg}`);
  return reply.data;
}

/** A parcel weighed in, out, loaded on its own vehicle for Shanghai and departed at Shenzhen: its manifest's number. */
async function departedParcel(ref: string, vehicle: string): Promise<{ id: number; orderNo: string; manifestNo: string }> {
  const order = await placeDemoOrder(baseURL, ref);
  const ops = await apiLogin(baseURL, 'ops');
  await api(ops, 'POST', 'wl/0101/save', { no: order.orderNo, realWeight: '2.4', length: '30', width: '20', height: '10', boxCount: 1 });
  await api(ops, 'POST', 'wl/0106/save', { no: order.orderNo, outWeight: '2.4' });
  const stations: { value: number; label: string }[] = (await api(ops, 'GET', 'wl/0107/station/options')).list;
  const toStationId = stations.find((s) => s.label.startsWith('SHA '))!.value;
  const { manifestNo } = await api(ops, 'POST', 'wl/0107/load', { no: order.orderNo, vehicle, toStationId, loadWeight: '2.4' });
  const [manifest] = (await api(ops, 'GET', `wl/0107/list?current=1&pageSize=5&keyword=${encodeURIComponent(manifestNo)}`)).list;
  await api(ops, 'POST', 'wl/0107/depart', { ids: [manifest.id] });
  return { ...order, manifestNo };
}

/** A MAWB number whose last digit is its IATA check digit (the 7-digit serial mod 7). */
function mawbNumber(): string {
  const serial = 1_000_000 + Math.floor(Math.random() * 8_999_999);
  return `999-${serial}${serial % 7}`;
}

const openMenu = (page: Page, url: string) => page.getByTestId('side-menu').locator(`[data-menu-url="${url}"] .sm-name`).click();
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text }).first();

describe('a parcel after the station', () => {
  it('is handed over to an airline, bound to a MAWB by its handover number, and flown: closed (shipment start), then shipped (in transit)', async () => {
    const parcel = await departedParcel('E2E-AIR-1', 'E2E-粤B777');
    const mawbNo = mawbNumber();
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);

    // WL0107_02: the departed manifest picked, "Create handover" opens WL0108_01's form with it filled in.
    await openMenu(page, 'wl/0107/02.html');
    const manifestRow = rowOf(page, parcel.manifestNo);
    await manifestRow.waitFor({ timeout: 30_000 });
    await manifestRow.locator('.ant-checkbox-input').check();
    await active(page).getByRole('button', { name: '新建交接单' }).click();
    const create = dialog(page);
    await expect.poll(() => item(create, '装车单').textContent(), { timeout: 15_000 }).toContain(parcel.manifestNo);
    await input(create, '承运商/航司').fill('E2E Air China');
    await create.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await expect.poll(() => manifestRow.textContent(), { timeout: 15_000 }).toMatch(/JJ\d{10}/);
    // On a handover, the manifest is not unloaded: the list offers no "Unload".
    expect(await manifestRow.getByRole('button', { name: '卸车' }).count()).toBe(0);

    // WL0108_01: the draft confirmed with its signer.
    await openMenu(page, 'wl/0108/01.html');
    const handover = rowOf(page, 'E2E Air China');
    await handover.waitFor({ timeout: 15_000 });
    const handoverNo = (await handover.textContent())!.match(/JJ\d{10}/)![0];
    await handover.getByRole('button', { name: '确认交接' }).click();
    const confirm = dialog(page);
    await input(confirm, '签收人').fill('王签收');
    await confirm.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await expect.poll(() => handover.textContent(), { timeout: 15_000 }).toContain('王签收');

    // WL0113_01: a new MAWB; WL0113_11: the handover's number scanned onto it.
    await openMenu(page, 'wl/0113/01.html');
    await active(page).getByRole('button', { name: '新建主单' }).click();
    const mawb = dialog(page);
    for (const [label, value] of [['主单号', mawbNo], ['航司', 'CA'], ['航班号', 'CA770'], ['始发地', 'SZX'], ['目的地', 'LAX']]) await input(mawb, label).fill(value);
    await mawb.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    const mawbRow = rowOf(page, mawbNo);
    await mawbRow.waitFor({ timeout: 15_000 });
    // Corrected while open: the form opens with the MAWB's details, the new flight saved.
    await mawbRow.getByRole('button', { name: '修改' }).click();
    const edit = dialog(page);
    await expect.poll(() => input(edit, '航班号').inputValue(), { timeout: 15_000 }).toBe('CA770');
    await input(edit, '航班号').fill('CA771');
    await edit.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await expect.poll(() => mawbRow.textContent(), { timeout: 15_000 }).toContain('CA771');
    await openMenu(page, 'wl/0113/11.html');
    await input(active(page), '主单号').fill(mawbNo);
    await input(active(page), '扫描单号').click();
    await page.keyboard.type(handoverNo, { delay: 3 });
    await page.keyboard.press('Enter');
    const outcome = page.locator('.sh-screen:not([hidden]) .en-scan-outcome').last();
    await expect.poll(async () => `${await outcome.getAttribute('data-scan-state')} ${await outcome.textContent()}`, { timeout: 15_000 }).toMatch(new RegExp(`^done .*${mawbNo}`));

    // WL0113_01: closed, the shipment starts; WL0114_01: shipped.
    await openMenu(page, 'wl/0113/01.html');
    await active(page).getByRole('button', { name: /刷\s*新|查\s*询/ }).first().click().catch(() => undefined);
    await expect.poll(() => rowOf(page, mawbNo).textContent(), { timeout: 15_000 }).toContain('1');
    await rowOf(page, mawbNo).getByRole('button', { name: '关闭主单' }).click();
    await confirmOk(page);
    await expect.poll(() => rowOf(page, mawbNo).textContent(), { timeout: 15_000 }).toContain('已关闭');
    await openMenu(page, 'wl/0114/01.html');
    await rowOf(page, mawbNo).getByRole('button', { name: '出货' }).click();
    await confirmOk(page);
    await expect.poll(() => rowOf(page, mawbNo).textContent(), { timeout: 15_000 }).toContain('已出货');
    await screenshot(page, 'station-air-shipped');

    // The order's log: handed over, bound, shipment started, in transit.
    await page.goto(`/DD0205_02?id=${parcel.id}`);
    await page.getByRole('tab', { name: '变更记录' }).click();
    const log = page.locator('.ant-tabs-tabpane-active');
    await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain('空运出货');
    for (const step of ['交接', '绑定主单', '主单关闭启运', mawbNo]) expect(await log.textContent()).toContain(step);
    await context.close();
  });

  it('cancels a draft handover on WL0108_01 after a confirm: its manifest may go onto another', async () => {
    const parcel = await departedParcel('E2E-AIR-2', 'E2E-粤B778');
    const ops = await apiLogin(baseURL, 'ops');
    const [manifest] = (await api(ops, 'GET', `wl/0107/list?current=1&pageSize=5&keyword=${encodeURIComponent(parcel.manifestNo)}`)).list;
    const { handoverNo } = await api(ops, 'POST', 'wl/0108/save', { carrier: 'E2E Cancelled Air', manifestIds: [manifest.id] });
    const { context, page } = await newPage(browser, baseURL);
    await loginAs(page, 'ops');
    await dismissDialogs(page);
    await openAllSubmenus(page);
    await openMenu(page, 'wl/0108/01.html');
    const row = rowOf(page, handoverNo);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '取消交接单' }).click();
    await confirmOk(page);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('已取消');
    expect(await row.textContent()).toContain(parcel.manifestNo);
    expect(await row.getByRole('button', { name: '确认交接' }).count()).toBe(0);
    // Free again: another handover takes it.
    await api(ops, 'POST', 'wl/0108/save', { carrier: 'E2E Second Air', manifestIds: [manifest.id] });
    await context.close();
  });
});
