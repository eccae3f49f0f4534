import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from './fp';
import { API_PREFIX } from './envelope';
import { AppError } from './errors';
import { isEntryHost } from './entryHosts';

/** The built client's page, or undefined when the client is not built. */
export function readIndexHtml(clientDir: string): string | undefined {
  const file = path.join(clientDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Files under assets/ carry their content's hash in their name: they never change. */
const HASHED = /[/\\]assets[/\\]/;

/** cache-control by file: hashed assets for a year, anything else (index.html) revalidated each time. */
export function cacheControlOf(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built client and answers index.html for every history route (/login,
 * /DD0101_01 ...). Unknown API paths get the envelope, never the page. Files are sent as the
 * build compressed them (scripts/precompress: `.br`, `.gz` beside each file) when the browser
 * accepts it. `/` is the entry page only on ENTRY_HOSTS; elsewhere it redirects to /login.
 */
export const clientPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.clientDir;
  const built = readIndexHtml(dir) !== undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      // Files are listed once at start (a wildcard route would answer '/' itself with 403);
      // rebuilding the client needs a server restart, which npm start does anyway.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are not addresses of their own: the original's route sends them.
      globIgnore: ['**/*.br', '**/*.gz'],
      // @fastify/send would set its own cache-control (max-age=0) over ours.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', cacheControlOf(file));
        // The same address answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const sendPage = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('<!doctype html><meta charset="utf-8"><p>The client is not built yet: run <code>npm run build</code>. 前端尚未构建。</p>');
    }
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, async (req, reply) =>
    isEntryHost(app.config, req.hostname) ? sendPage(reply) : reply.header('cache-control', 'no-cache').redirect('/login', 302),
  );
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (API_PREFIX.test(url) || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      throw new AppError('common.notFound', { url: url.replace(/^\//, '') });
    }
    return sendPage(reply);
  });
});
