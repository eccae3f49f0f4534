/**
 * XT0101_01 menu management. The server answers the whole tree; the list pages its top level
 * and marks folders. Add, edit and move open a small form dialog (no screen code of their own).
 */
import type { ActionContext } from '@renderers/actions/types';
import { openFormDialog, type DialogField, type Option } from './formDialog';

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

const KINDS = [
  { value: 'folder', zh: '目录', en: 'Folder' },
  { value: 'page', zh: '页面', en: 'Page' },
];
const kindOptions = (lang: string): Option[] => KINDS.map((k) => ({ value: k.value, label: lang.startsWith('en') ? k.en : k.zh }));

async function tree(ctx: ActionContext): Promise<MenuNode[]> {
  const reply = (await ctx.engine.request('GET', 'xt/0101/list', { params: {} })) as { list?: MenuNode[] };
  return reply?.list ?? [];
}

function menuFields(nodes: MenuNode[], editing?: MenuNode): DialogField[] {
  return [
    { name: 'parentId', kind: 'tree', options: (lang) => folderOptions(nodes, lang, editing?.id) },
    { name: 'kind', kind: 'select', required: true, options: kindOptions, readOnly: !!editing },
    { name: 'nameZh', required: true, validators: [{ name: 'length', args: { max: 30 } }] },
    { name: 'nameEn', required: true, validators: [{ name: 'length', args: { max: 60 } }] },
    { name: 'url', required: true, validators: [{ name: 'length', args: { max: 40 } }], when: (v) => v.kind === 'page' },
    { name: 'icon', validators: [{ name: 'length', args: { max: 50 } }] },
    { name: 'sort', kind: 'number' },
    { name: 'hidden', kind: 'switch' },
  ];
}

/** The save body from the dialog's values. */
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

export async function addMenu(ctx: ActionContext) {
  const nodes = await tree(ctx);
  return openFormDialog(ctx, {
    title: 'dialogs.add',
    fields: menuFields(nodes),
    initial: { kind: 'page', hidden: false },
    submit: (values) => ctx.engine.request('POST', 'xt/0101/save', { data: saveBody(values) }),
  });
}

export async function editMenu(ctx: ActionContext) {
  const record = ctx.data.record as MenuNode;
  const nodes = await tree(ctx);
  return openFormDialog(ctx, {
    title: 'dialogs.edit',
    fields: menuFields(nodes, record),
    initial: {
      parentId: record.parentId ?? undefined, kind: record.kind, nameZh: record.nameZh, nameEn: record.nameEn,
      url: record.url ?? undefined, icon: record.icon ?? undefined, sort: record.sort, hidden: record.hidden,
    },
    submit: (values) => ctx.engine.request('POST', 'xt/0101/save', { data: saveBody(values, record.id) }),
  });
}

export async function moveMenu(ctx: ActionContext) {
  const record = ctx.data.record as MenuNode;
  const nodes = await tree(ctx);
  return openFormDialog(ctx, {
    title: 'dialogs.move',
    fields: [
      { name: 'parentId', kind: 'tree', options: (lang) => folderOptions(nodes, lang, record.id) },
      { name: 'index', kind: 'number', validators: [{ name: 'integer', args: { min: 0 } }] },
    ],
    initial: { parentId: record.parentId ?? undefined },
    submit: (values) => ctx.engine.request('POST', 'xt/0101/move', {
      data: { id: record.id, parentId: values.parentId ?? null, ...(typeof values.index === 'number' ? { index: values.index } : {}) },
    }),
  });
}
