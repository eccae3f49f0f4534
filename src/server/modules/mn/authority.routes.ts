import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { requestAuthCache } from '../../platform/auth/guard';

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0000/authority',
    authority: 'login',
    summary: 'Whether the caller holds an authority URL (data 1 or 0); with url repeated, an object {url: 1|0}',
    querystring: {
      type: 'object',
      required: ['url'],
      properties: {
        url: {
          anyOf: [
            { type: 'string', minLength: 1 },
            { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, maxItems: 200 },
          ],
        },
      },
    },
    response: {
      anyOf: [
        { type: 'integer', enum: [0, 1] },
        { type: 'object', additionalProperties: { type: 'integer', enum: [0, 1] } },
      ],
    },
    async handler(req) {
      const { url } = req.query as { url: string | string[] };
      const urls = Array.isArray(url) ? url : [url];
      // '/dd/0101/01.html' and 'dd/0101/01.html' are the same authority.
      const bare = (u: string) => u.trim().replace(/^\/+/, '');
      const granted = await (await requestAuthCache(req)).granted(currentUser(req), urls.map(bare));
      const answer = (u: string) => (granted.has(bare(u)) ? 1 : 0);
      if (!Array.isArray(url)) return answer(url);
      return Object.fromEntries(urls.map((u) => [u, answer(u)]));
    },
  },
]);
