/**
 * A sheet streamed instead of read whole (a bulk import of 100,000 rows): its rows come in
 * batches, top to bottom, and the reader goes no further than its consumer lets it, so the
 * sheet is never all in memory at once.
 */
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readSheet, stopReaders, streamSheet } from './index';
import { BATCH_ROWS, readSheetRows } from './read';
import { DEFAULT_LIMITS, type SheetRow } from './types';

afterAll(() => stopReaders());

const ROWS = 5 * BATCH_ROWS;

async function bigSheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.addRow(['No', 'Weight', 'City']);
  for (let i = 0; i < ROWS; i++) ws.addRow([`N-${i}`, i % 30, 'Los Angeles']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('streaming a sheet', () => {
  it('the reader stops where its consumer has not taken the rows yet, and goes on once it has', async () => {
    const content = new Uint8Array(await bigSheet());
    const batches: SheetRow[][] = [];
    let release!: () => void;
    const taken = new Promise<void>((resolve) => { release = resolve; });
    let held!: () => void;
    const waiting = new Promise<void>((resolve) => { held = resolve; });
    // The consumer takes nothing after the second batch until it says so.
    const reading = readSheetRows({ content, sheet: 0, headerRow: 1, limits: DEFAULT_LIMITS }, {
      opened: () => {},
      rows: (rows) => batches.push(rows),
      pace: () => {
        if (batches.length < 2) return Promise.resolve();
        held();
        return taken;
      },
    });
    await waiting;
    // Time enough to read the whole sheet (about 50 ms) for a reader that did not wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const read = batches.flat().length;
    // At most the rows of the XML chunk that filled the second batch beyond it: far from the whole sheet.
    expect(read).toBeGreaterThanOrEqual(2 * BATCH_ROWS);
    expect(read).toBeLessThan(3 * BATCH_ROWS);
    release();
    await reading;
    expect(batches.flat().map((r) => r.row)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 2));
    expect(batches.every((b) => b.length <= BATCH_ROWS)).toBe(true);
  });

  it('through a reader thread: the sheet and header first, then every row in batches, top to bottom, the share read rising to 1', async () => {
    const stream = streamSheet(await bigSheet());
    try {
      const { sheet, header } = await stream.opened;
      expect(sheet).toEqual({ name: 'Orders', index: 0 });
      expect(header?.values).toEqual(['No', 'Weight', 'City']);
      const rows: number[] = [];
      const shares: number[] = [];
      for await (const chunk of stream.chunks) {
        expect(chunk.rows.length).toBeLessThanOrEqual(BATCH_ROWS);
        rows.push(...chunk.rows.map((r) => r.row));
        shares.push(chunk.read);
        // A slow consumer (a database write): the reader waits for it.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(rows).toEqual(Array.from({ length: ROWS }, (_, i) => i + 2));
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
      expect(shares.at(-1)).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('a consumer that leaves early stops the read, and the next read goes on as usual', async () => {
    const content = await bigSheet();
    const stream = streamSheet(content);
    let seen = 0;
    for await (const chunk of stream.chunks) {
      seen += chunk.rows.length;
      break;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(ROWS);
    const whole = await readSheet(content);
    expect(whole.rows.length).toBe(ROWS);
  });

  it('a refused workbook is refused through the stream', async () => {
    const stream = streamSheet(await bigSheet(), { sheet: 'Nope' });
    await expect(stream.opened).rejects.toMatchObject({ key: 'sheet.noSheet' });
    await expect((async () => { for await (const _ of stream.chunks) { /* nothing comes */ } })()).rejects.toMatchObject({ key: 'sheet.noSheet' });
  });
});
