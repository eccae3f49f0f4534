/**
 * Keys of the side menu's entries. A user whose roles place the same screen under two folders
 * gets that url twice in the tree, so an entry is keyed by its place in the tree (parent key +
 * position), never by its screen code: antd's Menu needs unique keys.
 */
import type { MenuNode } from '../api/shell';
import { menuUrlToCode, menuUrlToPath } from '../app/routes';

export interface KeyedMenuNode {
  key: string;
  node: MenuNode;
  /** The screen code of the entry's url; null for a folder. */
  code: string | null;
  /** The route the entry opens; null for a folder. */
  path: string | null;
  children?: KeyedMenuNode[];
}

export function keyMenu(nodes: MenuNode[] | null | undefined, parentKey = 'm'): KeyedMenuNode[] {
  return (nodes ?? []).map((node, i) => {
    const key = `${parentKey}/${i}`;
    const code = menuUrlToCode(node.url);
    const path = code && node.url ? menuUrlToPath(node.url) : null;
    const children = node.subMenuList?.length ? keyMenu(node.subMenuList, key) : undefined;
    return { key, node, code, path, ...(children ? { children } : {}) };
  });
}

function* walk(tree: KeyedMenuNode[]): Generator<KeyedMenuNode> {
  for (const n of tree) {
    yield n;
    if (n.children) yield* walk(n.children);
  }
}

/** Every entry of a screen is highlighted when it is the active tab. */
export function keysOfCode(tree: KeyedMenuNode[], code: string | null): string[] {
  return code ? [...walk(tree)].filter((n) => n.code === code).map((n) => n.key) : [];
}

export function pathsByKey(tree: KeyedMenuNode[]): Map<string, string> {
  return new Map([...walk(tree)].filter((n) => n.path).map((n) => [n.key, n.path!]));
}
