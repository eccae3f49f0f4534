import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from '../fp';
import { AppError } from '../errors';
import { resolveSession } from './session';
import { hasAnyAuthority } from '../permissions/authority';
import { authorityText, authorityUrls } from '../route';
import { validationContext } from '../formats';
import type { SessionUser } from './types';
import './types';

export const TOKEN_HEADER = 'authtoken';

/**
 * Enforces every route's declared authority before its handler runs. A missing or invalid
 * token answers code 500 with a message that names the token, which the client's
 * login-expired path recognises (spec section 8).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  async function authorize(req: FastifyRequest): Promise<void> {
    const authority = req.routeOptions.config?.authority;
    if (!authority) return; // not one of our routes (docs, static files)
    const header = req.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (authority === 'public') {
      if (token) req.user = await resolveSession(app.db, token);
      return;
    }
    if (!token) throw new AppError('auth.tokenMissing');
    const user = await resolveSession(app.db, token);
    if (!user) throw new AppError('auth.tokenInvalid');
    req.user = user;
    if (authority === 'login') return;
    if (!(await hasAnyAuthority(app.db, user.userId, authorityUrls(authority)))) throw new AppError('auth.forbidden', { url: authorityText(authority) });
  }
  const callerOf = (user: SessionUser | null) => ({
    userId: user?.bankerId ?? undefined,
    exemptBankerIds: app.config.dateRangeExemptBankerIds,
  });
  // Callback style on purpose: validation and the handler run synchronously inside `done`, so
  // inside `run` every validator (ajv keywords included) sees who asks.
  app.addHook('preValidation', (req, _reply, done) => {
    authorize(req).then(() => validationContext.run(callerOf(req.user), () => done()), done);
  });
});
