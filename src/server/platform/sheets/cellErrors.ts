/**
 * A bad cell of an imported sheet, as every import reports it: its row, its column letter, the
 * header above it as the sheet has it, and the message in the uploader's language (`text` says
 * all of it in one line, for the result workbook and the log).
 */
import { t, type Lang } from '../i18n';
import './messages';

export interface CellError {
  row: number;
  column: string;
  header: string;
  message: string;
  text: string;
}

/** A column's letters from its 1-based number (1 = A, 27 = AA). */
export function columnLetter(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export function cellError(lang: Lang, row: number, col: number, header: string, message: string): CellError {
  const column = col > 0 ? columnLetter(col) : '';
  return { row, column, header, message, text: t(lang, col > 0 ? 'sheet.cell' : 'sheet.rowError', { row, column, header, message }) };
}
