/**
 * DD0101_01 place order. The form asks `dd/0101/route/list` as the parcels are entered (the
 * routes the cargo may use, cheapest first) and saves with `dd/0101/save` (placeOrder.ts).
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { runTrial } from '../xx/trial.routes';
import { placeOrderBody, routeListBody, type ParcelValues, type OrderValues } from './placeOrder.body';
import { orderCustomer } from './orderGuards';
import { cargoOf } from './orderPricing';
import { placeOrder } from './placeOrder';

const AUTH = 'dd/0101/01.html';
/** What the form asks as it is filled: the order edit (DD0205_03), the FBA (DD0103_01) and first-leg (DD1401_01) orders are the same form. */
const FORM_AUTH = [AUTH, 'dd/0205/03.html', 'dd/0103/01.html', 'dd/1401/01.html'];

export default defineRoutes([
  {
    method: 'POST',
    url: 'dd/0101/route/list',
    authority: FORM_AUTH,
    summary: "The routes the order's cargo may use, cheapest first, each with its breakdown (trace lines on the save's quote); the excluded routes with the reason",
    body: routeListBody,
    handler: async (req) => {
      const b = req.body as { customerId?: number | null; parcels: ParcelValues[]; recipient: { country: string; postcode?: string | null; city?: string | null }; declaredValue?: string | null; cargoType?: string[] | null };
      const customerId = await orderCustomer(req.server.db, currentUser(req), b.customerId);
      const r = b.recipient;
      return runTrial(req, {
        customerId, country: r.country.toUpperCase(), postcode: r.postcode, city: r.city, declaredValue: b.declaredValue || null,
        cargoType: b.cargoType?.length ? b.cargoType : null, ...cargoOf(b.parcels), trace: 'none', texts: 'keys',
      });
    },
  },
  {
    method: 'GET',
    url: 'dd/0101/address/list',
    authority: FORM_AUTH,
    summary: "The order's customer's address book entries of one role (default first), to fill the order's sender, recipient, importer or exporter",
    querystring: {
      type: 'object',
      required: ['role'],
      properties: { role: { type: 'string', enum: ['sender', 'recipient', 'importer', 'exporter'] }, customerId: { type: 'integer', minimum: 1 } },
    },
    handler: async (req) => {
      const q = req.query as { role: string; customerId?: number };
      const db = req.server.db;
      const customerId = await orderCustomer(db, currentUser(req), q.customerId);
      const list = await db.query(
        `select id, name, company, phone, country, province, city, postcode, address1, address2, email, tax_id as "taxId", is_default as "isDefault"
           from address_book where customer_id = $1 and role = $2 order by is_default desc, name, id limit 200`,
        [customerId, q.role],
      );
      return { list };
    },
  },
  {
    method: 'POST',
    url: 'dd/0101/save',
    authority: AUTH,
    summary: 'Place an order (or save it as a draft): guards E13/E14/S11, rules V07/V16c/E11c/E11k, the chosen route priced with its trace, the available credit; one transaction',
    body: placeOrderBody,
    options: { bodyLimit: 1024 * 1024 },
    handler: (req) => placeOrder(req, req.body as OrderValues),
  },
]);
