/**
 * What the browser tests of the engine's admin screens share: a logged-in session per role, the
 * side menu and in-app navigation, Formily items by label, the active screen, its rows and dialogs,
 * the language switch, and a typed call of the real API for the setup and the refusals.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, dismissDialogs, loginAs, newPage } from './harness';

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Closes what the shell pops up after login: the shared harness rule. */
export const dismissPopups = dismissDialogs;

/** A new browser context logged in through /login, its popups closed; page errors collected. */
export async function session(browser: Browser, baseURL: string, loginid: string, password = DEMO_PASSWORD): Promise<Session> {
  const { context, page } = await newPage(browser, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await loginAs(page, loginid, password);
  await dismissPopups(page);
  return { context, page, errors };
}

/** Opens a screen through the side menu: folder titles, then the page; waits until its tab is the active one. */
export async function openFromMenu(page: Page, trail: string[], code: string) {
  const menu = page.getByTestId('side-menu');
  for (const folder of trail.slice(0, -1)) {
    const title = menu.locator('.ant-menu-submenu-title', { hasText: new RegExp(`^${folder}$`) }).first();
    // The menu may re-render (its tree re-fetched) while a folder opens: check, and open it again if it closed.
    for (let attempt = 0; attempt < 4; attempt++) {
      if ((await title.locator('xpath=..').getAttribute('class'))?.includes('ant-menu-submenu-open')) break;
      await title.click();
      await page.waitForTimeout(300);
    }
  }
  await menu.locator('.ant-menu-item', { hasText: new RegExp(`^${trail.at(-1)}$`) }).first().click();
  await page.locator(`.sh-screen[data-screen="${code}"]:not([hidden])`).waitFor({ timeout: 20_000 });
}

/** In-app navigation to a path (a deep link without reloading the app), as the shell's router sees it. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The Formily item labelled `label` inside `scope`. */
export const item = (scope: Locator, label: string) =>
  scope.locator('.ant-formily-item').filter({ has: scope.page().locator('.ant-formily-item-label', { hasText: new RegExp(`^\\s*\\*?\\s*${label}\\s*[:：]?\\s*$`) }) }).first();
export const input = (scope: Locator, label: string) => item(scope, label).locator('input, textarea').first();
/** The validation text under an item. */
export const help = (scope: Locator, label: string) => item(scope, label).locator('.ant-formily-item-help, .ant-formily-item-error-help');

/** Opens the select inside `within` and clicks `option` once its dropdown has stopped sliding in (see pick). */
export async function chooseOption(within: Locator, option: string | RegExp) {
  const still = ':not([class*="-appear"]):not([class*="-enter"])';
  await within.locator('.ant-select-selector').click();
  await within.page().locator(`.ant-select-dropdown${still}:visible .ant-select-item-option`, { hasText: option }).first().click();
}

/**
 * Picks an option of the select labelled `label`, once its dropdown has stopped sliding in, and
 * again until the select shows it: on a loaded machine a click during the slide can land where the
 * option was a frame before, leaving the field empty and the form refusing its submit.
 */
export async function pick(scope: Locator, label: string, option: string | RegExp) {
  const select = item(scope, label);
  for (let attempt = 1; ; attempt++) {
    await chooseOption(select, option);
    const chosen = select.locator('.ant-select-selection-item', { hasText: option });
    if (await chosen.first().waitFor({ timeout: 2_000 }).then(() => true, () => false)) return;
    if (attempt === 3) throw new Error(`"${String(option)}" could not be picked in "${label}"`);
  }
}

/** The active tab's screen (inactive tabs stay mounted, hidden). */
export const active = (page: Page) => page.locator('.sh-screen:not([hidden])');
export const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last();
export const rows = (page: Page) => page.locator('.sh-screen:not([hidden]) .ant-table-row');
/** The top bar's language buttons (under an open dialog's mask: a DOM click, as a keyboard user would reach them). */
export const setLanguage = (page: Page, lang: 'zh-CN' | 'en') => page.locator(`.tp-lang button[lang="${lang}"]`).dispatchEvent('click');
/** The confirm dialog's OK button (a row action's `confirm`). */
/**
 * Clicks OK on the topmost confirm (a modal or a popconfirm) once it has stopped zooming in, and
 * again while it is still there. On a loaded machine a click during the zoom can land where the
 * button was a frame before: a loaded run left a deactivation's confirm open so, and every later
 * click of the file on the mask. A second click of an OK already pressed is ignored by antd.
 */
export async function confirmOk(page: Page) {
  const still = ':not([class*="-appear"]):not([class*="-enter"])';
  const ok = page.locator(`.ant-modal${still} .ant-modal-confirm-btns .ant-btn-primary, .ant-popconfirm${still} .ant-btn-primary`).last();
  for (let attempt = 1; ; attempt++) {
    await ok.click();
    try {
      await ok.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** One call of the real API with a token; the envelope as answered. */
export async function call<T = unknown>(baseURL: string, token: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'zh-CN'): Promise<Envelope<T>> {
  const res = await fetch(`${baseURL}/${url}`, {
    method,
    headers: { authToken: token, 'Accept-Language': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** The same, failing unless the API answers code 0. */
export async function ok<T = unknown>(baseURL: string, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const reply = await call<T>(baseURL, token, method, url, body);
  if (reply.code !== 0) throw new Error(`${method} ${url}: ${reply.code} ${reply.msg}`);
  return reply.data;
}
