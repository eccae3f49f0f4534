/**
 * What the server logs, and what it never does. One line per request at info (method, path with
 * the query's names but not its values, status, time, the message key of a refusal), instead of
 * Fastify's two; no headers, bodies or query values, so no token, one-time ticket (push stream,
 * API docs), phone number or password reaches the log. Errors are written by `describeError`:
 * the SQL a failed query ran but not its parameters, the database's code and constraint but not
 * its detail (which quotes the row), quoted values in its message elided.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from './fp';

declare module 'fastify' {
  interface FastifyRequest {
    /** The message key the envelope answered a refusal with (platform/envelope.ts), for the request's log line. */
    refusal: string | null;
  }
}

const ELIDED = '…';

/** '/mn/0000/pushmsg?ticket=abc' → '/mn/0000/pushmsg?ticket=…': which parameters came, never their values. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).slice(0, 200);
  if (q < 0) return path;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0].slice(0, 40));
  return `${path}?${names.map((n) => `${n}=${ELIDED}`).join('&')}`;
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** An error as the log may hold it (see the file's comment); `stack`: its frames (errors, not warnings). */
export function describeError(err: unknown, { stack = true } = {}, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as ErrorLike;
  const dbError = typeof e.code === 'string' && SQLSTATE.test(e.code);
  // Drizzle's message is "Failed query: <sql>\nparams: <values>": keep the SQL only.
  const message =
    typeof e.query === 'string' ? `Failed query: ${e.query}`.slice(0, 1000)
    : dbError ? String(e.message ?? '').replace(/"[^"]*"/g, `"${ELIDED}"`)
    : String(e.message ?? '');
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name ?? 'Error', message };
  if (e.code !== undefined) out.code = e.code;
  if (dbError) for (const key of ['constraint', 'table', 'column'] as const) if (e[key]) out[key] = e[key];
  if (stack && e.stack) out.stack = e.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  if (e.cause && depth < 3) out.cause = describeError(e.cause, { stack: false }, depth + 1);
  return out;
}

/** Keys whose values never reach the log even if some code logs an object holding them. */
const SECRET_KEYS = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'token', 'authToken', 'authtoken', 'ticket', 'phone', 'phoneNum', 'mobile', 'sign', 'cookie'];

/** Fastify's logger options: level and destination, our serializers, redaction. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's type asks for type, message and stack: describeError gives them (stack: frames only).
      err: (err: unknown) => describeError(err) as { type: string; message: string; stack: string },
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: loggedUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)], censor: ELIDED },
  };
}

/** The request's one log line, when its answer has gone (Fastify's own two lines are turned off in app.ts). */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('refusal', null);
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    req.log.info(
      {
        method: req.method,
        url: loggedUrl(req.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(req.refusal ? { refused: req.refusal } : {}),
      },
      'request',
    );
  });
});
