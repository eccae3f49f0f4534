/**
 * The zip container of an .xlsx, read from its central directory (the list at the end of the
 * file) before anything is inflated, and its parts inflated as streams that stop at what the
 * directory declared. Only what a workbook needs: stored and deflated parts, no zip64, no
 * encryption, no multi-disk archives.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { SheetRefusal, type SheetLimits } from './types';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Parts smaller than this are never refused for their ratio (tiny XML compresses very well). */
const RATIO_GRACE_BYTES = 1024 * 1024;

/** The parts a workbook reader reads: XML and relationship files (pictures and the like never are). */
export const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

function endOfDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

/**
 * Lists the parts from the central directory and refuses, before any inflating, a workbook
 * whose XML would expand past `limits.maxXmlBytes` in all, that has too many parts, or one of
 * whose large parts expands more than `limits.maxRatio` times (a zip bomb).
 */
export function readDirectory(buf: Buffer, limits: SheetLimits): ZipEntry[] {
  if (buf.length < 22) throw new SheetRefusal('sheet.notXlsx');
  const end = endOfDirectory(buf);
  if (end < 0) throw new SheetRefusal('sheet.notXlsx');
  const count = buf.readUInt16LE(end + 10);
  const size = buf.readUInt32LE(end + 12);
  const offset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || count === 0xffff || offset === 0xffffffff) throw new SheetRefusal('sheet.notXlsx'); // multi-disk or zip64
  if (count > limits.maxParts) throw new SheetRefusal('sheet.tooManyParts', { max: limits.maxParts });
  if (offset + size > end) throw new SheetRefusal('sheet.notXlsx');
  const entries: ZipEntry[] = [];
  let xmlBytes = 0;
  for (let p = offset, i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw new SheetRefusal('sheet.notXlsx');
    const nameLength = buf.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (entry.flags & 1) throw new SheetRefusal('sheet.encrypted');
    if (isXmlPart(entry.name)) {
      if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw new SheetRefusal('sheet.tooLarge', { max: mb(limits.maxXmlBytes) });
      xmlBytes += entry.size;
      if (xmlBytes > limits.maxXmlBytes) throw new SheetRefusal('sheet.tooLarge', { max: mb(limits.maxXmlBytes) });
      const ratio = entry.size / Math.max(1, entry.compressedSize);
      if (entry.size > RATIO_GRACE_BYTES && ratio > limits.maxRatio) {
        throw new SheetRefusal('sheet.ratio', { ratio: Math.round(ratio), max: limits.maxRatio });
      }
    }
    entries.push(entry);
  }
  return entries;
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * The inflated bytes of one part, chunk by chunk. A part that inflates to more than the
 * directory said is refused at that point (the directory lied), and so is one that would take
 * the read past `budget.left` bytes: nothing is inflated beyond either.
 */
export async function* partChunks(buf: Buffer, entry: ZipEntry, budget: { left: number; max: number }): AsyncGenerator<Buffer> {
  const p = entry.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw new SheetRefusal('sheet.notXlsx');
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (start + entry.compressedSize > buf.length) throw new SheetRefusal('sheet.notXlsx');
  const data = buf.subarray(start, start + entry.compressedSize);
  let produced = 0;
  const count = (n: number) => {
    produced += n;
    budget.left -= n;
    if (budget.left < 0) throw new SheetRefusal('sheet.tooLarge', { max: mb(budget.max) });
    if (produced > entry.size) throw new SheetRefusal('sheet.notXlsx');
  };
  if (entry.method === 0) {
    for (let i = 0; i < data.length; i += 64 * 1024) {
      const chunk = data.subarray(i, i + 64 * 1024);
      count(chunk.length);
      yield chunk;
    }
    return;
  }
  if (entry.method !== 8) throw new SheetRefusal('sheet.notXlsx');
  const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
  Readable.from([data]).pipe(inflate);
  try {
    for await (const chunk of inflate) {
      count((chunk as Buffer).length);
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof SheetRefusal) throw err;
    throw new SheetRefusal('sheet.notXlsx');
  } finally {
    inflate.destroy();
  }
  if (produced !== entry.size) throw new SheetRefusal('sheet.notXlsx');
}
