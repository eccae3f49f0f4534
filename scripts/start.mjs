#!/usr/bin/env node
// `npm start`: builds the client when dist/client is missing or older than its sources, then
// runs the API server (TypeScript through tsx, no server build step), forwarding signals.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
// Everything the client bundle is made of. Server-only files do not trigger a rebuild.
const clientSources = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/client', 'src/domain', 'renderers', 'schemas', 'public', 'scripts/antd-static-css', 'scripts/precompress', 'scripts/route-chunks', 'scripts/screen-kinds', 'scripts/chunk-modules'];

/** Newest modification time under the given paths (a cheap walk: no hashing). */
function newestMtime(paths, base = root) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(path.join(base, p));
  return newest;
}

function clientIsStale() {
  if (!fs.existsSync(builtIndex)) return 'dist/client is missing';
  const built = fs.statSync(builtIndex).mtimeMs;
  return newestMtime(clientSources) > built ? 'client sources changed since the last build' : '';
}

function buildClient() {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.warn('[start] no index.html at the project root yet: serving the API without a client build.');
    return;
  }
  const why = clientIsStale();
  if (!why || process.env.SKIP_CLIENT_BUILD === '1') return;
  const t0 = Date.now();
  console.log(`[start] building the client (${why}) ...`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[start] the client build failed (see above).');
    process.exit(r.status ?? 1);
  }
  console.log(`[start] client built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

buildClient();

// A larger young generation (64 MB semi-spaces instead of 16): a 500-route freight trial makes
// tens of MB of short-lived objects, which then die young instead of being promoted and
// collected by full mark-compacts (bench:pricing: GC pauses, p50 and p99 of a trial down; see
// src/domain/pricing/README.md "Speed"). NODE_OPTIONS can still set another size.
const SERVER_NODE_FLAGS = process.env.NODE_OPTIONS?.includes('--max-semi-space-size') ? [] : ['--max-semi-space-size=64'];

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (child.exitCode === null) child.kill(sig);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
