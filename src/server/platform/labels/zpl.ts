/**
 * Label compositions as ZPL II for thermal printers at 203 or 300 dpi: one ^XA … ^XZ format per
 * page, ^PW/^LL the page in dots, UTF-8 field data (^CI28).
 *
 * Text: ZPL printers have no Chinese font unless one is downloaded to them, and which one a
 * customer's printer holds is unknown. So a line that is plain ASCII is set in the printer's own
 * scalable font 0 (^A0: small and sharp), and a line with any other character (Chinese, accents) is
 * sent as a ^GF bitmap drawn here from the same Noto Sans SC outlines as the PDF (raster.ts), in
 * ZPL's run-length compressed hex. Both sit where the PDF sets the line, so the two formats break
 * and place text alike and print on any ZPL printer as they are.
 * Barcodes are the printer's own: ^BC Code 128 (automatic subsets) and ^BQ QR (model 2, level M).
 */
import type { Composition, TextLine } from './compose';
import { rasterizeLine, type Bitmap } from './raster';
import { CODE128_QUIET } from '../pdf/code128';

export type Dpi = 203 | 300;
export const ZPL_DPI: readonly Dpi[] = [203, 300];

export function renderLabelsZpl(pages: Composition[], dpi: Dpi): string {
  return pages.map((c) => zplPage(c, dpi)).join('');
}

function zplPage(c: Composition, dpi: Dpi): string {
  const dots = (mm: number) => Math.round((mm * dpi) / 25.4);
  const out = ['^XA', '^CI28', `^PW${dots(c.widthMm)}`, `^LL${dots(c.heightMm)}`, '^LH0,0'];
  for (const item of c.items) {
    switch (item.kind) {
      case 'rule': {
        const w = Math.max(1, dots(item.w));
        const h = Math.max(1, dots(item.h));
        out.push(`^FO${dots(item.x)},${dots(item.y)}^GB${w},${h},${Math.min(w, h)},B,0^FS`);
        break;
      }
      case 'text':
        out.push(text(item, dpi, dots));
        break;
      case 'code128': {
        const modules = item.sbs.reduce((a, b) => a + b, 0);
        const box = dots(item.w);
        // Whole dots per module (at least 2: a 1-dot bar at 203 dpi is too thin to read), quiet zones inside the box.
        const module = Math.max(2, Math.min(10, Math.floor(box / (modules + 2 * CODE128_QUIET))));
        const x = dots(item.x) + Math.max(0, Math.floor((box - modules * module) / 2));
        out.push(`^FO${x},${dots(item.y)}^BY${module}^BCN,${dots(item.h)},N,N,N,A^FH_^FD${fieldData(item.value)}^FS`);
        break;
      }
      case 'qrcode': {
        const n = item.cells.length;
        const box = Math.min(dots(item.w), dots(item.h));
        const magnification = Math.max(1, Math.min(10, Math.floor(box / (n + 8))));
        const side = n * magnification;
        out.push(`^FO${dots(item.x) + Math.floor((dots(item.w) - side) / 2)},${dots(item.y) + Math.floor((dots(item.h) - side) / 2)}^BQN,2,${magnification}^FH_^FDMA,${fieldData(item.value)}^FS`);
        break;
      }
    }
  }
  out.push('^PQ1', '^XZ');
  return `${out.join('\n')}\n`;
}

const ASCII = /^[\x20-\x7e]*$/;

function text(line: TextLine, dpi: Dpi, dots: (mm: number) => number): string {
  const sizeDots = (line.size * dpi) / 72;
  if (ASCII.test(line.text)) {
    // ^A0's height is its cell: the cap height sits about 0.72 of it below the top, as the PDF's font does at its em.
    const h = Math.max(10, Math.round(sizeDots));
    const top = dots(line.baseline) - Math.round(0.78 * h);
    return `^FO${dots(line.x)},${Math.max(0, top)}^A0N,${h},${h}^FH_^FD${fieldData(line.text)}^FS`;
  }
  const bitmap = rasterizeLine(line.text, sizeDots, line.weight);
  return `^FO${dots(line.x)},${Math.max(0, dots(line.baseline) - bitmap.baseline)}${graphicField(bitmap)}^FS`;
}

/** Field data with ^, ~ and the escape character itself written as _XX hex (^FH_). */
function fieldData(s: string): string {
  return s.replace(/[_^~]/g, (ch) => `_${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * ^GFA with ZPL's ASCII compression: a row equal to the one before is ':', trailing zeros end in
 * ',', and a run of one hex digit is a repeat count before it (G-Y = 1-19, g-z = 20-400).
 */
export function graphicField(b: Bitmap): string {
  const total = b.stride * b.height;
  const rows: string[] = [];
  for (let r = 0; r < b.height; r++) {
    const at = r * b.stride;
    if (r > 0 && sameRow(b.bits, at - b.stride, at, b.stride)) {
      rows.push(':');
      continue;
    }
    let end = b.stride;
    while (end > 0 && b.bits[at + end - 1] === 0) end--;
    let hex = '';
    for (let i = 0; i < end; i++) hex += HEX[b.bits[at + i]];
    // Trailing zeros of the last byte go too: ',' fills the row.
    const trimmed = end < b.stride ? hex.replace(/0+$/, '') : hex;
    rows.push(end < b.stride ? `${runLength(trimmed)},` : runLength(hex));
  }
  return `^GFA,${total},${total},${b.stride},${rows.join('')}`;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0'));

function sameRow(bits: Uint8Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (bits[a + i] !== bits[b + i]) return false;
  return true;
}

function runLength(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; ) {
    let j = i + 1;
    while (j < hex.length && hex.charCodeAt(j) === hex.charCodeAt(i)) j++;
    out += repeatCount(j - i) + hex[i];
    i = j;
  }
  return out;
}

function repeatCount(n: number): string {
  if (n === 1) return '';
  let out = '';
  while (n > 400) {
    out += 'z';
    n -= 400;
  }
  if (n >= 20) out += String.fromCharCode('g'.charCodeAt(0) + Math.floor(n / 20) - 1);
  if (n % 20) out += String.fromCharCode('G'.charCodeAt(0) + (n % 20) - 1);
  return out;
}
