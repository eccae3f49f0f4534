/**
 * A list screen's first page as ProTable draws it, built from plain elements with antd's and
 * ProComponents' class names: the shell shows it on a cold start (layout/bootPreview) while
 * antd, ProComponents and the list renderer are still loading, and takes it away once the real
 * table has its rows. It needs antd's extracted CSS (scripts/antd-static-css) for its look and
 * nothing of antd's code. Not interactive: the shell marks it inert.
 *
 * The same table as ListScreen's: the columns the user may see, the selection column, fixed
 * columns, the row actions the user may run (as links), the search form's and the pager's room.
 * Screens it cannot draw the same (charts above the table, registered cells, progress or extra
 * lines, virtual pages) are left out by `canPreviewList`.
 */
import type { CSSProperties, ReactNode } from 'react';
import CaretDownOutlined from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
import ColumnHeightOutlined from '@ant-design/icons-svg/es/asn/ColumnHeightOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import type { Allowed } from '../authority';
import { cellText, tagItem, type CellEnv } from '../cells/format';
import type { PlainScreenTexts } from '../texts';
import { evaluate } from '../conditions';
import { dictionaryLabel } from '../registry';
import type { Scope } from '../scope';
import type { Action, Column, Screen } from '../types';
import { FIXED_COLUMN_WIDTH, hasSearch, isSelectable, withSelectionNeed } from './listShape';
import { SCREEN_HEADING_CLASS, SCREEN_HEADING_STYLE } from '../screenHeading';

export type PreviewTexts = PlainScreenTexts & CellEnv;

export interface ListPreviewProps {
  code: string;
  screen: Screen;
  rows: Record<string, unknown>[];
  /** antd's class hash of the extracted CSS (css-xxxx). */
  hash: string;
  texts: PreviewTexts;
  allowed: Allowed;
  /** What row actions' conditions read besides the record: the user and the screen's params. */
  scope: Scope;
}

/** Row counts above this are drawn by a virtual table, which the preview does not imitate. */
export const PREVIEW_MAX_ROWS = 100;

const shown = (screen: Screen, allowed: Allowed) => (screen.columns ?? []).filter((c) => !c.hideInTable && allowed(c.authority));

/** Whether a screen's first page can be drawn exactly as the list renderer will draw it. */
export function canPreviewList(screen: Screen): boolean {
  const actions = [...(screen.rowActions ?? [])];
  return screen.kind === 'list' && !!screen.dataSource?.list && !screen.charts?.length && (screen.pageSize ?? 20) <= PREVIEW_MAX_ROWS
    && !(screen.columns ?? []).some((c) => !c.hideInTable && (c.cell || c.progressField || c.extraField || c.visible))
    && !actions.some((a) => a.icon);
}

const TWO_CJK = /^[\u4E00-\u9FA5]{2}$/;

/** An antd Button's markup (type, danger, size); antd spaces out a two-character Chinese label on filled and outlined buttons. */
function ButtonLook({ action, hash, link, label }: { action: Action; hash: string; link: boolean; label: string }) {
  const type = link ? 'link' : action.style === 'primary' ? 'primary' : 'default';
  const danger = action.style === 'danger';
  const variant = link ? 'link' : type === 'primary' ? 'solid' : 'outlined';
  const color = danger ? 'dangerous' : link ? 'link' : type;
  const twoCjk = !link && TWO_CJK.test(label);
  const cls = ['ant-btn', hash, `ant-btn-${type}`, danger && 'ant-btn-dangerous', `ant-btn-color-${color}`, `ant-btn-variant-${variant}`,
    link && 'ant-btn-sm'].filter(Boolean).join(' ');
  return <button type="button" className={cls}><span>{twoCjk ? label.split('').join(' ') : label}</span></button>;
}

/** antd's Space (horizontal, wrapping) around action buttons. */
function ActionsLook({ actions, data, hash, link, texts, allowed }: { actions?: Action[]; data: Scope; hash: string; link: boolean; texts: PreviewTexts; allowed: Allowed }) {
  const visible = (actions ?? []).filter((a) => allowed(a.authority) && evaluate(a.visible, data));
  if (!visible.length) return null;
  return (
    <div className={`ant-space ${hash} ant-space-horizontal ant-space-align-center`} style={{ flexWrap: 'wrap', gap: link ? 4 : 8 }}>
      {visible.map((a) => (
        <div key={a.key} className="ant-space-item">
          <ButtonLook action={a} hash={hash} link={link} label={texts.text(a.label ?? `actions.${a.key}`)} />
        </div>
      ))}
    </div>
  );
}

type IconDef = { icon: { attrs: Record<string, string>; children?: { attrs: Record<string, string> }[] } };

function Icon({ def, className }: { def: IconDef; className: string }) {
  const { attrs, children = [] } = def.icon;
  return (
    <span role="img" className={`anticon ${className}`}>
      <svg viewBox={attrs.viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {children.map((c, i) => <path key={i} d={c.attrs.d} />)}
      </svg>
    </span>
  );
}

function Checkbox({ hash }: { hash: string }) {
  return (
    <label className={`ant-checkbox-wrapper ${hash}`}>
      <span className={`ant-checkbox ${hash}`}><input type="checkbox" className="ant-checkbox-input" /><span className="ant-checkbox-inner" /></span>
    </label>
  );
}

function cellOf(column: Column, record: Record<string, unknown>, texts: PreviewTexts, hash: string): ReactNode {
  const value = column.name.split('.').reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[k]), record);
  const props = { value, record, column };
  if (column.valueType === 'tag') {
    const item = tagItem(props);
    if (item) {
      const preset = item.color && /^[a-z]+$/.test(item.color);
      return (
        <span className={['ant-tag', preset && `ant-tag-${item.color}`, item.color && !preset && 'ant-tag-has-color', hash].filter(Boolean).join(' ')}
          style={item.color && !preset ? { backgroundColor: item.color } : undefined}>
          {dictionaryLabel(item, texts.lang, texts.t)}
        </span>
      );
    }
  }
  const text = cellText(props, texts);
  return column.valueType === 'textarea' ? <span className={`ant-typography ${hash}`} style={{ whiteSpace: 'pre-wrap' }}>{text}</span> : text;
}

interface Col { key: string; width?: number; fixed?: 'left' | 'right'; ellipsis?: boolean; sorter?: boolean; title: ReactNode; cell: (row: Record<string, unknown>) => ReactNode; className?: string }

export function ListPreview({ code, screen, rows, hash, texts, allowed, scope }: ListPreviewProps) {
  const columns = shown(screen, allowed);
  const data: Col[] = columns.map((c) => ({
    key: c.name, width: c.width, fixed: c.fixed, ellipsis: c.ellipsis, sorter: c.sorter,
    title: texts.field(c.name, c.title), cell: (row) => cellOf(c, row, texts, hash),
  }));
  // antd fixes the selection column when the first column is fixed.
  const selection: Col[] = isSelectable(screen)
    ? [{ key: '$selection', width: 32, fixed: data[0]?.fixed === 'left' ? 'left' : undefined, className: 'ant-table-selection-column',
      title: <div className="ant-table-selection"><Checkbox hash={hash} /></div>, cell: () => <Checkbox hash={hash} /> }]
    : [];
  const actions: Col[] = screen.rowActions?.length
    ? [{ key: '$actions', width: FIXED_COLUMN_WIDTH, fixed: 'right', title: texts.t('engine.actions'),
      cell: (row) => <ActionsLook actions={screen.rowActions} data={{ ...scope, record: row, selection: [row], selectedRowKeys: [] }} hash={hash} link texts={texts} allowed={allowed} /> }]
    : [];
  const cols = [...selection, ...data, ...actions];
  const fixedLeft = cols.map((c, i) => (c.fixed === 'left' ? cols.slice(0, i).reduce((x, p) => x + (p.width ?? 0), 0) : undefined));
  const lastLeft = fixedLeft.findLastIndex((x) => x !== undefined);
  const firstRight = cols.findIndex((c) => c.fixed === 'right');
  const fixedRight = cols.map((c, i) => (c.fixed === 'right' ? cols.slice(i + 1).reduce((x, p) => x + (p.width ?? 0), 0) : undefined));
  const cellProps = (c: Col, i: number) => {
    const cls = ['ant-table-cell', c.className, fixedLeft[i] !== undefined && 'ant-table-cell-fix-left', i === lastLeft && 'ant-table-cell-fix-left-last',
      fixedRight[i] !== undefined && 'ant-table-cell-fix-right', i === firstRight && 'ant-table-cell-fix-right-first', c.ellipsis && 'ant-table-cell-ellipsis'];
    const style: CSSProperties | undefined = fixedLeft[i] !== undefined ? { position: 'sticky', left: fixedLeft[i] }
      : fixedRight[i] !== undefined ? { position: 'sticky', right: fixedRight[i] } : undefined;
    return { className: cls.filter(Boolean).join(' '), style };
  };
  const tableCls = ['ant-table', 'ant-table-middle', hash, lastLeft >= 0 || firstRight >= 0 ? 'ant-table-fixed-column' : '', 'ant-table-scroll-horizontal',
    lastLeft >= 0 && 'ant-table-has-fix-left', firstRight >= 0 && 'ant-table-has-fix-right', firstRight >= 0 && 'ant-table-ping-right'].filter(Boolean).join(' ');
  const rowKey = screen.rowKey ?? 'id';
  const listData = { ...scope, selection: [], selectedRowKeys: [] };
  return (
    <>
    <h1 className={SCREEN_HEADING_CLASS} style={SCREEN_HEADING_STYLE}>{texts.text(screen.title)}</h1>
    <div className={`ant-pro-table ${hash}`} data-preview={code}>
      {hasSearch(screen) && (
        <div className={`${hash} ant-pro-card ant-pro-table-search ant-pro-table-search-query-filter`}>
          <div className={`ant-pro-query-filter-container ${hash}`}>
            <div className={`ant-form ant-form-horizontal ${hash} ant-pro-query-filter ant-pro-form`}>
              <div className={`ant-row ant-row-start ant-pro-query-filter-row ${hash}`} style={{ height: 32 }} />
            </div>
          </div>
        </div>
      )}
      <div className={`ant-pro-card ${hash}`}>
        <div className={`ant-pro-card-body ${hash}`} style={{ paddingBlockStart: 0 }}>
          <div className={`ant-pro-table-list-toolbar ${hash}`}>
            <div className={`ant-pro-table-list-toolbar-container ${hash}`}>
              <div className={`ant-pro-table-list-toolbar-left ${hash}`}>
                {/* The page's h1 names it (ListScreen gives the toolbar no title in a tab). */}
                <div className={`ant-pro-table-list-toolbar-title ${hash}`} />
              </div>
              <div className={`ant-pro-table-list-toolbar-right ${hash}`} style={{ alignItems: 'center', minHeight: 32 }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <ActionsLook actions={withSelectionNeed(screen.toolbar?.bulkActions)} data={listData} hash={hash} link={false} texts={texts} allowed={allowed} />
                  <ActionsLook actions={screen.toolbar?.actions} data={listData} hash={hash} link={false} texts={texts} allowed={allowed} />
                </div>
                {/* ListScreen's table options: reload, density, column settings. */}
                <div className={`ant-pro-table-list-toolbar-setting-items ${hash}`}>
                  {([[ReloadOutlined, 'reload'], [ColumnHeightOutlined, 'column-height'], [SettingOutlined, 'setting']] as const).map(([def, name]) => (
                    <div key={name} className={`ant-pro-table-list-toolbar-setting-item ${hash}`}><span><Icon def={def as IconDef} className={`anticon-${name}`} /></span></div>
                  ))}
                </div>
              </div>
            </div>
          </div>
          <div className={`ant-table-wrapper ${hash}`}>
            <div className={`ant-spin-nested-loading ${hash}`}>
              <div className="ant-spin-container">
                <div className={tableCls}>
                  <div className="ant-table-container">
                    <div className="ant-table-content" style={{ overflow: 'auto hidden' }}>
                      <table style={{ width: 'max-content', minWidth: '100%', tableLayout: 'auto' }}>
                        <colgroup>
                          {cols.map((c) => <col key={c.key} className={c.key === '$selection' ? 'ant-table-selection-col' : undefined} style={c.width && c.key !== '$selection' ? { width: c.width } : undefined} />)}
                        </colgroup>
                        <thead className="ant-table-thead">
                          <tr>
                            {cols.map((c, i) => {
                              const p = cellProps(c, i);
                              return (
                                <th key={c.key} className={`${p.className}${c.sorter ? ' ant-table-column-has-sorters' : ''}`} style={p.style}>
                                  {c.sorter ? (
                                    <div className="ant-table-column-sorters">
                                      <span className="ant-table-column-title">{c.title}</span>
                                      <span className="ant-table-column-sorter ant-table-column-sorter-full">
                                        <span className="ant-table-column-sorter-inner" aria-hidden="true">
                                          <Icon def={CaretUpOutlined as IconDef} className="anticon-caret-up ant-table-column-sorter-up" />
                                          <Icon def={CaretDownOutlined as IconDef} className="anticon-caret-down ant-table-column-sorter-down" />
                                        </span>
                                      </span>
                                    </div>
                                  ) : c.title}
                                </th>
                              );
                            })}
                          </tr>
                        </thead>
                        <tbody className="ant-table-tbody">
                          {rows.map((row, r) => (
                            <tr key={String(row[rowKey] ?? r)} className="ant-table-row ant-table-row-level-0" data-row-key={String(row[rowKey] ?? r)}>
                              {cols.map((c, i) => <td key={c.key} {...cellProps(c, i)}>{c.cell(row)}</td>)}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </div>
                </div>
                {/* The pager's room: the real one (sizes, pages, total) comes with the table. */}
                <ul className={`ant-pagination ant-pagination-end ant-pagination-mini ant-table-pagination ${hash}`}><li style={{ height: 24 }} /></ul>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
    </>
  );
}
