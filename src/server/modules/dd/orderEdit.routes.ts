/**
 * DD0205_03 order edit: DD0101_01's form over an existing order. `dd/0205/edit/detail` reads the
 * order as the form holds it; `dd/0205/update` saves the edit (editOrder.ts). An FBA order is
 * edited on DD0103_01 instead, a first-leg order on DD1401_01.
 */
import { defineRoutes } from '../../platform/route';
import { orderUpdateBody, type OrderValues } from './placeOrder.body';
import { editDetailRoute, editOrder } from './editOrder';

const AUTH = 'dd/0205/03.html';

export default defineRoutes([
  editDetailRoute('dd/0205/edit/detail', AUTH, 'order', 'An order'),
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
