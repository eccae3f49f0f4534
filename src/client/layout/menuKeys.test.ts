import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/shell';
import { keyMenu, keysOfCode, pathsByKey, type KeyedMenuNode } from './menuKeys';

/** Two roles place the customer list under two folders: the same url twice. */
const menu: MenuNode[] = [
  { menuId: 1, menuName: 'Customers', url: null, subMenuList: [
    { menuId: 11, menuName: 'Customer list', url: 'zj/0101/01.html' },
    { menuId: 12, menuName: 'Routes', url: 'zj/0103/01.html' },
  ] },
  { menuId: 2, menuName: 'Sales', url: null, subMenuList: [
    { menuId: 21, menuName: 'My customers', url: 'zj/0101/01.html?mine=1' },
    { menuId: 1, menuName: 'Nested', url: null, subMenuList: [{ menuId: 11, menuName: 'Customer list', url: 'zj/0101/01.html' }] },
  ] },
  { menuId: 3, menuName: 'Home', url: 'mn/0501/01.html' },
];

const allKeys = (tree: KeyedMenuNode[]): string[] => tree.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);

describe('side menu keys', () => {
  it('are unique when the same screen (and the same menu ids) sit under several folders', () => {
    const keys = allKeys(keyMenu(menu));
    expect(keys).toHaveLength(8);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every entry of the active screen is highlighted, each opens its own route', () => {
    const tree = keyMenu(menu);
    const active = keysOfCode(tree, 'ZJ0101_01');
    expect(active).toHaveLength(3);
    const paths = pathsByKey(tree);
    expect(active.map((k) => paths.get(k))).toEqual(['/ZJ0101_01', '/ZJ0101_01?mine=1', '/ZJ0101_01']);
    expect(keysOfCode(tree, null)).toEqual([]);
    // Folders open nothing.
    expect(paths.get(tree[0].key)).toBeUndefined();
  });

  it('the same tree gives the same keys (a language switch keeps open folders open)', () => {
    expect(allKeys(keyMenu(menu))).toEqual(allKeys(keyMenu(structuredClone(menu))));
  });
});
