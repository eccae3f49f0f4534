/**
 * A line of text as a 1-bit bitmap at a printer's resolution, drawn from the documents' font
 * outlines (fontkit paths, curves flattened, filled by the non-zero rule at each pixel's centre).
 * ZPL printers carry no Chinese font by default: a line that needs one is sent as this bitmap.
 */
import { loadFont, type FontWeight } from '../pdf/fonts';

export interface Bitmap {
  width: number;
  height: number;
  /** Bytes per row; a row's first pixel is its first byte's high bit, 1 = black. */
  stride: number;
  bits: Uint8Array;
  /** Rows from the bitmap's top to the text's baseline. */
  baseline: number;
}

/** The part of an em drawn above and below the baseline (Noto Sans SC's ascender and descender, rounded out). */
const ABOVE = 1.08;
const BELOW = 0.3;

type Edge = [x0: number, y0: number, x1: number, y1: number];

/** A glyph drawn once at a size: its pixels from `left` dots of its pen position, rows from the line's top. */
interface GlyphBits { left: number; width: number; rows: Uint8Array[] }

const glyphCache = new Map<string, GlyphBits>();
/** Glyphs kept drawn (a few KB each); past it the cache starts over. */
const GLYPH_CACHE_MAX = 20_000;

export function rasterizeLine(text: string, sizeDots: number, weight: FontWeight): Bitmap {
  const { face } = loadFont(weight);
  const scale = sizeDots / face.unitsPerEm;
  const baseline = Math.ceil(ABOVE * sizeDots);
  const height = baseline + Math.ceil(BELOW * sizeDots);
  // Pen positions in whole dots: each glyph is drawn once per size and copied where it goes.
  const placed: [x: number, glyph: GlyphBits][] = [];
  let pen = 0;
  for (const glyph of face.layout(text).glyphs) {
    const key = `${weight}|${sizeDots.toFixed(2)}|${glyph.id}`;
    let bits = glyphCache.get(key);
    if (!bits) {
      if (glyphCache.size >= GLYPH_CACHE_MAX) glyphCache.clear();
      glyphCache.set(key, (bits = drawGlyph((glyph.path as unknown as { commands: PathCommand[] }).commands, scale, baseline, height)));
    }
    placed.push([Math.round(pen), bits]);
    pen += glyph.advanceWidth * scale;
  }
  const width = Math.max(1, Math.ceil(pen), ...placed.map(([x, g]) => x + g.left + g.width));
  const stride = Math.ceil(width / 8);
  const out = new Uint8Array(stride * height);
  for (const [x, g] of placed) {
    g.rows.forEach((row, y) => {
      for (let i = 0; i < g.width; i++) {
        if (!(row[i >> 3] & (0x80 >> (i & 7)))) continue;
        const px = x + g.left + i;
        if (px >= 0) out[y * stride + (px >> 3)] |= 0x80 >> (px & 7);
      }
    });
  }
  return { width, height, stride, bits: out, baseline };
}

/** One glyph's outline filled by the non-zero rule at each pixel's centre, rows as tall as the line. */
function drawGlyph(commands: PathCommand[], scale: number, baseline: number, height: number): GlyphBits {
  const edges: Edge[] = [];
  outline(commands, 0, baseline, scale, edges);
  if (!edges.length) return { left: 0, width: 0, rows: [] };
  const left = Math.floor(Math.min(...edges.map((e) => Math.min(e[0], e[2]))));
  const width = Math.ceil(Math.max(...edges.map((e) => Math.max(e[0], e[2])))) - left;
  const stride = Math.ceil(width / 8);
  const rows: Uint8Array[] = [];
  const crossings: [number, number][] = [];
  for (let row = 0; row < height; row++) {
    const bits = new Uint8Array(stride);
    rows.push(bits);
    const yc = row + 0.5;
    crossings.length = 0;
    for (const [x0, y0, x1, y1] of edges) {
      if ((y0 <= yc && y1 > yc) || (y1 <= yc && y0 > yc)) crossings.push([x0 + ((yc - y0) * (x1 - x0)) / (y1 - y0) - left, y1 > y0 ? 1 : -1]);
    }
    crossings.sort((a, b) => a[0] - b[0]);
    let winding = 0;
    let start = 0;
    for (const [x, direction] of crossings) {
      const was = winding;
      winding += direction;
      if (was === 0) start = x;
      else if (winding === 0) fill(bits, 0, Math.max(0, Math.round(start)), Math.min(width, Math.round(x)));
    }
  }
  return { left, width, rows };
}

function fill(bits: Uint8Array, offset: number, from: number, to: number) {
  for (let x = from; x < to; x++) bits[offset + (x >> 3)] |= 0x80 >> (x & 7);
}

interface PathCommand { command: string; args: number[] }

/** The glyph's contours as straight edges in bitmap coordinates (y down); curves flattened into short chords. */
function outline(commands: PathCommand[], penX: number, baseline: number, scale: number, edges: Edge[]) {
  const X = (x: number) => penX + x * scale;
  const Y = (y: number) => baseline - y * scale;
  let cx = 0, cy = 0, sx = 0, sy = 0;
  const line = (x: number, y: number) => {
    if (cy !== y || cx !== x) edges.push([cx, cy, x, y]);
    cx = x;
    cy = y;
  };
  for (const { command, args: a } of commands) {
    switch (command) {
      case 'moveTo':
        if (cx !== sx || cy !== sy) line(sx, sy);
        cx = sx = X(a[0]);
        cy = sy = Y(a[1]);
        break;
      case 'lineTo':
        line(X(a[0]), Y(a[1]));
        break;
      case 'quadraticCurveTo': {
        const [px, py, ex, ey] = [X(a[0]), Y(a[1]), X(a[2]), Y(a[3])];
        const [ox, oy] = [cx, cy];
        const n = steps(ox, oy, px, py, ex, ey);
        for (let i = 1; i <= n; i++) {
          const t = i / n, u = 1 - t;
          line(u * u * ox + 2 * u * t * px + t * t * ex, u * u * oy + 2 * u * t * py + t * t * ey);
        }
        break;
      }
      case 'bezierCurveTo': {
        const [p1x, p1y, p2x, p2y, ex, ey] = [X(a[0]), Y(a[1]), X(a[2]), Y(a[3]), X(a[4]), Y(a[5])];
        const [ox, oy] = [cx, cy];
        const n = steps(ox, oy, p1x, p1y, p2x, p2y, ex, ey);
        for (let i = 1; i <= n; i++) {
          const t = i / n, u = 1 - t;
          line(u * u * u * ox + 3 * u * u * t * p1x + 3 * u * t * t * p2x + t * t * t * ex, u * u * u * oy + 3 * u * u * t * p1y + 3 * u * t * t * p2y + t * t * t * ey);
        }
        break;
      }
      case 'closePath':
        line(sx, sy);
        break;
    }
  }
  if (cx !== sx || cy !== sy) line(sx, sy);
}

/** Chords for a curve: about one per two dots of its control polygon, 1 to 16. */
function steps(...xy: number[]): number {
  let length = 0;
  for (let i = 2; i < xy.length; i += 2) length += Math.hypot(xy[i] - xy[i - 2], xy[i + 1] - xy[i - 1]);
  return Math.max(1, Math.min(16, Math.ceil(length / 2)));
}
