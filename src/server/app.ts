import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import { envelopePlugin, envelope } from './platform/envelope';
import { validatorCompiler } from './platform/validation';
import './platform/formats';
import { authorityText, type RouteDef } from './platform/route';
import { authPlugin } from './platform/auth/guard';
import { openApiPlugin } from './platform/openapi';
import { clientPlugin } from './platform/client';
import { trustProxyOption } from './platform/trustProxy';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

const modulesDir = path.join(import.meta.dirname, 'modules');

/** Every `src/server/modules/<module>/**\/*.routes.ts`, so a new route file needs no wiring. */
export function findRouteFiles(dir = modulesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.routes\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export async function loadRoutes(): Promise<{ module: string; route: RouteDef }[]> {
  const out: { module: string; route: RouteDef }[] = [];
  for (const file of findRouteFiles()) {
    const mod = (await import(pathToFileURL(file).href)) as { default: RouteDef[] };
    const module = path.relative(modulesDir, file).split(path.sep)[0];
    for (const route of mod.default) out.push({ module, route });
  }
  return out;
}

export interface BuildOptions {
  db: Database;
  config: AppConfig;
  logger?: boolean;
}

export async function buildApp({ db, config, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);

  await app.register(envelopePlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin);

  const seen = new Set<string>();
  for (const { module, route } of await loadRoutes()) {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) throw new Error(`route defined twice: ${key}`);
    seen.add(key);
    const responseSchema = route.response
      ? { 200: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: route.response } } }
      : undefined;
    app.route({
      method: route.method,
      url: `/${route.url}`,
      bodyLimit: route.options?.bodyLimit,
      // Fastify warns about keys that are present but undefined: leave them out.
      schema: Object.fromEntries(
        Object.entries({
          tags: [module],
          summary: route.summary,
          body: route.body,
          querystring: route.querystring,
          response: responseSchema,
          security: route.authority === 'public' ? [] : [{ authToken: [] }],
          description: `authority: ${authorityText(route.authority)}`,
        }).filter(([, v]) => v !== undefined),
      ),
      config: { authority: route.authority, allowMustChange: route.allowMustChange === true },
      handler: async (req, reply) => {
        const data = await route.handler(req as never, reply);
        if (route.raw) return reply;
        return envelope(data ?? null);
      },
    });
  }

  await app.register(clientPlugin);
  return app;
}
