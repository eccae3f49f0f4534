/**
 * Every menu entry of the staff roles, opened as the user would (the server's menu, the side
 * menu's addresses): no entry is a dead end (not found, refused, a screen that failed) and none
 * says something went wrong on opening (an error message, notification or dialog). The admin's and
 * a customer's screens are opened, in both languages, by accessibility.e2e.ts, which also finds
 * Chinese in an English screen's own words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, builtScreens, codeOfUrl, dismissDialogs, feedbackLog, launchBrowser, loginAs, newPage, root } from './harness';
import { navigate } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
const built = builtScreens();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface MenuNode { url: string | null; hidden?: boolean; subMenuList?: MenuNode[] | null }

/** The built screens the server's menu lists for a login, in menu order. */
async function menuScreens(loginid: string): Promise<string[]> {
  const token = await apiLogin(baseURL, loginid);
  const body = await fetch(`${baseURL}/xt/0101/menu/list`, { headers: { authToken: token } }).then((r) => r.json()) as { data: MenuNode[] };
  const out: string[] = [];
  const walk = (nodes: MenuNode[] | null | undefined) => {
    for (const n of nodes ?? []) {
      if (!n.hidden && n.url && built.has(codeOfUrl(n.url))) out.push(codeOfUrl(n.url));
      walk(n.subMenuList);
    }
  };
  walk(body.data);
  return [...new Set(out)];
}

/** Opens each screen in turn; returns what went wrong, one line per finding. */
async function walk(page: Page, who: string, codes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const code of codes) {
    const before = (await feedbackLog(page)).length;
    await navigate(page, `/${code}`);
    const screen = page.locator(`.sh-screen[data-screen="${code}"]:not([hidden])`);
    const dead = page.locator('[data-testid="not-found"], [data-testid="no-permission"]');
    await screen.or(dead).first().waitFor({ timeout: 30_000 });
    if (await dead.count()) {
      found.push(`${who} ${code}: ${await dead.first().innerText()}`);
      continue;
    }
    // Settled: nothing loading inside the screen (a late message still lands in the record, on the next entry at worst).
    await page.waitForFunction((c) => {
      const el = document.querySelector(`.sh-screen[data-screen="${c}"]`);
      return !!el && !el.querySelector('.ant-spin-spinning, .ant-btn-loading, [data-testid="list-awaiting"]');
    }, code, { timeout: 30_000 });
    if (await screen.locator('[data-testid="screen-error"]').count()) found.push(`${who} ${code}: the screen failed`);
    const errors = (await feedbackLog(page)).slice(before).filter((f) => f.startsWith('error:') || f.startsWith('warning:'));
    for (const e of errors) found.push(`${who} ${code}: ${e}`);
    const modal = page.locator('.ant-modal-confirm-error:visible, .ant-modal-confirm-warning:visible');
    if (await modal.count()) {
      found.push(`${who} ${code}: dialog ${await modal.first().innerText()}`);
      await dismissDialogs(page);
    }
  }
  return found;
}

const ROLES = ['sales', 'kf', 'finance', 'ops', 'manager', 'dealer'] as const;

describe.runIf(clientBuilt)('menu walk', () => {
  it(`every menu entry of ${ROLES.join(', ')} opens its screen without an error`, async () => {
    const found: string[] = [];
    let opened = 0;
    for (const loginid of ROLES) {
      const codes = await menuScreens(loginid);
      expect(codes.length, loginid).toBeGreaterThan(0);
      const { context, page } = await newPage(browser, baseURL);
      try {
        await loginAs(page, loginid);
        await dismissDialogs(page);
        found.push(...(await walk(page, loginid, codes)));
        opened += codes.length;
      } finally {
        await context.close();
      }
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(opened).toBeGreaterThan(30);
  }, 900_000);
});
