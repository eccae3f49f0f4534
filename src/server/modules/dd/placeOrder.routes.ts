/**
 * DD0101_01 place order. The form asks `dd/0101/route/list` as the parcels are entered (the
 * routes the cargo may use, cheapest first) and saves with `dd/0101/save`: the guards (E13, E14,
 * S11), the order's rules (V07, V16c, E11c, E11k), the chosen route priced again on the server
 * and its quote stored with its whole trace, the available credit, and the order, its lines and
 * its log in one transaction.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { inTransaction } from '../../platform/resource';
import { todayIn } from '../../../domain/time/index';
import { runTrial } from '../xx/trial.routes';
import { placeOrderBody, routeListBody, type ParcelValues, type OrderValues } from './placeOrder.body';
import { assertMayOrder, orderCustomer } from './orderGuards';
import { assertOrderRules, assertUniqueCustomerOrderNo, cargoOf, creditFor, priceChosenRoute } from './orderPricing';
import { insertOrder } from './orderWrite';
import { scopedOrder } from './orderScope';
import './orders.messages';

const AUTH = 'dd/0101/01.html';
/** What the form asks as it is filled: the order edit (DD0205_03) is the same form. */
const FORM_AUTH = [AUTH, 'dd/0205/03.html'];

/** E11k: a copy is of an order the caller may see (another's answers as a missing one). */
const assertCopyable = (req: FastifyRequest, copyOf: number) => scopedOrder(req, copyOf);

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
    handler: async (req) => {
      const v = req.body as OrderValues;
      const db = req.server.db;
      const user = currentUser(req);
      const customerId = await orderCustomer(db, user, v.customerId);
      assertOrderRules(v);
      // Who may order is said before any pricing (a customer not approved hears E13, not a route's
      // refusal), and checked again under the customer's lock in the order's transaction.
      await assertMayOrder((text, params) => db.query(text, params), user, customerId);
      if (v.copyOf) await assertCopyable(req, v.copyOf);
      const at = new Date();
      const chosen = await priceChosenRoute({ db, lang: req.lang }, customerId, v, at);
      const paymentFlow = v.draft ? 'draft' : 'placed';
      return inTransaction(db, async (q) => {
        await assertMayOrder(q, user, customerId);
        await assertUniqueCustomerOrderNo(q, customerId, v);
        const credit = await creditFor(q, customerId, chosen, { enforce: !v.draft });
        const day = todayIn(req.server.config.businessTimeZone, at.getTime());
        const { id, orderNo } = await insertOrder(q, { values: v, customerId, paymentFlow, quote: chosen, businessDay: day, user });
        return { id, orderNo, paymentFlow, estimate: chosen.total, currency: chosen.currency, credit };
      });
    },
  },
]);
