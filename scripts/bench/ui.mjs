#!/usr/bin/env node
/**
 * npm run bench:ui — the client's weight and speed in headless Chromium (Debian's, through
 * playwright-core), on the built app served by the real server (temporary PGlite, demo data),
 * plus the engine's Storybook stories for the list and form figures. Prints medians of
 * BENCH_RUNS runs (default 5). Never fails on a time: only on a broken setup.
 *
 * What is measured, and how:
 * - Bytes on the wire: what Chromium received for each request to our origin (CDP
 *   Network.loadingFinished encodedDataLength: headers and the body as the server sent it,
 *   compressed or not), summed by resource type; 'raw' is the files' size in the build.
 * - JS per route: every script the page loads (resource type Script, our origin) until
 *   the route is usable, on the wire.
 *   /login: a fresh context until the form is interactive. List screen: a fresh context opened
 *   straight on /ZJ0101_01 (admin token in session storage) until the first table row.
 *   Every screen in schemas/ (once, not per run): a fresh context opened straight on /CODE (admin,
 *   or customer when admin is refused) until the screen has no spinner and the network is idle.
 * - CSS for the list screen: the stylesheets that same load asks for (antd's extracted CSS,
 *   scripts/antd-static-css, and the shell's own), on the wire; and everything that load
 *   received (page, scripts, styles, API answers).
 * - Login page interactive: navigation start to 'form rendered and the main thread idle'
 *   (input[name=loginid] present, then a requestIdleCallback fires), performance.now() in the page.
 * - Login click to home tab painted: performance.now() at the click to the first animation frame
 *   after the home screen (MN0501_01) has content in its tab, in the page (the SPA does not reload).
 * - First row, 20 and 1,000 rows: Storybook stories 'Engine/List page' Rows20 / Rows1000 (the engine's
 *   list page, data handed over in memory): data arrival to the first .ant-table-row in the DOM
 *   (document.body.dataset.firstRowMs, written by the story). Also the real ZJ0101_01 list on the
 *   server: navigation start to the first row painted (in the page: a MutationObserver sees the row,
 *   the frame that draws it ends; the test driver's own notice comes ~100-300 ms later and is printed
 *   apart), and the main thread's CPU until then (CDP Performance.getMetrics TaskDuration /
 *   ScriptDuration: steadier than wall time under load).
 * - 200-field form validation: Storybook story Form200 (an engine form screen with 200 required
 *   text fields with a length validator): click on submit to the frame after all 200 error messages
 *   are in the DOM.
 * BENCH_PARTS (default app,stories,routes) picks the parts to run.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { FLAGS, PASSWORD, apiLogin, chromiumPath, median, root, startServer } from './uiServer.mjs';

// CLIENT_DIR: another build of the client (e.g. `vite build --outDir /tmp/before`) to compare; the server serves it too.
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist/client');
const sbDir = path.join(root, 'storybook-static');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PARTS = new Set((process.env.BENCH_PARTS ?? 'app,stories,routes').split(',').map((p) => p.trim()));

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

function ensureBuilt() {
  if (process.env.CLIENT_DIR && !fs.existsSync(path.join(clientDir, 'index.html'))) {
    console.error(`[bench:ui] no build in CLIENT_DIR ${clientDir}`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    console.log('[bench:ui] building the client ...');
    const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(1);
  }
  const index = path.join(sbDir, 'index.json');
  if (PARTS.has('stories') && (!fs.existsSync(index) || !fs.readFileSync(index, 'utf8').includes('engine-list-page--form-200'))) {
    console.log('[bench:ui] building Storybook (engine stories) ...');
    const r = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) console.warn('[bench:ui] Storybook build failed: list and form figures will be missing');
  }
}

function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const rawSizeOf = (urlPath) => {
  const file = path.join(clientDir, urlPath);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.statSync(file).size : 0;
};

/**
 * Records what the page receives from our origin, per request: its path, its CDP resource type
 * (Document, Script, Stylesheet, XHR, Fetch ...) and its bytes on the wire (encodedDataLength).
 */
async function trackTransfers(page, origin, cdp) {
  cdp ??= await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  const done = [];
  cdp.on('Network.responseReceived', (e) => {
    const u = new URL(e.response.url);
    if (u.origin === origin) pending.set(e.requestId, { path: u.pathname, type: e.type, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (r) done.push({ ...r, wire: e.encodedDataLength });
  });
  const sum = (entries) => ({
    files: entries.map((e) => e.path),
    wire: entries.reduce((n, e) => n + e.wire, 0),
    raw: entries.reduce((n, e) => n + rawSizeOf(e.path), 0),
    encodings: [...new Set(entries.map((e) => e.encoding || 'none'))].join('/'),
  });
  return {
    paths: (paths) => sum(done.filter((e) => paths.includes(e.path))),
    ofType: (type) => sum(done.filter((e) => e.type === type)),
    all: () => sum(done),
  };
}

/** The scripts, styles and everything a page load received so far. */
function loadSizes(t) {
  return { ...t.ofType('Script'), css: t.ofType('Stylesheet'), all: t.all() };
}

async function benchApp(browser, base) {
  const origin = new URL(base).origin;
  const res = { loginJs: [], loginInteractive: [], loginToHome: [], listJs: [], listFirstRow: [], listSeen: [], listTaskMs: [], listScriptMs: [] };
  for (let i = 0; i < RUNS; i++) {
    // /login: JS, interactive; then the login click to the home tab painted.
    const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    const page = await ctx.newPage();
    const transfers = await trackTransfers(page, origin);
    await page.goto('/login');
    const shown = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            if (document.querySelector('input[name="loginid"]')) {
              const formAt = performance.now();
              // Scripts asked for before the form was on screen: what /login needs to show.
              const before = performance
                .getEntriesByType('resource')
                .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime <= formAt)
                .map((e) => new URL(e.name).pathname);
              const idle = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 0));
              idle(() => resolve({ interactive: performance.now(), before }));
            } else requestAnimationFrame(check);
          };
          check();
        }),
    );
    res.loginInteractive.push(shown.interactive);
    const needed = [...new Set(shown.before)];
    res.loginJs.push({ ...transfers.paths(needed), total: loadSizes(transfers) });
    await page.fill('input[name="loginid"]', 'customer');
    await page.fill('input[name="password"]', PASSWORD);
    await page.waitForTimeout(300); // the request layer is prefetched while the user types
    res.loginToHome.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            document.querySelector('button[type="submit"]').click();
            const check = () => {
              const home = document.querySelector('[data-screen="MN0501_01"]');
              if (home && !home.hidden && home.textContent.trim().length > 0 && document.querySelector('[data-tab="MN0501_01"]')) {
                requestAnimationFrame(() => resolve(performance.now() - t0));
              } else setTimeout(check, 5);
            };
            check();
          }),
      ),
    );
    await ctx.close();

    // A list screen opened directly with a session: JS until the first row, time to it.
    const token = await apiLogin(base, 'admin');
    const ctx2 = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    await ctx2.addInitScript((tk) => {
      sessionStorage.setItem('authToken', tk);
    }, token);
    await ctx2.addInitScript(`(${markRowPainted})('[data-screen="ZJ0101_01"] .ant-table-row')`);
    const page2 = await ctx2.newPage();
    const cdp = await ctx2.newCDPSession(page2);
    const transfers2 = await trackTransfers(page2, origin, cdp);
    await cdp.send('Performance.enable');
    await page2.goto('/ZJ0101_01');
    await page2.waitForSelector('[data-screen="ZJ0101_01"] .ant-table-row', { timeout: 60_000 });
    res.listSeen.push(await page2.evaluate(() => performance.now()));
    res.listFirstRow.push(
      await page2.evaluate(() => new Promise((resolve) => {
        const read = () => {
          const mark = performance.getEntriesByName('first-row-painted')[0];
          if (mark) resolve(mark.startTime);
          else setTimeout(read, 20);
        };
        read();
      })),
    );
    // Main-thread CPU until the first row: steadier than the wall time on a loaded machine.
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    res.listTaskMs.push(m.TaskDuration * 1000);
    res.listScriptMs.push(m.ScriptDuration * 1000);
    await page2.waitForTimeout(300);
    res.listJs.push(loadSizes(transfers2));
    await ctx2.close();
  }
  return res;
}

/**
 * Runs in the page before its scripts: marks 'first-row-painted' when the frame that first shows a
 * row has been drawn (a task queued from that frame's animation callback runs after its paint).
 */
function markRowPainted(selector) {
  new MutationObserver((_m, obs) => {
    if (!document.querySelector(selector)) return;
    obs.disconnect();
    requestAnimationFrame(() => setTimeout(() => performance.mark('first-row-painted'), 0));
  }).observe(document, { childList: true, subtree: true });
}

/** The codes of the screens in schemas/ (the implemented screen routes). */
function screenCodes() {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) { if (e.name !== '_meta') walk(p); }
      else if (/^[A-Z]{2}\d{4}_\d{2}\.json$/.test(e.name)) out.push(e.name.slice(0, -5));
    }
  };
  walk(path.join(root, 'schemas'));
  return out.sort();
}

/** JS on the wire per screen route, opened directly: what a user's first visit of that address downloads. */
async function benchRoutes(browser, base) {
  const origin = new URL(base).origin;
  const tokens = { admin: await apiLogin(base, 'admin'), customer: await apiLogin(base, 'customer') };
  const out = [];
  for (const code of screenCodes()) {
    let row = { code, wire: NaN, files: 0, user: '-' };
    for (const user of ['admin', 'customer']) {
      const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
      await ctx.addInitScript((tk) => sessionStorage.setItem('authToken', tk), tokens[user]);
      const page = await ctx.newPage();
      const transfers = await trackTransfers(page, origin);
      await page.goto(`/${code}`);
      const shown = await page
        .waitForFunction(
          (c) => {
            if (document.querySelector('[data-testid="no-permission"]')) return 'refused';
            const el = document.querySelector(`[data-screen="${c}"]`);
            return el && !el.hidden && el.textContent.trim() && !el.querySelector('.ant-spin-spinning') ? 'shown' : false;
          },
          code,
          { timeout: 20_000 },
        )
        .then((h) => h.jsonValue())
        .catch(() => 'timeout');
      if (shown === 'shown') await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const js = transfers.ofType('Script');
      await ctx.close();
      if (shown === 'refused') continue;
      row = { code, wire: shown === 'shown' ? js.wire : NaN, files: js.files.length, user };
      break;
    }
    out.push(row);
  }
  return out;
}

async function benchStories(browser) {
  const res = { rows20: [], rows1000: [], form200: [] };
  if (!fs.existsSync(path.join(sbDir, 'iframe.html'))) return res;
  const server = await serveStatic(sbDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const story = (id) => `${base}/iframe.html?id=${id}&viewMode=story&globals=locale:zh-CN`;
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const [key, id] of [['rows20', 'engine-list-page--rows-20'], ['rows1000', 'engine-list-page--rows-1000']]) {
        const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
        const page = await ctx.newPage();
        await page.goto(story(id));
        await page.waitForFunction(() => document.body.dataset.firstRowMs !== undefined, null, { timeout: 120_000 }).catch(() => undefined);
        res[key].push(Number(await page.evaluate(() => document.body.dataset.firstRowMs ?? NaN)));
        await ctx.close();
      }
      const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await ctx.newPage();
      await page.goto(story('engine-list-page--form-200'));
      const ready = await page
        .waitForFunction(() => document.querySelectorAll('#storybook-root input').length >= 200 && document.querySelector('button[data-action="submit"]'), null, { timeout: 60_000 })
        .then(() => true)
        .catch(() => false);
      if (ready) {
        res.form200.push(
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                const t0 = performance.now();
                document.querySelector('button[data-action="submit"]').click();
                const check = () => {
                  if (document.querySelectorAll('.ant-formily-item-error-help').length >= 200) requestAnimationFrame(() => resolve(performance.now() - t0));
                  else if (performance.now() - t0 > 60_000) resolve(NaN);
                  else setTimeout(check, 2);
                };
                check();
              }),
          ),
        );
      }
      await ctx.close();
    }
  } finally {
    server.close();
  }
  return res;
}

async function main() {
  ensureBuilt();
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.error('[bench:ui] Chromium not found: apt-get install chromium, or set CHROME_PATH');
    process.exit(1);
  }
  const server = await startServer({ clientDir });
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  try {
    // One warm-up login so that the server's first-request costs are not in run 1.
    await apiLogin(server.url, 'customer');
    const app = PARTS.has('app') ? await benchApp(browser, server.url) : {};
    const sb = PARTS.has('stories') ? await benchStories(browser) : {};
    const routes = PARTS.has('routes') ? await benchRoutes(browser, server.url) : [];
    const last = (xs) => xs?.[xs.length - 1] ?? { files: [], wire: 0, raw: 0 };
    const loginJs = last(app.loginJs);
    const listJs = last(app.listJs);
    console.log(`\nbench:ui — medians of ${RUNS} runs (headless Chromium, ${os.cpus().length} cores)\n`);
    const rows = [
      ['JS on the wire to show /login', `${kib(loginJs.wire)} in ${loginJs.files.length} files (${kib(loginJs.raw)} raw, ${loginJs.encodings})`],
      ['JS on the wire /login with the prefetched request layer', loginJs.total ? `${kib(loginJs.total.wire)} in ${loginJs.total.files.length} files` : 'n/a'],
      ['  everything /login received (page, JS, CSS, API)', loginJs.total ? `${kib(loginJs.total.all.wire)} in ${loginJs.total.all.files.length} requests` : 'n/a'],
      ['JS on the wire for a list screen (/ZJ0101_01, direct)', `${kib(listJs.wire)} in ${listJs.files.length} files (${kib(listJs.raw)} raw, ${listJs.encodings})`],
      ['  and its CSS files', listJs.css ? `${kib(listJs.css.wire)} in ${listJs.css.files.length} files (${kib(listJs.css.raw)} raw)` : 'n/a'],
      ['  everything it received (page, JS, CSS, API)', listJs.all ? `${kib(listJs.all.wire)} in ${listJs.all.files.length} requests` : 'n/a'],
      ['login page interactive (form + idle)', ms(median(app.loginInteractive))],
      ['login click -> home tab painted', ms(median(app.loginToHome))],
      ['ZJ0101_01 (real server) navigation -> first row painted', ms(median(app.listFirstRow))],
      ['  the same, as the test driver notices it', ms(median(app.listSeen))],
      ['  main-thread CPU until then (all tasks / scripts)', `${ms(median(app.listTaskMs))} / ${ms(median(app.listScriptMs))}`],
      ['list 20 rows: data -> first row (Storybook)', ms(median(sb.rows20))],
      ['list 1,000 rows: data -> first row (Storybook)', ms(median(sb.rows1000))],
      ['200-field form: submit -> 200 errors painted (Storybook)', ms(median(sb.form200))],
    ];
    // Rows of the parts not run (BENCH_PARTS) are left out.
    for (let i = rows.length - 1; i >= 0; i--) if (rows[i][0].includes('Storybook') ? !PARTS.has('stories') : !PARTS.has('app')) rows.splice(i, 1);
    const w = Math.max(...rows.map((r) => r[0].length));
    for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
    if (routes.length) console.log('\n  JS on the wire per screen route, opened directly (user):');
    for (const r of routes) console.log(`    /${r.code.padEnd(10)} ${Number.isFinite(r.wire) ? `${kib(r.wire).padStart(11)} in ${r.files} files` : '        n/a (not shown in 20 s)'}  (${r.user})`);
    if (process.env.BENCH_VERBOSE) {
      console.log('\n/login scripts:', loginJs.files.join(' '), '| later:', (loginJs.total?.files ?? []).join(' '));
      console.log('list scripts:', listJs.files.join(' '));
      console.log('raw runs:', JSON.stringify({ ...app, loginJs: undefined, listJs: undefined, ...sb }));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
