import { defineRoutes } from '../../platform/route';
import { localized, siteSettings } from './settings';
import { DEFAULT_LOGO_PNG_BASE64 } from '../../db/seed/siteSettings.seed';

async function logoBase64(req: { server: { db: import('../../db/connection').Database } }): Promise<string> {
  const s = await siteSettings(req.server.db, ['logo']);
  return typeof s.logo === 'string' && s.logo ? s.logo : DEFAULT_LOGO_PNG_BASE64;
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0000/site/info',
    authority: 'public',
    summary: 'Site name (request language), ICP record number and the logo as base64 PNG',
    response: {
      type: 'object',
      properties: {
        siteName: { type: 'string' },
        sitePreparedNum: { type: 'string' },
        logo: { type: 'string', description: 'base64 PNG' },
        timeZone: { type: 'string', description: "the business time zone (IANA name, BUSINESS_TIME_ZONE): times are shown on its clock" },
      },
    },
    async handler(req) {
      const s = await siteSettings(req.server.db, ['siteName', 'sitePreparedNum']);
      return {
        siteName: localized(s.siteName, req.lang),
        sitePreparedNum: localized(s.sitePreparedNum, req.lang),
        logo: await logoBase64(req),
        timeZone: req.server.config.businessTimeZone,
      };
    },
  },
  {
    method: 'GET',
    url: 'mn/0000/getLogoBytes',
    authority: 'public',
    summary: 'The logo image itself (image/png), not an envelope',
    raw: true,
    async handler(req, reply) {
      const bytes = Buffer.from(await logoBase64(req), 'base64');
      return reply.type('image/png').header('cache-control', 'no-cache').send(bytes);
    },
  },
]);
