/** kind "detail": descriptions and sub-tables from the same column definitions as lists. */
import { useMemo } from 'react';
import { Descriptions, Space, Spin, Table, Typography } from 'antd';
import { ActionButtons } from '../actions/ActionButtons';
import { CellView } from '../cells/CellView';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { getPath } from '../scope';
import { evaluate } from '../conditions';
import type { Column } from '../types';
import { useApiData } from '../useApiData';
import { columnTitle } from '../cells/columnTitle';

function useVisibleColumns(columns: Column[] | undefined): Column[] {
  const { allowed } = useScreen();
  return (columns ?? []).filter((c) => !c.hideInDetail && allowed(c.authority));
}

function SubTable({ name, title, rowKey, columns, record }: { name: string; title?: string; rowKey?: string; columns: Column[]; record: Record<string, unknown> }) {
  const { field, text, lang } = useScreen();
  const visible = useVisibleColumns(columns);
  const tableColumns = visible.map((c) => ({
    key: c.name, title: columnTitle(c, { field, lang }), width: c.width,
    render: (_: unknown, row: Record<string, unknown>) => <CellView value={getPath(row, c.name)} record={row} column={c} />,
  }));
  const rows = (getPath(record, name) as Record<string, unknown>[] | undefined) ?? [];
  return (
    <div data-subtable={name}>
      <Typography.Title level={5}>{text(title ?? `fields.${name}`)}</Typography.Title>
      <Table size="small" rowKey={rowKey ?? 'id'} columns={tableColumns} dataSource={rows} pagination={rows.length > 20 ? { pageSize: 20 } : false} />
    </div>
  );
}

export default function DetailScreen() {
  const { screen, params, field, text, lang, mode } = useScreen();
  const engine = useEngine();
  const { data, loading, reload } = useApiData(['load']);
  const record = (data.load ?? {}) as Record<string, unknown>;
  const scope = { params, user: engine.user ?? {}, record };
  // A field whose `visible` condition fails is left out with its label (a note shown only when there is one).
  const columns = useVisibleColumns(screen.columns).filter((c) => c.visible === undefined || evaluate(c.visible, scope));
  const items = useMemo(() => columns.map((c) => ({
    key: c.name, label: columnTitle(c, { field, lang }), span: c.span,
    children: <CellView value={getPath(record, c.name)} record={record} column={c} />,
  })), [columns, record, field, lang]);
  return (
    <Spin spinning={loading}>
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <Descriptions bordered size="small" title={mode === 'page' ? undefined : text(screen.title)} column={screen.layout?.columns ?? 2} items={items}
          extra={<ActionButtons actions={screen.actions} extras={{ reload }} data={{ params, user: engine.user ?? {}, record }} />} />
        {(screen.subTables ?? []).map((s) => <SubTable key={s.name} {...s} record={record} />)}
      </Space>
    </Spin>
  );
}
