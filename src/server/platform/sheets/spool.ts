/**
 * Rows set aside on disk as a sheet is read, to be read back once, in order: an import's result
 * file is written after its last order is decided, and reading the uploaded workbook again cost
 * its XML parsed a second time (100,000 bulk-order rows: several seconds of a reader thread, which
 * the result file waited for). A batch is kept as V8's serialization of its rows (dates stay
 * dates, empty cells stay holes), each record its length then its bytes.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import type { SheetRow } from './types';

export interface RowSpool {
  /** Sets a batch of rows aside. */
  add(rows: SheetRow[]): Promise<void>;
  /** The rows set aside, batch by batch, in the order they were added (once every add has finished). */
  read(): AsyncIterable<SheetRow[]>;
  /** Removes the file (whatever happened). */
  remove(): Promise<void>;
}

export async function rowSpool(file: string): Promise<RowSpool> {
  const out = await fs.promises.open(file, 'w');
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await out.close();
  };
  return {
    async add(rows) {
      if (!rows.length) return;
      const body = v8.serialize(rows);
      const head = Buffer.alloc(4);
      head.writeUInt32LE(body.length, 0);
      await out.writev([head, body]);
    },
    async *read() {
      await close();
      const input = await fs.promises.open(file, 'r');
      try {
        const head = Buffer.alloc(4);
        for (let at = 0; ; ) {
          const { bytesRead } = await input.read(head, 0, 4, at);
          if (bytesRead < 4) return;
          const body = Buffer.alloc(head.readUInt32LE(0));
          await input.read(body, 0, body.length, at + 4);
          at += 4 + body.length;
          yield v8.deserialize(body) as SheetRow[];
        }
      } finally {
        await input.close();
      }
    },
    async remove() {
      await close().catch(() => {});
      await fs.promises.rm(file, { force: true });
    },
  };
}
