/**
 * Customers as select options (ZJ0101_03 picks one awaiting review, ZJ0101_05 and ZJ0104_02 a
 * customer for a route or a price table): the same data scope as the customer list, so a
 * salesperson picks among their own customers only.
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { customerScope, scopeWhere } from '../../platform/permissions/dataScope';
import { ORDER_STATUSES } from './customer.service';
import { pickerRoute, type PickerOption } from '../../platform/resource';

export default defineRoutes([
  pickerRoute({
    url: 'zj/0101/customer/options',
    authority: ['zj/0101/01.html', 'zj/0101/03.html', 'zj/0101/05.html', 'zj/0104/02.html'],
    summary: "Customers in the caller's data scope as select options: value = id, label = \"name (code)\"; orderStatus narrows (OS02: awaiting review)",
    querystring: { type: 'object', properties: { orderStatus: { type: 'string', enum: [...ORDER_STATUSES] } } },
    options: async (req) => {
      const db = req.server.db;
      const { orderStatus } = req.query as { orderStatus?: string };
      const params: unknown[] = [];
      const scope = scopeWhere(await customerScope(db, currentUser(req)), 'c.id', params);
      params.push(orderStatus ?? null);
      return db.query<PickerOption>(
        `select c.id as value, c.name || ' (' || c.code || ')' as label from customer c
          where ${scope} and ($${params.length}::text is null or c.order_status = $${params.length}) order by c.code`,
        params,
      );
    },
  }),
]);
