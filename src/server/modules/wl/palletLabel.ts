/**
 * The pallet label (WL0117_02 "Print label"): one 100 × 100 mm page with the pallet number as a
 * Code 128 barcode and as text, the station, pieces, weight and when it was closed (the business
 * zone's clock, named).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { drawCode128, MM } from '../../platform/pdf/code128';
import { embedFonts, printable } from '../../platform/pdf/fonts';
import { formatTime } from '../../../domain/time/index';
import { utcOffsetText } from '../../../domain/time/label';

export interface PalletLabelData { palletNo: string; station: string; pieces: number; weight: string; closedAt: Date; zone: string }

export const PALLET_LABEL_PT = 100 * MM;
const MARGIN = 5 * MM;
const BLACK = rgb(0, 0, 0);

export async function renderPalletLabel(data: PalletLabelData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Pallet label ${data.palletNo}`);
  doc.setCreator('WL0117_02');
  // The closing time as the creation date: the same pallet prints the same file.
  doc.setCreationDate(data.closedAt);
  doc.setModificationDate(data.closedAt);
  const { regular, bold } = await embedFonts(doc);
  const page = doc.addPage([PALLET_LABEL_PT, PALLET_LABEL_PT]);
  const inner = PALLET_LABEL_PT - 2 * MARGIN;
  let y = PALLET_LABEL_PT - MARGIN;
  const line = (text: string, size: number, font = regular) => {
    y -= size * 1.3;
    page.drawText(printable(text), { x: MARGIN, y, size, font, color: BLACK, maxWidth: inner });
  };

  line('PALLET', 16, bold);
  y -= 3 * MM + 30 * MM;
  const drawn = drawCode128(page, data.palletNo, MARGIN, y, inner, 30 * MM);
  const width = bold.widthOfTextAtSize(data.palletNo, 18);
  y -= 8 * MM;
  page.drawText(data.palletNo, { x: MARGIN + Math.max(0, (drawn - width) / 2), y, size: 18, font: bold, color: BLACK });
  y -= 3 * MM;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PALLET_LABEL_PT - MARGIN, y }, thickness: 1, color: BLACK });
  line(`Station: ${data.station}`, 11);
  line(`Pieces: ${data.pieces}`, 11, bold);
  line(`Weight: ${data.weight} kg`, 11, bold);
  line(`Closed: ${formatTime(data.closedAt, data.zone)} (${utcOffsetText(data.zone, data.closedAt)})`, 10);
  return doc.save();
}
