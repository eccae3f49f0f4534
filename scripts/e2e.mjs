#!/usr/bin/env node
// Browser tests (`npm run test:e2e`): tests/e2e/**/*.e2e.ts with vitest.e2e.config.ts, against the
// real server and the built client, in Debian's Chromium driven by playwright-core.
// Chromium is found at CHROME_PATH or /usr/bin/chromium; when it is missing and we run as
// root with apt-get, Debian's chromium (and a CJK font) is installed; otherwise we stop and say how.
// Writes the counts to .tmp/e2e-results.json (vitest's JSON reporter) for scripts/test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { aptInstall as install, canApt as aptAvailable } from './systemTools.mjs';

const aptInstall = (pkgs) => install(pkgs, 'e2e');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsFile = path.join(root, '.tmp/e2e-results.json');

function findChrome() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => fs.existsSync(p));
}

function hasCjkFont() {
  const r = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

export function ensureChrome() {
  let chrome = findChrome();
  const canApt = aptAvailable();
  if (!chrome) {
    if (!canApt) {
      console.error('[e2e] Chromium not found: install it (Debian: sudo apt-get install chromium fonts-wqy-zenhei) or set CHROME_PATH.');
      process.exit(1);
    }
    if (!aptInstall(['chromium', 'fonts-wqy-zenhei'])) {
      console.error('[e2e] installing chromium with apt-get failed: run apt-get install chromium fonts-wqy-zenhei, or set CHROME_PATH.');
      process.exit(1);
    }
    chrome = findChrome();
  } else if (canApt && !hasCjkFont()) {
    aptInstall(['fonts-wqy-zenhei']); // screenshots only; not fatal
  }
  return chrome;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const chrome = ensureChrome();
  if (!fs.existsSync(path.join(root, 'dist/client/index.html')) && fs.existsSync(path.join(root, 'index.html'))) {
    console.log('[e2e] building the client first ...');
    const b = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.rmSync(resultsFile, { force: true });
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const r = spawnSync(
    process.execPath,
    [vitest, 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  process.exit(r.status ?? 1);
}
