/**
 * A zip written as a stream (the container of the workbooks we write, zip.ts reads them): each
 * entry deflated as it is produced, with its sizes and CRC in a data descriptor after it, the
 * central directory at the end. Only what a workbook needs: deflated entries, no zip64 (an entry
 * and the whole file stay under 4 GB), UTF-8 names. Deflating runs on libuv's threads, and the
 * CRC is zlib's own, so the caller's thread only makes the text.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** What an entry's text is gathered into before it is handed to the deflater. */
const CHUNK = 64 * 1024;

interface Written { name: Buffer; crc: number; size: number; compressed: number; offset: number }

/** Resolves once `stream` can take more (its buffer under the high-water mark again); rejects with its error (events.once does). */
const drained = async (stream: Writable): Promise<void> => {
  if (stream.errored) throw stream.errored;
  await once(stream, 'drain');
};

/** A record of little-endian fields, each [its width in bytes, its value], then `tail` (a name). */
function record(fields: [2 | 4, number][], tail: Buffer = Buffer.alloc(0)): Buffer {
  const buf = Buffer.alloc(fields.reduce((n, [w]) => n + w, 0));
  let at = 0;
  for (const [width, value] of fields) at = width === 2 ? buf.writeUInt16LE(value, at) : buf.writeUInt32LE(value >>> 0, at);
  return Buffer.concat([buf, tail]);
}

export interface EntryWriter {
  /** Appends text (UTF-8) to the entry; resolves when there is room for more. */
  write(text: string): Promise<void>;
}

/**
 * Deflate level 1: a sheet's XML is repetitive enough that the fastest level keeps most of the
 * gain (10,000 rows of 41 cells: 12.9 MB of XML, 1.5 MB at level 1, 1.0 MB at level 6), and
 * deflating is then no longer what a large file waits for.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  /** The DOS date and time of every entry (now). */
  private readonly stamp: { time: number; date: number };
  /** `out` is full: resolves when it drains. */
  private full: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(private readonly out: Writable, private readonly level = 1) {
    const d = new Date();
    this.stamp = {
      time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
      date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    };
    // A write that fails (a full disk) is thrown by the next wait for room, not left unheard.
    out.on('error', (err) => { this.failure ??= err; });
  }

  private put(buf: Buffer): void {
    if (this.failure) return; // thrown by the next room()
    this.offset += buf.length;
    if (!this.out.write(buf) && !this.full) this.full = drained(this.out).finally(() => { this.full = null; });
  }

  /** Waits while `out` is full. */
  private async room(): Promise<void> {
    if (this.full && !this.failure) await this.full.catch(() => undefined);
    if (this.failure) throw this.failure;
  }

  /** One entry, its content made by `fill` through the writer it is given. */
  async entry(name: string, fill: (w: EntryWriter) => Promise<void>): Promise<void> {
    const nameBuf = Buffer.from(name, 'utf8');
    const offset = this.offset;
    // The local header: version 20, flags, method, time, date; CRC and sizes in the descriptor after the data.
    this.put(record([[4, LOCAL], [2, 20], [2, FLAGS], [2, DEFLATE], [2, this.stamp.time], [2, this.stamp.date],
      [4, 0], [4, 0], [4, 0], [2, nameBuf.length], [2, 0]], nameBuf));

    const deflate = zlib.createDeflateRaw({ level: this.level });
    let compressed = 0;
    deflate.on('data', (c: Buffer) => { compressed += c.length; this.put(c); });
    const ended = new Promise<void>((resolve, reject) => { deflate.on('end', resolve); deflate.on('error', reject); });
    let crc = 0;
    let size = 0;
    let text = '';
    const flush = async () => {
      if (!text) return;
      const buf = Buffer.from(text, 'utf8');
      text = '';
      crc = zlib.crc32(buf, crc);
      size += buf.length;
      if (!deflate.write(buf)) await drained(deflate);
      await this.room();
    };
    await fill({
      async write(t) {
        text += t;
        if (text.length >= CHUNK) await flush();
      },
    });
    await flush();
    deflate.end();
    await ended;

    const descriptor = record([[4, DESCRIPTOR], [4, crc], [4, compressed], [4, size]]);
    this.put(descriptor);
    await this.room();
    this.entries.push({ name: nameBuf, crc, size, compressed, offset });
  }

  /** The central directory and its end record: the zip is whole. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      // Made by and needed: version 20; no extra field, comment, disk number or attributes.
      this.put(record([[4, CENTRAL], [2, 20], [2, 20], [2, FLAGS], [2, DEFLATE], [2, this.stamp.time], [2, this.stamp.date],
        [4, e.crc], [4, e.compressed], [4, e.size], [2, e.name.length], [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, e.offset]], e.name));
    }
    const end = record([[4, END], [2, 0], [2, 0], [2, this.entries.length], [2, this.entries.length], [4, this.offset - start], [4, start], [2, 0]]);
    this.put(end);
    await this.room();
  }
}
