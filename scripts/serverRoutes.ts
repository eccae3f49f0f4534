/**
 * The authority each server route declares, read from the route files themselves (the same
 * `*.routes.ts` files the app loads), so the screen lint can hold a button to what the server
 * accepts without starting a database.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findRouteFiles } from '../src/server/app.ts';
import type { RouteDef } from '../src/server/platform/route.ts';

/** `authority`: one URL, 'login' / 'public', or several URLs any of which grants. */
export interface DeclaredRoute { method: RouteDef['method']; url: string; authority: string | readonly string[] }

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server/modules');

export async function serverRoutes(dir = MODULES): Promise<DeclaredRoute[]> {
  const out: DeclaredRoute[] = [];
  for (const file of findRouteFiles(dir)) {
    const mod = (await import(pathToFileURL(file).href)) as { default: RouteDef[] };
    for (const r of mod.default) out.push({ method: r.method, url: r.url, authority: r.authority });
  }
  return out;
}

/** A screen's API url as a route's: no leading slash, no query string. */
export const routeUrl = (url: string): string => url.replace(/^\/+/, '').split('?')[0];

/** The route a call reaches (any method when the call does not say). */
export const findRoute = (routes: DeclaredRoute[], url: string, method?: string): DeclaredRoute | undefined =>
  routes.find((r) => r.url === routeUrl(url) && (!method || r.method === method));

/** Routes any signed-in (or anonymous) caller may call: no authority to carry. */
export const isOpenRoute = (r: DeclaredRoute): boolean => r.authority === 'login' || r.authority === 'public';

/** Whether a caller holding `carried` may call the route (one of its authorities). */
export const grants = (r: DeclaredRoute, carried: string): boolean =>
  Array.isArray(r.authority) ? r.authority.includes(carried) : r.authority === carried;

/** The route's authority as the lint names it: 'a.html' or 'one of a.html, b.html'. */
export const wanted = (r: DeclaredRoute): string => (Array.isArray(r.authority) ? `one of ${r.authority.join(', ')}` : (r.authority as string));
