/**
 * Line breaking for every document the server draws (labels, A4 sheets), with the documents' font
 * metrics (fonts.ts): Chinese breaks between any two characters, other text between words.
 */
import { textWidth, type FontWeight } from './fonts';

/** Han, kana, Hangul and full-width forms: a line may break between any two of them. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
const PIECES = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|\s+|[^\s\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]+/gu;

/** Greedy line breaking: between words, between CJK characters, and inside a word only when it is wider than a line. */
export function wrap(text: string, widthPt: number, size: number, weight: FontWeight): string[] {
  // Widths add up character by character (textWidth sums advances): a line's width is kept as it grows.
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
    lineWidth = 0;
  };
  const space = textWidth(' ', size, weight);
  for (const piece of text.match(PIECES) ?? []) {
    if (/^\s+$/.test(piece)) {
      if (line) {
        line += ' ';
        lineWidth += space;
      }
      continue;
    }
    const width = textWidth(piece, size, weight);
    if (lineWidth + width <= widthPt) {
      line += piece;
      lineWidth += width;
      continue;
    }
    if (line.trim()) push();
    if (width <= widthPt || CJK.test(piece)) {
      line = piece;
      lineWidth = width;
      continue;
    }
    for (const ch of piece) {
      const w = textWidth(ch, size, weight);
      if (line && lineWidth + w > widthPt) push();
      line += ch;
      lineWidth += w;
    }
  }
  push();
  return lines;
}
