import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from './fp';
import { AppError, CODE_ERROR, CODE_OK } from './errors';
import { pickLang, t, type Lang } from './i18n';
import './messages';
import { validationMessage, X_VALIDATOR } from './formats';
import { describeError } from './logging';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Module path prefixes of the API; anything else that is unknown is a client route. */
export const API_PREFIX = /^\/(mn|wl|xx|dd|cw|zf|zj|xt|wd|hw)\//;

export function envelope<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: CODE_OK, msg, data };
}

/** 262144 → '256 KB', 15728640 → '15 MB' (a limit as a person reads it). */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

function isMissing(v: { keyword: string; params?: unknown }): boolean {
  if (v.keyword === 'required') return true;
  const key = (v.params as { key?: unknown } | undefined)?.key;
  return v.keyword === X_VALIDATOR && typeof key === 'string' && key.endsWith('.required');
}

/** A refusal about named fields: `data.fields = {name: message}` beside what data it has (forms show it under them). */
function withFields(data: unknown, fields: readonly string[] | undefined, msg: string): unknown {
  if (!fields?.length) return data;
  const named = { fields: Object.fromEntries(fields.map((f) => [f, msg])) };
  return data && typeof data === 'object' && !Array.isArray(data) ? { ...data, ...named } : named;
}

function errorEnvelope(req: FastifyRequest, err: FastifyError | AppError | Error): { status: number; body: Envelope } {
  const { status, key, body } = refusalOf(req, err);
  // The request's log line names the refusal (platform/logging.ts); bad input is not an error of ours.
  req.refusal = key;
  return { status, body };
}

function refusalOf(req: FastifyRequest, err: FastifyError | AppError | Error): { status: number; key: string; body: Envelope } {
  const lang = req.lang ?? pickLang(req.headers['accept-language']);
  if (err instanceof AppError) {
    // A refusal translated from a lower layer (a database constraint): the user reads the message, the log keeps
    // what the original was (its code and constraint, never its parameters or detail).
    if (err.cause) req.log.warn({ cause: describeError(err.cause, { stack: false }) }, `answered as ${err.key}`);
    const msg = t(lang, err.key, err.params);
    return { status: err.httpStatus, key: err.key, body: { code: err.code, msg, data: withFields(err.data, err.fields, msg) } };
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    const fields = new Map<string, { text: string; missing: boolean }>();
    for (const v of fe.validation) {
      // 'if' only says which branch failed (formBody: required when adding); the branch's own errors tell the field.
      if (v.keyword === 'if') continue;
      // A property left out is named by its whole path: 'lines/0/nameEn', not the line it is missing from.
      const left = v.keyword === 'required' ? (v.params as { missingProperty?: string })?.missingProperty : undefined;
      const field = [v.instancePath.replace(/^\//, ''), left].filter(Boolean).join('/');
      // One message per field: the first rule it breaks (a wrong type says nothing more after it),
      // except that "required" wins: an empty select is missing, not "not one of RMB, USD ...".
      const missing = isMissing(v);
      const seen = fields.get(field);
      if (!seen || (missing && !seen.missing)) fields.set(field, { text: `${field} ${validationMessage(v, lang)}`.trim(), missing });
    }
    const detail = [...fields.values()].map((f) => f.text).join('; ');
    return { status: 200, key: 'common.badRequest', body: { code: CODE_ERROR, msg: t(lang, 'common.badRequest', { detail }), data: null } };
  }
  if (fe.statusCode === 413) {
    const limit = req.routeOptions?.bodyLimit ?? req.server.initialConfig.bodyLimit ?? 0;
    return { status: 200, key: 'common.tooLarge', body: { code: CODE_ERROR, msg: t(lang, 'common.tooLarge', { limit: byteSize(limit) }), data: null } };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: 200, key: 'common.badRequest', body: { code: CODE_ERROR, msg: t(lang, 'common.badRequest', { detail: fe.message }), data: null } };
  }
  req.log.error({ err }, 'unhandled error');
  // Never a stack trace to the client.
  return { status: 200, key: 'common.internalError', body: { code: CODE_ERROR, msg: t(lang, 'common.internalError'), data: null } };
}

/**
 * Every reply is `{code, msg, data}` (spec section 7): handlers return their data and the
 * envelope wraps it; thrown AppErrors become code 500/550 with a translated message.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh-CN' as Lang);
  app.addHook('onRequest', async (req) => {
    req.lang = pickLang(req.headers['accept-language']);
  });
  app.setErrorHandler((err, req, reply: FastifyReply) => {
    const { status, body } = errorEnvelope(req, err as Error);
    // Sent as text: the route's response schema describes success data and must not reshape an error.
    void reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
});
