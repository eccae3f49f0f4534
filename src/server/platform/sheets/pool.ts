/**
 * The reader threads: a workbook is read off the request's event loop, so a big or hostile file
 * stalls nobody else. Threads start on first use (one per spare core, at most four), read one
 * workbook at a time with a memory ceiling and a time limit, stay warm for the next upload and
 * end after a few idle minutes. A thread that runs out of memory or time is ended and replaced.
 *
 * A read is either collected whole (`readInThread`: the rows of a small sheet at once) or
 * streamed (`streamInThread`: a few batches ahead of a consumer that works through a large
 * sheet batch by batch). A streamed reader waiting for its consumer ("parked") spends none of
 * its time limit and does not count as busy: another upload's read gets a thread meanwhile.
 */
import { availableParallelism } from 'node:os';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { mb } from './zip';
import type { ReadControl, ReadReply, ReadRequest, SheetData, SheetOpened, SheetRow } from './types';

const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const READ_TIMEOUT_MS = 120_000;
const IDLE_MS = 5 * 60_000;
/** The heap a reader may use: the shared strings of a 50 MB workbook fit several times over. */
const HEAP_MB = 512;
/**
 * Its young generation: a parser's garbage dies within a row or two, and a small one is swept as
 * fast. Streaming 100,000 bulk-order rows took the process about 70 MB more with it, 100 to 110 MB with
 * V8's default for the thread, in the same time.
 */
const YOUNG_MB = 8;

/** What a read's messages become: the sheet opened, batches of rows, the end (with the refusal or failure, if any). */
interface Job {
  req: ReadRequest;
  opened(opened: SheetOpened): void;
  rows(rows: SheetRow[], read: number): void;
  end(error?: Error): void;
  /** The reader on it, once dispatched. */
  reader?: Reader;
  /** The consumer stopped: the reader is told so and is free once it says it stopped. */
  stopped?: boolean;
}

interface Reader {
  worker: Worker;
  job?: Job;
  /** Ending (out of time or memory): takes no further job. */
  ending?: boolean;
  /** Waiting for its stream's consumer: its clock stopped, not counted as busy. */
  parked?: boolean;
  /** The read time its job has left, and since when it runs (while not parked). */
  left: number;
  since: number;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const readers: Reader[] = [];
const waiting: Job[] = [];
let nextId = 1;

function startClock(reader: Reader): void {
  reader.since = performance.now();
  reader.timer = setTimeout(() => end(reader, new AppError('sheet.timeout')), reader.left);
  reader.timer.unref();
}

function stopClock(reader: Reader): void {
  clearTimeout(reader.timer);
  reader.left = Math.max(0, reader.left - (performance.now() - reader.since));
}

function finish(reader: Reader, error?: Error): void {
  const job = reader.job;
  if (!job) return;
  reader.job = undefined;
  reader.parked = false;
  clearTimeout(reader.timer);
  reader.worker.unref();
  if (!reader.ending) {
    reader.idle = setTimeout(() => void reader.worker.terminate(), IDLE_MS);
    reader.idle.unref();
  }
  job.end(error);
  dispatch();
}

/** Ends a reader that must not take another job; its job (if any) ends with `error`. */
function end(reader: Reader, error: Error): void {
  reader.ending = true;
  finish(reader, error);
  void reader.worker.terminate();
}

function spawn(): Reader {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: YOUNG_MB },
  });
  const reader: Reader = { worker, left: READ_TIMEOUT_MS, since: 0 };
  worker.on('message', (msg: ReadReply) => {
    const job = reader.job;
    if (!job || msg.id !== job.req.id) return;
    if (msg.kind === 'opened') {
      if (!job.stopped) job.opened({ sheet: msg.sheet, header: msg.header });
    } else if (msg.kind === 'rows') {
      if (!job.stopped) job.rows(msg.rows, msg.read);
    } else if (msg.kind === 'done') {
      finish(reader);
    } else if (msg.kind === 'refused') {
      finish(reader, new AppError(msg.key, msg.params));
    } else {
      finish(reader, new Error(`spreadsheet reader: ${msg.message}`));
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
    finish(reader, new Error('spreadsheet reader stopped'));
    dispatch();
  });
  readers.push(reader);
  return reader;
}

/** Readers reading (a parked one waits for its consumer and leaves its place to a waiting read). */
const busy = () => readers.filter((r) => !r.ending && r.job && !r.parked).length;

function dispatch(): void {
  while (waiting.length) {
    const idle = readers.find((r) => !r.job && !r.ending);
    if (!idle && busy() >= THREADS) return;
    const reader = idle ?? spawn();
    const job = waiting.shift()!;
    reader.job = job;
    job.reader = reader;
    clearTimeout(reader.idle);
    reader.worker.ref(); // a read in progress keeps the process alive
    reader.left = READ_TIMEOUT_MS;
    startClock(reader);
    // The content moves to the thread (transferred, not copied).
    reader.worker.postMessage(job.req, [job.req.content.buffer as ArrayBuffer]);
  }
}

function enqueue(job: Job): void {
  waiting.push(job);
  dispatch();
}

/** Queues a read collected whole; `content` is taken over by the reader thread (the caller must not use it after). */
export function readInThread(req: Omit<ReadRequest, 'id' | 'ahead'>): Promise<SheetData> {
  return new Promise((resolve, reject) => {
    let opened: SheetOpened = { sheet: { name: '', index: 0 }, header: null };
    const rows: SheetRow[] = [];
    enqueue({
      req: { ...req, id: nextId++ },
      opened: (o) => (opened = o),
      rows: (batch) => { for (const row of batch) rows.push(row); },
      end: (error) => (error ? reject(error) : resolve({ ...opened, rows })),
    });
  });
}

/** A batch of a streamed sheet's rows, and the share of the sheet read with it. */
export interface SheetChunk { rows: SheetRow[]; read: number }

/**
 * A sheet read as a stream: its sheet and header (`opened`), then its rows batch by batch
 * (`chunks`, iterated once). Leaving the loop early stops the read; `close()` does so too for a
 * consumer that never iterates (it is harmless after the end).
 */
export interface SheetStream {
  opened: Promise<SheetOpened>;
  chunks: AsyncIterable<SheetChunk>;
  close(): void;
}

/** Queues a streamed read, `ahead` batches in flight at most; `content` is taken over by the reader thread. */
export function streamInThread(req: Omit<ReadRequest, 'id' | 'ahead'>, ahead = 2): SheetStream {
  const queue: SheetChunk[] = [];
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let sent = 0;
  let taken = 0;
  let onOpened!: (o: SheetOpened) => void;
  let notOpened!: (err: Error) => void;
  const opened = new Promise<SheetOpened>((resolve, reject) => { onOpened = resolve; notOpened = reject; });
  opened.catch(() => {}); // a consumer that never awaits it hears of the failure from `chunks`
  const control = (c: ReadControl['control']) => job.reader?.worker.postMessage({ id: job.req.id, control: c } satisfies ReadControl);
  // The reader waits once its batches not yet taken fill the window: its clock stops, and so does its place among the busy ones.
  const park = (parked: boolean) => {
    const reader = job.reader;
    if (!reader || reader.job !== job || !!reader.parked === parked) return;
    reader.parked = parked;
    if (parked) {
      stopClock(reader);
      dispatch();
    } else startClock(reader);
  };
  const job: Job = {
    req: { ...req, id: nextId++, ahead },
    opened: (o) => onOpened(o),
    rows(rows, read) {
      queue.push({ rows, read });
      park(++sent - taken >= ahead);
      wake?.();
    },
    end(error) {
      ended = true;
      failure = error;
      notOpened(error ?? new Error('spreadsheet reader: the read ended before the sheet opened'));
      wake?.();
    },
  };
  const close = () => {
    if (ended || job.stopped) return;
    job.stopped = true;
    queue.length = 0;
    const i = waiting.indexOf(job);
    if (i >= 0) {
      waiting.splice(i, 1);
      job.end();
      return;
    }
    park(false);
    control('stop');
  };
  async function* chunks(): AsyncGenerator<SheetChunk> {
    try {
      for (;;) {
        const next = queue.shift();
        if (next) {
          taken++;
          if (!ended) {
            control('more');
            park(sent - taken >= ahead);
          }
          yield next;
        } else if (ended) {
          if (failure) throw failure;
          return;
        } else {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      }
    } finally {
      close();
    }
  }
  enqueue(job);
  return { opened, chunks: { [Symbol.asyncIterator]: chunks }, close };
}

/**
 * A streamed sheet read through, batch by batch: its rows, the share read and the header the
 * reader found (an empty sheet: one empty batch, so the header is seen). The event loop gets a
 * turn between batches (a batch's rows are work on the request's thread, where the embedded
 * database runs too), and the stream is closed however the read ends.
 */
export async function eachBatch(stream: SheetStream, fn: (rows: SheetRow[], read: number, header: SheetRow | null) => Promise<void>): Promise<void> {
  try {
    const { header } = await stream.opened;
    let any = false;
    for await (const { rows, read } of stream.chunks) {
      any = true;
      await fn(rows, read, header);
      await yieldToLoop();
    }
    if (!any) await fn([], 1, header);
  } finally {
    stream.close();
  }
}

/** Ends the reader threads (tests; a process exits without this, the threads do not hold it). */
export async function stopReaders(): Promise<void> {
  await Promise.all(readers.map((r) => r.worker.terminate()));
}
