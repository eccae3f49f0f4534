/**
 * Run-time routes of the platform: a database-free liveness probe (also the benchmark's
 * "is the event loop free" endpoint) and the server-sent-event push stream (spec L54, SH9).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { resolveSession } from '../../platform/auth/session';
import { ensureRuntime } from '../../platform/jobs/runtime';
import { openEventStream } from '../../platform/sse/stream';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0000/ping',
    authority: 'public',
    summary: 'Liveness probe without the database: the server time',
    response: {
      type: 'object',
      properties: { time: { type: 'string' }, uptime: { type: 'number' } },
    },
    async handler() {
      return { time: new Date().toISOString(), uptime: Math.round(process.uptime()) };
    },
  },
  {
    method: 'GET',
    url: 'mn/0000/pushmsg',
    // EventSource cannot send headers: the token comes as authToken header or ?token=, and is
    // checked here (the route is 'public' only so that the guard lets the query form through).
    authority: 'public',
    summary: 'Server-sent events for the caller: download-centre changes (event: download), new announcements (event: notice)',
    querystring: { type: 'object', properties: { token: { type: 'string' } } },
    raw: true,
    async handler(req: FastifyRequest<{ Querystring: { token?: string } }>, reply) {
      const header = req.headers.authtoken;
      const token = (Array.isArray(header) ? header[0] : header) || req.query.token;
      if (!token) throw new AppError('auth.tokenMissing');
      const user = req.user ?? (await resolveSession(req.server.db, token));
      if (!user) throw new AppError('auth.tokenInvalid');
      await ensureRuntime(req.server.db, req.server.config, (m) => req.log.warn(m));
      openEventStream(req.server.db, req, reply, user);
      return reply;
    },
  },
]);
