/**
 * XT0101_01 menu management: the whole menu tree (folders and pages, hidden pages included),
 * add / edit, move and delete. The side menu itself is `xt/0101/menu/list` (platform).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import type { Database } from '../../db/connection';
import { formBody } from '../../platform/formBody';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import { MENU_URL } from '../../../domain/validators/index';
import menuList from '../../../../schemas/xt/XT0101_01.json' with { type: 'json' };
import { idsBody, inTransaction, pickIds } from '../../platform/resource';
import { normText, optText } from '../../platform/text';

defineMessages({
  'zh-CN': {
    'menu.notFound': '菜单不存在',
    'menu.urlRequired': '页面必须填写地址（mod/NNNN/SS.html）',
    'menu.folderNoUrl': '目录不能填写页面地址',
    'menu.parentNotFolder': '上级菜单必须是目录',
    'menu.cycle': '不能把菜单移动到它自己或它的下级之下',
    'menu.hasChildren': '目录“{name}”下还有菜单，请先删除或移走下级菜单',
    'menu.kindFixed': '菜单类型（目录 / 页面）保存后不能修改',
  },
  'en-US': {
    'menu.notFound': 'The menu does not exist',
    'menu.urlRequired': 'A page needs its address (mod/NNNN/SS.html)',
    'menu.folderNoUrl': 'A folder has no page address',
    'menu.parentNotFolder': 'The parent menu must be a folder',
    'menu.cycle': 'A menu cannot be moved under itself or one of its children',
    'menu.hasChildren': 'The folder "{name}" still holds menus: delete or move them first',
    'menu.kindFixed': 'The kind of a menu (folder / page) cannot be changed once saved',
  },
});

export const AUTH_MENU = 'xt/0101/01.html';

interface MenuRow {
  id: number;
  parent_id: number | null;
  kind: 'folder' | 'page';
  screen_code: string | null;
  url: string | null;
  name_zh: string;
  name_en: string;
  icon: string | null;
  sort: number;
  hidden: boolean;
}

export interface MenuNode {
  id: number;
  parentId: number | null;
  kind: 'folder' | 'page';
  screenCode: string | null;
  url: string | null;
  route: string | null;
  nameZh: string;
  nameEn: string;
  name: string;
  icon: string | null;
  sort: number;
  hidden: boolean;
  children?: MenuNode[];
}

export const routeOf = (url: string | null): string | null => {
  const m = url ? MENU_URL.exec(url) : null;
  return m ? `/${m[1].toUpperCase()}${m[2]}_${m[3]}` : null;
};
const codeOf = (url: string): string => routeOf(url)!.slice(1);

/** The whole menu table as a tree (children sorted by sort, then id). */
export async function menuTree(db: Database, lang: string): Promise<MenuNode[]> {
  const rows = await db.query<MenuRow>(
    `select id, parent_id, kind, screen_code, url, name_zh, name_en, icon, sort, hidden
       from menu order by sort, id`,
  );
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      kind: r.kind,
      screenCode: r.screen_code,
      url: r.url,
      route: routeOf(r.url),
      nameZh: r.name_zh,
      nameEn: r.name_en,
      name: lang === 'en-US' ? r.name_en : r.name_zh,
      icon: r.icon,
      sort: r.sort,
      hidden: r.hidden,
    });
  }
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

const nodeSchema: Record<string, unknown> = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    kind: { type: 'string' },
    screenCode: { type: ['string', 'null'] },
    url: { type: ['string', 'null'] },
    route: { type: ['string', 'null'] },
    nameZh: { type: 'string' },
    nameEn: { type: 'string' },
    name: { type: 'string' },
    icon: { type: ['string', 'null'] },
    sort: { type: 'integer' },
    hidden: { type: 'boolean' },
    // children: the same shape, nested (serialised as is)
  },
  additionalProperties: true,
};

interface SaveBody {
  id?: number;
  parentId?: number | null;
  kind: 'folder' | 'page';
  nameZh: string;
  nameEn: string;
  url?: string | null;
  icon?: string | null;
  sort?: number;
  hidden?: boolean;
}

/** Columns an edit writes, each only when the body carries its field (screenCode follows url). */
const MENU_COLUMNS: Record<string, PresentColumn> = {
  parentId: { col: 'parent_id', cast: '::int' },
  nameZh: { col: 'name_zh', value: normText },
  nameEn: { col: 'name_en', value: normText },
  url: { col: 'url', value: optText },
  screenCode: { col: 'screen_code' },
  icon: { col: 'icon', value: optText },
  sort: { col: 'sort', cast: '::int', keepOnNull: true },
  hidden: { col: 'hidden', keepOnNull: true },
};

async function assertFolder(db: Database, parentId: number | null | undefined) {
  if (!parentId) return;
  const rows = await db.query<{ kind: string }>(`select kind from menu where id = $1`, [parentId]);
  if (!rows[0]) throw new AppError('menu.notFound');
  if (rows[0].kind !== 'folder') throw new AppError('menu.parentNotFolder');
}

/** Is `candidate` the menu itself or below it? */
async function isSelfOrDescendant(db: Database, id: number, candidate: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `with recursive sub(id) as (select $1::int union select m.id from menu m join sub s on m.parent_id = s.id)
     select id from sub where id = $2`,
    [id, candidate],
  );
  return rows.length > 0;
}

const flatTree = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatTree(n.children ?? [])]);

export default defineRoutes([
  {
    method: 'GET',
    url: 'xt/0101/list',
    authority: AUTH_MENU,
    summary: 'Menu management: the whole menu tree (folders, pages, hidden pages)',
    querystring: {
      type: 'object',
      properties: { keyword: { type: 'string', maxLength: 50 } },
    },
    response: {
      type: 'object',
      properties: { list: { type: 'array', items: nodeSchema }, total: { type: 'integer' } },
    },
    async handler(req) {
      const { keyword } = req.query as { keyword?: string };
      let tree = await menuTree(req.server.db, req.lang);
      const total = flatTree(tree).length;
      const kw = optText(keyword)?.toLowerCase();
      if (kw) {
        // Keep the matching nodes and the folders that lead to them.
        const prune = (nodes: MenuNode[]): MenuNode[] =>
          nodes.flatMap((n) => {
            const hit = [n.nameZh, n.nameEn, n.url ?? '', n.screenCode ?? ''].some((s) => s.toLowerCase().includes(kw));
            const children = prune(n.children ?? []);
            if (!hit && children.length === 0) return [];
            return [{ ...n, children: hit ? n.children : children }];
          });
        tree = prune(tree);
      }
      return { list: tree, total };
    },
  },
  {
    method: 'POST',
    url: 'xt/0101/save',
    authority: AUTH_MENU,
    summary: 'Add (no id) or edit a folder or page',
    body: formBody(menuList, 'menu'),
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    async handler(req) {
      currentUser(req);
      const db = req.server.db;
      const b = req.body as SaveBody;
      const nameZh = normText(b.nameZh);
      const nameEn = normText(b.nameEn);
      if (b.id) {
        // An edit writes what it sends: a menu sent without its parent stays where it is.
        const [old] = await db.query<{ kind: string; url: string | null }>(`select kind, url from menu where id = $1`, [b.id]);
        if (!old) throw new AppError('menu.notFound');
        if (b.kind !== undefined && old.kind !== b.kind) throw new AppError('menu.kindFixed');
        const url = b.url !== undefined ? optText(b.url) : old.url;
        if (old.kind === 'page') {
          if (!url) throw new AppError('menu.urlRequired');
        } else if (url) throw new AppError('menu.folderNoUrl');
        if (b.parentId !== undefined) await assertFolder(db, b.parentId);
        if (b.parentId && (await isSelfOrDescendant(db, b.id, b.parentId))) throw new AppError('menu.cycle');
        const params: unknown[] = [b.id];
        const set = presentSet({ ...b, screenCode: b.url !== undefined ? (url ? codeOf(url) : null) : undefined }, MENU_COLUMNS, params);
        if (set.length) await db.query(`update menu set ${set.join(', ')} where id = $1`, params);
        return { id: b.id };
      }
      const url = optText(b.url);
      if (b.kind === 'page') {
        if (!url) throw new AppError('menu.urlRequired');
      } else if (url) throw new AppError('menu.folderNoUrl');
      await assertFolder(db, b.parentId);
      const screenCode = url ? codeOf(url) : null;
      const rows = await db.query<{ id: number }>(
        `insert into menu (parent_id, kind, screen_code, url, name_zh, name_en, icon, sort, hidden)
         values ($1, $2, $3, $4, $5, $6, $7,
                 coalesce($8, (select coalesce(max(sort), 0) + 1 from menu where parent_id is not distinct from $1)), $9)
         returning id`,
        [b.parentId ?? null, b.kind, screenCode, url, nameZh, nameEn, optText(b.icon), b.sort ?? null, b.hidden ?? false],
      );
      return { id: rows[0].id };
    },
  },
  {
    method: 'POST',
    url: 'xt/0101/move',
    authority: AUTH_MENU,
    summary: 'Move a menu under another folder (or the root) at a position; siblings are renumbered',
    body: formBody(menuList, 'move'),
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { id: number; parentId?: number | null; index?: number };
      const me = await db.query<{ id: number }>(`select id from menu where id = $1`, [b.id]);
      if (!me[0]) throw new AppError('menu.notFound');
      const parentId = b.parentId ?? null;
      await assertFolder(db, parentId);
      if (parentId && (await isSelfOrDescendant(db, b.id, parentId))) throw new AppError('menu.cycle');
      await inTransaction(db, async (q) => {
        const siblings = await q<{ id: number }>(
          `select id from menu where parent_id is not distinct from $1 and id <> $2 order by sort, id`,
          [parentId, b.id],
        );
        const order = siblings.map((s) => s.id);
        order.splice(Math.min(b.index ?? order.length, order.length), 0, b.id);
        await q(`update menu set parent_id = $2 where id = $1`, [b.id, parentId]);
        await q(
          `update menu m set sort = o.ord from unnest($1::int[]) with ordinality as o(id, ord) where m.id = o.id`,
          [order],
        );
      });
      return { id: b.id };
    },
  },
  {
    method: 'POST',
    url: 'xt/0101/delete',
    authority: AUTH_MENU,
    summary: 'Delete menus ({id} or {ids}); a folder must be empty (or be deleted with all its children)',
    body: idsBody,
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const ids = pickIds(req.body as { id?: number; ids?: number[] });
      const found = await db.query<{ id: number }>(`select id from menu where id = any($1::int[])`, [ids]);
      if (found.length !== ids.length) throw new AppError('menu.notFound');
      // A folder may go only when every child goes with it.
      const blocking = await db.query<{ name_zh: string; name_en: string }>(
        `select p.name_zh, p.name_en from menu p
          where p.id = any($1::int[])
            and exists (select 1 from menu c where c.parent_id = p.id and not (c.id = any($1::int[])))
          limit 1`,
        [ids],
      );
      if (blocking[0]) throw new AppError('menu.hasChildren', { name: req.lang === 'en-US' ? blocking[0].name_en : blocking[0].name_zh });
      const deleted = await inTransaction(db, async (q) => {
        await q(`delete from role_menu where menu_id = any($1::int[])`, [ids]);
        const rows = await q<{ id: number }>(`delete from menu where id = any($1::int[]) returning id`, [ids]);
        return rows.length;
      });
      return { deleted };
    },
  },
]);
