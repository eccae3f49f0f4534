import { describe, expect, it } from 'vitest';
import { codeToMenuUrl, flattenMenu, hasMenuUrl, menuUrlToCode, menuUrlToPath, pathToCode, permittedCodes, visibleMenu } from './routes';
import { BUILT_SCREENS } from './builtScreens';

const tree = [
  { menuId: 1, menuName: '首页', url: 'mn/0501/01.html', icon: 'home', subMenuList: [] },
  {
    menuId: 2,
    menuName: '下单',
    url: null,
    subMenuList: [
      { menuId: 3, menuName: '下单', url: 'dd/0101/01.html', subMenuList: null },
      { menuId: 4, menuName: '批量下单', url: '/dd/0102/01.html?x=1' },
      { menuId: 5, menuName: '外部', url: 'https://example.com' },
    ],
  },
];

describe('menu url <-> route', () => {
  it('maps a menu url to its route code and path', () => {
    expect(menuUrlToCode('dd/0101/01.html')).toBe('DD0101_01');
    expect(menuUrlToCode('/wl/0107/11.html')).toBe('WL0107_11');
    expect(menuUrlToCode('DD/0101/01.html')).toBe('DD0101_01');
    expect(menuUrlToCode(null)).toBeNull();
    expect(menuUrlToCode('dd/0101/01')).toBeNull();
    expect(menuUrlToCode('https://example.com')).toBeNull();
    expect(menuUrlToPath('dd/0102/01.html?x=1')).toBe('/DD0102_01?x=1');
  });

  it('maps a code back to its menu url', () => {
    expect(codeToMenuUrl('XT0125_01')).toBe('xt/0125/01.html');
    expect(() => codeToMenuUrl('nope')).toThrow();
  });

  it('reads a screen code from a path', () => {
    expect(pathToCode('/DD0101_01')).toBe('DD0101_01');
    expect(pathToCode('/login')).toBeNull();
    expect(pathToCode('/dd0101_01')).toBeNull();
  });

  it('flattens the tree and lists the permitted codes', () => {
    expect(flattenMenu(tree).map((e) => e.code)).toEqual(['MN0501_01', 'DD0101_01', 'DD0102_01']);
    const codes = permittedCodes(tree);
    expect(codes.has('DD0101_01')).toBe(true);
    expect(codes.has('ZJ0101_01')).toBe(false);
    expect(hasMenuUrl(tree, ['wl/0101/01.html', 'dd/0101/01.html'])).toBe(true);
    expect(hasMenuUrl(tree, ['wl/0101/01.html'])).toBe(false);
  });
});

describe('hidden pages (a list child tabs, SCREENS.md GL7)', () => {
  const withHidden = [
    { menuId: 1, menuName: '订单', url: null, subMenuList: [
      { menuId: 2, menuName: '订单查询', url: 'dd/0205/01.html' },
      { menuId: 3, menuName: '订单详情', url: 'dd/0205/02.html', hidden: true },
    ] },
    { menuId: 4, menuName: '账单', url: null, subMenuList: [{ menuId: 5, menuName: '账单明细', url: 'cw/0101/02.html', hidden: true }] },
  ];

  it('may be opened as tabs: their codes are permitted', () => {
    expect([...permittedCodes(withHidden)].sort()).toEqual(['CW0101_02', 'DD0205_01', 'DD0205_02']);
  });

  it('are not listed in the side menu, nor a folder holding only hidden pages', () => {
    const visible = visibleMenu(withHidden);
    expect(flattenMenu(visible).map((e) => e.code)).toEqual(['DD0205_01']);
    expect(visible.map((n) => n.menuName)).toEqual(['订单']);
  });
});

describe('screens not built yet', () => {
  const tree = [
    { menuId: 1, menuName: '订单', url: null, subMenuList: [{ menuId: 2, menuName: '下单', url: 'dd/0101/01.html' }] },
    { menuId: 3, menuName: '系统', url: null, subMenuList: [
      { menuId: 4, menuName: '客户管理', url: 'zj/0101/01.html' },
      { menuId: 5, menuName: '客户导入', url: 'zj/0101/09.html' },
    ] },
  ];

  it('get no menu entry, and a folder holding only such screens is left out', () => {
    const visible = visibleMenu(tree, new Set(['ZJ0101_01']));
    expect(visible.map((n) => n.menuName)).toEqual(['系统']);
    expect(flattenMenu(visible).map((e) => e.code)).toEqual(['ZJ0101_01']);
  });

  it('the real build lists its schemas: the freight trial, the customer list and the order form, not the finance screens yet', () => {
    expect(BUILT_SCREENS.has('XX0402_01')).toBe(true);
    expect(BUILT_SCREENS.has('ZJ0101_01')).toBe(true);
    expect(BUILT_SCREENS.has('DD0101_01')).toBe(true);
    expect(BUILT_SCREENS.has('DD0103_01')).toBe(true);
    expect(BUILT_SCREENS.has('DD1401_01')).toBe(true);
    expect(BUILT_SCREENS.has('DD0204_01')).toBe(true);
    expect(BUILT_SCREENS.has('CW0101_01')).toBe(false);
  });
});
