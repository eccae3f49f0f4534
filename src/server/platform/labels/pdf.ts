/**
 * Label compositions as one PDF, a page each (pdf-lib): text in the documents' fonts (a subset of
 * Noto Sans SC, Chinese included), Code 128 in vector bars, QR codes in vector squares. Other PDF
 * labels (a carrier's own) may be appended whole, page by page.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { drawBars, fillRects, MM } from '../pdf/code128';
import { embedFonts, type DocumentFonts } from '../pdf/fonts';
import type { Composition, QrSymbol } from './compose';

const BLACK = rgb(0, 0, 0);
/** The widest Code 128 module a label draws (mm): wider bars scan no better and the symbol grows past its box. */
export const LABEL_MAX_MODULE_MM = 0.5;

/** What a label document says about itself; `date` makes the same labels the same file. */
export interface LabelDocumentInfo { title: string; creator: string; date: Date }

/** A page of the document: a composition we draw, or a PDF label drawn elsewhere, copied in whole. */
export type LabelPage = { composition: Composition } | { pdf: Uint8Array };

export async function renderLabelsPdf(pages: LabelPage[], info: LabelDocumentInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(info.title);
  doc.setCreator(info.creator);
  doc.setProducer(info.creator);
  doc.setCreationDate(info.date);
  doc.setModificationDate(info.date);
  let fonts: DocumentFonts | undefined;
  for (const p of pages) {
    if ('pdf' in p) {
      const other = await PDFDocument.load(p.pdf);
      for (const page of await doc.copyPages(other, other.getPageIndices())) doc.addPage(page);
      continue;
    }
    fonts ??= await embedFonts(doc);
    drawComposition(doc.addPage([p.composition.widthMm * MM, p.composition.heightMm * MM]), p.composition, fonts);
  }
  return doc.save();
}

function drawComposition(page: PDFPage, c: Composition, fonts: DocumentFonts) {
  // Compositions measure from the top-left in mm; PDF from the bottom-left in points.
  const X = (mm: number) => mm * MM;
  const Y = (mm: number) => (c.heightMm - mm) * MM;
  for (const item of c.items) {
    switch (item.kind) {
      case 'text':
        page.drawText(item.text, { x: X(item.x), y: Y(item.baseline), size: item.size, font: fonts[item.weight], color: BLACK });
        break;
      case 'rule':
        fillRects(page, [[X(item.x), Y(item.y + item.h), item.w * MM, item.h * MM]]);
        break;
      case 'code128':
        drawBars(page, item.sbs, { x: X(item.x), y: Y(item.y + item.h), width: item.w * MM, height: item.h * MM, maxModule: LABEL_MAX_MODULE_MM * MM, center: true });
        break;
      case 'qrcode':
        drawQr(page, item, X, Y);
        break;
    }
  }
}

/** The QR code's modules as squares. */
function drawQr(page: PDFPage, s: QrSymbol, X: (mm: number) => number, Y: (mm: number) => number) {
  fillRects(page, qrRects(s).map(([x, y, w, h]) => [X(x), Y(y + h), w * MM, h * MM]));
}

/**
 * The QR code's dark modules as rectangles in mm from the label's top-left (a run of them in a row
 * is one: fewer operators, no hairline seams), centred in the box with its 4-module quiet zone inside it.
 */
export function qrRects(s: QrSymbol): [x: number, y: number, w: number, h: number][] {
  const n = s.cells.length;
  const cell = Math.min(s.w, s.h) / (n + 8);
  const left = s.x + (s.w - n * cell) / 2;
  const top = s.y + (s.h - n * cell) / 2;
  const rects: [number, number, number, number][] = [];
  s.cells.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      let end = c;
      while (end + 1 < row.length && row[end + 1]) end++;
      rects.push([left + c * cell, top + r * cell, (end - c + 1) * cell, cell]);
      c = end;
    }
  });
  return rects;
}
