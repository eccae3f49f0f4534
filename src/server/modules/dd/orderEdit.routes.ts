/**
 * DD0205_03 order edit: DD0101_01's form over an existing order. `dd/0205/edit/detail` reads the
 * order as the form holds it; `dd/0205/update` saves the edit (editOrder.ts). An FBA order is
 * edited on DD0103_01 instead.
 */
import { defineRoutes } from '../../platform/route';
import { orderUpdateBody, type OrderValues } from './placeOrder.body';
import { orderFormValues } from './orderForm';
import { scopedOrder } from './orderScope';
import { assertEditable, editOrder, EDITED_COLUMNS, type EditedRow } from './editOrder';

const AUTH = 'dd/0205/03.html';

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0205/edit/detail',
    authority: AUTH,
    summary: 'An order as the order form holds it, to edit (refused when the order may no longer be edited)',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    handler: async (req) => {
      const { id } = req.query as { id: number };
      assertEditable(req, await scopedOrder<EditedRow>(req, id, EDITED_COLUMNS), 'order');
      return orderFormValues((text, params) => req.server.db.query(text, params), id);
    },
  },
  {
    method: 'POST',
    url: 'dd/0205/update',
    authority: AUTH,
    summary: "Edit an order: DD0101_01's rules, the route priced again with its trace, the credit for the difference, the changes logged field by field; one transaction",
    body: orderUpdateBody,
    options: { bodyLimit: 1024 * 1024 },
    handler: (req) => editOrder(req, req.body as OrderValues & { id: number }, 'order'),
  },
]);
