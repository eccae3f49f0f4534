import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import { envelopePlugin, envelope } from './platform/envelope';
import { validatorCompiler } from './platform/validation';
import './platform/formats';
import { withBounds } from './platform/schemaBounds';
import { authorityText, DEFAULT_BODY_LIMIT, type RouteDef } from './platform/route';
import { authPlugin } from './platform/auth/guard';
import { openApiPlugin } from './platform/openapi';
import { clientPlugin, readIndexHtml } from './platform/client';
import { loggerOptions, requestLogPlugin } from './platform/logging';
import { securityHeadersPlugin } from './platform/securityHeaders';
import { compressionPlugin } from './platform/compression';
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
  /** Where log lines go instead of stdout (tests read what the server would have logged). */
  logStream?: { write(line: string): void };
}

export async function buildApp({ db, config, logger = false, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? loggerOptions('info', logStream) : logger ? loggerOptions(process.env.LOG_LEVEL ?? 'info') : false,
    // One line per request, written when it is answered (platform/logging.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);

  await app.register(requestLogPlugin);
  await app.register(securityHeadersPlugin, { indexHtml: readIndexHtml(config.clientDir) });
  await app.register(compressionPlugin);
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
      bodyLimit: route.options?.bodyLimit ?? DEFAULT_BODY_LIMIT,
      // Fastify warns about keys that are present but undefined: leave them out.
      schema: Object.fromEntries(
        Object.entries({
          tags: [module],
          summary: route.summary,
          body: withBounds(route.body),
          querystring: withBounds(route.querystring),
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
