/**
 * The reader threads: a workbook is read off the request's event loop, so a big or hostile file
 * stalls nobody else. Threads start on first use (one per spare core, at most four), read one
 * workbook at a time with a memory ceiling and a time limit, stay warm for the next upload and
 * end after a few idle minutes. A thread that runs out of memory or time is ended and replaced.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { mb } from './zip';
import type { ReadReply, ReadRequest, SheetData, SheetRow } from './types';

const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const READ_TIMEOUT_MS = 120_000;
const IDLE_MS = 5 * 60_000;
/** The heap a reader may use: the shared strings of a 50 MB workbook fit several times over. */
const HEAP_MB = 512;

interface Job {
  req: ReadRequest;
  rows: SheetRow[];
  resolve(data: SheetData): void;
  reject(err: Error): void;
}

interface Reader {
  worker: Worker;
  job?: Job;
  /** Ending (out of time or memory): takes no further job. */
  ending?: boolean;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const readers: Reader[] = [];
const waiting: Job[] = [];
let nextId = 1;

function finish(reader: Reader, outcome: { data: SheetData } | { error: Error }): void {
  const job = reader.job;
  if (!job) return;
  reader.job = undefined;
  clearTimeout(reader.timer);
  reader.worker.unref();
  if (!reader.ending) {
    reader.idle = setTimeout(() => void reader.worker.terminate(), IDLE_MS);
    reader.idle.unref();
  }
  if ('data' in outcome) job.resolve(outcome.data);
  else job.reject(outcome.error);
  dispatch();
}

/** Ends a reader that must not take another job; its job (if any) ends with `error`. */
function end(reader: Reader, error: Error): void {
  reader.ending = true;
  finish(reader, { error });
  void reader.worker.terminate();
}

function spawn(): Reader {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  const reader: Reader = { worker };
  worker.on('message', (msg: ReadReply) => {
    const job = reader.job;
    if (!job || msg.id !== job.req.id) return;
    if (msg.kind === 'rows') {
      for (const row of msg.rows) job.rows.push(row);
    } else if (msg.kind === 'done') {
      finish(reader, { data: { sheet: msg.sheet, header: msg.header, rows: job.rows } });
    } else if (msg.kind === 'refused') {
      finish(reader, { error: new AppError(msg.key, msg.params) });
    } else {
      finish(reader, { error: new Error(`spreadsheet reader: ${msg.message}`) });
    }
  });
  worker.on('error', (err: Error & { code?: string }) => {
    const tooBig = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
    end(reader, tooBig ? new AppError('sheet.tooLarge', { max: mb(reader.job?.req.limits.maxXmlBytes ?? 0) }) : err);
  });
  worker.on('exit', () => {
    reader.ending = true;
    readers.splice(readers.indexOf(reader), 1);
    clearTimeout(reader.idle);
    finish(reader, { error: new Error('spreadsheet reader stopped') });
    dispatch();
  });
  readers.push(reader);
  return reader;
}

function dispatch(): void {
  while (waiting.length) {
    const reader = readers.find((r) => !r.job && !r.ending) ?? (readers.filter((r) => !r.ending).length < THREADS ? spawn() : undefined);
    if (!reader) return;
    const job = waiting.shift()!;
    reader.job = job;
    clearTimeout(reader.idle);
    reader.worker.ref(); // a read in progress keeps the process alive
    reader.timer = setTimeout(() => end(reader, new AppError('sheet.timeout')), READ_TIMEOUT_MS);
    reader.timer.unref();
    // The content moves to the thread (transferred, not copied).
    reader.worker.postMessage(job.req, [job.req.content.buffer as ArrayBuffer]);
  }
}

/** Queues a read; `content` is taken over by the reader thread (the caller must not use it after). */
export function readInThread(req: Omit<ReadRequest, 'id'>): Promise<SheetData> {
  return new Promise((resolve, reject) => {
    waiting.push({ req: { ...req, id: nextId++ }, rows: [], resolve, reject });
    dispatch();
  });
}

/** Ends the reader threads (tests; a process exits without this, the threads do not hold it). */
export async function stopReaders(): Promise<void> {
  await Promise.all(readers.map((r) => r.worker.terminate()));
}
