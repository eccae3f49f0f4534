/**
 * Shared by the UI benches (ui.mjs, ui-coldstart.mjs): the real server on a temporary PGlite with
 * demo data, Chromium's flags, an API login, medians.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
export const PASSWORD = 'Demo@2026';

export const median = (xs = []) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => fs.existsSync(p));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * The server on a free port with a fresh data directory, serving `clientDir` when given.
 * BENCH_SERVER_ROOT: run the server of another checkout (e.g. `git archive HEAD` unpacked) while
 * this tree is being edited.
 */
export async function startServer({ clientDir } = {}) {
  const serverRoot = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : root;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-bench-ui-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server/main.ts')], {
    cwd: serverRoot,
    env: { ...env, ...(clientDir ? { CLIENT_DIR: clientDir } : {}), HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b) => (out += b));
  child.stderr.on('data', (b) => (out += b));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${out}`)), 120_000);
    child.stdout.on('data', () => {
      if (/Ready in/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function apiLogin(base, loginid) {
  const r = await fetch(`${base}/mn/0101/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginid, password: PASSWORD }) });
  const b = await r.json();
  if (b.code !== 0) throw new Error(`login ${loginid}: ${b.msg}`);
  return b.data.token;
}
