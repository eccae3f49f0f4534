/**
 * DD0204_11's "test print": a page of the label size the user set, as PDF or ZPL, that shows the
 * printer prints at the right size and that a scanner reads its barcode. Latin text only (the
 * label fonts are the documents' own work); the barcode says PRINT-TEST.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { drawCode128, MM } from '../../platform/pdf/code128';
import type { LabelSize, PrintFormat } from '../../../domain/printing/settings';

const SIZES: Record<LabelSize, [number, number]> = { '100x150': [100, 150], '100x100': [100, 100] };
const BARCODE = 'PRINT-TEST';

export async function printTestPage(size: LabelSize, format: PrintFormat, printedAt: Date): Promise<{ body: Uint8Array; type: string; ext: string }> {
  const [w, h] = SIZES[size];
  if (format === 'zpl') {
    // 203 dpi: 8 dots a millimetre.
    const dots = (mm: number) => Math.round(mm * 8);
    const zpl = ['^XA', `^PW${dots(w)}`, `^LL${dots(h)}`, '^CI28',
      `^FO${dots(5)},${dots(5)}^A0N,40,40^FDPrint test ${w} x ${h} mm^FS`,
      `^FO${dots(5)},${dots(20)}^BY2^BCN,${dots(25)},Y,N,N^FD${BARCODE}^FS`,
      `^FO${dots(5)},${dots(55)}^A0N,28,28^FD${printedAt.toISOString()}^FS`, '^XZ', ''].join('\n');
    return { body: new TextEncoder().encode(zpl), type: 'application/zpl', ext: 'zpl' };
  }
  const doc = await PDFDocument.create();
  doc.setTitle(`Print test ${w} x ${h} mm`);
  doc.setCreationDate(printedAt);
  doc.setModificationDate(printedAt);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([w * MM, h * MM]);
  const black = rgb(0, 0, 0);
  page.drawRectangle({ x: 2 * MM, y: 2 * MM, width: (w - 4) * MM, height: (h - 4) * MM, borderColor: black, borderWidth: 1 });
  page.drawText(`Print test ${w} x ${h} mm`, { x: 6 * MM, y: (h - 14) * MM, size: 14, font, color: black });
  drawCode128(page, BARCODE, 6 * MM, (h - 45) * MM, (w - 12) * MM, 25 * MM);
  page.drawText(printedAt.toISOString(), { x: 6 * MM, y: (h - 52) * MM, size: 9, font, color: black });
  return { body: await doc.save(), type: 'application/pdf', ext: 'pdf' };
}
