/**
 * node .storybook/smoke.mjs — after `npm run build-storybook`: opens every story (one per
 * screen) in headless Chromium, in both languages, and fails when a screen shows its error
 * boundary, an unknown-component placeholder, or throws. Prints a render time per story.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../storybook-static');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

function serve() {
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function check(page, base, id, locale) {
  const errors = [];
  const onError = (e) => errors.push(e.message);
  page.on('pageerror', onError);
  const started = Date.now();
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
  await page.waitForSelector('#storybook-root *', { timeout: 15000 });
  await page.waitForTimeout(1500);
  const found = await page.evaluate(() => ({
    failed: document.querySelector('[data-testid="screen-error"]')?.textContent ?? '',
    placeholder: [...document.querySelectorAll('[data-testid="engine-placeholder"]')].map((e) => e.textContent).join(' | '),
  }));
  page.off('pageerror', onError);
  const problems = [found.failed, found.placeholder, ...errors].filter(Boolean);
  return { ms: Date.now() - started, problems };
}

const index = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));
const ids = Object.values(index.entries).filter((e) => e.type === 'story').map((e) => e.id);
const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failures = 0;
try {
  const page = await browser.newPage();
  for (const id of ids) {
    for (const locale of ['zh-CN', 'en-US']) {
      const { ms, problems } = await check(page, base, id, locale);
      failures += problems.length ? 1 : 0;
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${id} ${locale} ${ms} ms${problems.length ? `: ${problems.join(' / ')}` : ''}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`storybook smoke: ${ids.length} stories x 2 languages, ${failures} failure(s)`);
process.exitCode = failures ? 1 : 0;
