/**
 * XT0105_02 role and its permissions: the role's basics, and its permission tree (folders,
 * pages, function points) as indented rows with a tick each. Save writes the basics, then the
 * ticked menus and function points (at least one menu, V15); members are XT0105_01's inline form `members`.
 */
import type { ActionContext } from '@renderers/actions/types';

interface TreeNode {
  key: string;
  menuId: number | null;
  authorityUrl: string | null;
  kind: 'folder' | 'page' | 'function';
  title: string;
  children?: TreeNode[];
}

export interface PermissionRow {
  key: string;
  menuId: number | null;
  authorityUrl: string | null;
  kind: TreeNode['kind'];
  label: string;
  kindLabel: string;
  checked: boolean;
}

const KIND_LABELS: Record<TreeNode['kind'], [string, string]> = {
  folder: ['目录', 'Folder'],
  page: ['页面', 'Page'],
  function: ['功能', 'Function'],
};

/** The tree as rows in reading order, indented by depth, ticked when the role holds the node. */
export function flattenTree(tree: TreeNode[], checkedKeys: string[], lang = 'zh-CN'): PermissionRow[] {
  const checked = new Set(checkedKeys);
  const en = lang.startsWith('en') ? 1 : 0;
  const out: PermissionRow[] = [];
  const walk = (nodes: TreeNode[], depth: number) => {
    for (const n of nodes) {
      // Grouping nodes without a menu or an authority (the "other functions" bucket) carry no tick of their own.
      const tickable = n.menuId !== null || n.authorityUrl !== null;
      if (tickable) {
        out.push({
          key: n.key, menuId: n.menuId, authorityUrl: n.authorityUrl, kind: n.kind,
          label: `${'\u3000'.repeat(depth)}${n.title}`, kindLabel: KIND_LABELS[n.kind]?.[en] ?? n.kind, checked: checked.has(n.key),
        });
      }
      walk(n.children ?? [], tickable ? depth + 1 : depth);
    }
  };
  walk(tree, 0);
  return out;
}

/** What xt/0105/menu/save takes from the rows. */
export function permissionBody(roleId: number, rows: PermissionRow[]) {
  const ticked = rows.filter((r) => r.checked);
  return {
    roleId,
    menuIds: [...new Set(ticked.filter((r) => r.kind !== 'function' && r.menuId !== null).map((r) => r.menuId as number))],
    authorityUrls: [...new Set(ticked.filter((r) => r.kind === 'function' && r.authorityUrl).map((r) => r.authorityUrl as string))],
  };
}

interface MenuReply {
  role: { id: number; code: string; nameZh: string; nameEn: string; status: string; builtin: boolean; sort: number; remark: string | null };
  tree: TreeNode[];
  checkedKeys: string[];
}

export function afterLoad(data: MenuReply) {
  const r = data.role;
  const lang = typeof document !== 'undefined' ? document.documentElement.lang || 'zh-CN' : 'zh-CN';
  return {
    id: r.id, code: r.code, builtin: r.builtin, nameZh: r.nameZh, nameEn: r.nameEn, sort: r.sort, remark: r.remark ?? undefined,
    rows: flattenTree(data.tree ?? [], data.checkedKeys ?? [], lang),
  };
}

/** The role's basics for xt/0105/save. */
export function beforeSubmit(values: Record<string, unknown>) {
  const body: Record<string, unknown> = { code: values.code, nameZh: values.nameZh, nameEn: values.nameEn };
  if (values.id) body.id = values.id;
  if (typeof values.sort === 'number') body.sort = values.sort;
  body.remark = typeof values.remark === 'string' && values.remark.trim() ? values.remark : null;
  return body;
}

/** Save: the basics (validated by the form), then the permissions of an existing role. */
export async function save(ctx: ActionContext) {
  const values = ctx.data.values as { id?: number; rows?: PermissionRow[] };
  const roleId = Number(values?.id ?? 0);
  const rows = (values?.rows ?? []).map((r) => ({ ...r }));
  if (roleId) {
    const body = permissionBody(roleId, rows);
    if (!body.menuIds.length) {
      ctx.message.error(ctx.screen.text('messages.pickOne'));
      return false;
    }
    if (!(await ctx.submit?.())) return false;
    await ctx.engine.request('POST', 'xt/0105/menu/save', { data: body });
    return true;
  }
  return (await ctx.submit?.()) ?? false;
}
