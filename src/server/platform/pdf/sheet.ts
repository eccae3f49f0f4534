/**
 * A printed list on A4 (a handover sheet, a cargo manifest): a title, the document's facts as
 * label/value lines, a table of rows continued over as many pages as it needs (its header again on
 * each, pages numbered), a total line and signature lines, set in the documents' fonts (fonts.ts:
 * Chinese and Latin; a character they lack shows '?').
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { MM } from './code128';
import { embedFonts, printable } from './fonts';

export interface SheetColumn { title: string; width: number; align?: 'left' | 'right' }
export interface Sheet {
  title: string;
  creator: string;
  /** The document's own time (the same document prints the same file). */
  date: Date;
  facts: [label: string, value: string][];
  columns: SheetColumn[];
  rows: string[][];
  total: string;
  signatures?: string[];
}

export const A4: [number, number] = [210 * MM, 297 * MM];
const MARGIN = 15 * MM;
const BLACK = rgb(0, 0, 0);
const ROW = 14;

export async function renderSheet(sheet: Sheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(sheet.title);
  doc.setCreator(sheet.creator);
  doc.setCreationDate(sheet.date);
  doc.setModificationDate(sheet.date);
  const { regular, bold } = await embedFonts(doc);
  const [width, height] = A4;
  const scale = (width - 2 * MARGIN) / sheet.columns.reduce((a, c) => a + c.width, 0);
  let page: PDFPage;
  let y = 0;
  const text = (s: string, x: number, size: number, font: PDFFont, maxWidth?: number) =>
    page.drawText(fit(font, printable(s), size, maxWidth), { x, y, size, font, color: BLACK });
  const header = () => {
    let x = MARGIN;
    for (const c of sheet.columns) {
      const w = c.width * scale;
      text(c.title, c.align === 'right' ? x + w - 4 - bold.widthOfTextAtSize(printable(c.title), 9) : x, 9, bold, w - 4);
      x += w;
    }
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.8, color: BLACK });
    y -= ROW;
  };
  const newPage = () => {
    page = doc.addPage(A4);
    y = height - MARGIN - 16;
    text(sheet.title, MARGIN, 16, bold);
    y -= 8;
  };

  newPage();
  for (const [label, value] of sheet.facts) {
    y -= ROW;
    text(`${label}: ${value}`, MARGIN, 10, regular, width - 2 * MARGIN);
  }
  y -= ROW * 1.5;
  header();
  for (const row of sheet.rows) {
    if (y < MARGIN + ROW * 4) {
      newPage();
      y -= ROW;
      header();
    }
    let x = MARGIN;
    sheet.columns.forEach((c, i) => {
      const w = c.width * scale;
      const cell = fit(regular, printable(row[i] ?? ''), 9, w - 4);
      text(cell, c.align === 'right' ? x + w - 4 - regular.widthOfTextAtSize(cell, 9) : x, 9, regular);
      x += w;
    });
    y -= ROW;
  }
  page!.drawLine({ start: { x: MARGIN, y: y + ROW - 4 }, end: { x: width - MARGIN, y: y + ROW - 4 }, thickness: 0.8, color: BLACK });
  y -= 4;
  text(sheet.total, MARGIN, 10, bold);
  for (const s of sheet.signatures ?? []) {
    y -= ROW * 2.5;
    text(`${s}: ______________________`, MARGIN, 10, regular);
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => p.drawText(`${i + 1} / ${pages.length}`, { x: width - MARGIN - 30, y: MARGIN / 2, size: 8, font: regular, color: BLACK }));
  return doc.save();
}

/** The text cut to `maxWidth` with an ellipsis (a long name does not run into the next column). */
function fit(font: PDFFont, s: string, size: number, maxWidth?: number): string {
  if (!maxWidth || font.widthOfTextAtSize(s, size) <= maxWidth) return s;
  let cut = s;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}
