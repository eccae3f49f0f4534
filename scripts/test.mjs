#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
// typecheck, schema lint, vitest (unit, ui, api), client build, browser tests, Storybook build and smoke.
// Ends with one line `N passed, N failed` (vitest and browser tests together).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_TOOLS, ensureCommands } from './systemTools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
const bin = (p) => path.join(root, 'node_modules', p);
const vitestResults = path.join(tmp, 'vitest-results.json');
const e2eResults = path.join(tmp, 'e2e-results.json');
fs.mkdirSync(tmp, { recursive: true });
for (const f of [vitestResults, e2eResults]) fs.rmSync(f, { force: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const done = [];

function readCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: j.numPassedTests ?? 0, failed: j.numFailedTests ?? 0, skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0), ok: j.success };
  } catch {
    return null;
  }
}

/**
 * The failed tests of a results file, a few lines each: printed last, so that a log read from its
 * tail (CI keeps the end) still says which test failed and why.
 */
function failures(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return (j.testResults ?? []).flatMap((f) => (f.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map((a) => {
        const why = (a.failureMessages ?? []).join('\n').replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim() && !/^\s+at /.test(l)).slice(0, 6);
        return [`  ✗ ${path.relative(root, f.name)} › ${a.fullName}`, ...why.map((l) => `      ${l.slice(0, 300)}`)].join('\n');
      }));
  } catch {
    return [];
  }
}

function finish(failedStep) {
  console.log('\n── summary ' + '─'.repeat(50));
  for (const s of done) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(22)} ${s.seconds.toFixed(1).padStart(6)} s${s.note ? `  ${s.note}` : ''}`);
  const failed = failedStep ? [vitestResults, e2eResults].flatMap(failures) : [];
  if (failed.length) console.log(`\nFailed:\n${failed.slice(0, 8).join('\n')}${failed.length > 8 ? `\n  … and ${failed.length - 8} more` : ''}`);
  if (failedStep) console.log(`\nStopped at "${failedStep}": fix it and run npm test again.`);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exit(failedStep ? 1 : 0);
}

function step(name, cmd, args, { countsFrom, env } = {}) {
  console.log(`\n── ${name} ` + '─'.repeat(Math.max(4, 58 - name.length)));
  if (countsFrom) fs.rmSync(countsFrom, { force: true });
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - t0) / 1000;
  let note = '';
  let ok = r.status === 0;
  if (countsFrom) {
    const c = readCounts(countsFrom);
    if (c) {
      counts.passed += c.passed;
      counts.failed += c.failed;
      counts.skipped += c.skipped;
      note = `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
      if (c.failed > 0) ok = false;
    } else if (ok) {
      note = 'no results file';
    }
  }
  if (r.error) note = r.error.message;
  done.push({ name, ok, seconds, note });
  if (!ok) finish(name);
}

const node = process.execPath;
step('typecheck', node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
if (fs.existsSync(path.join(root, 'scripts/lint-schemas.ts'))) {
  step('schema lint', node, ['--import', 'tsx', 'scripts/lint-schemas.ts']);
}
// The label tests read PDFs with poppler-utils and decode barcodes with zbar-tools.
if (!ensureCommands(DOCUMENT_TOOLS, 'test')) {
  done.push({ name: 'document tools', ok: false, seconds: 0, note: 'poppler-utils / zbar-tools missing' });
  finish('document tools');
}
step('vitest', node, [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestResults}`], {
  countsFrom: vitestResults,
});
if (fs.existsSync(path.join(root, 'index.html'))) {
  step('client build', node, [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
} else {
  console.log('\n(no index.html at the project root: client build skipped)');
}
step('browser tests', node, ['scripts/e2e.mjs'], { countsFrom: e2eResults });
if (fs.existsSync(path.join(root, '.storybook/main.ts'))) {
  step('storybook build', 'npm', ['run', '--silent', 'build-storybook']);
  // Every story in both languages; fails on an error boundary, a placeholder or a thrown error (~30 s).
  step('storybook smoke', node, ['.storybook/smoke.mjs']);
}
finish();
