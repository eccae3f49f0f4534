/**
 * Barcodes in PDFs (pdf-lib): a Code 128 barcode drawn in vector bars (bwip-js encodes). Shared by
 * every label the server draws (the sandbox carrier's, the pallet label, shipping labels); their
 * text is set in the documents' fonts (fonts.ts).
 */
import bwipjs from 'bwip-js/node';
import { fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor, type PDFOperator, type PDFPage } from 'pdf-lib';

/** PDF points per millimetre. */
export const MM = 72 / 25.4;
const BLACK = rgb(0, 0, 0);
/** Quiet zone each side, in modules (ISO/IEC 15417 asks 10). */
export const CODE128_QUIET = 10;

/**
 * Filled black rectangles (points, bottom-left corners) as one path: a barcode's bars or a QR
 * code's modules are hundreds of rectangles, and one fill instead of a drawing each keeps the
 * page's content (and its compression) a tenth of the size.
 */
export function fillRects(page: PDFPage, rects: [x: number, y: number, width: number, height: number][]) {
  if (!rects.length) return;
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingColor(BLACK)];
  for (const [x, y, w, h] of rects) ops.push(rectangle(round(x), round(y), round(w), round(h)));
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

/** A thousandth of a point is far below any printer's dot. */
const round = (v: number) => Math.round(v * 1000) / 1000;

/** The bar and space widths of `text` in modules, bar first. */
export function code128Bars(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 encoding failed');
  return symbol.sbs;
}

/**
 * Bars `sbs` with their quiet zones in the box from `x`, `y` (bottom), at most `width` wide and a
 * module at most `maxModule` points (thermal printers read 0.25 mm and up); centred when asked.
 * Answers the width taken.
 */
export function drawBars(page: PDFPage, sbs: number[], box: { x: number; y: number; width: number; height: number; maxModule?: number; center?: boolean }): number {
  const { spans, taken } = barSpans(sbs, { ...box, maxModule: box.maxModule ?? 1 * MM });
  fillRects(page, spans.map(([x, w]) => [x, box.y, w, box.height]));
  return taken;
}

/**
 * Where the bars of `sbs` go across a box, in the box's own units (points for a PDF, mm for a
 * preview): each bar's left edge and width, and the width taken with the quiet zones.
 */
export function barSpans(sbs: number[], box: { x: number; width: number; maxModule: number; center?: boolean }): { spans: [x: number, width: number][]; taken: number } {
  const modules = sbs.reduce((a, b) => a + b, 0);
  const module = Math.min(box.width / (modules + 2 * CODE128_QUIET), box.maxModule);
  const taken = (modules + 2 * CODE128_QUIET) * module;
  let at = box.x + (box.center ? (box.width - taken) / 2 : 0) + CODE128_QUIET * module;
  const spans: [number, number][] = [];
  sbs.forEach((w, i) => {
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (i % 2 === 0) spans.push([at, w * module]);
    at += w * module;
  });
  return { spans, taken };
}

/** Code 128 bars of `text` with their quiet zones from `x`, `y` (bottom), at most `maxWidth` wide; answers the width taken. */
export function drawCode128(page: PDFPage, text: string, x: number, y: number, maxWidth: number, height: number): number {
  return drawBars(page, code128Bars(text), { x, y, width: maxWidth, height });
}
