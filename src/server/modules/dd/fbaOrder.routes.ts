/**
 * DD0103_01 FBA order: a shipment to an Amazon warehouse, placed as DD0101_01 places an order
 * (placeOrder.ts) or, with the order's id, edited as DD0205_03 edits one (editOrder.ts), once its
 * FBA part holds: the warehouse exists and is in the recipient's country, every carton has a box
 * number of its own and holds SKU lines, every line names a carton (src/domain/orders/fbaCartons.ts).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { cartonRefusals } from '../../../domain/orders/fbaCartons';
import type { OrderValues } from './placeOrder.body';
import { fbaOrderBody } from './fbaOrder.body';
import { placeOrder } from './placeOrder';
import { assertMayEdit, editDetailRoute, editOrder } from './editOrder';
import './fbaOrder.messages';

const AUTH = 'dd/0103/01.html';

async function assertFbaPart(req: FastifyRequest, v: OrderValues): Promise<void> {
  const [w] = await req.server.db.query<{ country: string }>(`select country from fba_warehouse where code = $1 and active`, [v.fbaWarehouse]);
  if (!w) throw new AppError('fba.unknownWarehouse', { code: String(v.fbaWarehouse) }).onFields('fbaWarehouse');
  if (String(v.recipient.country).toUpperCase() !== w.country) {
    throw new AppError('fba.countryMismatch', { code: String(v.fbaWarehouse), country: w.country }).onFields('recipient.country');
  }
  const [first] = cartonRefusals(v.parcels, v.items);
  if (first) throw new AppError(first.key, first.params).onFields(first.field);
}

export default defineRoutes([
  {
    method: 'GET',
    url: 'dd/0103/fba/warehouse',
    authority: AUTH,
    summary: 'The Amazon warehouses an FBA shipment may go to, with the address that becomes its recipient',
    handler: async (req) => ({
      list: await req.server.db.query(
        `select code, country, company, province, city, postcode, address1, phone from fba_warehouse where active order by country, code`,
      ),
    }),
  },
  editDetailRoute('dd/0103/detail', AUTH, 'fba', 'An FBA order'),
  {
    method: 'POST',
    url: 'dd/0103/save',
    authority: AUTH,
    summary: "Place an FBA order (or save a draft), or with its id edit one: DD0101_01's guards and rules, the FBA ids, warehouse and cartons; one transaction",
    body: fbaOrderBody,
    options: { bodyLimit: 1024 * 1024 },
    handler: async (req) => {
      const v = req.body as OrderValues & { id?: number | null };
      if (v.id) await assertMayEdit(req);
      await assertFbaPart(req, v);
      return v.id ? editOrder(req, { ...v, id: v.id }, 'fba') : placeOrder(req, v, 'fba');
    },
  },
]);
