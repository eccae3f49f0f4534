/**
 * DD0205_04 an order's remarks: its history, oldest first, and a new one (V12f: not empty). Anyone
 * who may see the order may remark on it (the customer, its sales, service and operations); a
 * remark is its own record with who and when, not an edit of the order.
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { instantSql } from '../../platform/time';
import { scopedOrder } from './orderScope';
import DD0205_04 from '../../../../schemas/dd/DD0205_04.json' with { type: 'json' };

const AUTH = 'dd/0205/04.html';

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0205/remark/list',
    authority: AUTH,
    summary: "An order's number and its remarks, oldest first (E11b when it does not exist or is not the caller's)",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      const { order_no: orderNo } = await scopedOrder<{ order_no: string }>(req, id, 'o.order_no');
      const remarks = await req.server.db.query(
        `select id, ${instantSql('at')} as at, user_name as "userName", content from order_remark where order_id = $1 order by at, id`,
        [id],
      );
      return { id, orderNo, remarks };
    },
  },
  {
    method: 'POST',
    url: 'dd/0205/remark/save',
    authority: AUTH,
    summary: 'Add a remark to an order (V12f: not empty); who and when are recorded',
    body: formBody(DD0205_04 as never, undefined, { id: 'required' }),
    handler: async (req) => {
      const { id, content } = req.body as { id: number; content: string };
      await scopedOrder(req, id);
      const user = currentUser(req);
      const [row] = await req.server.db.query<{ id: string }>(
        `insert into order_remark (order_id, user_id, user_name, content) values ($1, $2, $3, $4) returning id`,
        [id, user.userId, user.userName, content],
      );
      return { id: Number(row.id) };
    },
  },
]);
