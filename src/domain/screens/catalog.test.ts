import { describe, expect, it } from 'vitest';
import {
  ROLE_CODES,
  ROLE_MENUS,
  SCREENS,
  menuCodes,
  menuUrlOf,
  routeOfUrl,
  screenByCode,
  screenByUrl,
  screensForRole,
  type MenuNode,
  type RoleCode,
  type ScreenEntry,
} from './catalog';
import { catalogProblems, nameNote } from './catalogProblems';
import { SCREENS_MD } from './catalog.screensMd';

const folders = (nodes: MenuNode[]): Extract<MenuNode, { folder: unknown }>[] => {
  const out: Extract<MenuNode, { folder: unknown }>[] = [];
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      if (typeof n !== 'string') {
        out.push(n);
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
};

const codesOf = (role: RoleCode) => new Set(menuCodes(ROLE_MENUS[role]));
/** SCREENS.md's screens; new-screen may add local ones (origin: 'local') beside them. */
const specScreens = SCREENS.filter((s) => s.origin !== 'local');

describe('SCREENS', () => {
  it('holds every SCREENS.md screen with its url, roles and parent; anything else is marked local', () => {
    expect(SCREENS_MD).toHaveLength(175);
    expect(new Set(SCREENS_MD.map(([code]) => code)).size).toBe(175);
    expect(catalogProblems(SCREENS)).toEqual([]);
    expect(specScreens).toHaveLength(175);
  });

  it('names what breaks the catalogue: a spec screen lost or regranted, an unmarked extra, a local one off the rules', () => {
    const entry = (code: string, extra: Partial<ScreenEntry> = {}): ScreenEntry => ({
      code, module: 'xt', url: menuUrlOf(code), route: `/${code}`, nameZh: '新页面', nameEn: 'New', kind: 'list', hidden: false, roles: ['admin'], ...extra,
    });
    const without = SCREENS.filter((s) => s.code !== 'XT0125_01');
    const regranted = SCREENS.map((s) => (s.code === 'XT0101_01' ? { ...s, roles: ['admin', 'kf'] as RoleCode[] } : s));
    expect(catalogProblems(without)).toEqual(['XT0125_01: missing (a SCREENS.md screen)']);
    expect(catalogProblems(regranted)).toEqual(['XT0101_01: roles admin kf, SCREENS.md admin']);
    expect(catalogProblems([...SCREENS, entry('XT0199_01')])).toEqual(["XT0199_01: not in SCREENS.md and not marked origin: 'local'"]);
    expect(catalogProblems([...SCREENS, entry('XT0199_01', { origin: 'local' })])).toEqual([]);
    expect(catalogProblems([...SCREENS, entry('XT0199_02', { origin: 'local', roles: ['kf'], hidden: true, parent: 'XT0199_01' })])).toEqual([
      'XT0199_02: admin must hold every screen', 'XT0199_02: hidden under a screen the catalogue lacks (XT0199_01)',
    ]);
  });

  it('menu and tab names are product words: catalogue notes stay in `note`, never in a name', () => {
    const noted = SCREENS.map((s) => (s.code === 'MN0501_01' ? { ...s, nameEn: 'Work platform (home tab)' } : s));
    expect(catalogProblems(noted)).toEqual(['MN0501_01: the name "Work platform (home tab)" carries a note (home tab) (put it in "note")']);
    expect(screenByCode('MN0501_01')).toMatchObject({ nameEn: 'Workbench', note: 'home tab' });
    expect(screenByCode('DD0208_11')).toMatchObject({ nameEn: 'My problem parcels', note: 'customer variant' });
    // An abbreviation in brackets is a product word.
    expect(nameNote('Air master orders (MAWB)')).toBeUndefined();
    const folderNames = ROLE_CODES.flatMap((r) => folders(ROLE_MENUS[r])).flatMap(({ folder }) => [folder.nameZh, folder.nameEn]);
    expect(folderNames.filter((n) => nameNote(n))).toEqual([]);
  });

  it('matches the per-module row counts of the tables', () => {
    const count: Record<string, number> = {};
    for (const s of specScreens) count[s.module] = (count[s.module] ?? 0) + 1;
    expect(count).toEqual({ mn: 13, zf: 4, wl: 24, xx: 12, dd: 32, cw: 22, zj: 54, xt: 11, wd: 2, hw: 1 });
  });

  it('follows the url and route conventions', () => {
    for (const s of SCREENS) {
      expect(s.code).toMatch(/^[A-Z]{2}\d{4}_\d{2}$/);
      expect(s.module).toBe(s.code.slice(0, 2).toLowerCase());
      expect(s.url).toBe(`${s.code.slice(0, 2).toLowerCase()}/${s.code.slice(2, 6)}/${s.code.slice(7)}.html`);
      expect(s.route).toBe(`/${s.code}`);
      expect(menuUrlOf(s.code)).toBe(s.url);
      expect(routeOfUrl(s.url)).toBe(s.route);
      expect(screenByCode(s.code)).toBe(s);
      expect(screenByUrl(s.url)).toBe(s);
    }
    expect(menuUrlOf('DD0101_01')).toBe('dd/0101/01.html');
    expect(routeOfUrl('dd/0101/01.html')).toBe('/DD0101_01');
    expect(screenByUrl('/dd/0205/01.html')?.code).toBe('DD0205_01');
    expect(screenByCode('NOPE00_01')).toBeUndefined();
    expect(() => menuUrlOf('bad')).toThrow();
    expect(() => routeOfUrl('bad.html')).toThrow();
  });

  it('has zh and en names and at least one role (admin everywhere)', () => {
    for (const s of SCREENS) {
      expect(s.nameZh.trim(), s.code).not.toBe('');
      expect(s.nameEn.trim(), s.code).not.toBe('');
      expect(s.roles, s.code).toContain('admin');
      expect(new Set(s.roles).size).toBe(s.roles.length);
      for (const r of s.roles) expect(ROLE_CODES).toContain(r);
    }
    // a local screen may still carry new-screen's placeholder names (its code) until someone names it
    for (const s of specScreens) {
      expect(/[\u4e00-\u9fff]/.test(s.nameZh), s.code).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(s.nameEn), s.code).toBe(false);
    }
    expect(screenByCode('DD0101_01')).toMatchObject({ nameZh: '下单', nameEn: 'Place order', note: 'single', kind: 'form' });
    expect(screenByCode('XT0125_01')).toMatchObject({ nameZh: '下载中心', nameEn: 'Download centre', kind: 'list' });
  });

  it('marks exactly the four coded public routes as public', () => {
    const pub = SCREENS.filter((s) => s.public).map((s) => s.code).sort();
    expect(pub).toEqual(['MN0401_03', 'ZF0101_02', 'ZF0101_03', 'ZF0101_04']);
    for (const s of SCREENS) expect(s.kind === 'public', s.code).toBe(!!s.public);
    for (const code of pub) expect(screenByCode(code)!.hidden).toBe(false);
  });

  it('gives every hidden screen an existing, visible parent in the same module', () => {
    const hidden = specScreens.filter((s) => s.hidden);
    expect(hidden.length).toBe(39); // 175 - 4 public - 132 in menus
    for (const s of hidden) {
      const parent = screenByCode(s.parent ?? '');
      expect(parent, s.code).toBeDefined();
      expect(parent!.hidden, s.code).toBe(false);
      expect(parent!.public, s.code).toBeFalsy();
      expect(parent!.module).toBe(s.module);
    }
    for (const s of SCREENS.filter((x) => !x.hidden)) expect(s.parent, s.code).toBeUndefined();
    const parentOf = (c: string) => screenByCode(c)?.parent;
    expect(parentOf('MN0401_02')).toBe('MN0401_01');
    expect(parentOf('ZJ0601_02')).toBe('ZJ0601_01');
    expect(parentOf('XT0105_02')).toBe('XT0105_01');
    for (const c of ['ZJ0103_02', 'ZJ0103_03', 'ZJ0103_04']) expect(parentOf(c)).toBe('ZJ0103_01');
    expect(parentOf('ZJ0104_02')).toBe('ZJ0104_01');
    for (const c of ['ZJ0101_02', 'ZJ0101_04', 'ZJ0101_05', 'ZJ0101_06']) expect(parentOf(c)).toBe('ZJ0101_01');
    for (const c of ['DD0205_02', 'DD0205_03', 'DD0205_04']) expect(parentOf(c)).toBe('DD0205_01');
    expect(parentOf('CW0101_02')).toBe('CW0101_01');
    expect(parentOf('CW0201_03')).toBe('CW0201_02');
    // non-hidden siblings stay in the tree
    for (const c of ['ZJ0101_03', 'ZJ0104_03', 'ZJ0104_04', 'CW0101_03', 'DD0204_02', 'XX0202_02']) {
      expect(screenByCode(c)!.hidden, c).toBe(false);
    }
  });

  it('gives hidden screens their own row roles, or the parent roles for "same as _01"', () => {
    expect(screenByCode('DD0205_02')!.roles).toEqual(screenByCode('DD0205_01')!.roles);
    expect(screenByCode('CW0101_02')!.roles).toEqual(screenByCode('CW0101_01')!.roles);
    expect(screenByCode('DD0205_03')!.roles.sort()).toEqual(['admin', 'customer', 'kf']);
    expect(screenByCode('ZJ0601_02')!.roles.sort()).toEqual(['admin', 'manager']);
    expect(screenByCode('MN0401_04')!.roles).toHaveLength(8);
  });

  it('tags the customer-list (CL) screens', () => {
    const cl = SCREENS.filter((s) => s.needsCustomerList).map((s) => s.code);
    expect(cl).toHaveLength(17);
    for (const c of ['DD0205_01', 'CW0101_01', 'ZJ0101_01', 'DD0101_01', 'XX0702_01']) expect(cl).toContain(c);
    expect(cl).not.toContain('XT0125_01');
  });

  it('keeps tab screens alive but not dialogs or public pages', () => {
    expect(screenByCode('DD0205_01')!.keepAlive).toBe(true);
    expect(screenByCode('DD0202_02')!.keepAlive).toBeFalsy();
    expect(screenByCode('ZF0101_04')!.keepAlive).toBeFalsy();
  });
});

describe('ROLE_MENUS', () => {
  it('has a tree for every role', () => {
    expect(Object.keys(ROLE_MENUS).sort()).toEqual([...ROLE_CODES].sort());
  });

  it.each(ROLE_CODES)('%s: every code exists and is neither hidden nor public', (role) => {
    for (const code of menuCodes(ROLE_MENUS[role])) {
      const s = screenByCode(code);
      expect(s, code).toBeDefined();
      expect(s!.hidden, code).toBe(false);
      expect(s!.public, code).toBeFalsy();
    }
  });

  it.each(ROLE_CODES)('%s: no screen twice in one folder, nor in the whole tree', (role) => {
    const tree = ROLE_MENUS[role];
    const levels = [tree, ...folders(tree).map((f) => f.children)];
    for (const level of levels) {
      const codes = level.filter((n): n is string => typeof n === 'string');
      expect(new Set(codes).size).toBe(codes.length);
    }
    const all = menuCodes(tree);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(ROLE_CODES)('%s: folders have unique keys, zh and en names, antd icons, no empty folder', (role) => {
    const fs = folders(ROLE_MENUS[role]);
    expect(new Set(fs.map((f) => f.folder.key)).size).toBe(fs.length);
    for (const f of fs) {
      expect(f.folder.nameZh).toMatch(/[\u4e00-\u9fff]/);
      expect(f.folder.nameEn.trim()).not.toBe('');
      expect(f.folder.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
      expect(f.children.length).toBeGreaterThan(0);
    }
  });

  it.each(ROLE_CODES)('%s: each menu screen grants the role', (role) => {
    for (const code of menuCodes(ROLE_MENUS[role])) expect(screenByCode(code)!.roles, code).toContain(role);
    for (const code of menuCodes(ROLE_MENUS[role])) expect(screensForRole(role).map((s) => s.code)).toContain(code);
  });

  it.each(ROLE_CODES)('%s: has the home tab, the download centre and the profile pages (§11)', (role) => {
    const codes = codesOf(role);
    for (const c of ['MN0501_01', 'XT0125_01', 'MN0201_01', 'MN0201_02']) expect(codes.has(c), c).toBe(true);
  });

  it('customer tree is §11 verbatim', () => {
    const tree = ROLE_MENUS.customer;
    expect(tree.map((n) => (typeof n === 'string' ? n : `${n.folder.nameZh} ${n.folder.nameEn}`))).toEqual([
      '首页 Home', '下单 Ordering', '订单 Orders', '报关保险 Customs & insurance', '信息 Information',
      '财务 Finance', '海外仓 Overseas', '服务 Service', '我的 Me',
    ]);
    const codes = codesOf('customer');
    expect(codes.size).toBe(41);
    for (const c of ['DD0101_01', 'DD1401_01', 'DD0208_11', 'XX0201_01', 'ZF0101_01', 'HW0905_01', 'MN0401_11', 'MN0201_03']) {
      expect(codes.has(c), c).toBe(true);
    }
    for (const c of ['ZJ0601_01', 'ZJ0101_01', 'WL0101_01', 'XT0101_01', 'DD0208_01', 'MN0401_21', 'CW0101_03']) {
      expect(codes.has(c), c).toBe(false);
    }
  });

  it('sales', () => {
    const codes = codesOf('sales');
    for (const c of ['ZJ0101_01', 'XX0702_01', 'XX0701_01', 'ZJ0105_01', 'DD0101_01', 'ZJ1401_01', 'CW0501_01', 'MN0401_21', 'XX0202_01', 'XX0202_02']) {
      expect(codes.has(c), c).toBe(true);
    }
    for (const c of ['DD0104_01', 'ZJ0601_01', 'WL0101_01', 'CW0101_03', 'XT0105_01', 'XX0202_03', 'XX0301_01']) expect(codes.has(c), c).toBe(false);
    expect(codes.size).toBe(24);
  });

  it('customer service', () => {
    const codes = codesOf('kf');
    for (const c of ['ZJ0101_03', 'ZJ0701_01', 'DD0202_01', 'DD0206_11', 'DD0303_01', 'MN0401_01', 'ZJ0401_01', 'WL0110_01', 'HW0905_01']) {
      expect(codes.has(c), c).toBe(true);
    }
    for (const c of ['CW0101_03', 'WL0101_01', 'ZJ0601_01', 'DD0301_01']) expect(codes.has(c), c).toBe(false);
    const orders = ROLE_MENUS.kf.find((n) => typeof n !== 'string' && n.folder.key === 'orders');
    expect(orders && typeof orders !== 'string' && orders.children.map((c) => (typeof c === 'string' ? c : c.folder.nameEn))).toEqual([
      'Entry', 'Processing', 'Printing', 'Tracking', 'Problems', 'Packing lists',
    ]);
  });

  it('finance', () => {
    const codes = codesOf('finance');
    for (const c of ['CW0101_03', 'CW0201_01', 'CW0301_01', 'CW0801_01', 'ZJ1501_01', 'ZJ0503_01', 'ZJ0505_01', 'DD1201_01']) {
      expect(codes.has(c), c).toBe(true);
    }
    for (const c of ['WL0101_01', 'DD0101_01', 'ZF0101_01', 'XT0101_01']) expect(codes.has(c), c).toBe(false);
  });

  it('operations', () => {
    const codes = codesOf('ops');
    for (const c of ['WL0101_01', 'WL0119_21', 'WL0114_01', 'WL0108_01', 'WL0301_01', 'DD0209_01', 'WD0101_01', 'HW0905_01']) {
      expect(codes.has(c), c).toBe(true);
    }
    for (const c of ['CW0101_01', 'ZJ0101_01', 'DD0101_01']) expect(codes.has(c), c).toBe(false);
  });

  it('manager: union of the sales, kf, finance and ops trees plus the §11 extras', () => {
    const codes = codesOf('manager');
    for (const role of ['sales', 'kf', 'finance', 'ops'] as const) {
      for (const c of codesOf(role)) expect(codes.has(c), `${role} ${c}`).toBe(true);
    }
    const extras = [
      'CW0401_01', 'DD0207_01', 'DD0210_01', 'DD0201_01', 'CW0601_01', 'CW0202_01', 'WL0109_01', 'XX0403_01',
      'ZJ0101_01', 'ZJ0102_01', 'ZJ0103_01', 'ZJ0104_01', 'ZJ0104_04', 'ZJ0105_01', 'ZJ0201_01', 'ZJ1101_01',
      'ZJ1301_03', 'ZJ1401_01', 'ZJ2002_01', 'ZJ0601_01', 'MN0401_01', 'WD0101_01',
    ];
    for (const c of extras) expect(codes.has(c), c).toBe(true);
    for (const c of ['XT0101_01', 'XT0105_01', 'MN0402_01', 'ZJ0404_01', 'ZF0101_01', 'MN0401_11']) expect(codes.has(c), c).toBe(false);
  });

  it('admin: every non-hidden, non-public code of SCREENS.md, with module folders', () => {
    const codes = codesOf('admin');
    const expected = specScreens.filter((s) => !s.hidden && !s.public).map((s) => s.code);
    expect([...codes].sort()).toEqual([...expected].sort());
    expect(codes.size).toBe(132);
    const top = ROLE_MENUS.admin.map((n) => (typeof n === 'string' ? n : n.folder.key));
    for (const k of ['configuration', 'system', 'content', 'network', 'orders', 'finance', 'station', 'information']) {
      expect(top).toContain(k);
    }
    const folder = (key: string) => {
      const n = ROLE_MENUS.admin.find((x) => typeof x !== 'string' && x.folder.key === key);
      return n && typeof n !== 'string' ? menuCodes(n.children) : [];
    };
    expect(folder('configuration').every((c) => c.startsWith('ZJ'))).toBe(true);
    expect(folder('configuration')).toHaveLength(specScreens.filter((s) => s.module === 'zj' && !s.hidden).length);
    expect(folder('system')).toEqual(['XT0101_01', 'XT0102_01', 'XT0103_01', 'XT0104_01', 'XT0104_02', 'XT0105_01', 'XT0106_01', 'XT0108_01', 'XT0125_01']);
    for (const c of ['MN0401_01', 'MN0402_01', 'MN0403_01', 'MN0404_01']) expect(folder('content')).toContain(c);
    expect(folder('network')).toEqual(['WD0101_01']);
    expect(folder('station').every((c) => c.startsWith('WL'))).toBe(true);
  });

  it('dealer: the customer tree plus ZJ0101_01 and XX0401_01, no WL, ZJ config or XT screens', () => {
    const codes = codesOf('dealer');
    for (const c of codesOf('customer')) expect(codes.has(c), c).toBe(true);
    expect(codes.has('ZJ0101_01')).toBe(true);
    expect(codes.has('XX0401_01')).toBe(true);
    const extra = [...codes].filter((c) => !codesOf('customer').has(c));
    expect(extra).toEqual(['ZJ0101_01']);
    for (const c of codes) {
      expect(c.startsWith('WL'), c).toBe(false);
      if (c.startsWith('XT')) expect(c).toBe('XT0125_01');
      if (c.startsWith('ZJ')) expect(c).toBe('ZJ0101_01');
    }
  });

  it('role trees are independent copies', () => {
    expect(ROLE_MENUS.dealer).not.toBe(ROLE_MENUS.customer);
    expect(ROLE_MENUS.customer).toHaveLength(9);
    expect(ROLE_MENUS.dealer).toHaveLength(10);
  });
});
