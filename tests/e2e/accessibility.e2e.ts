/**
 * Accessibility as axe-core reads it in Chromium: every screen JSON under schemas/ opened by a
 * demo role that holds it (the admin all of them, a customer the customer's), and the public
 * pages, with no serious or critical violation (colour contrast among the rules); every screen
 * again in English with no Chinese in its own words. One browser, one login per role and
 * language; each screen is checked inside its tab, the shell (axe) once around the last one in
 * both languages.
 *
 * axe goes into the page through the DevTools protocol (page.evaluate), which the app's
 * Content-Security-Policy (no inline scripts) does not govern. Every finding is also written to
 * tests/e2e/out/axe-<who>.txt (a CI artefact) as it is found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { SCREENS, type RoleCode } from '@domain/screens/catalog';
import { apiLogin, dismissDialogs, launchBrowser, loginAs, newPage, outDir, root } from './harness';
import { navigate, setLanguage } from './adminUi';

const baseURL = inject('e2eBaseUrl');
const clientBuilt = fs.existsSync(path.join(root, 'dist/client/index.html'));
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Whatever ran before, the download centre has a finished export (the tests' own sample kind, so no
  // other test's count of customer exports moves): its status tag (a tint of the theme's success
  // colour, which once came out grey) is among what axe reads.
  const token = await apiLogin(baseURL, 'admin');
  const started = await fetch(`${baseURL}/xt/0125/export`, {
    method: 'POST', headers: { 'content-type': 'application/json', authToken: token }, body: JSON.stringify({ kind: 'demo.csv', fileName: 'axe.csv', params: { rows: 1 } }),
  }).then((r) => r.json() as Promise<{ code: number }>);
  if (started.code !== 0) throw new Error(`export refused: ${JSON.stringify(started)}`);
  for (const until = Date.now() + 30_000; ;) {
    const list = await fetch(`${baseURL}/xt/0125/select/download`, { headers: { authToken: token } }).then((r) => r.json() as Promise<{ data: { endFlag: number }[] | { list: { endFlag: number }[] } }>);
    const rows = Array.isArray(list.data) ? list.data : list.data.list;
    if (rows.some((r) => r.endFlag === 1)) break;
    if (Date.now() > until) throw new Error('the export did not finish within 30 s');
    await new Promise((r) => setTimeout(r, 250));
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The screens the engine renders: one JSON file each under schemas/<module>/. */
const built = fs.readdirSync(path.join(root, 'schemas'), { recursive: true, encoding: 'utf8' })
  .map((f) => /(?:^|\/)([A-Z]{2}\d{4}_\d{2})\.json$/.exec(f)?.[1])
  .filter((code): code is string => !!code)
  .sort();
/** The built screens a role opens (a customer account's own pages are not a staff member's: menuTree). */
const screensOf = (role: RoleCode) => built.filter((code) => {
  const entry = SCREENS.find((s) => s.code === code);
  return !!entry?.roles.includes(role) && (role === 'customer' || !entry.customerAccountsOnly);
});

const SERIOUS = new Set(['serious', 'critical']);

/** One line per violating node: rule, impact, where and what axe says. */
function describeViolations(where: string, violations: Result[]): string[] {
  return violations.flatMap((v) => v.nodes
    .map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')} :: ${n.failureSummary?.replace(/\s+/g, ' ').slice(0, 240)}`));
}

/** One axe run over `include` (a selector; the whole document without one): the serious and critical findings. */
async function axeRun(page: Page, where: string, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    return axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
  }, include);
  return describeViolations(where, results.violations.filter((v) => SERIOUS.has(v.impact ?? '')));
}

/**
 * axe's findings on the page at rest: a finding may be a frame of antd's motion (a button fading
 * out of its loading state reads as 3.1:1) or a list reloading once more; it counts only when it
 * is still there once the screen has settled again.
 */
async function audit(page: Page, where: string, include?: string): Promise<string[]> {
  let found = await axeRun(page, where, include);
  for (let again = 0; found.length && again < 2; again++) {
    await settled(page, include ?? '#root');
    await page.waitForTimeout(600);
    found = await axeRun(page, where, include);
  }
  return found;
}

/**
 * Nothing loading in `scope` (spinners, a loading button, the page's overlay), and antd's motion
 * over: no finite CSS animation or transition still running (a badge's endless pulse never ends).
 * Asked again a frame later, as a motion starts the frame after its class.
 */
async function settled(page: Page, scope: string) {
  const still = () => page.waitForFunction((selector) => {
    const el = document.querySelector(selector);
    const loading = !el || !!el.querySelector('.ant-spin-spinning, .ant-btn-loading, [data-testid="screen-loading"]') || !!document.querySelector('.ant-spin-fullscreen-show');
    return !loading && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
  }, scope, { timeout: 30_000 });
  await still();
  await page.waitForTimeout(50);
  await still();
}

const CJK = /[\u3400-\u9fff\uff01-\uff5e]/;

/**
 * Chinese in the screen's own words (heading, column titles, field labels, buttons, tabs): an
 * English page speaks one language. What users wrote is theirs (`translate="no"`, the user's name).
 */
function chineseWords(page: Page, scope: string, userName: string): Promise<string[]> {
  return page.locator(scope).evaluate((root, [name, cjk]) => {
    const words = root.querySelectorAll('h1, .ant-table-thead th, .ant-formily-item-label, .ant-form-item-label, button, [role="tab"], .ant-pro-card-title');
    return [...words].map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[translate="no"]').forEach((n) => n.remove());
      return (copy.textContent ?? '').replaceAll(name, '').trim();
    }).filter((text) => new RegExp(cjk).test(text));
  }, [userName, CJK.source] as const);
}

/** Collects findings and writes each to tests/e2e/out/axe-<who>.txt as it comes. */
function findings(who: string) {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `axe-${who}.txt`);
  fs.writeFileSync(file, '');
  const all: string[] = [];
  return { all, add: (lines: string[]) => { all.push(...lines); if (lines.length) fs.appendFileSync(file, `${lines.join('\n')}\n`); } };
}

describe.runIf(clientBuilt)('accessibility (axe-core)', () => {
  for (const { loginid, role } of [{ loginid: 'admin', role: 'admin' }, { loginid: 'customer', role: 'customer' }] as const) {
    for (const lang of ['zh-CN', 'en'] as const) {
      it(`every built screen ${loginid} can open, in ${lang}: no serious or critical violation`, async () => {
        const { context, page } = await newPage(browser, baseURL);
        const found = findings(`${loginid}-${lang}`);
        try {
          await loginAs(page, loginid);
          await dismissDialogs(page);
          const userName = (await page.getByTestId('user-name').innerText()).trim();
          await setLanguage(page, lang);
          await page.waitForFunction((l) => document.documentElement.lang.startsWith(l.slice(0, 2)), lang);
          for (const code of screensOf(role)) {
            const screen = `.sh-screen[data-screen="${code}"]:not([hidden])`;
            await navigate(page, `/${code}`);
            await page.locator(screen).waitFor({ timeout: 30_000 });
            await settled(page, screen);
            // axe reads each screen once, in Chinese: colours, roles and structure are the same in
            // English; what English changes is the words, checked on every screen below, and a
            // missing English text (an empty name) is the i18n completeness tests' to find.
            if (lang === 'zh-CN') found.add(await audit(page, `${loginid} ${lang} ${code}`, screen));
            else found.add((await chineseWords(page, screen, userName)).map((text) => `${loginid} en ${code}: Chinese in English: "${text}"`));
          }
          // The shell around the last screen: menu, top bar, tabs, footer.
          found.add(await audit(page, `${loginid} ${lang} shell`, '.sh-root'));
        } finally {
          await context.close();
        }
        expect(found.all, found.all.join('\n')).toEqual([]);
      }, 600_000);
    }
  }

  it('the public pages and the login pages, in zh-CN and en-US: no serious or critical violation', async () => {
    const notices = await fetch(`${baseURL}/mn/0401/public/list`).then((r) => r.json()) as { data: { list?: { id: number }[] } | { id: number }[] };
    const list = Array.isArray(notices.data) ? notices.data : notices.data.list ?? [];
    const pages = ['/', '/login', '/login2', '/register', '/index', ...(list[0] ? [`/MN0401_03?id=${list[0].id}`] : []), '/ZF0101_04'];
    const found = findings('public');
    for (const locale of ['zh-CN', 'en-US']) {
      const { context, page } = await newPage(browser, baseURL, locale);
      await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
      try {
        for (const address of pages) {
          await page.goto(address);
          await page.locator('#root *').first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          await settled(page, '#root');
          found.add(await audit(page, `${locale} ${address}`));
        }
      } finally {
        await context.close();
      }
    }
    expect(found.all, found.all.join('\n')).toEqual([]);
  }, 120_000);
});
