/**
 * XT0101_01 menu management. The server answers the whole tree; the list pages its top level
 * and marks folders. Add, edit and move are the screen's inline forms `menu` and `move`; the
 * parent folder picker is this file's component MenuParentSelect (listed in the screen's `components`).
 */
import { createElement, useEffect, useState } from 'react';
import { TreeSelect } from 'antd';
import { useEngine } from '@renderers/EngineProvider';
import { useScreen } from '@renderers/ScreenContext';

export interface Option { value: string | number; label: string; children?: Option[] }

export interface MenuNode {
  id: number;
  parentId: number | null;
  kind: 'folder' | 'page';
  url: string | null;
  nameZh: string;
  nameEn: string;
  icon: string | null;
  sort: number;
  hidden: boolean;
  children?: MenuNode[];
}

type Row = MenuNode & { folder: boolean; children?: Row[] };

const mark = (nodes: MenuNode[]): Row[] =>
  nodes.map((n) => {
    const row: Row = { ...n, folder: n.kind === 'folder', children: undefined };
    if (n.children?.length) row.children = mark(n.children);
    return row;
  });

/** The tree is not paged by the server: page its top level here. */
export function beforeList(reply: { list?: MenuNode[] }, query: { current?: number; pageSize?: number }) {
  const roots = mark(reply?.list ?? []);
  const size = Number(query?.pageSize ?? 20);
  const start = (Number(query?.current ?? 1) - 1) * size;
  return { list: roots.slice(start, start + size), total: roots.length };
}

/** Folders as tree options (a menu cannot go under itself or its children). */
export function folderOptions(nodes: MenuNode[], lang: string, except?: number): Option[] {
  return nodes
    .filter((n) => n.kind === 'folder' && n.id !== except)
    .map((n) => {
      const children = folderOptions(n.children ?? [], lang, except);
      return { value: n.id, label: lang.startsWith('en') ? n.nameEn : n.nameZh, ...(children.length ? { children } : {}) };
    });
}

/** The save body from the form's values; an edit carries the row's id in its params. */
export function saveBody(values: Record<string, unknown>, id?: number): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const body: Record<string, unknown> = {
    kind: values.kind,
    nameZh: values.nameZh,
    nameEn: values.nameEn,
    parentId: values.parentId ?? null,
    url: values.kind === 'page' ? text(values.url) : null,
    icon: text(values.icon),
    hidden: values.hidden === true,
  };
  if (typeof values.sort === 'number') body.sort = values.sort;
  if (id) body.id = id;
  return body;
}

const idOf = (params: Record<string, unknown> | undefined) => (params?.id ? Number(params.id) : undefined);

/** beforeSubmit of the inline form `menu` (add, and edit with the row's fields as params). */
export function menuBody(values: Record<string, unknown>, ctx?: { params?: Record<string, unknown> }) {
  return saveBody(values, idOf(ctx?.params));
}

/** beforeSubmit of the inline form `move`. */
export function moveBody(values: Record<string, unknown>, ctx?: { params?: Record<string, unknown> }) {
  return { id: idOf(ctx?.params), parentId: values.parentId ?? null, ...(typeof values.index === 'number' ? { index: values.index } : {}) };
}

/** The parent folder picker of the menu forms: the folders as a tree, without the menu itself and its children. */
export function MenuParentSelect(props: { value?: number | null; onChange?: (v?: number) => void; disabled?: boolean; readOnly?: boolean }) {
  const engine = useEngine();
  const { params, lang } = useScreen();
  const [nodes, setNodes] = useState<MenuNode[]>([]);
  useEffect(() => {
    let live = true;
    (engine.request('GET', 'xt/0101/list', { params: {} }) as Promise<{ list?: MenuNode[] }>)
      .then((reply) => { if (live) setNodes(reply?.list ?? []); })
      .catch(() => undefined);
    return () => { live = false; };
  }, [engine]);
  return createElement(TreeSelect, {
    value: props.value ?? undefined, onChange: (v: unknown) => props.onChange?.(v as number | undefined), disabled: props.disabled || props.readOnly,
    treeData: folderOptions(nodes, lang, idOf(params)), allowClear: true, showSearch: true, treeNodeFilterProp: 'label',
    style: { width: '100%' }, id: 'menu-parentId',
  });
}
