/**
 * A cell's value as an import takes it, or the rule it breaks, named: every import (quotes, bulk
 * orders, weighings, carrier bills) reads numbers and texts here, so a user hears "at most 2
 * decimals" or "Excel turned this into a date" rather than one message for every fault.
 */
import { t, type Lang } from '../i18n';
import type { CellValue, SheetRow } from './types';
import './messages';

/** What a cell reads as (`text`, '' when blank), or the message key and parameters of the rule it breaks. */
export type CellReading = { text: string; fault?: undefined } | { fault: { key: string; params?: Record<string, string | number> } };

export interface NumberRule {
  /** Decimals allowed; a float's noise past them (38.720000000000006) is rounded away. */
  scale: number;
  /** Digits before the point (default 10). */
  digits?: number;
  /** 'zero': 0 or more; 'positive': more than 0 (default any sign). */
  min?: 'zero' | 'positive';
  required?: boolean;
}

const fault = (key: string, params?: Record<string, string | number>): CellReading => ({ fault: { key: `sheet.value.${key}`, params } });
const dateText = (d: Date) => d.toISOString().slice(0, 10);
const THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,\d{1,2}$/;
const PLAIN = /^-?\d+(\.\d+)?$/;

/** A number cell as decimal text (full-width digits folded, a thousands separator dropped), or the rule it breaks. */
export function numberCell(value: CellValue | undefined, rule: NumberRule): CellReading {
  let text: string;
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return rule.required ? fault('missing') : { text: '' };
  if (value instanceof Date) return fault('dateNotNumber', { date: dateText(value) });
  if (typeof value === 'boolean') return fault('notNumber', { value: String(value).toUpperCase() });
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fault('notNumber', { value: String(value) });
    const rounded = Number(value.toFixed(rule.scale));
    if (Math.abs(value - rounded) >= 1e-9) return fault('decimals', { scale: rule.scale, value: String(value) });
    text = rounded.toFixed(rule.scale).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  } else {
    text = value.normalize('NFKC').trim().replace(/^\+/, '');
    if (THOUSANDS.test(text)) text = text.replaceAll(',', '');
    else if (DECIMAL_COMMA.test(text)) return fault('decimalComma', { fixed: text.replace(',', '.') });
    if (!PLAIN.test(text)) return fault('notNumber', { value: value.trim() });
    const decimals = text.split('.')[1]?.length ?? 0;
    if (decimals > rule.scale) return fault('decimals', { scale: rule.scale, value: text });
  }
  const digits = rule.digits ?? 10;
  if (text.replace(/^-/, '').split('.')[0].replace(/^0+(?=\d)/, '').length > digits) return fault('tooLarge', { digits });
  if (rule.min === 'zero' && Number(text) < 0) return fault('negative');
  if (rule.min === 'positive' && !(Number(text) > 0)) return fault('positive');
  return { text };
}

/** A text cell (a code, a name): numbers as written; a date Excel made of the text typed is refused, since the text is lost. */
export function textCell(value: CellValue | undefined): CellReading {
  if (value === undefined) return { text: '' };
  if (value instanceof Date) return fault('becameDate', { date: dateText(value) });
  return { text: String(value).trim() };
}

/** The rows an import read, or only its hidden ones (an import that streams keeps no others). */
type ReadRows = readonly Pick<SheetRow, 'row' | 'hidden'>[];

/** The note an import gives when rows it read were hidden in the sheet (by hand or by a filter), or null. */
export function hiddenRowsNote(lang: Lang, rows: ReadRows): string | null {
  const hidden = rows.filter((r) => r.hidden).map((r) => r.row);
  if (!hidden.length) return null;
  const shown = hidden.length > 10 ? `${hidden.slice(0, 10).join(', ')} … (${hidden.length})` : hidden.join(', ');
  return t(lang, 'sheet.hiddenRows', { rows: shown });
}

/** An import's closing message, with the hidden-rows note after it when rows it read were hidden. */
export function withHiddenRowsNote(lang: Lang, message: string, rows: ReadRows): string {
  const note = hiddenRowsNote(lang, rows);
  return note ? `${message}${lang === 'en-US' ? '. ' : '；'}${note}` : message;
}
