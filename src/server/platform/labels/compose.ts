/**
 * A label layout filled with one page's values, worked out once into what is drawn: each text's
 * lines at their size and place (fitted to the box with the documents' font metrics), each
 * barcode's symbol, each rule. The PDF and the ZPL renderers draw this same composition, so the
 * two formats break lines and place things alike.
 */
import bwipjs from 'bwip-js/node';
import { fillText, shown, type BarcodeElement, type LabelLayout, type LabelValues, type TextElement } from '../../../domain/labels/layout';
import { code128Bars } from '../pdf/code128';
import { printable, textWidth, type FontWeight } from '../pdf/fonts';
import { wrap } from '../pdf/wrap';

export { wrap };

/** Millimetres per point. */
export const PT_MM = 25.4 / 72;
/** Where a line's baseline sits below the top of its line, and the distance between lines, in ems. */
const ASCENT = 0.9;
const LEADING = 1.2;

/** One line of text: `x` its left edge and `baseline` in mm, `size` in points. */
export interface TextLine { kind: 'text'; x: number; baseline: number; size: number; weight: FontWeight; text: string; width: number }
/** A Code 128 symbol in its box (mm): `sbs` the bar and space widths in modules, bar first (bwip-js). */
export interface Code128Symbol { kind: 'code128'; x: number; y: number; w: number; h: number; value: string; sbs: number[] }
/** A QR code in its box (mm): `cells` its dark modules row by row. */
export interface QrSymbol { kind: 'qrcode'; x: number; y: number; w: number; h: number; value: string; cells: boolean[][] }
export interface Rule { kind: 'rule'; x: number; y: number; w: number; h: number }
export type Drawn = TextLine | Code128Symbol | QrSymbol | Rule;

export interface Composition { widthMm: number; heightMm: number; items: Drawn[] }

export function composeLabel(layout: LabelLayout, values: LabelValues): Composition {
  const items: Drawn[] = [];
  for (const e of layout.elements) {
    if (!shown(e, values)) continue;
    if (e.kind === 'rule') {
      const t = e.thickness ?? 0.3;
      items.push({ kind: 'rule', x: e.x, y: e.y, w: Math.max(e.w, t), h: Math.max(e.h, t) });
    } else if (e.kind === 'text') {
      items.push(...textLines(e, fillText(e.text, values)));
    } else {
      const value = values[e.field];
      if (value) items.push(...symbol(e, value));
    }
  }
  return { widthMm: layout.widthMm, heightMm: layout.heightMm, items };
}

function symbol(e: BarcodeElement, value: string): Drawn[] {
  if (e.symbology === 'qrcode') {
    const [s] = bwipjs.raw('qrcode', value, 'eclevel=M');
    if (!s || !('pixs' in s)) throw new Error('QR encoding failed');
    const cells = Array.from({ length: s.pixy }, (_, r) => Array.from({ length: s.pixx }, (_, c) => s.pixs[r * s.pixx + c] === 1));
    return [{ kind: 'qrcode', x: e.x, y: e.y, w: e.w, h: e.h, value, cells }];
  }
  const sbs = code128Bars(value);
  if (!e.caption) return [{ kind: 'code128', x: e.x, y: e.y, w: e.w, h: e.h, value, sbs }];
  // The value under the bars, centred, in the box's last lines.
  const captionH = e.caption * PT_MM * LEADING;
  const caption = textLines({ kind: 'text', x: e.x, y: e.y + e.h - captionH, w: e.w, h: captionH, text: value, size: e.caption, bold: true, align: 'center' }, value);
  return [{ kind: 'code128', x: e.x, y: e.y, w: e.w, h: e.h - captionH - 0.5, value, sbs }, ...caption];
}

/** The text's lines at the largest size from `size` down to `minSize` at which it fits its box; past that the last line ends in "…". */
function textLines(e: TextElement, raw: string): TextLine[] {
  const text = printable(raw);
  if (!text) return [];
  const weight: FontWeight = e.bold ? 'bold' : 'regular';
  const maxLines = e.lines ?? 1;
  const minSize = e.minSize ?? Math.max(5, Math.round(e.size * 0.6 * 2) / 2);
  const widthPt = e.w / PT_MM;
  let size = e.size;
  let lines: string[] = [];
  for (; size >= minSize; size -= 0.5) {
    lines = wrap(text, widthPt, size, weight);
    const fitsHeight = ((lines.length - 1) * LEADING + 1) * size * PT_MM <= e.h + 0.01;
    if (lines.length <= maxLines && fitsHeight) break;
  }
  if (size < minSize) {
    size = minSize;
    const rows = Math.max(1, Math.min(maxLines, Math.floor((e.h / (size * PT_MM) - 1) / LEADING) + 1));
    lines = wrap(text, widthPt, size, weight);
    if (lines.length > rows) lines = [...lines.slice(0, rows - 1), ellipsis(lines.slice(rows - 1).join(''), widthPt, size, weight)];
  }
  return lines.map((line, i) => {
    const width = textWidth(line, size, weight) * PT_MM;
    const x = e.align === 'center' ? e.x + (e.w - width) / 2 : e.align === 'right' ? e.x + e.w - width : e.x;
    return { kind: 'text', x, baseline: e.y + (ASCENT + i * LEADING) * size * PT_MM, size, weight, text: line, width };
  });
}

function ellipsis(text: string, widthPt: number, size: number, weight: FontWeight): string {
  if (textWidth(text, size, weight) <= widthPt) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size, weight) > widthPt) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
