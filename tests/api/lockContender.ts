/**
 * One server start racing for data directories (data-dir-lock.test.ts). It loads the lock and
 * says "ready"; stdin then says "go <epoch ms> <directory>...": at that instant (and every 200 ms
 * after, one directory each), it takes the lock of the next directory, printing
 * "<i> won" or "<i> refused <pid>". It holds what it got until stdin closes, like a running server.
 */
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock';

const ROUND_MS = 200;

function take(i: number, dir: string): void {
  let answer: string;
  try {
    acquireDataDirLock(dir);
    answer = 'won';
  } catch (err) {
    answer = err instanceof DataDirLockedError ? `refused ${err.pid}` : `error ${(err as Error).message}`;
  }
  process.stdout.write(`${i} ${answer}\n`);
}

process.stdout.write('ready\n');
let started = false;
process.stdin.on('data', (b) => {
  const m = /^go (\d+) (.+)$/m.exec(String(b));
  if (started || !m) return;
  started = true;
  const start = Number(m[1]);
  m[2].split(' ').forEach((dir, i) => {
    // Every contender wakes at the same instant, as processes started together do: the kernel
    // then interleaves them (a spinning wait would run them one after another instead).
    setTimeout(() => take(i, dir), Math.max(0, start + i * ROUND_MS - Date.now()));
  });
});
process.stdin.on('end', () => process.exit(0));
