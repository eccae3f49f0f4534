/**
 * Menu urls and routes: a code `MODNNNN_SS` has the route `/MODNNNN_SS` and the menu url
 * `mod/NNNN/SS.html` (SCREENS.md section 0).
 */
import type { MenuNode } from '../api/shell';

export const CODE_RE = /^[A-Z]{2}\d{4}_\d{2}$/;
export const HOME_CODE = 'MN0501_01';

/** Routes without the common layout (spec section 2). */
export const PUBLIC_PATHS = ['/login', '/login2', '/register', '/index', '/MN0401_03', '/ZF0101_02', '/ZF0101_03', '/ZF0101_04'];

/** 'dd/0101/01.html' (or '/dd/0101/01.html?x=1') -> 'DD0101_01'; anything else -> null. */
export function menuUrlToCode(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /^\/?([a-z]{2})\/(\d{4})\/(\d{2})\.html(?:[?#].*)?$/i.exec(url.trim());
  return m ? `${m[1].toUpperCase()}${m[2]}_${m[3]}` : null;
}

/** 'DD0101_01' -> 'dd/0101/01.html'. */
export function codeToMenuUrl(code: string): string {
  const m = /^([A-Z]{2})(\d{4})_(\d{2})$/.exec(code);
  if (!m) throw new Error(`not a screen code: ${code}`);
  return `${m[1].toLowerCase()}/${m[2]}/${m[3]}.html`;
}

/** 'dd/0101/01.html?a=1' -> '/DD0101_01?a=1'. */
export function menuUrlToPath(url: string): string | null {
  const code = menuUrlToCode(url);
  if (!code) return null;
  const q = url.indexOf('?');
  return `/${code}${q >= 0 ? url.slice(q) : ''}`;
}

/** '/DD0101_01' -> 'DD0101_01'; a path that is not a screen -> null. */
export function pathToCode(pathname: string): string | null {
  const code = pathname.replace(/^\/+|\/+$/g, '');
  return CODE_RE.test(code) ? code : null;
}

export interface MenuEntry {
  code: string;
  url: string;
  name: string;
  path: string;
}

/** Every node with a url, depth first, in menu order. */
export function flattenMenu(nodes: MenuNode[] | null | undefined): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (list: MenuNode[] | null | undefined) => {
    for (const n of list ?? []) {
      const code = menuUrlToCode(n.url);
      if (code && n.url) out.push({ code, url: n.url, name: n.menuName, path: menuUrlToPath(n.url)! });
      walk(n.subMenuList);
    }
  };
  walk(nodes);
  return out;
}

/** The codes the user may open: every page of the menu tree, hidden pages (a list's child tabs) included. */
export function permittedCodes(nodes: MenuNode[] | null | undefined): Set<string> {
  return new Set(flattenMenu(nodes).map((e) => e.code));
}

export function hasMenuUrl(nodes: MenuNode[] | null | undefined, urls: string[]): boolean {
  const codes = permittedCodes(nodes);
  return urls.some((u) => {
    const c = menuUrlToCode(u);
    return c !== null && codes.has(c);
  });
}

/**
 * The tree the side menu lists: hidden pages left out, pages whose screen is not `built` (when
 * given: app/builtScreens) left out, and folders left with nothing to list.
 */
export function visibleMenu(nodes: MenuNode[] | null | undefined, built?: ReadonlySet<string>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes ?? []) {
    if (n.hidden) continue;
    if (n.url) {
      const code = menuUrlToCode(n.url);
      if (!built || (code !== null && built.has(code))) out.push(n);
      continue;
    }
    const subMenuList = visibleMenu(n.subMenuList, built);
    if (subMenuList.length) out.push({ ...n, subMenuList });
  }
  return out;
}
