/**
 * The sandbox carrier's shipping label: a PDF of 100 × 150 mm pages (one per parcel) with the
 * tracking number as text and as a Code 128 barcode drawn in vector bars (bwip-js encodes, pdf-lib
 * draws), the recipient, the service, the reference and the channel number.
 * Text is set in the server's document fonts (platform/pdf/fonts.ts): Chinese names and addresses
 * print as written.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { drawCode128, MM } from '../platform/pdf/code128';
import { embedFonts, printable } from '../platform/pdf/fonts';

export interface LabelData {
  trackingNo: string;
  channelNo: string;
  reference: string;
  service: string;
  recipient: { name: string; country: string; city?: string; postcode?: string; address1: string; phone?: string };
  parcels: { weight: number }[];
  /** When the shipment was created (also the PDF's creation date, so a label is the same every time). */
  createdAt: Date;
}

export const LABEL_WIDTH_PT = 100 * MM;
export const LABEL_HEIGHT_PT = 150 * MM;
const MARGIN = 5 * MM;
const BLACK = rgb(0, 0, 0);

export async function renderLabel(data: LabelData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`SBX Express label ${data.trackingNo}`);
  doc.setSubject(`Reference ${data.reference}`);
  doc.setProducer('SBX Express sandbox carrier');
  doc.setCreator('SBX Express sandbox carrier');
  doc.setCreationDate(data.createdAt);
  doc.setModificationDate(data.createdAt);
  const { regular, bold } = await embedFonts(doc);
  const r = data.recipient;
  const total = data.parcels.length;

  data.parcels.forEach((parcel, index) => {
    const page = doc.addPage([LABEL_WIDTH_PT, LABEL_HEIGHT_PT]);
    const inner = LABEL_WIDTH_PT - 2 * MARGIN;
    let y = LABEL_HEIGHT_PT - MARGIN;
    const line = (text: string, size: number, font = regular, x = MARGIN) => {
      y -= size * 1.25;
      page.drawText(printable(text), { x, y, size, font, color: BLACK, maxWidth: inner });
    };
    const rule = () => {
      y -= 3 * MM;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: LABEL_WIDTH_PT - MARGIN, y }, thickness: 1, color: BLACK });
    };

    line('SBX Express', 16, bold);
    const service = printable(data.service);
    page.drawText(service, { x: LABEL_WIDTH_PT - MARGIN - bold.widthOfTextAtSize(service, 12), y: y + 2, size: 12, font: bold });
    line(`${data.createdAt.toISOString().slice(0, 10)}   Parcel ${index + 1} of ${total}   ${parcel.weight} kg`, 8);
    rule();

    line('SHIP TO', 8, bold);
    line(r.name, 12, bold);
    line(r.address1, 10);
    line([r.postcode, r.city].filter(Boolean).join(' '), 10);
    line(r.country, 14, bold);
    if (r.phone) line(`Tel ${r.phone}`, 9);
    rule();

    y -= 4 * MM + 28 * MM;
    const drawn = drawCode128(page, data.trackingNo, MARGIN, y, inner, 28 * MM);
    const number = data.trackingNo;
    const numberWidth = bold.widthOfTextAtSize(number, 14);
    y -= 6 * MM;
    page.drawText(number, { x: MARGIN + Math.max(0, (drawn - numberWidth) / 2), y, size: 14, font: bold, color: BLACK });
    rule();

    line(`Reference: ${data.reference}`, 10);
    line(`Channel no.: ${data.channelNo}`, 10);
    page.drawText('SANDBOX - NOT A REAL SHIPMENT', { x: MARGIN, y: MARGIN, size: 7, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });

  return doc.save();
}
