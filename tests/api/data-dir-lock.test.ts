/**
 * The embedded database's directory lock (src/server/db/lock.ts) when many server processes
 * start at once after a crash: the lock left behind names a process that is gone, and exactly
 * one of the new processes may take it over; every other one is refused, naming the winner.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from '../e2e/harness';
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock';

const CONTENDERS = 30;
/** Directories raced for by the same processes, one after another (more chances for a race). */
const ROUNDS = 10;
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

interface Contender {
  child: ChildProcess;
  ready: Promise<void>;
  /** The answer for each directory, in order, once all are in. */
  answers: Promise<string[]>;
}

function contender(rounds: number): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/api/lockContender.ts')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  let onReady!: () => void;
  let onAnswers!: (s: string[]) => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const answers = new Promise<string[]>((r) => (onAnswers = r));
  const lines = () => out.split('\n').filter((l) => /^\d+ /.test(l));
  child.stdout!.on('data', (b) => {
    out += b;
    if (out.includes('ready\n')) onReady();
    const got = lines();
    if (got.length === rounds) onAnswers(got.sort((a, b) => parseInt(a) - parseInt(b)).map((l) => l.replace(/^\d+ /, '')));
  });
  child.on('exit', (code) => onAnswers([`exited ${code}: ${out}`]));
  return { child, ready, answers };
}

/** Starts the contenders, lets each take every directory's lock at the same instants, and gathers the answers. */
async function race(all: Contender[], lockDirs: string[]): Promise<string[][]> {
  await Promise.all(all.map((c) => c.ready));
  const at = Date.now() + 500;
  for (const c of all) c.child.stdin!.write(`go ${at} ${lockDirs.join(' ')}\n`);
  const answers = await Promise.all(all.map((c) => c.answers));
  // answers per directory: one line per contender
  return lockDirs.map((_, d) => answers.map((a) => a[d] ?? a[0]));
}

function staleLockDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-lock-'));
  dirs.push(dir);
  // A crashed server's lock (in the format of the lock before atomic take-over: its pid alone).
  fs.writeFileSync(path.join(dir, 'server.lock'), String(deadPid()));
  return dir;
}

describe('data directory lock', () => {
  it(`${CONTENDERS} processes starting together against a stale lock: exactly one takes it, the others are refused naming it`, async () => {
    const lockDirs = Array.from({ length: ROUNDS }, staleLockDir);
    const all = Array.from({ length: CONTENDERS }, () => contender(ROUNDS));
    const perDir = await race(all, lockDirs);
    perDir.forEach((answers, d) => {
      const winners = all.filter((_, i) => answers[i] === 'won').map((c) => c.child.pid);
      expect(winners, `directory ${d}:\n${answers.join('\n')}`).toHaveLength(1);
      expect(answers.filter((a) => a !== 'won'), `directory ${d}`).toEqual(Array(CONTENDERS - 1).fill(`refused ${winners[0]}`));
    });

    // A later start is refused by the winner's lock; once the winner stops, the next one takes it.
    const dir = lockDirs[0];
    const winner = all[perDir[0].indexOf('won')];
    const [late] = await race([contender(1)], [dir]);
    expect(late).toEqual([`refused ${winner.child.pid}`]);
    for (const c of all) c.child.stdin!.end();
    await Promise.all(all.map((c) => (c.child.exitCode === null ? new Promise((r) => c.child.once('exit', r)) : null)));
    const [next] = await race([contender(1)], [dir]);
    expect(next).toEqual(['won']);
  }, 180_000);

  it('a lock naming a live pid from an earlier start (a restarted container reuses pids) is taken over; a second open in one process is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-lock-'));
    dirs.push(dir);
    const file = path.join(dir, 'server.lock');
    fs.writeFileSync(file, `${process.pid}\n00000000-0000-0000-0000-000000000000:1\nold\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
