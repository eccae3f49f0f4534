import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from './fp';
import { DOCS_PREFIX, staffDocsOnly } from './docsAccess';

/**
 * OpenAPI generated from the routes' own schemas, browsable at /docs. 3.1: its schemas are JSON
 * Schema 2020-12, the dialect our route schemas are written in (type lists, `if`/`else`, numeric
 * `exclusiveMinimum`); our own keywords (`x-validator`, `x-normalize`, `x-no-nul`) are extensions.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cross-border logistics API',
        description:
          'Every reply is {code, msg, data}: 0 success, 500 error (msg in the Accept-Language language), 550 warning. ' +
          'Send the session token in the authToken header.',
        version: app.config.version,
      },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'authToken' } } },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page, /docs/json and /docs/yaml; the UI's own static files are the same for everybody.
    ...(app.config.docsAccess === 'staff' ? { uiHooks: { onRequest: staffDocsOnly } } : {}),
  });
});
