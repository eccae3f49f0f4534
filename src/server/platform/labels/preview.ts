/**
 * A composition as a browser draws it (a template editor's live preview): what the PDF renderer
 * draws, in mm from the label's top-left. Text lines carry the width the label font gives them (the
 * browser stretches its own font to it, so lines break and sit as they print); bars, QR modules and
 * rules are black rectangles placed by the same geometry as the PDF's.
 */
import type { Composition } from './compose';
import { PT_MM } from './compose';
import { barSpans } from '../pdf/code128';
import { LABEL_MAX_MODULE_MM, qrRects } from './pdf';

export interface PreviewText { x: number; baseline: number; size: number; bold: boolean; text: string; width: number }
export type PreviewRect = [x: number, y: number, w: number, h: number];
export interface PreviewDrawing { widthMm: number; heightMm: number; texts: PreviewText[]; rects: PreviewRect[] }

const round = (v: number) => Math.round(v * 1000) / 1000;

export function previewDrawing(c: Composition): PreviewDrawing {
  const texts: PreviewText[] = [];
  const rects: PreviewRect[] = [];
  for (const d of c.items) {
    if (d.kind === 'text') texts.push({ x: round(d.x), baseline: round(d.baseline), size: round(d.size * PT_MM), bold: d.weight === 'bold', text: d.text, width: round(d.width) });
    else if (d.kind === 'rule') rects.push([d.x, d.y, d.w, d.h]);
    else if (d.kind === 'qrcode') rects.push(...qrRects(d));
    else rects.push(...barSpans(d.sbs, { x: d.x, width: d.w, maxModule: LABEL_MAX_MODULE_MM, center: true }).spans.map(([x, w]): PreviewRect => [x, d.y, w, d.h]));
  }
  return { widthMm: c.widthMm, heightMm: c.heightMm, texts, rects: rects.map((r) => r.map(round) as PreviewRect) };
}

/** The preview route's response schema. */
export const previewResponse = {
  type: 'object',
  properties: {
    widthMm: { type: 'number' },
    heightMm: { type: 'number' },
    texts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { x: { type: 'number' }, baseline: { type: 'number' }, size: { type: 'number' }, bold: { type: 'boolean' }, text: { type: 'string' }, width: { type: 'number' } },
      },
    },
    rects: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
    problems: {
      type: 'array',
      items: { type: 'object', properties: { row: { type: ['integer', 'null'] }, field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};
