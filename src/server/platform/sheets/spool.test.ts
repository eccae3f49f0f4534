/** rowSpool: rows set aside come back in order, as they were (dates, empty cells), and the file goes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowSpool } from './spool';

describe('rowSpool', () => {
  it('gives back every batch in the order added, dates and empty cells as they were, then removes its file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spool-test-')), 'rows');
    const spool = await rowSpool(file);
    const day = new Date(Date.UTC(2026, 10, 29));
    const sparse: (string | number | Date | undefined)[] = ['a'];
    sparse[3] = day;
    const batches = [
      [{ row: 3, values: ['x', 1.5, true] }, { row: 4, values: sparse }],
      [],
      [{ row: 9, values: ['中文 & <b>'], hidden: true as const }],
    ];
    for (const b of batches) await spool.add(b as never);
    const back = [];
    for await (const rows of spool.read()) back.push(rows);
    expect(back).toEqual([batches[0], batches[2]]);
    expect(Object.keys(back[0][1].values)).toEqual(['0', '3']);
    expect(back[0][1].values[3]).toEqual(day);
    await spool.remove();
    expect(fs.existsSync(file)).toBe(false);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
