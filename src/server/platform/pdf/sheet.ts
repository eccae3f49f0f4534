/**
 * A printed list on A4 (a handover sheet, a cargo manifest, a commercial invoice, a packing list):
 * a title, the document's facts as label/value lines (in one column or several), boxes side by side
 * (a document's parties), a table of rows continued over as many pages as it needs (its header
 * again on each, pages numbered; a cell may hold several lines, and a column may break long text),
 * total lines, notes, and signature lines with an image on the first (a signature or a logo), set
 * in the documents' fonts (fonts.ts: Chinese and Latin; a character they lack shows '?').
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { MM } from './code128';
import { embedFonts, printable } from './fonts';
import { wrap } from './wrap';

export interface SheetColumn {
  /** One line, or lines one under the other (a heading in two languages). */
  title: string | string[];
  width: number;
  align?: 'left' | 'right';
  /** Text wider than the column breaks into lines (else it is cut with "..."). */
  wrap?: boolean;
}
/** A table cell: a text, or lines of text one under the other (a description in two languages). */
export type SheetCell = string | string[];
/** A box of text: a bold heading over its lines (an exporter's name and address). */
export interface SheetBlock { title: string; lines: string[] }
/** A picture the document carries (a signature, a company's logo): PNG or JPEG bytes. */
export interface SheetImage { bytes: Uint8Array; kind: 'png' | 'jpeg' }

export interface Sheet {
  title: string;
  creator: string;
  /** The document's own time (the same document prints the same file). */
  date: Date;
  facts: [label: string, value: string][];
  /** How many facts stand side by side (default 1). */
  factColumns?: number;
  /** Boxes side by side under the facts. */
  blocks?: SheetBlock[];
  columns: SheetColumn[];
  rows: SheetCell[][];
  /** The line under the table, or several. */
  total: string | string[];
  /** Paragraphs under the total (a declaration), broken into lines. */
  notes?: string[];
  signatures?: string[];
  /** Set on the first signature line, fitted into 60 × 25 mm. */
  image?: SheetImage;
}

export const A4: [number, number] = [210 * MM, 297 * MM];
const MARGIN = 15 * MM;
const BLACK = rgb(0, 0, 0);
const ROW = 14;
/** The distance between the lines of one cell, box or note. */
const LINE = 11;
const IMAGE_BOX: [number, number] = [60 * MM, 25 * MM];

export async function renderSheet(sheet: Sheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(sheet.title);
  doc.setCreator(sheet.creator);
  doc.setCreationDate(sheet.date);
  doc.setModificationDate(sheet.date);
  const { regular, bold } = await embedFonts(doc);
  const image = sheet.image ? await embedImage(doc, sheet.image) : undefined;
  const [width, height] = A4;
  const inner = width - 2 * MARGIN;
  const scale = inner / sheet.columns.reduce((a, c) => a + c.width, 0);
  let page: PDFPage;
  let y = 0;
  const text = (s: string, x: number, size: number, font: PDFFont, maxWidth?: number) =>
    page.drawText(fit(font, printable(s), size, maxWidth), { x, y, size, font, color: BLACK });
  const rule = (at: number) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: width - MARGIN, y: at }, thickness: 0.8, color: BLACK });
  const titleLines = Math.max(...sheet.columns.map((c) => (typeof c.title === 'string' ? 1 : c.title.length)));
  const header = () => {
    const top = y;
    let x = MARGIN;
    for (const c of sheet.columns) {
      const w = c.width * scale;
      (typeof c.title === 'string' ? [c.title] : c.title).forEach((title, n) => {
        y = top - n * LINE;
        const shown = fit(bold, printable(title), 9, w - 4);
        text(shown, c.align === 'right' ? x + w - 4 - bold.widthOfTextAtSize(shown, 9) : x, 9, bold);
      });
      x += w;
    }
    y = top - (titleLines - 1) * LINE - 4;
    rule(y);
    y -= ROW;
  };
  const newPage = () => {
    page = doc.addPage(A4);
    y = height - MARGIN - 16;
    text(sheet.title, MARGIN, 16, bold);
    y -= 8;
  };

  newPage();
  const factColumns = Math.max(1, sheet.factColumns ?? 1);
  for (let i = 0; i < sheet.facts.length; i += factColumns) {
    y -= ROW;
    sheet.facts.slice(i, i + factColumns).forEach(([label, value], j) => {
      const w = inner / factColumns;
      text(`${label}: ${value}`, MARGIN + j * w, 10, regular, w - (factColumns > 1 ? 8 : 0));
    });
  }
  if (sheet.blocks?.length) y = drawBlocks(page!, sheet.blocks, y - ROW * 0.7, { regular, bold });
  y -= ROW * 1.5;
  header();
  for (const row of sheet.rows) {
    const cells = sheet.columns.map((c, i) => cellLines(c, row[i] ?? '', c.width * scale - (c.wrap ? 8 : 4), regular));
    const extra = (Math.max(1, ...cells.map((l) => l.length)) - 1) * LINE;
    if (y - extra < MARGIN + ROW * 4) {
      newPage();
      y -= ROW;
      header();
    }
    let x = MARGIN;
    sheet.columns.forEach((c, i) => {
      const w = c.width * scale;
      const top = y;
      cells[i].forEach((line, n) => {
        y = top - n * LINE;
        text(line, c.align === 'right' ? x + w - 4 - regular.widthOfTextAtSize(line, 9) : x, 9, regular);
      });
      y = top;
      x += w;
    });
    y -= ROW + extra;
  }
  rule(y + ROW - 4);
  y -= 4;
  const totals = typeof sheet.total === 'string' ? [sheet.total] : sheet.total;
  const notes = (sheet.notes ?? []).map((n) => wrap(printable(n), inner, 9, 'regular'));
  const imageSize = image ? fitInto(image, IMAGE_BOX) : undefined;
  const firstSignature = Math.max(ROW * 2.5, (imageSize?.[1] ?? 0) + 6);
  const footer = (totals.length - 1) * ROW + notes.reduce((h, n) => h + ROW * 0.5 + n.length * LINE, 0)
    + (sheet.signatures?.length ? firstSignature + (sheet.signatures.length - 1) * ROW * 2.5 : 0);
  // What follows the table stays together, on a page of its own when this one has no room left.
  if (y - footer < MARGIN) {
    newPage();
    y -= ROW;
  }
  totals.forEach((line, i) => {
    if (i) y -= ROW;
    text(line, MARGIN, 10, bold, inner);
  });
  for (const lines of notes) {
    y -= ROW * 0.5;
    for (const line of lines) {
      y -= LINE;
      text(line, MARGIN, 9, regular);
    }
  }
  sheet.signatures?.forEach((s, i) => {
    y -= i ? ROW * 2.5 : firstSignature;
    const label = `${s}: `;
    if (i === 0 && image && imageSize) {
      // On the line, where a hand would sign (drawn first: the line stays visible over its background).
      page.drawImage(image, { x: MARGIN + regular.widthOfTextAtSize(printable(label), 10), y: y - 2, width: imageSize[0], height: imageSize[1] });
    }
    text(`${label}______________________`, MARGIN, 10, regular);
  });
  const pages = doc.getPages();
  pages.forEach((p, i) => p.drawText(`${i + 1} / ${pages.length}`, { x: width - MARGIN - 30, y: MARGIN / 2, size: 8, font: regular, color: BLACK }));
  return doc.save();
}

/**
 * Whether a sheet can carry the image: a PNG or JPEG whose first bytes are right may still be cut
 * short or damaged, and is then refused when it is uploaded rather than each time it would print.
 */
export async function imageReadable(image: SheetImage): Promise<boolean> {
  try {
    const embedded = await embedImage(await PDFDocument.create(), image);
    return embedded.width > 0 && embedded.height > 0;
  } catch {
    return false;
  }
}

/**
 * The image in the document. Its bytes are copied first: a Buffer may be a view into a larger pool
 * (Node's small Buffers are), and pdf-lib's JPEG reader reads the whole ArrayBuffer beneath it.
 */
function embedImage(doc: PDFDocument, image: SheetImage): Promise<PDFImage> {
  const bytes = Uint8Array.from(image.bytes);
  return image.kind === 'png' ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

/** Boxes side by side from `top` down, each as tall as the tallest; answers the y under them. */
function drawBlocks(page: PDFPage, blocks: SheetBlock[], top: number, fonts: { regular: PDFFont; bold: PDFFont }): number {
  const gap = 4 * MM;
  const pad = 4;
  const w = (A4[0] - 2 * MARGIN - gap * (blocks.length - 1)) / blocks.length;
  const contents = blocks.map((b) => [
    { text: fit(fonts.bold, printable(b.title), 9, w - 2 * pad), font: fonts.bold },
    ...b.lines.filter((l) => l.trim()).flatMap((l) => wrap(printable(l), w - 2 * pad, 9, 'regular')).map((text) => ({ text, font: fonts.regular })),
  ]);
  const h = 2 * pad + Math.max(...contents.map((c) => c.length)) * LINE;
  contents.forEach((lines, i) => {
    const x = MARGIN + i * (w + gap);
    page.drawRectangle({ x, y: top - h, width: w, height: h, borderColor: BLACK, borderWidth: 0.5 });
    lines.forEach((l, n) => page.drawText(l.text, { x: x + pad, y: top - pad - (n + 1) * LINE + 2, size: 9, font: l.font, color: BLACK }));
  });
  return top - h;
}

/** A cell's lines: each cut to the column, or broken into lines when the column wraps. */
function cellLines(column: SheetColumn, cell: SheetCell, maxWidth: number, font: PDFFont): string[] {
  const lines = (typeof cell === 'string' ? [cell] : cell).map(printable);
  return column.wrap ? lines.flatMap((l) => (l ? wrap(l, maxWidth, 9, 'regular') : [])) : lines.map((l) => fit(font, l, 9, maxWidth));
}

/** The image's size scaled down (never up) to fit the box, its proportions kept. */
function fitInto(image: PDFImage, [maxW, maxH]: [number, number]): [number, number] {
  const k = Math.min(1, maxW / image.width, maxH / image.height);
  return [image.width * k, image.height * k];
}

/** The text cut to `maxWidth` with an ellipsis (a long name does not run into the next column). */
function fit(font: PDFFont, s: string, size: number, maxWidth?: number): string {
  if (!maxWidth || font.widthOfTextAtSize(s, size) <= maxWidth) return s;
  let cut = s;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}
