/**
 * kind "list": a ProTable with the search form from the columns, server-side paging and
 * sorting, row selection, row, toolbar and bulk actions, remembered column settings, and
 * virtual rows for pages above 100.
 */
import { useMemo, useRef, useState } from 'react';
import { ProConfigProvider, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Spin, Typography } from 'antd';
import { ActionButtons } from '../actions/ActionButtons';
import type { ActionExtras } from '../actions/useActionContext';
import { useEngine } from '../EngineProvider';
import { useScreenText } from '../i18n';
import { proIntl } from '../proIntl';
import { useScreen } from '../ScreenContext';
import type { Screen } from '../types';
import { initialSearchValue, toProColumns } from './columns';
import { fetchOptions } from '../options';
import { useListRequest } from './useListRequest';
import { useSelection } from './useSelection';
import { useColumnOptions } from './useColumnOptions';
import { userColumnsKey } from './columnSettings';
import { ChartsSlot } from '../charts/ChartsSlot';
import { hasSearch, isSelectable, withSelectionNeed } from './listShape';
import { useLanguageSwitch } from '../useLanguageSwitch';

const VIRTUAL_ABOVE = 100;
const DEFAULT_SIZES = [10, 20, 50, 100, 500, 1000];

/** Virtual tables need a numeric width: the columns' widths (150 when not given) plus actions. */
function tableWidth(screen: Screen): number {
  const cols = (screen.columns ?? []).filter((c) => !c.hideInTable).reduce((sum, c) => sum + (c.width ?? 150), 0);
  return cols + (screen.rowActions?.length ? 60 * screen.rowActions.length + 40 : 0) + 48;
}


export default function ListScreen() {
  const scope = useScreen();
  const { screen, code, allowed, params, field } = scope;
  const { t, lang } = useScreenText(code);
  const engine = useEngine();
  const actionRef = useRef<ActionType>();
  const selection = useSelection(t('engine.selectRow'));
  const { request, filters, firstPage, askPage, lastCapped } = useListRequest();
  // The server stopped counting (a table of millions): the pager says "more than" its total.
  const [capped, setCapped] = useState(firstPage?.capped === true);
  // A prefetched first page is drawn in the table's first render; its total holds the pagination
  // until the table's own first request (which takes that same answer) has set it.
  const [firstTotal, setFirstTotal] = useState(firstPage?.total);
  const [pageSize, setPageSize] = useState(screen.pageSize ?? 20);
  // "No data" is an answer: until the first one the table shows a spinner where it would say so.
  const [answered, setAnswered] = useState(firstPage !== undefined);
  // The rows the table shows, for the screen's charts (only kept when it has some).
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);

  const extras = useMemo<ActionExtras>(() => ({
    reload: () => actionRef.current?.reload(),
    clearSelection: () => { selection.clear(); actionRef.current?.clearSelected?.(); },
  }), [selection.clear]);
  // The same page (search, sort, paging kept) in the new language: rows hold server-worded data.
  useLanguageSwitch(lang, () => void actionRef.current?.reload());
  const base = { user: engine.user ?? {}, params };
  // filters is read when an action runs: the search may have changed since this render.
  const listData = { ...base, selection: selection.rows, selectedRowKeys: selection.keys, get filters() { return filters(); } };

  const options = useColumnOptions(screen.columns, (source) => fetchOptions(source, engine, { user: engine.user ?? {}, params }), lang);
  const columns = useMemo<ProColumns[]>(() => {
    const cols = toProColumns(screen.columns, { code, lang, t, field, allowed, options, scope: base });
    if (!screen.rowActions?.length) return cols;
    return [...cols, {
      key: '$actions', title: t('engine.actions'), valueType: 'option', fixed: 'right',
      render: (_d, record) => <ActionButtons variant="link" actions={screen.rowActions} extras={extras}
        data={{ ...base, record, selection: [record], selectedRowKeys: [], get filters() { return filters(); } }} />,
    }];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, code, lang, t, field, allowed, extras, engine, params, options]);

  // Before ProTable mounts: it reads the settings once, from this key.
  const columnsKey = useMemo(() => userColumnsKey(code, engine.user?.userId), [code, engine.user?.userId]);
  const bulk = useMemo(() => withSelectionNeed(screen.toolbar?.bulkActions), [screen]);
  const selectable = isSelectable(screen);
  const big = pageSize > VIRTUAL_ABOVE;
  // A search form keeps its first values: when the screen is opened again with other params
  // (another badge's operationType) the table starts afresh with the new ones.
  const searchKey = useMemo(() => JSON.stringify((screen.columns ?? []).filter((c) => typeof c.search === 'object' && c.search.initialFrom)
    .map((c) => initialSearchValue(c, base))), [screen, params, engine.user]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ProConfigProvider intl={proIntl(lang)}>
      {/* What the reader needs to know to use the list (XX0401_01: what must be filled before prices show). */}
      {screen.description && (
        <Typography.Paragraph type="secondary" className="screen-description" data-testid="screen-description">
          {scope.text(screen.description)}
        </Typography.Paragraph>
      )}
      <ChartsSlot charts={screen.charts} data={{ list: rows }} />
      <ProTable
        key={`${searchKey} ${columnsKey}`}
        rowKey={screen.rowKey ?? 'id'}
        // A page has its title as its h1 (ScreenHost); a dialog's title bar names it too, the table says it again.
        headerTitle={scope.mode === 'page' ? undefined : scope.text(screen.title)}
        actionRef={actionRef}
        columns={columns}
        request={request}
        // The app's request layer has shown the error (without a handler ProTable rethrows it unhandled); it is the answer.
        onRequestError={() => setAnswered(true)}
        defaultData={firstPage?.data}
        // Not the table's `loading`: ProTable hands that to the search form too, whose Query button would spin.
        locale={answered ? undefined : { emptyText: <div aria-busy="true" data-testid="list-awaiting"><Spin /></div> }}
        onLoad={(data) => {
          setAnswered(true);
          setCapped(lastCapped());
          if (firstTotal !== undefined) setFirstTotal(undefined);
          if (screen.charts?.length) setRows(data);
        }}
        search={hasSearch(screen) ? { labelWidth: 'auto' } : false}
        form={{ ignoreRules: false }}
        columnsState={{ persistenceKey: columnsKey, persistenceType: 'localStorage' }}
        rowSelection={selectable ? selection.rowSelection : false}
        tableAlertRender={false}
        pagination={{ ...(firstTotal === undefined ? {} : { total: firstTotal }), pageSize, pageSizeOptions: screen.pageSizeOptions ?? DEFAULT_SIZES, showSizeChanger: true,
          ...(capped ? { showTotal: (total: number) => t('engine.totalCapped', { count: total }) } : {}),
          onChange: (_p, size) => setPageSize(size) }}
        // Only the pager's own clicks ('paginate'), not ProTable's later paging updates (a new total, a search).
        onChange={(page, _filters, _sorter, extra) => { if (extra.action === 'paginate' && page.current && page.pageSize) askPage(page.current, page.pageSize); }}
        virtual={big}
        scroll={big ? { y: 600, x: tableWidth(screen) } : { x: 'max-content' }}
        options={{ reload: true, density: true, setting: true }}
        toolBarRender={() => [
          <ActionButtons key="bulk" actions={bulk} extras={extras} data={listData} />,
          <ActionButtons key="toolbar" actions={screen.toolbar?.actions} extras={extras} data={listData} />,
        ]}
      />
    </ProConfigProvider>
  );
}
