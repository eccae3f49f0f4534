import type { FastifyInstance } from 'fastify';
import fp from '../fp';
import { AppError } from '../errors';
import { resolveSession } from './session';
import { hasAuthority } from '../permissions/authority';
import './types';

export const TOKEN_HEADER = 'authtoken';

/**
 * Enforces every route's declared authority before its handler runs. A missing or invalid
 * token answers code 500 with a message that names the token, which the client's
 * login-expired path recognises (spec section 8).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (req) => {
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
    if (!(await hasAuthority(app.db, user.userId, authority))) throw new AppError('auth.forbidden', { url: authority });
  });
});
