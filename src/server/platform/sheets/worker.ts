/**
 * A spreadsheet reader thread (started by pool.ts through worker.mjs): reads one workbook at a
 * time and answers with the sheet opened, rows in batches, then done, refused (a SheetRefusal's
 * key) or failed. A stream's read (`ahead`) sends that many batches before the request's thread
 * has taken them, then waits for it: a sheet of 100,000 rows is never all in flight at once.
 */
import { parentPort } from 'node:worker_threads';
import { readSheetRows } from './read';
import { SheetRefusal, StopReading, type ReadControl, type ReadReply, type ReadRequest } from './types';

const port = parentPort!;
const reply = (msg: ReadReply) => port.postMessage(msg);

/** The read under way: batches it may still send, and the wait for more room. */
let flow: { id: number; room: number; stopped: boolean; wake?: () => void } | null = null;

async function read(req: ReadRequest): Promise<void> {
  const mine = { id: req.id, room: req.ahead ?? Infinity, stopped: false } as NonNullable<typeof flow>;
  flow = mine;
  try {
    await readSheetRows(req, {
      opened: (opened) => reply({ id: req.id, kind: 'opened', ...opened }),
      rows: (rows, share) => {
        mine.room--;
        reply({ id: req.id, kind: 'rows', rows, read: share });
      },
      async pace() {
        while (mine.room <= 0 && !mine.stopped) await new Promise<void>((resolve) => (mine.wake = resolve));
        if (mine.stopped) throw new StopReading();
      },
    });
    reply({ id: req.id, kind: 'done' });
  } catch (err) {
    if (err instanceof StopReading) reply({ id: req.id, kind: 'done' });
    else if (err instanceof SheetRefusal) reply({ id: req.id, kind: 'refused', key: err.key, params: err.params });
    else reply({ id: req.id, kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  } finally {
    if (flow === mine) flow = null;
  }
}

port.on('message', (msg: ReadRequest | ReadControl) => {
  if ('control' in msg) {
    if (flow?.id !== msg.id) return;
    if (msg.control === 'more') flow.room++;
    else flow.stopped = true;
    flow.wake?.();
    return;
  }
  void read(msg);
});
