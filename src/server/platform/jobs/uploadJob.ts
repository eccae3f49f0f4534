/**
 * An uploaded file handed to its background job (a bulk order sheet, a weighing upload): the file
 * stored under files/uploads/<folder>, the upload's row written by the caller (`insert`, given the
 * stored path), the job queued as a download-centre export (its progress pushed, its file the
 * result) whose record the row keeps in `download_seq`. Refused (too many jobs queued) or failed:
 * no row, file or job is left behind.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { AppConfig } from '../../config';
import type { Lang } from '../i18n';
import { currentUser, type SessionUser } from '../auth/types';
import { enqueueExport } from './exports';
import { ensureRuntime } from './runtime';
import { exportFileName } from './fileNames';

export interface UploadJob {
  /** Folder under files/uploads. */
  folder: string;
  content: Buffer;
  /** The upload's table: a row with `id` and `download_seq`. */
  table: string;
  /** Writes the upload's row for the stored file; answers its id. */
  insert: (filePath: string) => Promise<number>;
  /** The export kind running the job (its params: `{ uploadId }`). */
  kind: string;
  /** The result file's title in each language (fileNames.ts dates it). */
  title: Record<Lang, string>;
}

/** Who uploads, where: a request's caller, or a seed's user. */
export interface Uploader { db: Database; config: AppConfig; user: SessionUser; lang: Lang; log: (msg: string) => void }

export const requestUploader = (req: FastifyRequest): Uploader => ({
  db: req.server.db, config: req.server.config, user: currentUser(req), lang: req.lang, log: (m) => req.log.warn(m),
});

/** `runtime: false`: no worker is started (a seed runs the job itself: runQueuedJob). */
export async function startUploadJob(at: Uploader, o: UploadJob, { runtime = true } = {}): Promise<{ id: number; seq: number }> {
  const { db, config } = at;
  if (runtime) await ensureRuntime(db, config, at.log);
  const rel = path.join('uploads', o.folder, `${randomBytes(12).toString('hex')}.xlsx`);
  const abs = path.join(config.filesDir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, o.content);
  let id: number | undefined;
  try {
    id = await o.insert(rel);
    const fileName = exportFileName(o.kind, o.title, at.lang, new Date());
    const { seq } = await enqueueExport(db, at.user, { kind: o.kind, fileName, params: { uploadId: id }, lang: at.lang }, { maxQueued: config.exportsPerUser });
    await db.query(`update ${o.table} set download_seq = $2 where id = $1`, [id, seq]);
    return { id, seq };
  } catch (err) {
    if (id) await db.query(`delete from ${o.table} where id = $1`, [id]);
    fs.rmSync(abs, { force: true });
    throw err;
  }
}
