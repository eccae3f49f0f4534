/**
 * The fonts every document the server draws prints with: Noto Sans SC regular and bold (SIL Open
 * Font License 1.1), from the pinned npm package @expo-google-fonts/noto-sans-sc. They set Chinese
 * and Latin alike, and the document carries them, so a label or sheet prints the same on any machine
 * and printer: no font of the reader's is asked for.
 *
 * A font file is 10.5 MB with 30,000 glyphs: it is read and parsed once per process, the first time
 * it is needed (about 50 ms), and every document embeds only the glyphs it uses (a subset of a few
 * KB; pdf-lib writes its ToUnicode map, so the text can be searched and copied).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font } from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);
// The UMD build is CommonJS: required, not imported (its typings declare no default export).
const fontkit = require('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontWeight, { file: string; name: string }> = {
  regular: { file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', name: 'NSCREG+NotoSansSC-Regular' },
  bold: { file: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf', name: 'NSCBLD+NotoSansSC-Bold' },
};

/** A font file read and parsed: its bytes (what pdf-lib is handed) and its parsed face (what measures and subsets). */
export interface LoadedFont {
  weight: FontWeight;
  bytes: Uint8Array;
  face: Font;
}

const loaded = new Map<FontWeight, LoadedFont>();
const faces = new WeakMap<Uint8Array, Font>();

/** The font of `weight`, read and parsed on first use; a missing package says what to install. */
export function loadFont(weight: FontWeight): LoadedFont {
  let font = loaded.get(weight);
  if (!font) {
    let path: string;
    try {
      path = require.resolve(FILES[weight].file);
    } catch {
      throw new Error(`The document font ${FILES[weight].file} is missing: run npm ci (package @expo-google-fonts/noto-sans-sc)`);
    }
    const bytes = new Uint8Array(fs.readFileSync(path));
    // Handed a Uint8Array, fontkit copies it into its own Buffer byte by byte (10 MB: a quarter of
    // a cold start); handed the ArrayBuffer, it reads it where it is.
    const face = fontkit.create(bytes.buffer as unknown as Uint8Array);
    evenGlyphs(face);
    glyphByGlyph(face);
    font = { weight, bytes, face };
    faces.set(bytes, face);
    loaded.set(weight, font);
  }
  return font;
}

/**
 * fontkit's TrueType subsetter copies each glyph's bytes as they are and, the subset being small,
 * writes a short 'loca' table, whose offsets are halved: a glyph of odd length (Noto Sans SC's long
 * 'loca' allows them) shifts every glyph after it, and those print blank. Each glyph is padded to
 * an even length here, as the format asks of short offsets.
 */
function evenGlyphs(face: Font) {
  const subsetter = Object.getPrototypeOf(face.createSubset()) as { _addGlyph(gid: number): number; evenGlyphs?: true };
  if (subsetter.evenGlyphs) return;
  const addGlyph = subsetter._addGlyph;
  subsetter._addGlyph = function (this: { glyf: Uint8Array[]; offset: number }, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[this.glyf.length - 1];
    if (glyph.length % 2) {
      // fontkit's bundled Buffer, not Node's: its encoder accepts only its own.
      const padded = new (glyph.constructor as new (length: number) => Uint8Array)(glyph.length + 1);
      padded.set(glyph);
      this.glyf[this.glyf.length - 1] = padded;
      this.offset += 1;
    }
    return index;
  };
  subsetter.evenGlyphs = true;
}

/**
 * Our documents need no shaping: Chinese, Latin and digits are one glyph a character, and pdf-lib
 * places glyphs by their advances whatever a layout's positioning says. fontkit's layout runs the
 * font's whole GSUB and GPOS for every string (Noto Sans SC's are large: two thirds of a label's
 * time); this face maps each character through the cmap instead.
 */
function glyphByGlyph(face: Font) {
  const simple = (text: string) => {
    const glyphs = [...text].map((ch) => face.glyphForCodePoint(ch.codePointAt(0)!));
    return { glyphs, advanceWidth: glyphs.reduce((a, g) => a + g.advanceWidth, 0) };
  };
  (face as unknown as { layout: typeof simple }).layout = simple;
}

/**
 * pdf-lib parses the font it is given on every embed (50 ms for this one); handed the bytes we
 * loaded, this answers the face parsed once. Each embed still makes its own subset.
 */
const cachedFontkit = {
  create(bytes: Uint8Array) {
    return faces.get(bytes) ?? fontkit.create(bytes);
  },
};

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The document's fonts, each a subset of the glyphs the document draws (the tag in its name is fixed, so a document is the same every time). */
export async function embedFonts(doc: PDFDocument): Promise<DocumentFonts> {
  doc.registerFontkit(cachedFontkit);
  const embed = (weight: FontWeight) => doc.embedFont(loadFont(weight).bytes, { subset: true, customName: FILES[weight].name });
  return { regular: await embed('regular'), bold: await embed('bold') };
}

/**
 * The text as the font prints it: a character it has no glyph for (an emoji, a rare character)
 * becomes '?', and line breaks and tabs a space (a field is one line unless a layout wraps it).
 */
export function printable(text: string): string {
  // Both weights cover the same characters.
  const face = loadFont('regular').face;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += cp < 0x20 || cp === 0x7f ? ' ' : face.hasGlyphForCodePoint(cp) ? ch : '?';
  }
  return out;
}

const advances = new Map<FontWeight, Map<number, number>>();

/**
 * The width of `text` at `size` points: the sum of its characters' advances, each looked up once
 * per process (a layout measures the same characters again and again while it fits a text).
 */
export function textWidth(text: string, size: number, weight: FontWeight = 'regular'): number {
  const face = loadFont(weight).face;
  let known = advances.get(weight);
  if (!known) advances.set(weight, (known = new Map()));
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    let a = known.get(cp);
    if (a === undefined) known.set(cp, (a = face.glyphForCodePoint(cp).advanceWidth / face.unitsPerEm));
    units += a;
  }
  return units * size;
}
