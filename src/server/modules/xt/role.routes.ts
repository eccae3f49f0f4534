/**
 * XT0105_01 roles and XT0105_02 role permissions (menu tree with function points) and
 * members. Authority: the roles page; the hidden edit page is granted with it.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { defineMessages } from '../../platform/i18n';
import { currentUser } from '../../platform/auth/types';
import { ADMIN_ROLE, assertMayGrantAdministrator, mayChangeAccounts } from '../../platform/auth/accountRule';
import type { Database } from '../../db/connection';
import { formBody } from '../../platform/formBody';
import { presentSet, type PresentColumn } from '../../platform/partialUpdate';
import roleForm from '../../../../schemas/xt/XT0105_02.json' with { type: 'json' };
import roleList from '../../../../schemas/xt/XT0105_01.json' with { type: 'json' };
import { countSql, guardUnique, idsBody, inTransaction, ListFilter, listPage, listResponse, orderBy, pageQueryProps, paging, pickIds, type PageQuery } from '../../platform/resource';
import { normText, optText } from '../../platform/text';
import { menuTree, type MenuNode } from './menuAdmin.routes';

defineMessages({
  'zh-CN': {
    'role.notFound': '角色不存在',
    'role.codeTaken': '角色编码“{code}”已存在',
    'role.builtinCode': '内置角色的编码不能修改',
    'role.builtinDelete': '内置角色“{name}”不能删除',
    'role.hasMembers': '角色“{name}”下还有 {count} 名成员，请先移除成员',
    'role.adminDisable': '管理员角色不能停用',
    'role.adminKeepMember': '管理员角色至少要保留一名成员',
    'role.pickOneMenu': '请至少选择一个菜单',
    'role.menuUnknown': '所选菜单不存在：{ids}',
    'role.authorityUnknown': '所选功能点不存在：{urls}',
    'role.userUnknown': '所选用户不存在：{ids}',
  },
  'en-US': {
    'role.notFound': 'The role does not exist',
    'role.codeTaken': 'The role code "{code}" is already in use',
    'role.builtinCode': 'The code of a built-in role cannot be changed',
    'role.builtinDelete': 'The built-in role "{name}" cannot be deleted',
    'role.hasMembers': 'The role "{name}" still has {count} members: remove them first',
    'role.adminDisable': 'The administrator role cannot be disabled',
    'role.adminKeepMember': 'The administrator role must keep at least one member',
    'role.pickOneMenu': 'Pick at least one menu',
    'role.menuUnknown': 'No such menu: {ids}',
    'role.authorityUnknown': 'No such function point: {urls}',
    'role.userUnknown': 'No such user: {ids}',
  },
});

const AUTH_ROLE = 'xt/0105/01.html';
/** XT0105_02, the hidden permission and member page (granted with the roles page). */
const AUTH_ROLE_EDIT = 'xt/0105/02.html';

/** Columns a role edit writes, each only when the body carries its field. */
const ROLE_COLUMNS: Record<string, PresentColumn> = {
  code: { col: 'code', keepOnNull: true },
  nameZh: { col: 'name_zh', value: normText },
  nameEn: { col: 'name_en', value: normText },
  status: { col: 'status', keepOnNull: true },
  sort: { col: 'sort', cast: '::int', keepOnNull: true },
  remark: { col: 'remark', value: optText },
};

interface RoleRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  status: 'enabled' | 'disabled';
  builtin: boolean;
  sort: number;
  remark: string | null;
  member_count: number;
  menu_count: number;
}

const roleItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    nameZh: { type: 'string' },
    nameEn: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string' },
    builtin: { type: 'boolean' },
    sort: { type: 'integer' },
    remark: { type: ['string', 'null'] },
    memberCount: { type: 'integer' },
    menuCount: { type: 'integer' },
  },
};

const MEMBER_COUNT = '(select count(*)::int from user_role ur where ur.role_id = r.id)';

const ROLE_SELECT = `select r.id, r.code, r.name_zh, r.name_en, r.status, r.builtin, r.sort, r.remark,
       ${MEMBER_COUNT} as member_count,
       (select count(*)::int from role_menu rm where rm.role_id = r.id) as menu_count
  from role r`;

function toRole(r: RoleRow, lang: string) {
  return {
    id: r.id,
    code: r.code,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    name: lang === 'en-US' ? r.name_en : r.name_zh,
    status: r.status,
    builtin: r.builtin,
    sort: r.sort,
    remark: r.remark,
    memberCount: Number(r.member_count),
    menuCount: Number(r.menu_count),
  };
}

async function getRole(db: Database, id: number): Promise<RoleRow> {
  const rows = await db.query<RoleRow>(`${ROLE_SELECT} where r.id = $1`, [id]);
  if (!rows[0]) throw new AppError('role.notFound');
  return rows[0];
}

interface TreeNode {
  /** menu id, or 'fn:<url>' for a function point */
  key: string;
  menuId: number | null;
  authorityUrl: string | null;
  kind: 'folder' | 'page' | 'function';
  title: string;
  url: string | null;
  hidden: boolean;
  children?: TreeNode[];
}

/** The permission tree of XT0105_02: the menu tree, each page with its function points. */
async function permissionTree(db: Database, lang: string): Promise<TreeNode[]> {
  const menus = await menuTree(db, lang);
  const fns = await db.query<{ url: string; screen_code: string | null; name_zh: string; name_en: string }>(
    `select url, screen_code, name_zh, name_en from authority order by url`,
  );
  const byScreen = new Map<string, typeof fns>();
  for (const f of fns) {
    if (!f.screen_code) continue;
    const list = byScreen.get(f.screen_code) ?? [];
    list.push(f);
    byScreen.set(f.screen_code, list);
  }
  const placed = new Set<string>();
  const walk = (nodes: MenuNode[]): TreeNode[] =>
    nodes.map((n) => {
      const children = walk(n.children ?? []);
      if (n.kind === 'page' && n.screenCode) {
        for (const f of byScreen.get(n.screenCode) ?? []) {
          // A page may sit in several folders: its function points appear once (unique tree keys).
          if (placed.has(f.url)) continue;
          placed.add(f.url);
          children.push({
            key: `fn:${f.url}`,
            menuId: null,
            authorityUrl: f.url,
            kind: 'function',
            title: lang === 'en-US' ? f.name_en : f.name_zh,
            url: f.url,
            hidden: false,
          });
        }
      }
      const node: TreeNode = {
        key: String(n.id),
        menuId: n.id,
        authorityUrl: null,
        kind: n.kind,
        title: n.name,
        url: n.url,
        hidden: n.hidden,
      };
      if (children.length) node.children = children;
      return node;
    });
  const tree = walk(menus);
  // Function points of screens that are not in the menu (or have no screen) go last.
  const rest = fns.filter((f) => !placed.has(f.url));
  if (rest.length) {
    tree.push({
      key: 'fn:other',
      menuId: null,
      authorityUrl: null,
      kind: 'folder',
      title: lang === 'en-US' ? 'Other function points' : '其他功能点',
      url: null,
      hidden: false,
      children: rest.map((f) => ({
        key: `fn:${f.url}`,
        menuId: null,
        authorityUrl: f.url,
        kind: 'function' as const,
        title: lang === 'en-US' ? f.name_en : f.name_zh,
        url: f.url,
        hidden: false,
      })),
    });
  }
  return tree;
}

interface ListQuery extends PageQuery {
  keyword?: string;
  status?: 'enabled' | 'disabled';
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'xt/0105/list',
    authority: AUTH_ROLE,
    summary: 'Roles: code, names, status, member count (paged; filters keyword, status)',
    querystring: {
      type: 'object',
      properties: {
        ...pageQueryProps,
        keyword: { type: 'string', maxLength: 50 },
        status: { type: 'string', enum: ['enabled', 'disabled'] },
      },
    },
    response: listResponse(roleItem),
    async handler(req) {
      const q = req.query as ListQuery;
      const db = req.server.db;
      const f = new ListFilter().keyword(['r.code', 'r.name_zh', 'r.name_en'], q.keyword).eq('r.status', q.status);
      const sortable = { code: 'r.code', nameZh: 'r.name_zh', nameEn: 'r.name_en', status: 'r.status', sort: 'r.sort', memberCount: MEMBER_COUNT };
      const { rows, total } = await listPage(db, {
        from: 'role r',
        id: 'r.id',
        filter: f,
        order: orderBy(q, sortable, 'r.sort', 'r.id'),
        page: paging(q),
        decorate: (ids) => db.query<RoleRow>(`${ROLE_SELECT} where r.id = any($1::int[])`, [ids]),
      });
      return { list: rows.map((r) => toRole(r, req.lang)), total };
    },
  },
  {
    method: 'GET',
    url: 'xt/0105/detail',
    authority: AUTH_ROLE,
    summary: 'One role',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: roleItem,
    async handler(req) {
      return toRole(await getRole(req.server.db, (req.query as { id: number }).id), req.lang);
    },
  },
  {
    method: 'POST',
    url: 'xt/0105/save',
    // The list adds, the hidden edit page (XT0105_02) saves the role it shows.
    authority: [AUTH_ROLE, AUTH_ROLE_EDIT],
    summary: 'Add (no id) or edit a role',
    body: formBody(roleForm),
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { id?: number; code: string; nameZh: string; nameEn: string; status?: string; sort?: number; remark?: string | null };
      const nameZh = normText(b.nameZh);
      const nameEn = normText(b.nameEn);
      const taken = await db.query(`select 1 from role where code = $1 and id <> coalesce($2::int, 0)`, [b.code, b.id ?? null]);
      if (taken.length) throw new AppError('role.codeTaken', { code: b.code }).onFields('code');
      if (b.id) {
        const old = await getRole(db, b.id);
        if (old.builtin && b.code !== undefined && old.code !== b.code) throw new AppError('role.builtinCode');
        if (old.code === ADMIN_ROLE && b.status === 'disabled') throw new AppError('role.adminDisable');
        // An edit writes what it sends: a role saved without its remark keeps it (platform/partialUpdate.ts).
        const params: unknown[] = [b.id];
        const set = presentSet(b, ROLE_COLUMNS, params);
        if (set.length) await db.query(`update role set ${set.join(', ')} where id = $1`, params);
        return { id: b.id };
      }
      const rows = await guardUnique(
        () =>
          db.query<{ id: number }>(
            `insert into role (code, name_zh, name_en, status, builtin, sort, remark)
             values ($1, $2, $3, $4, false, coalesce($5, (select coalesce(max(sort), 0) + 1 from role)), $6) returning id`,
            [b.code, nameZh, nameEn, b.status ?? 'enabled', b.sort ?? null, optText(b.remark)],
          ),
        () => new AppError('role.codeTaken', { code: b.code }).onFields('code'),
      );
      return { id: rows[0].id };
    },
  },
  {
    method: 'POST',
    url: 'xt/0105/status',
    authority: AUTH_ROLE,
    summary: 'Enable or disable roles: {ids | id, status}',
    body: {
      ...idsBody,
      required: ['status'],
      properties: { ...idsBody.properties, status: { type: 'string', enum: ['enabled', 'disabled'] } },
    },
    response: { type: 'object', properties: { updated: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { id?: number; ids?: number[]; status: 'enabled' | 'disabled' };
      const ids = pickIds(b);
      const rows = await db.query<{ id: number; code: string }>(`select id, code from role where id = any($1::int[])`, [ids]);
      if (rows.length !== ids.length) throw new AppError('role.notFound');
      if (b.status === 'disabled' && rows.some((r) => r.code === ADMIN_ROLE)) throw new AppError('role.adminDisable');
      const updated = await inTransaction(db, (q) => q(`update role set status = $2 where id = any($1::int[]) returning id`, [ids, b.status]));
      return { updated: updated.length };
    },
  },
  {
    method: 'POST',
    url: 'xt/0105/delete',
    authority: AUTH_ROLE,
    summary: 'Delete roles ({id} or {ids}): not built-in, no members',
    body: idsBody,
    response: { type: 'object', properties: { deleted: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const ids = pickIds(req.body as { id?: number; ids?: number[] });
      const rows = await db.query<RoleRow>(`${ROLE_SELECT} where r.id = any($1::int[])`, [ids]);
      if (rows.length !== ids.length) throw new AppError('role.notFound');
      for (const r of rows) {
        const name = req.lang === 'en-US' ? r.name_en : r.name_zh;
        if (r.builtin) throw new AppError('role.builtinDelete', { name });
        if (Number(r.member_count) > 0) throw new AppError('role.hasMembers', { name, count: Number(r.member_count) });
      }
      const deleted = await inTransaction(db, async (q) => {
        await q(`delete from role_menu where role_id = any($1::int[])`, [ids]);
        await q(`delete from role_authority where role_id = any($1::int[])`, [ids]);
        return q(`delete from role where id = any($1::int[]) returning id`, [ids]);
      });
      return { deleted: deleted.length };
    },
  },
  {
    method: 'GET',
    url: 'xt/0105/menu',
    authority: AUTH_ROLE_EDIT,
    summary: 'XT0105_02: the whole permission tree (menus, pages, function points) and what the role holds',
    querystring: { type: 'object', required: ['roleId'], properties: { roleId: { type: 'integer', minimum: 1 } } },
    response: {
      type: 'object',
      properties: {
        role: roleItem,
        tree: { type: 'array', items: { type: 'object', additionalProperties: true } },
        menuIds: { type: 'array', items: { type: 'integer' } },
        authorityUrls: { type: 'array', items: { type: 'string' } },
        checkedKeys: { type: 'array', items: { type: 'string' } },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const { roleId } = req.query as { roleId: number };
      const role = await getRole(db, roleId);
      const granted = await db.query<{ menu_id: number; kind: string }>(
        `select rm.menu_id, m.kind from role_menu rm join menu m on m.id = rm.menu_id where rm.role_id = $1 order by rm.menu_id`,
        [roleId],
      );
      const menuIds = granted.map((r) => r.menu_id);
      // Folders follow from their pages (the server adds them on save): the checked keys are the
      // pages and function points, for a tree shown with checkStrictly.
      const pageIds = granted.filter((r) => r.kind === 'page').map((r) => r.menu_id);
      const authorityUrls = (await db.query<{ url: string }>(`select url from role_authority where role_id = $1 order by url`, [roleId])).map((r) => r.url);
      return {
        role: toRole(role, req.lang),
        tree: await permissionTree(db, req.lang),
        menuIds,
        authorityUrls,
        checkedKeys: [...pageIds.map(String), ...authorityUrls.map((u) => `fn:${u}`)],
      };
    },
  },
  {
    method: 'POST',
    url: 'xt/0105/menu/save',
    authority: AUTH_ROLE_EDIT,
    summary: "XT0105_02: replace a role's menus (at least one) and function points",
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['roleId', 'menuIds'],
      properties: {
        roleId: { type: 'integer', minimum: 1 },
        menuIds: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 5000 },
        authorityUrls: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 5000 },
      },
    },
    response: { type: 'object', properties: { menus: { type: 'integer' }, authorities: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as { roleId: number; menuIds: number[]; authorityUrls?: string[] };
      const menuIds = [...new Set(b.menuIds)];
      if (menuIds.length === 0) throw new AppError('role.pickOneMenu');
      const role = await getRole(db, b.roleId);
      // What the administrator role may do is what every administrator account may do: the account rule.
      assertMayGrantAdministrator(currentUser(req), role.code === ADMIN_ROLE);
      const known = new Set((await db.query<{ id: number }>(`select id from menu where id = any($1::int[])`, [menuIds])).map((r) => r.id));
      const unknown = menuIds.filter((id) => !known.has(id));
      if (unknown.length) throw new AppError('role.menuUnknown', { ids: unknown.join(', ') });
      // Keep the ancestors of every checked page, so a half-checked folder still shows.
      const withParents = (
        await db.query<{ id: number }>(
          `with recursive up(id, parent_id) as (
             select id, parent_id from menu where id = any($1::int[])
             union select m.id, m.parent_id from menu m join up on m.id = up.parent_id)
           select distinct id from up order by id`,
          [menuIds],
        )
      ).map((r) => r.id);
      const urls = b.authorityUrls ? [...new Set(b.authorityUrls)] : null;
      if (urls) {
        const knownUrls = new Set((await db.query<{ url: string }>(`select url from authority where url = any($1::text[])`, [urls])).map((r) => r.url));
        const bad = urls.filter((u) => !knownUrls.has(u));
        if (bad.length) throw new AppError('role.authorityUnknown', { urls: bad.join(', ') });
      }
      if (role.code === ADMIN_ROLE) {
        // The administrator keeps the role screen, or nobody could repair a mistake.
        const keeps = await db.query(`select 1 from menu where id = any($1::int[]) and url = $2`, [withParents, AUTH_ROLE]);
        if (!keeps.length) {
          const roleMenu = await db.query<{ id: number }>(`select id from menu where url = $1 order by id limit 1`, [AUTH_ROLE]);
          if (roleMenu[0]) withParents.push(roleMenu[0].id);
        }
      }
      await inTransaction(db, async (q) => {
        await q(`delete from role_menu where role_id = $1`, [b.roleId]);
        await q(`insert into role_menu (role_id, menu_id) select $1, unnest($2::int[]) on conflict do nothing`, [b.roleId, withParents]);
        if (urls) {
          await q(`delete from role_authority where role_id = $1`, [b.roleId]);
          if (urls.length) await q(`insert into role_authority (role_id, url) select $1, unnest($2::text[]) on conflict do nothing`, [b.roleId, urls]);
        }
      });
      return { menus: withParents.length, authorities: urls ? urls.length : -1 };
    },
  },
  {
    method: 'GET',
    url: 'xt/0105/member/list',
    authority: AUTH_ROLE_EDIT,
    summary: 'Members of a role (paged; keyword on login ID / name)',
    querystring: {
      type: 'object',
      required: ['roleId'],
      properties: { ...pageQueryProps, roleId: { type: 'integer', minimum: 1 }, keyword: { type: 'string', maxLength: 50 } },
    },
    response: listResponse({
      type: 'object',
      properties: {
        userId: { type: 'integer' },
        loginid: { type: 'string' },
        userName: { type: 'string' },
        userType: { type: 'string' },
        enabled: { type: 'boolean' },
        locked: { type: 'boolean' },
      },
    }),
    async handler(req) {
      const db = req.server.db;
      const q = req.query as PageQuery & { roleId: number; keyword?: string };
      await getRole(db, q.roleId);
      const f = new ListFilter().eq('ur.role_id', q.roleId).keyword(['u.loginid', 'u.user_name'], q.keyword);
      const { rows, total } = await listPage<{ id: number; loginid: string; user_name: string; user_type: string; enabled: boolean; locked: boolean }>(db, {
        select: 'u.id, u.loginid, u.user_name, u.user_type, u.enabled, u.locked',
        from: 'user_role ur join app_user u on u.id = ur.user_id',
        filter: f,
        order: orderBy(q, { loginid: 'u.loginid', userName: 'u.user_name' }, 'u.loginid', 'u.id'),
        page: paging(q),
      });
      return {
        list: rows.map((r) => ({ userId: r.id, loginid: r.loginid, userName: r.user_name, userType: r.user_type, enabled: r.enabled, locked: r.locked })),
        total,
      };
    },
  },
  {
    method: 'POST',
    url: 'xt/0105/member/save',
    authority: AUTH_ROLE_EDIT,
    summary: "Role members: mode 'set' (default, userIds is the whole list), 'add' or 'remove'",
    body: formBody(roleList, 'members'),
    response: { type: 'object', properties: { members: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const me = currentUser(req);
      const b = req.body as { roleId: number; userIds?: number[] | null; mode?: 'set' | 'add' | 'remove' | null };
      const mode = b.mode ?? 'set';
      // The form cannot require the list (an empty one is a valid 'set'), so the route does:
      // without it a 'set' would silently remove every member.
      if (!Array.isArray(b.userIds)) throw new AppError('common.badRequest', { detail: 'userIds' });
      const role = await getRole(db, b.roleId);
      const userIds = [...new Set(b.userIds)];
      if (mode !== 'set' && userIds.length === 0) throw new AppError('common.selectOne');
      const known = new Set((await db.query<{ id: number }>(`select id from app_user where id = any($1::int[])`, [userIds])).map((r) => r.id));
      const unknown = userIds.filter((id) => !known.has(id));
      if (unknown.length) throw new AppError('role.userUnknown', { ids: unknown.join(', ') });
      // Joining or leaving a role changes an account: the account rule holds for each one that moves.
      const current = new Set((await db.query<{ user_id: number }>(`select user_id from user_role where role_id = $1`, [b.roleId])).map((r) => r.user_id));
      const wanted = new Set(userIds);
      const moving = mode === 'remove'
        ? userIds.filter((id) => current.has(id))
        : [...userIds.filter((id) => !current.has(id)), ...(mode === 'set' ? [...current].filter((id) => !wanted.has(id)) : [])];
      if (moving.length) {
        assertMayGrantAdministrator(me, role.code === ADMIN_ROLE);
        await mayChangeAccounts(db, me, moving);
      }
      const members = await inTransaction(db, async (q) => {
        if (mode === 'set') {
          await q(`delete from user_role where role_id = $1 and not (user_id = any($2::int[]))`, [b.roleId, userIds]);
        }
        if (mode === 'remove') {
          await q(`delete from user_role where role_id = $1 and user_id = any($2::int[])`, [b.roleId, userIds]);
        } else if (userIds.length) {
          await q(`insert into user_role (user_id, role_id) select unnest($2::int[]), $1 on conflict do nothing`, [b.roleId, userIds]);
        }
        const n = (await q<{ n: number }>(`select ${countSql} as n from user_role where role_id = $1`, [b.roleId]))[0].n;
        // Throwing here rolls the whole change back.
        if (role.code === ADMIN_ROLE && Number(n) === 0) throw new AppError('role.adminKeepMember');
        return Number(n);
      });
      req.log.info({ roleId: b.roleId, mode, by: me.userId }, 'role members changed');
      return { members };
    },
  },
]);
