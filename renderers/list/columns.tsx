/** Screen columns -> ProTable columns: titles, search fields, sorting, cells, validators. */
import type { ProColumns } from '@ant-design/pro-components';
import { CellView } from '../cells/CellView';
import type { Allowed } from '../authority';
import { validatorAdapters } from '../registry';
import type { Column, Translate, ValueType } from '../types';
import { valueEnumOf } from './valueEnum';
import { optionLabel, type ColumnOptions } from './useColumnOptions';
import type { Scope } from '../scope';
import { initialSearchValue } from './searchValue';
import { columnTitle } from '../cells/columnTitle';
import { SEARCH_BY_LABEL } from '../searchByLabel';
import { WallDateInput, WallRangeInput } from '../wallClockPicker';

export { initialSearchValue };

export interface ColumnEnv {
  code: string;
  lang: string;
  t: Translate;
  field: (name: string, title?: string) => string;
  allowed: Allowed;
  /** The loaded options of optionsSource columns, by column name (useColumnOptions). */
  options?: ColumnOptions;
  /** What `search.initialFrom` reads: the screen's params and the user. */
  scope?: Scope;
}

/** Our value type -> the ProTable value type used for the search field. */
const searchTypes = new Map<ValueType, string>([
  ['textarea', 'text'], ['tag', 'select'], ['boolean', 'select'], ['progress', 'digit'], ['link', 'text'], ['index', 'indexBorder'],
]);


/**
 * Date search fields pick on the business clock (renderers/wallClockPicker), as forms do: ProTable's
 * own picker marks the browser's today. What is picked is sent as the business day's wall text.
 */
const FILL = { width: '100%' };
const datePickers = new Map<ValueType, () => JSX.Element>([
  ['date', () => <WallDateInput style={FILL} />],
  ['dateTime', () => <WallDateInput showTime style={FILL} />],
  ['dateRange', () => <WallRangeInput style={FILL} />],
]);

function searchOf(column: Column, env: ColumnEnv): Partial<ProColumns> {
  const search = column.search;
  if (!search) return { hideInSearch: true };
  const options = typeof search === 'object' ? search : {};
  const out: Partial<ProColumns> = { initialValue: initialSearchValue(column, env.scope), order: options.order };
  const picker = datePickers.get(column.valueType ?? 'text');
  if (picker) out.renderFormItem = picker;
  const transform = options.transform;
  if (Array.isArray(transform)) {
    out.search = { transform: (v: [unknown, unknown]) => ({ [transform[0]]: v?.[0], [transform[1]]: v?.[1] }) };
  } else if (transform) {
    out.search = { transform: (v: unknown) => ({ [transform]: v }) };
  }
  return out;
}

function rulesOf(column: Column, env: ColumnEnv) {
  const adapt = validatorAdapters().antd;
  if (!adapt || !column.validators?.length) return undefined;
  return { rules: column.validators.map((v) => adapt(v.name, v.args, env.t)) as never[] };
}

export function toProColumn(column: Column, env: ColumnEnv): ProColumns {
  const valueType = column.valueType ?? 'text';
  return {
    key: column.name,
    dataIndex: column.name.split('.'),
    title: columnTitle(column, env),
    valueType: (searchTypes.get(valueType) ?? valueType) as ProColumns['valueType'],
    valueEnum: valueEnumOf(column.dictionary, env.lang, env.t),
    sorter: column.sorter || undefined,
    hideInTable: column.hideInTable,
    width: column.width,
    fixed: column.fixed,
    ellipsis: column.ellipsis,
    formItemProps: rulesOf(column, env),
    render: (_dom, record) => <CellView value={cellValue(column, record, env)} record={record} column={column} />,
    ...searchOf(column, env),
    ...remoteOptions(column, env),
  };
}

/** optionsSource: the search field is a searchable select over the loaded options. */
function remoteOptions(column: Column, env: ColumnEnv): Partial<ProColumns> {
  if (!column.optionsSource) return {};
  return {
    valueType: 'select',
    fieldProps: { ...SEARCH_BY_LABEL, options: env.options?.[column.name] ?? [] },
  };
}

/** The value a cell shows: an optionsSource column's option label. */
function cellValue(column: Column, record: Record<string, unknown>, env: ColumnEnv): unknown {
  const value = readValue(record, column.name);
  return column.optionsSource ? optionLabel(env.options?.[column.name], value) : value;
}

function readValue(record: Record<string, unknown>, name: string): unknown {
  return name.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), record);
}

/** The screen's columns the user may see, as ProTable columns. */
export function toProColumns(columns: Column[] | undefined, env: ColumnEnv): ProColumns[] {
  return (columns ?? []).filter((c) => env.allowed(c.authority)).map((c) => toProColumn(c, env));
}
