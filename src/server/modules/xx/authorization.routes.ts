/**
 * XX0701_01 view authorization (the settings menu's "view authorization"): what the caller may
 * do, read-only. The same tables the guard reads (platform/permissions/authority.ts: pages of
 * enabled roles, function points) and the same data scope every customer query goes through
 * (dataScope.ts), so what this page shows is what the server enforces.
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { customerScope, customersInScope } from '../../platform/permissions/dataScope';

const AUTH_VIEW = 'xx/0701/01.html';

const named = (props: Record<string, unknown>) => ({ type: 'array', items: { type: 'object', properties: props } });

export default defineRoutes([
  {
    method: 'GET',
    url: 'xx/0701/detail',
    authority: AUTH_VIEW,
    summary: "XX0701_01: the caller's roles, granted menu pages and function points, and customer scope",
    response: {
      type: 'object',
      properties: {
        loginid: { type: 'string' },
        userName: { type: 'string' },
        userType: { type: 'string' },
        viewAll: { type: 'boolean', description: 'staff who see every customer (then customers is empty)' },
        roles: named({ code: { type: 'string' }, name: { type: 'string' } }),
        pages: named({ url: { type: 'string' }, screenCode: { type: ['string', 'null'] }, name: { type: 'string' } }),
        functions: named({ url: { type: 'string' }, name: { type: 'string' } }),
        customers: named({ customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } }),
      },
    },
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const name = req.lang === 'en-US' ? 'name_en' : 'name_zh';
      const roles = await db.query(
        `select r.code, r.${name} as name from user_role ur join role r on r.id = ur.role_id and r.status = 'enabled'
          where ur.user_id = $1 order by r.sort, r.code`,
        [user.userId],
      );
      const pages = await db.query(
        `select distinct m.url, m.screen_code as "screenCode", m.${name} as name from user_role ur
           join role r on r.id = ur.role_id and r.status = 'enabled'
           join role_menu rm on rm.role_id = ur.role_id
           join menu m on m.id = rm.menu_id
          where ur.user_id = $1 and m.kind = 'page' order by m.url`,
        [user.userId],
      );
      const functions = await db.query(
        `select distinct a.url, a.${name} as name from user_role ur
           join role r on r.id = ur.role_id and r.status = 'enabled'
           join role_authority ra on ra.role_id = ur.role_id
           join authority a on a.url = ra.url
          where ur.user_id = $1 order by a.url`,
        [user.userId],
      );
      const scope = await customerScope(db, user);
      return {
        loginid: user.loginid,
        userName: user.userName,
        userType: user.userType,
        viewAll: scope.all,
        roles,
        pages,
        functions,
        // Everybody is not a list worth sending: viewAll says it.
        customers: scope.all ? [] : await customersInScope(db, scope),
      };
    },
  },
]);
