/**
 * How a value type shows a value as text (lists and details): the plain part of valueCells.tsx,
 * without antd, so the shell's cold-start preview (renderers/list/ListPreview) draws the same texts.
 */
import { dictionaryItem, dictionaryLabel, type CellProps, type DictionaryItem } from '../registry';
import type { ValueType } from '../types';
import { timeService, type TimeStyle } from '../time';

export interface CellEnv { lang: string; t: (key: string) => string }
export type TextCell = (props: CellProps, env: CellEnv) => string;

export const empty = (v: unknown) => v === undefined || v === null || v === '';
export const DASH = '-';

/** Times on the business zone's clock, whatever zone the browser is in (renderers/time.ts). */
const time = (style: TimeStyle): TextCell => ({ value }) => (empty(value) ? DASH : timeService().format(value, style));

function number(value: unknown, digits?: number): string {
  const n = Number(value);
  if (empty(value) || Number.isNaN(n)) return empty(value) ? DASH : String(value);
  return digits === undefined ? n.toLocaleString() : n.toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const dictionaryText: TextCell = ({ value, column }, env) => {
  if (empty(value)) return DASH;
  const item = column.dictionary ? dictionaryItem(column.dictionary, value) : undefined;
  return item ? dictionaryLabel(item, env.lang, env.t) : String(value);
};

/** A tag cell's dictionary item (its colour and label), or undefined: then it shows as text. */
export const tagItem = ({ column, value }: CellProps): DictionaryItem | undefined =>
  column.dictionary ? dictionaryItem(column.dictionary, value) : undefined;

const text: TextCell = (props, env) => (props.column.dictionary ? dictionaryText(props, env) : empty(props.value) ? DASH : String(props.value));

/** Every value type as text; tag, progress and textarea cells add their own look in valueCells.tsx. */
export const textCells = new Map<ValueType, TextCell>([
  ['text', text],
  ['textarea', ({ value }) => (empty(value) ? DASH : String(value))],
  ['digit', ({ value }) => number(value)],
  ['money', ({ value }) => number(value, 2)],
  ['percent', ({ value }) => (empty(value) ? DASH : `${number(Number(value) * 100)}%`)],
  ['date', time('date')],
  ['dateTime', time('dateTime')],
  ['dateRange', time('date')],
  ['time', time('time')],
  ['select', dictionaryText],
  ['tag', dictionaryText],
  ['boolean', ({ value }, env) => (empty(value) ? DASH : env.t(value === true || value === 1 || value === '1' ? 'engine.yes' : 'engine.no'))],
  ['progress', ({ value }) => (empty(value) ? DASH : `${Math.round(Number(value))}%`)],
  ['link', text],
  ['index', ({ value }) => String(value ?? DASH)],
]);

export const cellText: TextCell = (props, env) => (textCells.get(props.column.valueType ?? 'text') ?? text)(props, env);
