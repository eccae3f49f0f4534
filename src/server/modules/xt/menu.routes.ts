import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { menuTreeFor } from '../../platform/permissions/menuTree';

/** A menu node, nested a few levels (no recursive $ref: simpler for serialisation and OpenAPI). */
function menuNode(depth: number): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      menuId: { type: 'integer' },
      menuName: { type: 'string' },
      url: { type: ['string', 'null'], description: "page url such as 'dd/0101/01.html'; null for a folder" },
      icon: { type: ['string', 'null'] },
      hidden: { type: 'boolean', description: 'a granted page that is not a menu entry (detail, edit form, dialog): openable, not listed in the side menu' },
      subMenuList: {
        type: 'array',
        items: depth > 0 ? menuNode(depth - 1) : { type: 'object', additionalProperties: true },
      },
    },
  };
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'xt/0101/menu/list',
    authority: 'login',
    summary: "The caller's menu tree from their roles' grants, names in the request language; a staff account gets no entry for a customer account's own pages (XX0201_01, MN0201_03)",
    response: { type: 'array', items: menuNode(3) },
    async handler(req) {
      const user = currentUser(req);
      return menuTreeFor(req.server.db, user.userId, req.lang, user.userType);
    },
  },
]);
