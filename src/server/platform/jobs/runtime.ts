import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection';
import type { AppConfig } from '../../config';
import fp from '../fp';
import { startPushBus, stopPushBus } from '../sse/bus';
import { closeAllStreams } from '../sse/stream';
import { startWorker, type Worker } from './queue';
import { startTableTidying } from '../../db/plannerStats';
import './exports';
import './downloadList.export';
import './messages';

/**
 * The background side of a server process: the job worker, the push bus (LISTEN on
 * PostgreSQL), the daily clean-up of old downloads and, on PGlite, the tables' statistics kept
 * fresh (db/plannerStats.ts). Started once per database, either by
 * `jobsPlugin` when the app is ready or, lazily, by the first download-centre or push-stream
 * request; stopped before the database closes.
 */
export interface Runtime {
  worker: Worker;
  stop(): Promise<void>;
}

const runtimes = new WeakMap<Database, Promise<Runtime>>();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes download records (and their files) older than half a year, and old finished jobs. */
export async function cleanupDownloads(db: Database, config: AppConfig): Promise<number> {
  const rows = await db.query<{ file_path: string | null }>(
    `delete from download where created_at < now() - interval '6 months' returning file_path`,
  );
  for (const r of rows) if (r.file_path) removeFile(config, r.file_path);
  await db.query(`delete from job where status in ('done', 'failed') and finished_at < now() - interval '7 days'`);
  return rows.length;
}

/** Deletes a generated file, never outside the files directory. */
export function removeFile(config: AppConfig, rel: string): void {
  const abs = path.resolve(config.filesDir, rel);
  if (!abs.startsWith(path.resolve(config.filesDir) + path.sep)) return;
  fs.rmSync(abs, { force: true });
}

export function ensureRuntime(db: Database, config: AppConfig, log: (msg: string) => void = console.error): Promise<Runtime> {
  let rt = runtimes.get(db);
  if (rt) return rt;
  rt = (async () => {
    await startPushBus(db);
    const worker = await startWorker(db, config, { log });
    const clean = () => cleanupDownloads(db, config).catch((err) => log(`download clean-up: ${(err as Error).message}`));
    await clean();
    const daily = setInterval(clean, DAY_MS);
    daily.unref();
    const stopTidying = startTableTidying(db, log);
    let stopped: Promise<void> | undefined;
    const stop = () =>
      (stopped ??= (async () => {
        clearInterval(daily);
        await stopTidying();
        closeAllStreams();
        await worker.stop();
        await stopPushBus(db);
      })());
    // Whoever closes the database (main.ts, tests) stops the runtime first.
    const close = db.close.bind(db);
    db.close = async () => {
      await stop();
      runtimes.delete(db);
      await close();
    };
    return { worker, stop };
  })();
  runtimes.set(db, rt);
  rt.catch(() => runtimes.delete(db));
  return rt;
}

/** Register in the app to start the worker as soon as the server is ready. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await ensureRuntime(app.db, app.config, (m) => app.log.warn(m));
  });
  app.addHook('preClose', async () => {
    closeAllStreams();
  });
});
