/**
 * A spreadsheet reader thread (started by pool.ts through worker.mjs): reads one workbook at a
 * time and answers with rows in batches, then done, refused (a SheetRefusal's key) or failed.
 */
import { parentPort } from 'node:worker_threads';
import { readSheetRows } from './read';
import { SheetRefusal, type ReadReply, type ReadRequest } from './types';

const port = parentPort!;
const reply = (msg: ReadReply) => port.postMessage(msg);

port.on('message', async (req: ReadRequest) => {
  try {
    const done = await readSheetRows(req, (rows) => reply({ id: req.id, kind: 'rows', rows }));
    reply({ id: req.id, kind: 'done', ...done });
  } catch (err) {
    if (err instanceof SheetRefusal) reply({ id: req.id, kind: 'refused', key: err.key, params: err.params });
    else reply({ id: req.id, kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
