/**
 * How a value type shows a value (lists and details). Plain functions returning small nodes:
 * a 1,000-row page renders them fast. Apps add or override cells in registry.cells. The texts
 * come from format.ts; tags, progress bars and multi-line text add antd's look here.
 */
import type { ReactNode } from 'react';
import { Progress, Tag, Typography } from 'antd';
import { dictionaryLabel, type CellProps } from '../registry';
import type { ValueType } from '../types';
import { DASH, empty, tagItem, textCells, type CellEnv } from './format';

export type { CellEnv };
export type ValueCell = (props: CellProps, env: CellEnv) => ReactNode;

/** What an empty value shows, in cells and in read-only form fields (FormScreen). */
export { DASH };
const tag: ValueCell = (props, env) => {
  const item = tagItem(props);
  if (!item) return textCells.get('tag')!(props, env);
  return <Tag color={item.color}>{dictionaryLabel(item, env.lang, env.t)}</Tag>;
};

const progress: ValueCell = ({ value }) =>
  empty(value) ? DASH : <Progress percent={Math.round(Number(value))} size="small" style={{ minWidth: 80, margin: 0 }} />;

export function createValueCells(): Map<ValueType, ValueCell> {
  const cells = new Map<ValueType, ValueCell>(textCells);
  cells.set('textarea', ({ value }) => (empty(value) ? DASH : <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</Typography.Text>));
  cells.set('tag', tag);
  cells.set('progress', progress);
  return cells;
}

export const valueCells = createValueCells();
