import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { AppError } from '../../platform/errors';
import { assertCustomerInScope, customerScope, customersInScope } from '../../platform/permissions/dataScope';
import { teamByRelation } from '../../platform/permissions/team';

const staffList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { userId: { type: 'integer' }, loginid: { type: 'string' }, userName: { type: 'string' } },
  },
};

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0205/customer/map',
    authority: 'login',
    summary: "Customers in the caller's data scope (relatedUser) and the kf, xs and cw staff under the caller",
    response: {
      type: 'object',
      properties: {
        relatedUser: {
          type: 'array',
          items: {
            type: 'object',
            properties: { customerId: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
          },
        },
        kfSubordinates: staffList,
        xsSubordinates: staffList,
        cwSsubordinates: staffList,
      },
    },
    async handler(req) {
      const db = req.server.db;
      const user = currentUser(req);
      const team = await teamByRelation(db, user);
      return {
        relatedUser: await customersInScope(db, await customerScope(db, user)),
        kfSubordinates: team.kf,
        xsSubordinates: team.xs,
        cwSsubordinates: team.cw,
      };
    },
  },
  {
    method: 'GET',
    url: 'dd/0205/customer/info',
    authority: 'login',
    summary: "One customer's header data (code, name, type, order status), only within the caller's data scope",
    querystring: {
      type: 'object',
      required: ['customerId'],
      properties: { customerId: { type: 'integer', minimum: 1 } },
    },
    response: {
      type: 'object',
      properties: {
        customerId: { type: 'integer' },
        code: { type: 'string' },
        name: { type: 'string' },
        userType: { type: 'string' },
        orderStatus: { type: 'string' },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const { customerId } = req.query as { customerId: number };
      await assertCustomerInScope(db, currentUser(req), customerId);
      const [row] = await db.query<{ customerId: number; code: string; name: string; userType: string; orderStatus: string }>(
        `select id as "customerId", code, name, user_type as "userType", order_status as "orderStatus"
           from customer where id = $1`,
        [customerId],
      );
      if (!row) throw new AppError('auth.dataForbidden');
      return row;
    },
  },
]);
