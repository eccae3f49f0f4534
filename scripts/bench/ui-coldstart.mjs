#!/usr/bin/env node
/**
 * node scripts/bench/ui-coldstart.mjs — a quick look at one thing bench:ui measures: a list
 * screen (/ZJ0101_01, admin session, cold browser cache) from navigation to its first row.
 * Prints the median of COLD_RUNS runs (default 5): first row (as bench:ui takes it, and the
 * exact DOM moment from a MutationObserver), main-thread CPU until then (all tasks / scripts).
 * TRACE=1 adds one traced run and prints where the main thread went until the first row: per
 * script compile and evaluation, React/JS by chunk (CPU profile self time), style, layout, paint, GC.
 * CLIENT_DIR=<build>[,<build>...] times other builds (alternating runs; TRACE traces the first);
 * SCREEN=<CODE> another list screen; BENCH_SERVER_ROOT another checkout's server (uiServer.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FLAGS, apiLogin, chromiumPath, median, root, startServer } from './uiServer.mjs';

const RUNS = Math.max(1, Number(process.env.COLD_RUNS ?? 5));
const CODE = process.env.SCREEN ?? 'ZJ0101_01';
const clientDirs = (process.env.CLIENT_DIR ?? '').split(',').filter(Boolean).map((d) => path.resolve(d));
const ROW = `[data-screen="${CODE}"] .ant-table-row`;
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

/** Marks the moment the first row is in the DOM (performance mark 'first-row', also in a trace). */
function markFirstRow(selector) {
  new MutationObserver((_m, obs) => {
    if (document.querySelector(selector)) {
      performance.mark('first-row');
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function openList(browser, base, token, { trace } = {}) {
  const ctx = await browser.newContext({ baseURL: base, locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  await ctx.addInitScript((tk) => sessionStorage.setItem('authToken', tk), token);
  await ctx.addInitScript(`(${markFirstRow})(${JSON.stringify(ROW)})`);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (trace) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
  }
  await page.goto(`/${CODE}`);
  await page.waitForSelector(ROW, { timeout: 60_000 });
  const seen = await page.evaluate(() => performance.now());
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const exact = await page.evaluate(() => performance.getEntriesByName('first-row')[0]?.startTime ?? NaN);
  // Scripts and API calls that had arrived before the first row (a figure the machine's load does not move).
  const before = await page.evaluate((at) => {
    const got = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= at);
    const js = got.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    return { js: js.length, jsKiB: js.reduce((n, e) => n + e.decodedBodySize, 0) / 1024, api: got.filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest').length };
  }, exact);
  let traced;
  if (trace) {
    // What arrived when: scripts and API calls until the first row (the waits on the network).
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
    console.log('  waterfall (ms after navigation: asked -> arrived):');
    for (const r of resources.filter((x) => x.start < exact).sort((a, b) => a.end - b.end)) console.log(`    ${String(Math.round(r.start)).padStart(5)} -> ${String(Math.round(r.end)).padStart(5)}  ${short(r.name)}`);
    const { profile } = await cdp.send('Profiler.stop');
    const buf = await browser.stopTracing();
    traced = { profile, events: JSON.parse(buf.toString()).traceEvents };
  }
  await ctx.close();
  return { seen, exact, task: m.TaskDuration * 1000, script: m.ScriptDuration * 1000, traced, ...before };
}

const short = (url) => (url ? url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') : '(none)');

/** Where the main thread went until the first row, from the trace and the CPU profile. */
function summarise({ profile, events }) {
  const mark = events.find((e) => e.name === 'first-row' && e.cat.includes('user_timing'));
  const nav = events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
  const end = mark?.ts ?? Infinity;
  const main = events.find((e) => e.name === 'CrRendererMain' || (e.name === 'thread_name' && e.args?.name === 'CrRendererMain'));
  const onMain = (e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X' && e.ts < end;
  const byName = new Map();
  const perScript = new Map();
  const add = (map, k, d) => map.set(k, (map.get(k) ?? 0) + d / 1000);
  for (const e of events) {
    if (!onMain(e)) continue;
    const d = e.dur ?? 0;
    if (['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'EvaluateScript', 'v8.evaluateModule', 'v8.produceModuleCache', 'v8.produceCache', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'ParseHTML', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'RunTask', 'HitTest', 'V8.ParseFunction', 'v8.parseOnBackground', 'V8.CompileLazy', 'v8.run'].includes(e.name)) add(byName, e.name, d);
    if (['v8.compile', 'v8.compileModule', 'EvaluateScript', 'v8.evaluateModule'].includes(e.name)) {
      const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.fileName;
      if (url) add(perScript, `${e.name} ${short(url)}`, d);
    }
  }
  console.log(`\n  traced run: first row at ${ms(mark && nav ? (mark.ts - nav.ts) / 1000 : NaN)} after navigationStart`);
  console.log('  main thread until the first row (trace events, nested events overlap):');
  for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1])) console.log(`    ${k.padEnd(24)} ${ms(v)}`);
  console.log('  compile / evaluate per script (>= 5 ms):');
  for (const [k, v] of [...perScript].filter(([, v]) => v >= 5).sort((a, b) => b[1] - a[1])) console.log(`    ${ms(v).padStart(7)}  ${k}`);

  // CPU profile: self time by script and by function until the first row.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const t0 = profile.startTime;
  const endRel = mark ? mark.ts - t0 : Infinity;
  const selfBy = new Map();
  const fnBy = new Map();
  let t = t0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t > t0 + endRel) return;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const cf = nodes.get(id).callFrame;
    add(selfBy, cf.url ? short(cf.url) : cf.functionName || '(anon)', dt);
    add(fnBy, `${cf.functionName || '(anon)'} ${short(cf.url)}:${cf.lineNumber}`, dt);
  });
  console.log('  CPU profile self time by script until the first row (>= 10 ms):');
  for (const [k, v] of [...selfBy].filter(([, v]) => v >= 10).sort((a, b) => b[1] - a[1])) console.log(`    ${ms(v).padStart(7)}  ${k}`);
  console.log('  top functions (self):');
  for (const [k, v] of [...fnBy].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${ms(v).padStart(7)}  ${k}`);
  if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
}

async function main() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: set CHROME_PATH');
  // Several builds (CLIENT_DIR=a,b): one server each, runs alternated so that a busy machine's
  // drift falls on all of them alike.
  const dirs = clientDirs.length ? clientDirs : [path.join(root, 'dist/client')];
  const servers = await Promise.all(dirs.map((clientDir) => startServer({ clientDir })));
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  try {
    const tokens = await Promise.all(servers.map((s) => apiLogin(s.url, 'admin')));
    for (const [i, s] of servers.entries()) await openList(browser, s.url, tokens[i]); // warm-up: the server's first-request costs
    const runs = dirs.map(() => []);
    for (let r = 0; r < RUNS; r++) for (const [i, s] of servers.entries()) runs[i].push(await openList(browser, s.url, tokens[i]));
    for (const [i, dir] of dirs.entries()) {
      const col = (k) => median(runs[i].map((x) => x[k]));
      console.log(`${CODE} cold, median of ${RUNS} (${dir}):`);
      console.log(`  first row ${ms(col('seen'))} (DOM ${ms(col('exact'))}), CPU ${ms(col('task'))}, script ${ms(col('script'))}`);
      console.log(`  before the first row: ${col('js')} scripts (${Math.round(col('jsKiB'))} KiB raw), ${col('api')} API calls`);
      console.log(`  runs (DOM/CPU): ${runs[i].map((x) => `${Math.round(x.exact)}/${Math.round(x.task)}`).join(' ')}`);
    }
    if (process.env.TRACE) summarise((await openList(browser, servers[0].url, tokens[0], { trace: true })).traced);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
