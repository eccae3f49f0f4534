/**
 * The browser link to the API documentation when it is for staff (config docsAccess 'staff',
 * platform/docsAccess.ts): a browser cannot send the authToken header, so a staff session asks
 * for a one-time link here and opens it.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { issueStreamTicket, STREAM_TICKET_TTL_SECONDS } from '../../platform/sse/ticket';
import { DOCS_PREFIX } from '../../platform/docsAccess';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0000/docs/ticket',
    authority: 'login',
    summary: 'A one-time link (valid 60 s, staff only) that opens the API documentation in a browser: /docs?ticket=',
    response: {
      type: 'object',
      properties: { ticket: { type: 'string' }, expiresIn: { type: 'integer', description: 'seconds' }, url: { type: 'string', description: 'the path to open' } },
    },
    async handler(req) {
      const user = currentUser(req);
      if (user.userType !== 'staff') throw new AppError('docs.staffOnly');
      const ticket = await issueStreamTicket(req.server.db, user.tokenHash, 'docs');
      return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS, url: `${DOCS_PREFIX}?ticket=${ticket}` };
    },
  },
]);
