import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const root = path.resolve(import.meta.dirname, '../..');
export const outDir = path.join(root, 'tests/e2e/out');
export const DEMO_PASSWORD = 'Demo@2026';

/** Flags that keep Debian's Chromium quiet on a machine without a network (STACK.md). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromePath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => fs.existsSync(p));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server (`tsx src/server/main.ts`) on a free port with a temporary DATA_DIR
 * (embedded PGlite, demo data) and the built client in dist/client. Resolves once it prints
 * that it is ready.
 */
export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number; /** modules loaded into the server first (test-only additions) */ preload?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-e2e-'));
  // Embedded PGlite unless the caller asks for DATABASE_URL explicitly.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env };
  const preload = (opts.preload ?? []).flatMap((file) => ['--import', pathToFileURL(path.resolve(root, file)).href]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b) => (out += b));
  child.stderr!.on('data', (b) => (out += b));
  const url = `http://127.0.0.1:${port}`;
  const timeoutMs = opts.timeoutMs ?? 180_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready after ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const onData = () => {
      if (/Ready in/.test(out)) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${out}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    child,
    output: () => out,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', (code) => {
          clearTimeout(kill);
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromePath();
  if (!executablePath) throw new Error('Chromium not found: set CHROME_PATH or install Debian\'s chromium (apt-get install chromium)');
  return chromium.launch({ executablePath, args: CHROME_FLAGS, headless: true });
}

/** A new context and page; `options` adds context options (a `timezoneId` runs the browser in another zone). */
export async function newPage(
  browser: Browser,
  baseURL: string,
  locale = 'zh-CN',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1366, height: 800 }, ...options });
  await context.addInitScript(recordFeedback);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Runs in every page before its own scripts: keeps the text of every message and notification
 * the page ever shows in `window.__feedback` ("kind: text", kind = success | error | warning |
 * info | notice). A message lasts a few seconds; a loaded machine can let it come and go before a
 * test looks, so tests read this record (`seenFeedback`) instead of racing the toast.
 */
function recordFeedback(): void {
  const seen: string[] = [];
  (window as unknown as { __feedback: string[] }).__feedback = seen;
  const kindOf = (el: Element): string => {
    const m = /(?:ant-message|ant-notification-notice)-(success|error|warning|info)\b/.exec(el.outerHTML.slice(0, 600)) ?? /feedback-(success|error|warning|info)/.exec(el.className);
    return m ? m[1] : 'notice';
  };
  const collect = () => {
    for (const el of document.querySelectorAll('.ant-message-notice, .ant-notification-notice')) {
      const text = (el as HTMLElement).innerText?.trim();
      if (!text) continue;
      const entry = `${kindOf(el)}: ${text}`;
      if (!seen.includes(entry)) seen.push(entry);
    }
  };
  const start = () => new MutationObserver(collect).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Every message and notification the page has shown since it loaded ("kind: text"). */
export async function feedbackLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __feedback?: string[] }).__feedback ?? []);
}

/**
 * Waits until the page has shown a message or notification matching `text` (at any time since it
 * loaded, even one already gone). `kind` narrows it to success, error, warning or info.
 */
export async function seenFeedback(page: Page, text: string | RegExp, opts: { kind?: 'success' | 'error' | 'warning' | 'info'; timeout?: number } = {}): Promise<string> {
  const matches = (entry: string) => {
    const [kind, ...rest] = entry.split(': ');
    const body = rest.join(': ');
    if (opts.kind && kind !== opts.kind) return false;
    return typeof text === 'string' ? body.includes(text) : text.test(body);
  };
  const until = Date.now() + (opts.timeout ?? 15_000);
  for (;;) {
    const log = await feedbackLog(page);
    const hit = log.find(matches);
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`no message matching ${text} was shown; seen: ${JSON.stringify(log)}`);
    await page.waitForTimeout(100);
  }
}

/** Logs in through the /login page and waits until the app leaves it. */
export async function loginAs(page: Page, loginid: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="loginid"]').fill(loginid);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"], form button').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
}

/** Opens every closed submenu of the side menu (badges and entries inside them render). */
export async function openAllSubmenus(page: Page) {
  const menu = page.getByTestId('side-menu');
  await menu.locator('.sm-name').first().waitFor({ timeout: 30_000 });
  for (let i = 0; i < 100; i++) {
    const closed = menu.locator('.ant-menu-submenu-inline:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
}

/**
 * Closes what the shell shows after a login (system announcement, notices, a failed badge
 * count): the topmost dialog first, by its primary button or ×, until none has appeared for a
 * while (they arrive one after another) or 10 s have passed.
 */
export async function dismissDialogs(page: Page): Promise<void> {
  // The dialogs come after the layout: wait for its side menu (on a phone, the menu button) first.
  await page.getByTestId('side-menu').or(page.getByTestId('menu-toggle')).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
  const closeLast = () => page.locator('.ant-modal-wrap:visible').last()
    .locator('.ant-modal-footer .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-primary, .ant-modal-close').first()
    .click({ timeout: 2000 }).catch(() => undefined);
  // Announcements waiting to be read: their dialog's code loads lazily and may show late; the shell
  // says so until they are read (data-pending-notices).
  const pending = page.locator('.sh-root[data-pending-notices]');
  for (const until = Date.now() + 15_000; Date.now() < until && (await pending.count()); ) {
    await closeLast();
    await page.waitForTimeout(300);
  }
  const started = Date.now();
  let quiet = 0;
  while (Date.now() - started < 10_000 && quiet < 4) {
    const wraps = page.locator('.ant-modal-wrap:visible');
    if (await wraps.count()) {
      quiet = 0;
      await closeLast();
    } else quiet += 1;
    await page.waitForTimeout(300);
  }
}

/** Logs in through the API; the token can be put in session storage for a shortcut. */
export async function apiLogin(baseURL: string, loginid: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL}/mn/0101/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginid, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`login ${loginid}: ${body.msg}`);
  return body.data.token;
}

/** Saves a full-page screenshot under tests/e2e/out/ (kept as a CI artefact, never committed). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The codes of the built screens (a schema under schemas/): the side menu lists only these (app/builtScreens). */
export function builtScreens(dir = path.join(root, 'schemas')): Set<string> {
  const out = new Set<string>();
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (e.name !== '_meta') for (const c of builtScreens(path.join(dir, e.name))) out.add(c);
    } else {
      const m = /^([A-Z]{2}\d{4}_\d{2})\.json$/.exec(e.name);
      if (m) out.add(m[1]);
    }
  }
  return out;
}

/** 'wl/0105/01.html' -> 'WL0105_01'. */
export const codeOfUrl = (url: string): string => {
  const m = /^([a-z]{2})\/(\d{4})\/(\d{2})\.html/.exec(url);
  if (!m) throw new Error(`not a menu url: ${url}`);
  return `${m[1].toUpperCase()}${m[2]}_${m[3]}`;
};
