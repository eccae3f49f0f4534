import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, startServer, type RunningServer } from '../e2e/harness';

// Real server processes (tsx src/server/main.ts) on an embedded PGlite data directory.
let first: RunningServer | undefined;

// A real server process: on a loaded machine its start (migrations, seeds) took over 90 s.
beforeAll(async () => {
  first = await startServer();
}, 240_000);
afterAll(async () => {
  if (first) {
    await first.stop('SIGKILL');
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
});

function runSecond(dataDir: string, port: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('server process guards', () => {
  it('a second process on the same data directory stops with a clear message; the first keeps working', async () => {
    const s = first!;
    const second = await runSecond(s.dataDir, await freePort());
    expect(second.code).toBe(2);
    expect(second.out).toContain('in use by another server process');
    expect(second.out).toContain(`pid ${s.child.pid}`);
    const lock = path.join(s.dataDir, 'server.lock');
    expect(fs.readFileSync(lock, 'utf8').split('\n')[0]).toBe(String(s.child.pid));
    const ping = await fetch(`${s.url}/mn/0000/ping`);
    expect(((await ping.json()) as { code: number }).code).toBe(0);
    const login = await fetch(`${s.url}/mn/0101/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginid: 'admin', password: 'Demo@2026' }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(0);
  }, 60_000);

  it('SIGTERM closes cleanly: exit code 0, lock file removed, even with an open event stream', async () => {
    const s = first!;
    const token = await fetch(`${s.url}/mn/0101/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginid: 'customer', password: 'Demo@2026' }),
    })
      .then((r) => r.json() as Promise<{ data: { token: string } }>)
      .then((b) => b.data.token);
    const stream = await fetch(`${s.url}/mn/0000/pushmsg`, { headers: { authToken: token } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const t0 = Date.now();
    const code = await s.stop('SIGTERM');
    expect(code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(9_000);
    expect(fs.existsSync(path.join(s.dataDir, 'server.lock'))).toBe(false);
    await stream.body?.cancel().catch(() => {});
  }, 60_000);
});
