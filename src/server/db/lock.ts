import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another server process (pid ${pid}). ` +
        `Stop that process first, or start this one with another DATA_DIR. ` +
        `数据目录 ${dir} 正被另一个服务进程（pid ${pid}）使用。`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK = 'server.lock';
const TAKEOVER = `${LOCK}.takeover-`;
const TMP = `${LOCK}.tmp-`;

interface Holder {
  pid: number;
  /** The process's start ("<boot id>:<start tick>") where the system tells it, else ''. */
  start: string;
  /** Names this one lock, so a take-over replaces exactly the lock it found stale. */
  id: string;
}

/** This boot's id and a process's start tick (Linux /proc): tells a reused pid from its old owner. */
function startOf(pid: number): string {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) counting from the state, which follows the parenthesised command name.
    const tick = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return tick ? `${boot}:${tick}` : '';
  } catch {
    return '';
  }
}

function alive(h: Holder): boolean {
  if (!Number.isInteger(h.pid) || h.pid <= 0) return false;
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid lives; it is still the lock's owner unless its start says it is another process.
  const now = h.start ? startOf(h.pid) : '';
  return !now || now === h.start;
}

/** A lock file's holder: "pid\nstart\nnonce" (a lock written before take-overs were atomic: "pid"). */
function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const [pid, start = ''] = text.split('\n');
  return { pid: Number(pid.trim()), start: start.trim(), id: createHash('sha256').update(text).digest('hex').slice(0, 24) };
}

/** Creates `file` with the content of `tmp` unless it exists: a hard link is atomic, content included. */
function linkNew(tmp: string, file: string): boolean {
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Wins the right to replace the lock generation `id` found stale, for this process alone: the
 * first to create its take-over marker. A marker left by a process that died while taking over
 * is itself taken over the same way (a generation of its own), never deleted under someone.
 */
function claimTakeover(dir: string, tmp: string, id: string, depth = 0): boolean {
  const marker = path.join(dir, TAKEOVER + id);
  if (linkNew(tmp, marker)) return true;
  const other = readHolder(marker);
  if (!other || alive(other) || depth > 4) return false;
  return claimTakeover(dir, tmp, `${id}-${other.id}`, depth + 1);
}

/** After winning: markers of replaced generations and temporary files of crashed starts go. */
function tidy(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(TAKEOVER) && !name.startsWith(TMP)) continue;
    const file = path.join(dir, name);
    try {
      // Another start may be linking its temporary file right now; only old ones are leftovers.
      if (name.startsWith(TMP) && Date.now() - fs.statSync(file).mtimeMs < 60_000) continue;
      fs.rmSync(file, { force: true });
    } catch {
      /* gone meanwhile */
    }
  }
}

/**
 * PGlite has no lock of its own: two processes on one directory lose writes. The lock is the
 * file `server.lock` holding our pid, start and a nonce, created whole and only if absent (a
 * hard link from a temporary file: nobody reads it half-written). A lock whose process is gone
 * is taken over by exactly one of the processes that find it so: the one that first creates the
 * take-over marker of that very lock removes it (after checking it is still that lock) and
 * competes for the free name like any start; the others wait and then see the winner's lock.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK);
  const nonce = randomBytes(12).toString('hex');
  const tmp = path.join(dir, TMP + nonce);
  fs.writeFileSync(tmp, `${process.pid}\n${startOf(process.pid)}\n${nonce}\n`, { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (linkNew(tmp, file)) {
        tidy(dir);
        return ownLock(file, nonce);
      }
      const holder = readHolder(file);
      if (!holder) continue; // released or replaced meanwhile: try again
      // Our own pid counts as alive too (a second open in this process) unless its start says the
      // lock is from an earlier life of the pid (a restarted container numbers processes alike).
      if (alive(holder)) throw new DataDirLockedError(dir, holder.pid);
      if (claimTakeover(dir, tmp, holder.id)) {
        // Only the marker's owner removes this generation, so it is still the one we judged stale.
        if (readHolder(file)?.id === holder.id) fs.rmSync(file, { force: true });
      } else {
        pause(5 + attempt); // another start is taking it over
      }
    }
    throw new Error(`could not lock ${dir}`);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function ownLock(file: string, nonce: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (fs.readFileSync(file, 'utf8').split('\n')[2] === nonce) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return { release };
}
