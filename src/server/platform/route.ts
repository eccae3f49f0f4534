import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

/**
 * Who may call a route:
 * - 'public': anybody, no token (login, site info);
 * - 'login': any logged-in user (user info, menu list);
 * - an authority URL ('zj/0601/01.html', 'zj/0601/resetpwd'): the caller's roles must hold it,
 *   from the same table that answers `mn/0000/authority`;
 * - several URLs, any of which grants: a route every screen that shows its data calls (a list and
 *   its hidden edit page, a picker's options on each screen that picks from them).
 */
export type Authority = 'public' | 'login' | (string & {}) | readonly string[];

/** The URLs an authority names (none for 'public' and 'login'). */
export function authorityUrls(authority: Authority): readonly string[] {
  if (Array.isArray(authority)) return authority;
  return authority === 'public' || authority === 'login' ? [] : [authority as string];
}

/** How an authority reads in the OpenAPI page and in a refusal: 'a.html' or 'a.html, b.html'. */
export const authorityText = (authority: Authority): string => (Array.isArray(authority) ? authority.join(', ') : (authority as string));

export type JsonSchema = Record<string, unknown>;

/**
 * The largest body a route takes unless it says otherwise (`options.bodyLimit`): what a form or a
 * list action sends fits many times over. Routes that take documents (an upload, a price table, an
 * announcement with pasted images) declare their own.
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

export interface RouteDef<Body = any, Query = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Spec-style path without the leading slash: 'mn/0101/login'. */
  url: string;
  authority: Authority;
  /**
   * Open to a session that must change its password first (a reset, a new account, a weak
   * password at login): changing it, reading the caller's own user info and password check.
   * Every other route answers `auth.mustChangePassword` to such a session (guard.ts).
   */
  allowMustChange?: boolean;
  /** One line for the OpenAPI page, in English. */
  summary: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  /** JSON schema of `data` in the envelope (documentation and serialisation). */
  response?: JsonSchema;
  /** The handler writes the reply itself (file download, event stream): no envelope. */
  raw?: boolean;
  /** Extra Fastify options: `bodyLimit` (bytes) for a route that takes more than DEFAULT_BODY_LIMIT. */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'>;
  handler(req: FastifyRequest<{ Body: Body; Querystring: Query }>, reply: FastifyReply): Promise<unknown>;
}

/** A `*.routes.ts` file default-exports `defineRoutes([...])`; the app finds it by itself. */
export function defineRoutes(routes: RouteDef[]): RouteDef[] {
  return routes;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    authority?: Authority;
    allowMustChange?: boolean;
  }
}
