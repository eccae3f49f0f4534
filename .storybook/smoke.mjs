/**
 * node .storybook/smoke.mjs — after `npm run build-storybook`: opens every story (one per
 * screen) in headless Chromium, in both languages, and fails when a screen shows its error
 * boundary, an unknown-component placeholder, or throws. Prints a render time per story.
 * Stories are switched inside a loaded preview (Storybook's channel), two previews at once, so
 * `npm test` can afford it after build-storybook.
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

/**
 * Renders a story (or re-renders it in another language) inside the one loaded preview, through
 * Storybook's own channel instead of a page load per story: 86 renders in seconds, not minutes.
 * Resolves on the preview's render event, or with the error it reports.
 */
function renderInPreview(page, event, payload) {
  return page.evaluate(([event, payload]) => new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const done = (result) => { for (const [e, f] of handlers) channel.off(e, f); clearTimeout(timer); resolve(result); };
    const handlers = [
      ['storyRendered', () => done('')],
      ['storyErrored', (e) => done(`story errored: ${e?.title ?? ''} ${e?.description ?? ''}`)],
      ['storyThrewException', (e) => done(`story threw: ${e?.message ?? e}`)],
    ];
    for (const [e, f] of handlers) channel.on(e, f);
    const timer = setTimeout(() => done('no render within 15 s'), 15000);
    channel.emit(event, payload);
  }), [event, payload]);
}

/** What the screen shows once its fixture data is in: an error boundary or a placeholder is a failure. */
async function problemsShown(page) {
  // Fixture replies resolve on the next ticks; give the screen a moment to paint them.
  await page.waitForTimeout(150);
  const found = await page.evaluate(() => ({
    failed: document.querySelector('[data-testid="screen-error"]')?.textContent ?? '',
    placeholder: [...document.querySelectorAll('[data-testid="engine-placeholder"]')].map((e) => e.textContent).join(' | '),
  }));
  return [found.failed, found.placeholder].filter(Boolean);
}

/** The story in the language the preview is in, then in the other one (no render wasted). */
async function checkStory(page, id, locales, errors, alreadyShown) {
  const results = [];
  for (const [i, locale] of locales.entries()) {
    const started = Date.now();
    errors.length = 0;
    const rendered = i === 0
      ? alreadyShown ? '' : await renderInPreview(page, 'setCurrentStory', { storyId: id, viewMode: 'story' })
      : await renderInPreview(page, 'updateGlobals', { globals: { locale } });
    const problems = [rendered, ...(await problemsShown(page)), ...errors].filter(Boolean);
    results.push({ locale, ms: Date.now() - started, problems });
  }
  return results;
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
  // Two previews side by side (the machine has two cores), each loaded once with its first story.
  const halves = [ids.slice(0, Math.ceil(ids.length / 2)), ids.slice(Math.ceil(ids.length / 2))].filter((h) => h.length);
  const lines = await Promise.all(halves.map(async (part) => {
    const page = await browser.newPage();
    const errors = [];
    const out = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/iframe.html?id=${part[0]}&viewMode=story&globals=locale:zh-CN`);
    await page.waitForSelector('#storybook-root *', { timeout: 30000 });
    let locales = ['zh-CN', 'en-US'];
    for (const [n, id] of part.entries()) {
      for (const { locale, ms, problems } of await checkStory(page, id, locales, errors, n === 0)) {
        failures += problems.length ? 1 : 0;
        out.push(`${problems.length ? 'FAIL' : 'ok  '} ${id} ${locale} ${ms} ms${problems.length ? `: ${problems.join(' / ')}` : ''}`);
      }
      locales = [...locales].reverse();
    }
    return out;
  }));
  for (const line of lines.flat()) console.log(line);
} finally {
  await browser.close();
  server.close();
}
console.log(`storybook smoke: ${ids.length} stories x 2 languages, ${failures} failure(s)`);
process.exitCode = failures ? 1 : 0;
