import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { testConfig } from './config';
import { seed } from '../../src/server/db/seed/index';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/connection';
import { buildApp } from '../../src/server/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n);

describe('reference seeding on later starts', () => {
  it('adds nothing twice and keeps the administrator edits', async () => {
    const before = { menu: await count('menu'), grants: await count('role_menu'), roles: await count('role'), users: await count('app_user') };
    // An administrator renames a folder, takes a page away from customers and renames a role.
    await t.db.query(`update menu set name_en = 'Start' where folder_key = 'home' and parent_id is null`);
    await t.db.query(
      `delete from role_menu where role_id = (select id from role where code = 'customer')
          and menu_id in (select id from menu where url = 'dd/0103/01.html')`,
    );
    await t.db.query(`update role set name_en = 'Client' where code = 'customer'`);
    await seed(t.db, t.config);
    expect(await count('menu')).toBe(before.menu);
    expect(await count('role_menu')).toBe(before.grants - 1);
    expect(await count('role')).toBe(before.roles);
    expect(await count('app_user')).toBe(before.users);
    const token = await login(t.app, 'customer');
    const menu = await call(t.app, 'GET', 'xt/0101/menu/list', { token, lang: 'en-US' });
    expect(menu.data[0].menuName).toBe('Start');
    expect(JSON.stringify(menu.data)).not.toContain('dd/0103/01.html');
    const [role] = await t.db.query<{ name_en: string }>(`select name_en from role where code = 'customer'`);
    expect(role.name_en).toBe('Client');
  });

  it('places a screen the catalogue gained since the last start', async () => {
    // As if XT0125_01 were new: no menu rows, not yet remembered as seeded.
    await t.db.query(`delete from menu where url = 'xt/0125/01.html'`);
    await t.db.query(`update site_setting set value = value - 'xt/0125/01.html' where key = 'seed.menuUrls'`);
    await seed(t.db, t.config);
    const token = await login(t.app, 'ops');
    const r = await call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: 'xt/0125/01.html' } });
    expect(r.data).toBe(1);
  });
});

describe('seeding from several processes at once', () => {
  it('builds the menus once when two starts race', async () => {
    const reset = async () => {
      await t.db.query(`delete from menu`);
      await t.db.query(`delete from site_setting where key = 'seed.menuUrls'`);
    };
    await reset();
    await seed(t.db, t.config);
    const once = { menu: await count('menu'), grants: await count('role_menu') };
    await reset();
    await Promise.all([seed(t.db, t.config), seed(t.db, t.config)]);
    expect(await count('menu')).toBe(once.menu);
    expect(await count('role_menu')).toBe(once.grants);
  });
});

describe('first start without demo data', () => {
  it('refuses to start without ADMIN_LOGIN and ADMIN_PASSWORD, then creates that administrator', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(db);
      const bare = testConfig({ seedDemo: false, adminLogin: undefined, adminPassword: undefined });
      await expect(seed(db, bare)).rejects.toThrow(/ADMIN_LOGIN and ADMIN_PASSWORD/);
      await expect(seed(db, { ...bare, adminLogin: 'root', adminPassword: 'short' })).rejects.toThrow(/letters and digits/);
      const config = { ...bare, adminLogin: 'root', adminPassword: 'Strong2026' };
      await seed(db, config);
      await seed(db, config); // a second start does nothing more
      const users = await db.query<{ loginid: string; view_all: boolean }>(`select loginid, view_all from app_user`);
      expect(users).toEqual([{ loginid: 'root', view_all: true }]);
      expect(await db.query(`select 1 from station`)).toHaveLength(0);
      const app = await buildApp({ db, config });
      try {
        const token = await login(app, 'root', 'Strong2026');
        const menu = await call(app, 'GET', 'xt/0101/menu/list', { token });
        expect(menu.data.length).toBeGreaterThan(3);
        expect((await call(app, 'POST', 'mn/0101/login', { body: { loginid: 'admin', password: 'Demo@2026' } })).code).toBe(500);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  });
});
