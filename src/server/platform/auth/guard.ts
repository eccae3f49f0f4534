import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from '../fp';
import { AppError } from '../errors';
import { hashToken } from './session';
import { authCache, type AuthCache } from './sessionCache';
import { authorityText, authorityUrls } from '../route';
import { validationContext } from '../formats';
import type { SessionUser } from './types';
import './types';

export const TOKEN_HEADER = 'authtoken';

declare module 'fastify' {
  interface FastifyRequest {
    /** The auth cache as of this request's one reading of the generation (set when a token came). */
    authCache: AuthCache | null;
  }
}

/** The request's auth cache, so a handler asking about more URLs reads no second generation. */
export async function requestAuthCache(req: FastifyRequest): Promise<AuthCache> {
  return req.authCache ?? authCache(req.server.db);
}

/**
 * Enforces every route's declared authority before its body is read. A missing or invalid
 * token answers code 500 with a message that names the token, which the client's
 * login-expired path recognises (spec section 8).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authCache', null);
  async function authorize(req: FastifyRequest): Promise<void> {
    const authority = req.routeOptions.config?.authority;
    if (!authority) return; // not one of our routes (docs, static files)
    const header = req.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token && authority === 'public') return;
    if (!token) throw new AppError('auth.tokenMissing');
    // One reading of the auth generation serves both questions (sessionCache.ts).
    const auth = (req.authCache = await authCache(app.db));
    const user = await auth.session(hashToken(token));
    req.user = user;
    if (authority === 'public') return;
    if (!user) throw new AppError('auth.tokenInvalid');
    // A reset, new or weak password: nothing but changing it (and what the change dialog reads) until changed.
    if (user.mustChangePassword && !req.routeOptions.config?.allowMustChange) {
      throw new AppError('auth.mustChangePassword', undefined, undefined, { mustChangePassword: true });
    }
    if (authority === 'login') return;
    if (!(await auth.holdsAny(user, authorityUrls(authority)))) throw new AppError('auth.forbidden', { url: authorityText(authority) });
  }
  const callerOf = (user: SessionUser | null) => ({
    userId: user?.bankerId ?? undefined,
    exemptBankerIds: app.config.dateRangeExemptBankerIds,
    timeZone: app.config.businessTimeZone,
  });
  // At onRequest, before the body is read: an anonymous or refused caller cannot make the server
  // parse (or even buffer) a body it would throw away.
  app.addHook('onRequest', async (req) => {
    await authorize(req);
  });
  // Callback style on purpose: validation and the handler run synchronously inside `done`, so
  // inside `run` every validator (ajv keywords included) sees who asks.
  app.addHook('preValidation', (req, _reply, done) => {
    validationContext.run(callerOf(req.user), () => done());
  });
});
