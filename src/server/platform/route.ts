import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

/**
 * Who may call a route:
 * - 'public': anybody, no token (login, site info);
 * - 'login': any logged-in user (user info, menu list);
 * - an authority URL ('zj/0601/01.html', 'zj/0601/resetpwd'): the caller's roles must hold it,
 *   from the same table that answers `mn/0000/authority`.
 */
export type Authority = 'public' | 'login' | (string & {});

export type JsonSchema = Record<string, unknown>;

export interface RouteDef<Body = any, Query = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Spec-style path without the leading slash: 'mn/0101/login'. */
  url: string;
  authority: Authority;
  /** One line for the OpenAPI page, in English. */
  summary: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  /** JSON schema of `data` in the envelope (documentation and serialisation). */
  response?: JsonSchema;
  /** The handler writes the reply itself (file download, event stream): no envelope. */
  raw?: boolean;
  /** Extra Fastify options (bodyLimit ...). */
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
  }
}
