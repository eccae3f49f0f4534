/**
 * DD0104_01 pickup bookings (`pickup_request`, migration 0360; N24): a customer, or customer
 * service and dealers for a customer of their scope, books a driver to collect goods: where, how
 * much, which day and time slot. A booking is changed or cancelled only while it is booked (not yet
 * dispatched by operations, WL0201_01); the states are src/domain/orders/pickupStates.ts.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { formBody } from '../../platform/formBody';
import { currentUser } from '../../platform/auth/types';
import { assertReadable, claimOwner, crudRoutes, customerRowScope, inTransaction, type CrudSpec } from '../../platform/resource';
import { dictionaryLabel } from '../../../domain/dictionaries/index';
import { pickupFlow, type PickupState } from '../../../domain/orders/pickupStates';
import { todayIn } from '../../../domain/time/index';
import DD0104_01 from '../../../../schemas/dd/DD0104_01.json' with { type: 'json' };
import './pickup.messages';

const PAGE = 'dd/0104/01.html';

export const pickups: CrudSpec = {
  base: 'dd/0104',
  authority: PAGE,
  noun: 'pickup booking',
  table: 'pickup_request',
  body: formBody(DD0104_01, 'rowEdit', { id: true }),
  fields: {
    customerId: { col: 'customer_id', kind: 'int' },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
    state: { col: 'state', readOnly: true },
    senderName: { col: 'sender_name' },
    senderPhone: { col: 'sender_phone' },
    senderProvince: { col: 'sender_province' },
    senderCity: { col: 'sender_city' },
    senderAddress: { col: 'sender_address' },
    recipientName: { col: 'recipient_name' },
    recipientPhone: { col: 'recipient_phone' },
    recipientProvince: { col: 'recipient_province' },
    recipientCity: { col: 'recipient_city' },
    recipientAddress: { col: 'recipient_address' },
    grossWeight: { col: 'gross_weight', kind: 'num' },
    parcelCount: { col: 'parcel_count', kind: 'int' },
    pickupDate: { col: 'pickup_date', kind: 'date' },
    timeSlot: { col: 'time_slot' },
    remark: { col: 'remark' },
    createdAt: { col: 'created_at', kind: 'time', readOnly: true },
    // What the station did with it (WL0201_01/02): who comes when, or why it was cancelled.
    courierName: { col: 'courier_name', readOnly: true },
    courierPhone: { col: 'courier_phone', readOnly: true },
    pickupTime: { col: 'pickup_time', kind: 'time', readOnly: true },
    cancelReason: { col: 'cancel_reason', readOnly: true },
  },
  filters: {
    state: { schema: { type: 'string', enum: ['booked', 'dispatched', 'picked_up', 'cancelled'] }, where: (p) => `t.state = ${p}` },
    customerId: { schema: { type: 'integer', minimum: 1, maximum: 2147483647 }, where: (p) => `t.customer_id = ${p}` },
  },
  search: ['t.sender_name', 't.sender_phone', 't.sender_city', 't.sender_address'],
  orderBy: 't.id desc',
  verbs: ['list', 'detail', 'save'],
  rowScope: customerRowScope(),
  outOfScope: 'auth.dataForbidden',
  async validate(body, q, req) {
    claimOwner(body, req);
    if (body.id) {
      const [row] = await q<{ state: PickupState }>(`select state from pickup_request where id = $1 for update`, [body.id]);
      if (row && row.state !== 'booked') return [{ key: 'pickup.notChangeable', params: { state: dictionaryLabel('pickupState', row.state, req.lang) } }];
    }
    const today = todayIn(req.server.config.businessTimeZone, Date.now());
    return body.pickupDate && body.pickupDate < today ? [{ key: 'pickup.pastDate' }] : [];
  },
  async afterSave(id, body, q, req) {
    if (!body.id) await q(`update pickup_request set created_by = $2 where id = $1`, [id, currentUser(req).userId]);
  },
};

export default defineRoutes([
  ...crudRoutes(pickups),
  {
    method: 'POST',
    url: 'dd/0104/cancel',
    authority: PAGE,
    summary: 'Cancels a pickup booking not yet dispatched',
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
    handler: async (req) => {
      const { id } = req.body as { id: number };
      await assertReadable(req, pickups, id);
      return inTransaction(req.server.db, async (q) => {
        const [row] = await q<{ state: PickupState }>(`select state from pickup_request where id = $1 for update`, [id]);
        if (!row) throw new AppError('record.notFound');
        const step = pickupFlow.next(row.state, 'cancel');
        if (!step.ok) throw new AppError('pickup.notCancellable', { state: dictionaryLabel('pickupState', row.state, req.lang) });
        await q(`update pickup_request set state = $2, cancelled_at = now() where id = $1`, [id, step.to]);
        return { id, state: step.to, message: t(req.lang, 'pickup.cancelled') };
      });
    },
  },
]);
