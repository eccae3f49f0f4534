/**
 * The pages without the shell (spec section 2) other than /login, which main.tsx draws at once:
 * each is its own small chunk of plain React and CSS (lite texts, nav.ts links, light reads), so
 * main.tsx shows them without the router app, antd, i18next or anything of the back office
 * (tests/e2e/public-light.e2e.ts). The router app routes the same components once it is loaded.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithReload } from './chunk';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(importWithReload(load));

export const PUBLIC_PAGES: ReadonlyMap<string, LazyExoticComponent<ComponentType>> = new Map([
  ['/', page(() => import('../pages/public/EntryPage'))],
  ['/login2', page(() => import('../pages/login/Login2Page'))],
  ['/register', page(() => import('../pages/public/RegisterPage'))],
  ['/index', page(() => import('../pages/public/IndexPage'))],
  ['/MN0401_03', page(() => import('../pages/public/NoticeDetailPage'))],
  ['/ZF0101_02', page(() => import('../pages/public/PaymentSuccessPage'))],
  ['/ZF0101_03', page(() => import('../pages/public/PaymentFailurePage'))],
  ['/ZF0101_04', page(() => import('../pages/public/PaymentResultPage'))],
]);

/** The address this document was loaded at: the server answered that one itself. */
const loadedAt = window.location.pathname;

/**
 * `/` is the entry page only on the hosts of the server's ENTRY_HOSTS, and the server answers a
 * load of `/` itself (the page there, a redirect to /login elsewhere): a document loaded at `/`
 * is on an entry host. A move to `/` from another page loads the address, so the server decides
 * the same way (no host list in the client).
 */
export function entryNeedsServer(pathname: string): boolean {
  return pathname === '/' && loadedAt !== '/';
}
