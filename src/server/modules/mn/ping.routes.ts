/**
 * Run-time routes of the platform: a database-free liveness probe (also the benchmark's
 * "is the event loop free" endpoint) and the server-sent-event push stream (spec L54, SH9).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { issueStreamTicket, redeemStreamTicket, STREAM_TICKET_TTL_SECONDS } from '../../platform/sse/ticket';
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
    url: 'mn/0000/pushmsg/ticket',
    authority: 'login',
    summary: 'A one-time ticket (valid 60 s, one connection) for opening mn/0000/pushmsg?ticket= from a browser',
    response: { type: 'object', properties: { ticket: { type: 'string' }, expiresIn: { type: 'integer', description: 'seconds' } } },
    async handler(req) {
      const ticket = await issueStreamTicket(req.server.db, currentUser(req).tokenHash);
      return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
    },
  },
  {
    method: 'GET',
    url: 'mn/0000/pushmsg',
    // EventSource cannot send headers: a browser comes with ?ticket= (mn/0000/pushmsg/ticket), other
    // clients with the authToken header. Never the token in the query string: it would be logged.
    // 'public' only so that the guard lets the ticket form through; checked here.
    authority: 'public',
    summary: 'Server-sent events for the caller: download-centre changes (event: download), new announcements (event: notice)',
    querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 100 } } },
    raw: true,
    async handler(req: FastifyRequest<{ Querystring: { ticket?: string } }>, reply) {
      const user = req.user ?? (req.query.ticket ? await redeemStreamTicket(req.server.db, req.query.ticket) : null);
      if (!user) throw new AppError(req.headers.authtoken ? 'auth.tokenInvalid' : 'auth.tokenMissing');
      await ensureRuntime(req.server.db, req.server.config, (m) => req.log.warn(m));
      openEventStream(req.server.db, req, reply, user);
      return reply;
    },
  },
]);
