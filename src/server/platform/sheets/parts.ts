/**
 * The small parts of a workbook, each parsed as a stream: where the workbook is, its sheets,
 * its shared strings and which cell styles are dates. XML goes through saxes (no DTD
 * entities are expanded: a "billion laughs" document fails as a bad file).
 */
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { partChunks, type ZipEntry } from './zip';
import { SheetRefusal, StopReading } from './types';

export interface Part {
  buf: Buffer;
  entries: Map<string, ZipEntry>;
  budget: { left: number; max: number };
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
}

export interface XmlHandlers {
  open?(tag: Tag): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Tag names without their namespace prefix ("x:row" is a row too). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one part through the handlers; a part that is not well-formed XML is a bad file.
 * `afterChunk` (the share of the part parsed so far, 0..1) is awaited between chunks: a reader
 * whose rows are not taken yet waits there, with nothing more inflated.
 */
export async function parseXml(part: Part, name: string, on: XmlHandlers, afterChunk?: (share: number) => Promise<void> | void): Promise<boolean> {
  const entry = part.entries.get(name.toLowerCase());
  if (!entry) return false;
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (t) => on.open?.({ name: local(t.name), attributes: t.attributes as Record<string, string> }));
  if (on.close) parser.on('closetag', (t) => on.close!(local(t.name)));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new TextDecoder('utf-8');
  let parsed = 0;
  try {
    for await (const chunk of partChunks(part.buf, entry, part.budget)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      parsed += chunk.length;
      await afterChunk?.(parsed / Math.max(1, entry.size));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    if (err instanceof SheetRefusal || err instanceof StopReading) throw err;
    throw new SheetRefusal('sheet.notXlsx');
  }
  return true;
}

/** Part names are relative to the folder of the part whose relationships name them. */
function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromPart), target));
}

interface Relationship {
  type: string;
  target: string;
}

async function relationships(part: Part, ofPart: string): Promise<Map<string, Relationship>> {
  const relsName = path.posix.join(path.posix.dirname(ofPart), '_rels', `${path.posix.basename(ofPart)}.rels`);
  const rels = new Map<string, Relationship>();
  await parseXml(part, relsName, {
    open(t) {
      if (t.name !== 'Relationship' || t.attributes.TargetMode === 'External') return;
      rels.set(t.attributes.Id, { type: t.attributes.Type ?? '', target: resolveTarget(ofPart, t.attributes.Target ?? '') });
    },
  });
  return rels;
}

const ofType = (rel: Relationship, kind: string) => rel.type.endsWith(`/${kind}`);

export interface Workbook {
  /** Worksheets in workbook order (chart sheets left out), with their part names. */
  sheets: { name: string; part: string }[];
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

export async function readWorkbook(part: Part): Promise<Workbook> {
  const root = await relationships(part, '');
  const office = [...root.values()].find((r) => ofType(r, 'officeDocument'));
  const workbookPart = office?.target ?? 'xl/workbook.xml';
  const rels = await relationships(part, workbookPart);
  const sheets: Workbook['sheets'] = [];
  let date1904 = false;
  const found = await parseXml(part, workbookPart, {
    open(t) {
      if (t.name === 'workbookPr') date1904 = t.attributes.date1904 === '1' || t.attributes.date1904 === 'true';
      if (t.name !== 'sheet') return;
      const id = Object.entries(t.attributes).find(([k]) => local(k) === 'id')?.[1];
      const rel = id ? rels.get(id) : undefined;
      if (rel && ofType(rel, 'worksheet')) sheets.push({ name: t.attributes.name ?? '', part: rel.target });
    },
  });
  if (!found) throw new SheetRefusal('sheet.notXlsx');
  const all = [...rels.values()];
  return {
    sheets,
    sharedStrings: all.find((r) => ofType(r, 'sharedStrings'))?.target,
    styles: all.find((r) => ofType(r, 'styles'))?.target,
    date1904,
  };
}

/** The shared strings table: rich text runs joined, phonetic guides (rPh) left out. */
export async function readSharedStrings(part: Part, name: string | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!name) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parseXml(part, name, {
    open(t) {
      if (t.name === 'si') current = [];
      else if (t.name === 'rPh') phonetic++;
      else if (t.name === 't' && current && !phonetic) inText = true;
    },
    text(s) {
      if (inText) current!.push(s);
    },
    close(n) {
      if (n === 't') inText = false;
      else if (n === 'rPh') phonetic--;
      else if (n === 'si' && current) {
        strings.push(decodeEscapes(current.join('')));
        current = null;
      }
    },
  });
  return strings;
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

function isDateFormat(code: string): boolean {
  // Quoted text, escaped characters and [colour]/[locale] sections say nothing about dates.
  const bare = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return /[ymdhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** Which cell style indexes (the `s` of a cell) show a date. */
export async function readDateStyles(part: Part, name: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!name) return dates;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let xf = 0;
  await parseXml(part, name, {
    open(t) {
      if (t.name === 'numFmt') custom.set(Number(t.attributes.numFmtId), t.attributes.formatCode ?? '');
      else if (t.name === 'cellXfs') inCellXfs = true;
      else if (t.name === 'xf' && inCellXfs) {
        const id = Number(t.attributes.numFmtId ?? 0);
        if (DATE_FORMAT_IDS.has(id) || (custom.has(id) && isDateFormat(custom.get(id)!))) dates.add(xf);
        xf++;
      }
    },
    close(n) {
      if (n === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** OOXML writes characters XML cannot hold as _xHHHH_ ("_x000D_" is a carriage return). */
export function decodeEscapes(s: string): string {
  return s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;
}
