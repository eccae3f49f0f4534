/**
 * How a value type shows a value (lists and details). Plain functions returning small nodes:
 * a 1,000-row page renders them fast. Apps add or override cells in registry.cells.
 */
import type { ReactNode } from 'react';
import { Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { dictionaryItem, dictionaryLabel, type CellProps } from '../registry';
import type { ValueType } from '../types';

export interface CellEnv { lang: string; t: (key: string) => string }
export type ValueCell = (props: CellProps, env: CellEnv) => ReactNode;

const empty = (v: unknown) => v === undefined || v === null || v === '';
/** What an empty value shows, in cells and in read-only form fields (FormScreen). */
export const DASH = '-';

const fmt = (pattern: string): ValueCell => ({ value }) => (empty(value) ? DASH : dayjs(value as string).format(pattern));

function number(value: unknown, digits?: number): string {
  const n = Number(value);
  if (empty(value) || Number.isNaN(n)) return empty(value) ? DASH : String(value);
  return digits === undefined ? n.toLocaleString() : n.toLocaleString(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const dictionaryText: ValueCell = ({ value, column }, env) => {
  if (empty(value)) return DASH;
  const item = column.dictionary ? dictionaryItem(column.dictionary, value) : undefined;
  return item ? dictionaryLabel(item, env.lang, env.t) : String(value);
};

const tag: ValueCell = (props, env) => {
  const item = props.column.dictionary ? dictionaryItem(props.column.dictionary, props.value) : undefined;
  if (!item) return dictionaryText(props, env);
  return <Tag color={item.color}>{dictionaryLabel(item, env.lang, env.t)}</Tag>;
};

const progress: ValueCell = ({ value }) =>
  empty(value) ? DASH : <Progress percent={Math.round(Number(value))} size="small" style={{ minWidth: 80, margin: 0 }} />;

const text: ValueCell = (props, env) => (props.column.dictionary ? dictionaryText(props, env) : empty(props.value) ? DASH : String(props.value));

export function createValueCells(): Map<ValueType, ValueCell> {
  return new Map<ValueType, ValueCell>([
    ['text', text],
    ['textarea', ({ value }) => (empty(value) ? DASH : <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</Typography.Text>)],
    ['digit', ({ value }) => number(value)],
    ['money', ({ value }) => number(value, 2)],
    ['percent', ({ value }) => (empty(value) ? DASH : `${number(Number(value) * 100)}%`)],
    ['date', fmt('YYYY-MM-DD')],
    ['dateTime', fmt('YYYY-MM-DD HH:mm:ss')],
    ['dateRange', fmt('YYYY-MM-DD')],
    ['time', fmt('HH:mm:ss')],
    ['select', dictionaryText],
    ['tag', tag],
    ['boolean', ({ value }, env) => (empty(value) ? DASH : env.t(value === true || value === 1 || value === '1' ? 'engine.yes' : 'engine.no'))],
    ['progress', progress],
    ['link', text],
    ['index', ({ value }) => String(value ?? DASH)],
  ]);
}

export const valueCells = createValueCells();
