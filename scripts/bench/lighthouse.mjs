#!/usr/bin/env node
/**
 * npm run bench:lighthouse — Lighthouse 12 (its default mobile preset: a mid-range phone, slow 4G
 * and a 4x slower CPU, simulated) on the public pages, against the real server (temporary PGlite,
 * demo data) serving the built client, in Debian's Chromium. Prints per page the four category
 * scores, the largest contentful paint and the bytes transferred. Never fails on a score: only on
 * a broken setup.
 *
 * Environment:
 *   LIGHTHOUSE_PAGES   comma-separated paths (default: / /index /login /login2 /register)
 *   LIGHTHOUSE_RUNS    runs per page, medians printed (default 1; scores move by a few points on a busy machine)
 *   LIGHTHOUSE_URL     measure a server already running there instead of starting one
 *   CLIENT_DIR         another build of the client for the server to serve (before/after)
 *   LIGHTHOUSE_JSON    write every run's figures to this file
 *   CHROME_PATH        the browser (default /usr/bin/chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { FLAGS, chromiumPath, median, root, startServer } from './uiServer.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/index,/login,/login2,/register').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist/client');

function ensureBuilt() {
  if (process.env.LIGHTHOUSE_URL || fs.existsSync(path.join(clientDir, 'index.html'))) return;
  if (process.env.CLIENT_DIR) {
    console.error(`[bench:lighthouse] no build in CLIENT_DIR ${clientDir}`);
    process.exit(1);
  }
  console.log('[bench:lighthouse] building the client ...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

/** One Lighthouse run; the figures we print, and what failed in each category below 1. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const failing = {};
  for (const id of CATEGORIES) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    failing,
  };
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART, NO_FCP): try again twice. */
async function auditRetried(url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (e) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING/.test(String(e?.message))) throw e;
      console.log(`\n[bench:lighthouse] ${String(e.message).split('\n')[0]}: again`);
    }
  }
}

const pad = (s, n) => String(s).padStart(n);
const kib = (n) => (Number.isFinite(n) ? `${Math.round(n / 1024)} KiB` : 'n/a');
const sec = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : 'n/a');

async function main() {
  ensureBuilt();
  const chromePath = chromiumPath();
  if (!chromePath) {
    console.error('[bench:lighthouse] Chromium not found: install Debian\'s chromium or set CHROME_PATH');
    process.exit(1);
  }
  const server = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} } : await startServer({ clientDir });
  // Lighthouse wants the new headless mode; the other flags keep Chromium off the network (STACK.md).
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...FLAGS.filter((f) => f !== '--headless')] });
  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditRetried(server.url + page, chrome.port));
      const med = (key) => median(runs.map((r) => r[key]));
      rows.push({ page, runs, performance: med('performance'), accessibility: med('accessibility'), bestPractices: med('bestPractices'), seo: med('seo'), lcpMs: med('lcpMs'), tbtMs: med('tbtMs'), cls: med('cls'), bytes: med('bytes') });
      process.stdout.write('.');
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  process.stdout.write('\n');
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated slow 4G, 4x CPU), ${server.url}, ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page`);
  console.log(`${'page'.padEnd(12)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('bytes', 11)}`);
  for (const r of rows) {
    console.log(`${r.page.padEnd(12)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(sec(r.lcpMs), 9)}${pad(`${Math.round(r.tbtMs)} ms`, 9)}${pad(r.cls.toFixed(2), 7)}${pad(kib(r.bytes), 11)}`);
  }
  // What kept a category under 100 (last run), so a low score says why.
  for (const r of rows) {
    const f = r.runs.at(-1).failing;
    const lines = CATEGORIES.filter((c) => f[c].length).map((c) => `  ${c}: ${f[c].join(', ')}`);
    if (lines.length) console.log(`${r.page}\n${lines.join('\n')}`);
  }
  if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
}

main().catch((e) => {
  console.error('[bench:lighthouse]', e);
  process.exit(1);
});
