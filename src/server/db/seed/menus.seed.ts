import type { Database } from '../connection';
import { inTransaction, SEED_LOCK } from '../../platform/transaction';
import { defineSeed } from './define';
import { loadScreenCatalog, type CatalogMenuNode, type CatalogScreen } from './screenCatalog';

/**
 * The menu table and role grants from the screen catalogue (SCREENS.md section 11).
 *
 * Runs on every start but only places urls it has never placed before (remembered in
 * site_setting 'seed.menuUrls'): the first start builds every role's tree, a later version
 * that adds a screen adds just that screen, and an administrator's edits (renames, moves,
 * removed grants, deleted pages) are never undone.
 *
 * Hidden children (details, dialogs: `hidden` with `parent`) are placed beside their parent
 * as hidden pages with the same grants, so authority checks for them pass. The admin role
 * gets every screen: those its own tree does not list go into one folder per module.
 */
const SEEDED_KEY = 'seed.menuUrls';

const ROLE_ALIASES: Record<string, string> = {
  c: 'customer', xs: 'sales', kf: 'kf', cw: 'finance', op: 'ops', mg: 'manager', ad: 'admin', dl: 'dealer',
};

const MODULE_FOLDERS: Record<string, [string, string]> = {
  mn: ['首页与公告', 'Home and notices'],
  wl: ['物流操作', 'Logistics operations'],
  xx: ['信息', 'Information'],
  dd: ['订单', 'Orders'],
  cw: ['财务', 'Finance'],
  zf: ['支付', 'Payment'],
  zj: ['配置管理', 'Configuration'],
  xt: ['系统', 'System'],
  wd: ['网点', 'Network'],
  hw: ['海外仓', 'Overseas warehouses'],
};

interface ExistingMenu {
  id: number;
  parent_id: number | null;
  kind: string;
  url: string | null;
  folder_key: string | null;
}

class MenuBuilder {
  private pages = new Map<string, number>();
  private folders = new Map<string, number>();
  readonly grants: [number, number][] = [];

  constructor(
    private db: Database,
    existing: ExistingMenu[],
  ) {
    for (const m of existing) {
      if (m.kind === 'page' && m.url) this.pages.set(`${m.parent_id}|${m.url}`, m.id);
      if (m.kind === 'folder' && m.folder_key) this.folders.set(`${m.parent_id}|${m.folder_key}`, m.id);
    }
  }

  async folder(parentId: number | null, key: string, nameZh: string, nameEn: string, icon: string | null, sort: number) {
    const k = `${parentId}|${key}`;
    let id = this.folders.get(k);
    if (id === undefined) {
      const [row] = await this.db.query<{ id: number }>(
        `insert into menu (parent_id, kind, folder_key, name_zh, name_en, icon, sort)
         values ($1, 'folder', $2, $3, $4, $5, $6) returning id`,
        [parentId, key, nameZh, nameEn, icon, sort],
      );
      id = row.id;
      this.folders.set(k, id);
    }
    return id;
  }

  async page(parentId: number | null, s: CatalogScreen, sort: number, hidden: boolean) {
    const k = `${parentId}|${s.url}`;
    let id = this.pages.get(k);
    if (id === undefined) {
      const [row] = await this.db.query<{ id: number }>(
        `insert into menu (parent_id, kind, screen_code, url, name_zh, name_en, sort, hidden)
         values ($1, 'page', $2, $3, $4, $5, $6, $7) returning id`,
        [parentId, s.code, s.url, s.nameZh, s.nameEn, sort, hidden],
      );
      id = row.id;
      this.pages.set(k, id);
    }
    return id;
  }

  grant(roleId: number, menuId: number) {
    this.grants.push([roleId, menuId]);
  }

  async saveGrants() {
    if (!this.grants.length) return;
    await this.db.query(
      `insert into role_menu (role_id, menu_id)
       select * from unnest($1::int[], $2::int[]) on conflict do nothing`,
      [this.grants.map((g) => g[0]), this.grants.map((g) => g[1])],
    );
  }
}

export async function seedMenus(db: Database): Promise<{ placed: number }> {
  const catalog = await loadScreenCatalog();
  if (!catalog) return { placed: 0 };
  const screens = new Map(catalog.SCREENS.map((s) => [s.code, s]));
  const hiddenChildren = new Map<string, CatalogScreen[]>();
  for (const s of catalog.SCREENS) {
    if (s.hidden && s.parent && s.url) hiddenChildren.set(s.parent, [...(hiddenChildren.get(s.parent) ?? []), s]);
  }
  const seededRow = await db.query<{ value: string[] }>(`select value from site_setting where key = $1`, [SEEDED_KEY]);
  const seeded = new Set<string>(seededRow[0]?.value ?? []);
  const todo = new Set(catalog.SCREENS.filter((s) => s.url && !seeded.has(s.url)).map((s) => s.url));
  if (!todo.size) return { placed: 0 };

  const roles = new Map(
    (await db.query<{ id: number; code: string }>(`select id, code from role`)).map((r) => [r.code, r.id]),
  );
  const builder = new MenuBuilder(
    db,
    await db.query<ExistingMenu>(`select id, parent_id, kind, url, folder_key from menu`),
  );

  const needs = (node: CatalogMenuNode): boolean => {
    if (typeof node === 'string') {
      const s = screens.get(node);
      return !!s && (todo.has(s.url) || (hiddenChildren.get(node) ?? []).some((c) => todo.has(c.url)));
    }
    return node.children.some(needs);
  };

  const place = async (
    nodes: CatalogMenuNode[],
    parentId: number | null,
    roleId: number,
    roleCode: string,
    covered: Set<string>,
  ): Promise<void> => {
    for (const [i, node] of nodes.entries()) {
      const sort = (i + 1) * 10;
      if (typeof node === 'string') {
        const s = screens.get(node);
        if (!s?.url) continue;
        covered.add(s.url);
        if (todo.has(s.url)) builder.grant(roleId, await builder.page(parentId, s, sort, s.hidden));
        for (const child of hiddenChildren.get(node) ?? []) {
          if (child.roles && roleCode !== 'admin' && !child.roles.includes(roleCode)) continue;
          covered.add(child.url);
          if (todo.has(child.url)) builder.grant(roleId, await builder.page(parentId, child, sort, true));
        }
        continue;
      }
      if (!needs(node)) {
        collect(node.children, covered);
        continue;
      }
      const f = node.folder;
      const folderId = await builder.folder(parentId, f.key, f.nameZh, f.nameEn, f.icon ?? null, sort);
      builder.grant(roleId, folderId);
      await place(node.children, folderId, roleId, roleCode, covered);
    }
  };
  const collect = (nodes: CatalogMenuNode[], covered: Set<string>) => {
    for (const node of nodes) {
      if (typeof node !== 'string') collect(node.children, covered);
      else {
        const s = screens.get(node);
        if (s?.url) covered.add(s.url);
        for (const c of hiddenChildren.get(node) ?? []) covered.add(c.url);
      }
    }
  };

  let adminCovered = new Set<string>();
  for (const [key, tree] of Object.entries(catalog.ROLE_MENUS)) {
    const code = ROLE_ALIASES[key.toLowerCase()] ?? key.toLowerCase();
    const roleId = roles.get(code);
    if (roleId === undefined) continue;
    const covered = new Set<string>();
    await place(tree, null, roleId, code, covered);
    if (code === 'admin') adminCovered = covered;
    // Screens the catalogue opens to this role that its tree leaves out: hidden ones opened from
    // elsewhere (an announcement detail read from the customer's notice centre), and those its
    // SCREENS.md row grants though the role's §11 tree has no entry for them (customer service's
    // first-leg order, DD1401_01): granted, never shown in the tree.
    for (const s of catalog.SCREENS) {
      if (s.public || !s.url || covered.has(s.url) || !todo.has(s.url) || !s.roles?.includes(code)) continue;
      covered.add(s.url);
      builder.grant(roleId, await builder.page(null, s, 10_000, true));
    }
  }

  // The administrator holds every screen, including those its own tree leaves out.
  const adminId = roles.get('admin');
  if (adminId !== undefined) {
    for (const [i, s] of catalog.SCREENS.entries()) {
      if (!s.url || adminCovered.has(s.url) || !todo.has(s.url)) continue;
      if (s.public || s.hidden) {
        builder.grant(adminId, await builder.page(null, s, 10_000, true));
        continue;
      }
      const mod = (s.module || s.url.split('/')[0]).toLowerCase();
      const [zh, en] = MODULE_FOLDERS[mod] ?? [mod.toUpperCase(), mod.toUpperCase()];
      const folderId = await builder.folder(null, `all-${mod}`, zh, en, null, 1000 + Object.keys(MODULE_FOLDERS).indexOf(mod));
      builder.grant(adminId, folderId);
      builder.grant(adminId, await builder.page(folderId, s, (i + 1) * 10, s.hidden));
    }
  }

  await builder.saveGrants();
  await db.query(
    `insert into site_setting (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [SEEDED_KEY, JSON.stringify([...seeded, ...todo].sort())],
  );
  return { placed: todo.size };
}

export default defineSeed({
  name: 'menus',
  order: 11,
  async reference({ db }) {
    // One transaction: all or nothing, and a second process starting at once waits, then finds it done.
    await inTransaction(db, (tx) => seedMenus(tx), { lockKey: SEED_LOCK });
  },
});
