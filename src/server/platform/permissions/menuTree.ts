import type { Database } from '../../db/connection';
import type { Lang } from '../i18n';
import { CUSTOMER_ACCOUNT_PAGES } from '../../../domain/screens/catalog';

/** One node of `xt/0101/menu/list`: a folder (url null) or a page (url like 'dd/0101/01.html'). */
export interface MenuNode {
  menuId: number;
  menuName: string;
  url: string | null;
  icon: string | null;
  /** A granted page that is not a menu entry (a list's detail, edit form or dialog): the client may open it, the side menu skips it. */
  hidden: boolean;
  subMenuList: MenuNode[];
}

interface MenuRow {
  id: number;
  parent_id: number | null;
  kind: 'folder' | 'page';
  url: string | null;
  name_zh: string;
  name_en: string;
  icon: string | null;
  sort: number;
  hidden: boolean;
  granted: boolean;
}

/**
 * The caller's menu: pages granted to one of their enabled roles, under their folders. Hidden
 * pages (details and dialogs that come with a list) are included with `hidden: true`, so the
 * client knows it may open them as tabs (the side menu skips them); hidden folders are left
 * out; folders with no granted page are pruned; siblings are in `sort` order. A staff account
 * gets no entry for a customer account's own pages.
 */
export async function menuTreeFor(db: Database, userId: number, lang: Lang, userType: 'staff' | 'customer'): Promise<MenuNode[]> {
  // A customer account's own pages (its information, its service team) are no entry for staff,
  // whatever their roles hold (an administrator, a dealer): the catalogue's customerAccountsOnly.
  const shown = (url: string | null) => userType === 'customer' || !url || !CUSTOMER_ACCOUNT_PAGES.has(url);
  const rows = await db.query<MenuRow>(
    `select m.id, m.parent_id, m.kind, m.url, m.name_zh, m.name_en, m.icon, m.sort, m.hidden,
            exists (select 1 from role_menu rm
                      join user_role ur on ur.role_id = rm.role_id and ur.user_id = $1
                      join role r on r.id = rm.role_id and r.status = 'enabled'
                     where rm.menu_id = m.id) as granted
       from menu m
      order by m.sort, m.id`,
    [userId],
  );
  const children = new Map<number | null, MenuRow[]>();
  for (const r of rows) {
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }
  const build = (parentId: number | null, depth: number): MenuNode[] => {
    if (depth > 10) return []; // a cycle made by hand never hangs the server
    const out: MenuNode[] = [];
    for (const r of children.get(parentId) ?? []) {
      if (r.hidden && r.kind !== 'page') continue;
      const node: MenuNode = {
        menuId: r.id,
        menuName: lang === 'en-US' ? r.name_en : r.name_zh,
        url: r.kind === 'page' ? r.url : null,
        icon: r.icon,
        hidden: r.hidden,
        subMenuList: [],
      };
      if (r.kind === 'page') {
        if (r.granted && shown(r.url)) out.push(node);
        continue;
      }
      node.subMenuList = build(r.id, depth + 1);
      if (node.subMenuList.length) out.push(node);
    }
    return out;
  };
  return build(null, 0);
}
