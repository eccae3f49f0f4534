import { defineRoutes } from '../../platform/route';
import { localized, siteSettings } from './settings';
import { DEFAULT_PROTOCOL } from './protocol.seed';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0000/site/protocol',
    authority: 'public',
    summary: 'The registration agreement (/register) in the request language: title and plain text, paragraphs separated by a blank line',
    response: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        content: { type: 'string', description: 'plain text; paragraphs separated by "\\n\\n"' },
        lang: { type: 'string', enum: ['zh-CN', 'en-US'] },
      },
    },
    async handler(req) {
      const s = await siteSettings(req.server.db, ['registrationProtocol']);
      const p = (s.registrationProtocol ?? DEFAULT_PROTOCOL) as { title?: unknown; content?: unknown };
      return {
        title: localized(p.title ?? DEFAULT_PROTOCOL.title, req.lang),
        content: localized(p.content ?? DEFAULT_PROTOCOL.content, req.lang),
        lang: req.lang,
      };
    },
  },
]);
