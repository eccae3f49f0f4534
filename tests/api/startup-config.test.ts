import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../e2e/harness';

/** Starts the real server process with `env` and answers how it ended (it never gets to listen here). */
function start(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const { SMS_GATEWAY_URL: _a, SMS_SANDBOX: _b, DATABASE_URL: _c, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      // A production start has its SECRET_KEY (config.ts); the tests here are about the SMS gateway.
      env: { ...inherited, LOG_LEVEL: 'warn', SECRET_KEY: '00'.repeat(32), ...env },
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

// Port 1 on localhost: nothing answers, so a start that gets past its configuration fails on the database.
const NO_DATABASE = 'postgres://cbl@127.0.0.1:1/cbl';

describe('a production start refuses to run the SMS sandbox silently', () => {
  it('DATABASE_URL without SMS_GATEWAY_URL: a clear start-up error naming what to set', async () => {
    const r = await start({ DATABASE_URL: NO_DATABASE });
    expect(r.code).toBe(1);
    expect(r.out).toContain('SMS_GATEWAY_URL');
    expect(r.out).toContain('SMS_SANDBOX=1');
    expect(r.out).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 60_000);

  it('SMS_SANDBOX=1 on purpose: the configuration passes (the start then fails on the missing database)', async () => {
    const r = await start({ DATABASE_URL: NO_DATABASE, SMS_SANDBOX: '1' });
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('SMS_GATEWAY_URL');
  }, 60_000);
});
