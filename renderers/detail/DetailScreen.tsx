/**
 * kind "detail": descriptions and sub-tables from the same column definitions as lists; with
 * `tabs`, the same pieces placed in tabs (detailTabs.ts decides which piece goes where).
 */
import { useMemo, type ComponentType } from 'react';
import { Descriptions, Empty, Space, Spin, Table, Tabs, Typography } from 'antd';
import { ActionButtons } from '../actions/ActionButtons';
import { CellView } from '../cells/CellView';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { getPath } from '../scope';
import { evaluate } from '../conditions';
import type { Column, SubTable as SubTableSpec } from '../types';
import { useApiData } from '../useApiData';
import { columnTitle } from '../cells/columnTitle';
import { tabContents } from './detailTabs';

type Row = Record<string, unknown>;

function useVisibleColumns(columns: Column[] | undefined): Column[] {
  const { allowed } = useScreen();
  return (columns ?? []).filter((c) => !c.hideInDetail && allowed(c.authority));
}

function SubTable({ name, title, rowKey, columns, record, heading = true }: SubTableSpec & { record: Row; heading?: boolean }) {
  const { field, text, lang } = useScreen();
  const visible = useVisibleColumns(columns);
  const tableColumns = visible.map((c) => ({
    key: c.name, title: columnTitle(c, { field, lang }), width: c.width,
    render: (_: unknown, row: Row) => <CellView value={getPath(row, c.name)} record={row} column={c} />,
  }));
  const rows = (getPath(record, name) as Row[] | undefined) ?? [];
  return (
    <div data-subtable={name}>
      {heading && <Typography.Title level={5}>{text(title ?? `fields.${name}`)}</Typography.Title>}
      <Table size="small" rowKey={rowKey ?? 'id'} columns={tableColumns} dataSource={rows} pagination={rows.length > 20 ? { pageSize: 20 } : false} />
    </div>
  );
}

function Fields({ columns, record, title, extra, count }: { columns: Column[]; record: Row; title?: string; extra?: React.ReactNode; count: number }) {
  const { field, lang } = useScreen();
  const items = useMemo(() => columns.map((c) => ({
    key: c.name, label: columnTitle(c, { field, lang }), span: c.span,
    children: <CellView value={getPath(record, c.name)} record={record} column={c} />,
  })), [columns, record, field, lang]);
  return <Descriptions bordered size="small" title={title} column={count} items={items} extra={extra} />;
}

export default function DetailScreen() {
  const { screen, params, text, mode, hooks } = useScreen();
  const engine = useEngine();
  const { data, loading, reload } = useApiData(['load']);
  const record = (data.load ?? {}) as Row;
  const scope = { params, user: engine.user ?? {}, record };
  // A field whose `visible` condition fails is left out with its label (a note shown only when there is one).
  const columns = useVisibleColumns(screen.columns).filter((c) => c.visible === undefined || evaluate(c.visible, scope));
  const count = screen.layout?.columns ?? 2;
  const actions = <ActionButtons actions={screen.actions} extras={{ reload }} data={{ params, user: engine.user ?? {}, record }} />;
  const title = mode === 'page' ? undefined : text(screen.title);
  if (!screen.tabs?.length) {
    return (
      <Spin spinning={loading}>
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Fields columns={columns} record={record} title={title} extra={actions} count={count} />
          {(screen.subTables ?? []).map((s) => <SubTable key={s.name} {...s} record={record} />)}
        </Space>
      </Spin>
    );
  }
  const contents = tabContents(screen.tabs, columns, screen.subTables ?? []);
  const items = contents.map(({ tab, fields, tables }) => {
    const Own = tab.component ? (hooks[tab.component] as ComponentType<{ record: Row }> | undefined) : undefined;
    const empty = !fields.length && !Own && tables.every((t) => !((getPath(record, t.name) as unknown[] | undefined)?.length));
    return {
      key: tab.key,
      label: text(tab.title),
      children: empty && tab.empty ? <Empty description={text(tab.empty)} /> : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {fields.length > 0 && <Fields columns={fields} record={record} count={count} />}
          {tables.map((s) => <SubTable key={s.name} {...s} record={record} heading={tables.length > 1} />)}
          {Own && <Own record={record} />}
        </Space>
      ),
    };
  });
  return (
    <Spin spinning={loading}>
      {(title || screen.actions?.length) ? <Space style={{ width: '100%', justifyContent: 'space-between' }}>{title && <Typography.Title level={5}>{title}</Typography.Title>}{actions}</Space> : null}
      <Tabs items={items} />
    </Spin>
  );
}
