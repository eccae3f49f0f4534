import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from './fp';
import { API_PREFIX } from './envelope';
import { AppError } from './errors';

/**
 * Serves the built client and answers index.html for every history route (/login,
 * /DD0101_01 ...). Unknown API paths get the envelope, never the page.
 */
export const clientPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.clientDir;
  const index = path.join(dir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      // Files are listed once at start (a wildcard route would answer '/' itself with 403);
      // rebuilding the client needs a server restart, which npm start does anyway.
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (API_PREFIX.test(url) || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      throw new AppError('common.notFound', { url: url.replace(/^\//, '') });
    }
    if (!built) {
      return reply
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><p>The client is not built yet: run <code>npm run build</code>. 前端尚未构建。</p>');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
