/**
 * Barcodes in PDFs (pdf-lib): a Code 128 barcode drawn in vector bars (bwip-js encodes). Shared by
 * every label the server draws (the sandbox carrier's, the pallet label, shipping labels); their
 * text is set in the documents' fonts (fonts.ts).
 */
import bwipjs from 'bwip-js/node';
import { rgb, type PDFPage } from 'pdf-lib';

/** PDF points per millimetre. */
export const MM = 72 / 25.4;
const BLACK = rgb(0, 0, 0);

/** Code 128 bars of `text` with their quiet zones from `x`, `y` (bottom), at most `maxWidth` wide; answers the width taken. */
export function drawCode128(page: PDFPage, text: string, x: number, y: number, maxWidth: number, height: number): number {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 encoding failed');
  const modules = symbol.sbs.reduce((a, b) => a + b, 0);
  // A module no wider than 1 mm (thermal printers read 0.25 mm and up); 10 modules of quiet zone each side.
  const quiet = 10;
  const module = Math.min(maxWidth / (modules + 2 * quiet), 1 * MM);
  let at = x + quiet * module;
  symbol.sbs.forEach((width, i) => {
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (i % 2 === 0) page.drawRectangle({ x: at, y, width: width * module, height, color: BLACK });
    at += width * module;
  });
  return (modules + 2 * quiet) * module;
}
