import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { AppConfig } from '../../config';

/**
 * Background jobs stored in the `job` table (migrations 0020, 0021). Any server process sharing
 * the database may run them: a worker claims one row with `for update skip locked` (PGlite and
 * PostgreSQL alike) and keeps a lease on it while it works. A job whose process died is taken
 * again once its lease runs out (at once in embedded mode, where only one process can run).
 * Jobs have an owner (the user they work for); claims take turns between owners.
 */
export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface JobContext {
  db: Database;
  config: AppConfig;
  job: JobRow;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;
/** Called when a job has failed for the last time (handler threw, or attempts ran out). */
export type JobFailureHandler = (ctx: JobContext, error: unknown) => Promise<void>;

interface Registered {
  run: JobHandler;
  onFailed?: JobFailureHandler;
  /** Retry after a thrown error (default false: handler errors are final, crashes are retried). */
  retry?: boolean;
}

const handlers = new Map<string, Registered>();

export function registerJob(kind: string, run: JobHandler, opts: Omit<Registered, 'run'> = {}): void {
  handlers.set(kind, { run, ...opts });
}

export function jobKinds(): string[] {
  return [...handlers.keys()];
}

/** Enqueues a job; `wake` lets this process's worker pick it up without waiting for its poll. */
export async function enqueueJob(
  db: Database,
  kind: string,
  payload: Record<string, unknown>,
  opts: { maxAttempts?: number; runAfterSeconds?: number; ownerId?: number } = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into job (kind, payload, max_attempts, run_after, owner_id)
     values ($1, $2::jsonb, $3, now() + make_interval(secs => $4), $5) returning id`,
    [kind, JSON.stringify(payload), opts.maxAttempts ?? 3, opts.runAfterSeconds ?? 0, opts.ownerId ?? null],
  );
  wakeWorkers(db);
  return Number(row.id);
}

const LEASE_SECONDS = 60;

/**
 * Claims the next runnable job (queued and due, or running with a lease that ran out), taking
 * turns between owners: the oldest job of the owner whose last job started longest ago (owners
 * with none started first). Without turns one user's four slow exports kept another user's
 * export waiting behind all of them. Several workers at once stay safe: each locks the row it
 * picks and skips rows another has locked, so no job runs twice.
 */
export async function claimJob(db: Database, workerId: string): Promise<JobRow | null> {
  const rows = await db.query<JobRow>(
    `update job set status = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $2), started_at = now()
      where id = (
        select j.id from job j
         where j.kind = any($3::text[])
           and ((j.status = 'queued' and j.run_after <= now()) or (j.status = 'running' and j.locked_until < now()))
         order by (select max(s.started_at) from job s where coalesce(s.owner_id, 0) = coalesce(j.owner_id, 0)) nulls first,
                  j.run_after, j.id
         limit 1
         for update of j skip locked)
      returning id, kind, payload, attempts, max_attempts`,
    [workerId, LEASE_SECONDS, jobKinds()],
  );
  const r = rows[0];
  return r ? { ...r, id: Number(r.id) } : null;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}

/**
 * Runs one queued job now, in this call: a seed's job, whose work must be whole once seeding ends
 * (no worker runs yet then). A job already claimed or gone is left alone.
 */
export async function runQueuedJob(db: Database, config: AppConfig, jobId: number): Promise<'done' | 'failed' | 'retry' | 'taken'> {
  const workerId = `now-${process.pid}`;
  const [job] = await db.query<JobRow>(
    `update job set status = 'running', attempts = attempts + 1, locked_by = $2, locked_until = now() + make_interval(secs => $3), started_at = now()
      where id = $1 and status = 'queued' returning id, kind, payload, attempts, max_attempts`,
    [jobId, workerId, LEASE_SECONDS],
  );
  return job ? runJob(db, config, workerId, job) : 'taken';
}

/** Runs one claimed job to its end, renewing the lease while it works. */
export async function runJob(db: Database, config: AppConfig, workerId: string, job: JobRow): Promise<'done' | 'failed' | 'retry'> {
  const reg = handlers.get(job.kind);
  const ctx: JobContext = { db, config, job };
  if (!reg) {
    await db.query(`update job set status = 'failed', last_error = $2, finished_at = now() where id = $1`, [job.id, `no handler for ${job.kind}`]);
    return 'failed';
  }
  if (job.attempts > job.max_attempts) {
    const err = new Error(`gave up after ${job.max_attempts} attempts`);
    await db.query(`update job set status = 'failed', last_error = $2, finished_at = now() where id = $1`, [job.id, err.message]);
    await reg.onFailed?.(ctx, err).catch(() => {});
    return 'failed';
  }
  const renew = setInterval(() => {
    db.query(`update job set locked_until = now() + make_interval(secs => $3) where id = $1 and locked_by = $2`, [job.id, workerId, LEASE_SECONDS]).catch(
      () => {},
    );
  }, (LEASE_SECONDS * 1000) / 3);
  renew.unref();
  try {
    await reg.run(ctx);
    await db.query(`update job set status = 'done', finished_at = now(), locked_until = null where id = $1`, [job.id]);
    return 'done';
  } catch (err) {
    if (reg.retry && job.attempts < job.max_attempts) {
      await db.query(
        `update job set status = 'queued', last_error = $2, locked_until = null,
                run_after = now() + make_interval(secs => $3) where id = $1`,
        [job.id, errorText(err), 5 * job.attempts],
      );
      return 'retry';
    }
    await db.query(`update job set status = 'failed', last_error = $2, finished_at = now(), locked_until = null where id = $1`, [
      job.id,
      errorText(err),
    ]);
    await reg.onFailed?.(ctx, err).catch(() => {});
    return 'failed';
  } finally {
    clearInterval(renew);
  }
}

// ---- the worker loop -------------------------------------------------------------------------

export interface Worker {
  id: string;
  /** Runs every due job now; resolves when the queue is empty (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const wakers = new WeakMap<Database, Set<() => void>>();

/** Lets this process's worker pick new work up now rather than at its next poll. */
export function wakeWorkers(db: Database): void {
  for (const wake of wakers.get(db) ?? []) wake();
}

/**
 * One worker per process: polls every `pollMs` and wakes at once when this process enqueues.
 * Runs one job at a time (the machine has two cores; the HTTP server comes first).
 */
export async function startWorker(db: Database, config: AppConfig, opts: { pollMs?: number; log?: (msg: string) => void } = {}): Promise<Worker> {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const pollMs = opts.pollMs ?? 2000;
  if (db.kind === 'pglite') {
    // Embedded mode: the data-directory lock guarantees no other process runs these jobs.
    await db.query(`update job set status = 'queued', locked_until = null where status = 'running'`);
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let again = false;

  const loop = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      const job = await claimJob(db, id);
      if (!job) return;
      const result = await runJob(db, config, id, job);
      if (result === 'failed') opts.log?.(`job ${job.id} (${job.kind}) failed`);
    }
  };
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = loop()
      .catch((err) => {
        if (!stopped) opts.log?.(`job worker: ${errorText(err)}`);
      })
      .finally(() => {
        current = undefined;
        if (again && !stopped) {
          again = false;
          void tick();
        }
        schedule();
      });
    return current;
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), pollMs);
    timer.unref();
  };
  const wake = () => void tick();
  if (!wakers.has(db)) wakers.set(db, new Set());
  wakers.get(db)!.add(wake);
  void tick();

  return {
    id,
    async drain() {
      for (let i = 0; i < 100; i++) {
        await tick();
        const pending = await db.query<{ n: number }>(
          `select count(*)::int as n from job where kind = any($1::text[]) and status in ('queued', 'running') and run_after <= now()`,
          [jobKinds()],
        );
        if (!pending[0].n && !current) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakers.get(db)?.delete(wake);
      await current?.catch(() => {});
    },
  };
}
