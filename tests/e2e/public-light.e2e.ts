/**
 * The public pages are for strangers on phones (issue 11): each one, opened cold in Chromium
 * against the real server and the built client, must load none of the back office's code: no
 * antd or its extracted CSS, no ProComponents, Formily or charts, no screen engine (renderers/,
 * schemas/), no shell (src/client/layout/) and not the router app (App.tsx, i18next). Which source
 * modules a loaded file holds comes from the build's `.vite/chunk-modules.json`
 * (scripts/chunk-modules/plugin.ts). Each page must also have shown its content, have its own
 * title, and log no console error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, root } from './harness';
import type { ChunkModules } from '../../scripts/chunk-modules/plugin';

const baseURL = inject('e2eBaseUrl');
const modulesFile = path.join(root, 'dist/client/.vite/chunk-modules.json');
let browser: Browser;
let built: ChunkModules;

/** What the back office is made of, by the source paths of the modules (and asset names). */
const BACK_OFFICE: [string, RegExp][] = [
  ['antd', /^node_modules\/antd\/|^antd\.css$/],
  ['Ant Design packages (ProComponents, charts, icons, cssinjs)', /^node_modules\/@ant-design\//],
  ["antd's rc-components", /^node_modules\/(rc-[^/]+|@rc-component)\//],
  ['Formily', /^node_modules\/@formily\//],
  ['charts', /^node_modules\/(@antv|echarts|d3-[^/]+)\//],
  // renderers/chunks.ts is excepted: the engine's 1 KiB chunk-failure guard, importing nothing, which
  // the entry uses for every lazy page (the app installs its reload rule into it).
  ['the screen engine', /^renderers\/(?!chunks\.ts$)|^schemas\//],
  ['the shell', /^src\/client\/layout\//],
  ['the router app and i18next', /^src\/client\/app\/App\.tsx$|^node_modules\/i18next\//],
];

function backOfficeIn(file: string): string[] {
  const sources = built.chunks[file] ?? built.assets[file];
  if (!sources) return [`${file}: not in the build's chunk list`];
  const found = new Set<string>();
  for (const source of sources) for (const [what, re] of BACK_OFFICE) if (re.test(source)) found.add(`${file}: ${what} (${source})`);
  return [...found];
}

beforeAll(async () => {
  built = JSON.parse(fs.readFileSync(modulesFile, 'utf8')) as ChunkModules;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `url` cold and answers the files it loaded from /assets and its console errors. */
async function open(url: string, shown: (page: Page) => Promise<unknown>) {
  const { context, page } = await newPage(browser, baseURL);
  const files = new Set<string>();
  const errors: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/assets/')) files.add(p.slice(1));
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await shown(page);
  await page.waitForLoadState('networkidle');
  const title = await page.title();
  await context.close();
  return { files: [...files], errors, title };
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor({ timeout: 30_000 });

describe('public pages load none of the back office', () => {
  it('/, /index, /login, /login2, /register, /MN0401_03 and /ZF0101_02..04 each load only light code', async () => {
    const notices = (await (await fetch(`${baseURL}/mn/0401/public/list`)).json()) as { data: { id: number; title: string }[] };
    const notice = notices.data[0];
    expect(notice).toBeDefined();
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/', (page) => page.getByTestId('site-brand').first().waitFor({ timeout: 30_000 })],
      ['/index', heading('最新动态')],
      ['/login', (page) => page.locator('input[name="loginid"]').waitFor({ timeout: 30_000 })],
      ['/login2', (page) => page.locator('input[name="phoneNum"]').waitFor({ timeout: 30_000 })],
      ['/register', heading('手机注册')],
      [`/MN0401_03?id=${notice.id}`, heading(notice.title)],
      ['/ZF0101_02?orderNo=DD1&amount=1.00', heading('支付成功')],
      ['/ZF0101_03', heading('支付失败')],
      ['/ZF0101_04?status=paid', heading('支付成功')],
    ];
    const problems: string[] = [];
    const titles = new Set<string>();
    for (const [url, shown] of pages) {
      const { files, errors, title } = await open(url, shown);
      expect(files.some((f) => f.endsWith('.js')), `${url} loaded no script`).toBe(true);
      problems.push(...files.flatMap(backOfficeIn).map((p) => `${url} loads ${p}`));
      problems.push(...errors.map((e) => `${url} logged an error: ${e}`));
      titles.add(title);
    }
    expect(problems).toEqual([]);
    // Each page says what it is in the tab and in search results (the payment pages share theirs by outcome).
    expect(titles.size).toBeGreaterThanOrEqual(pages.length - 2);
  });
});
