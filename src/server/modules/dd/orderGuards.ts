/**
 * Who may place an order for whom (DD0101_01's guards, checked by the server): the customer
 * approved (OS04, else E13), not frozen, with a sales member bound (else E14); staff only for a
 * customer of their scope, and sales only with the customer's valet authorization (S11).
 */
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/types';
import { assertCustomerInScope } from '../../platform/permissions/dataScope';
import type { TxQuery } from '../../platform/resource';
import { valetNeeded } from '../../../domain/orders/orderRules';
import { valetInForceSql } from '../xx/valetAuthorization';

/** The customer the order is for: a customer account's own; for staff the one named, in scope. */
export async function orderCustomer(db: Database, user: SessionUser, customerId?: number | null): Promise<number> {
  if (user.userType === 'customer') {
    if (customerId && customerId !== user.customerId) throw new AppError('auth.dataForbidden');
    return user.customerId!;
  }
  if (!customerId) throw new AppError('orders.customerRequired').onFields('customerId');
  await assertCustomerInScope(db, user, customerId);
  return customerId;
}

/**
 * The guards, inside the order's transaction. The customer's row is locked: one customer's
 * orders are placed one after another, so two at once cannot both spend the same credit. A bulk
 * upload's batches, whose credit was counted before them, lock it `share`: they run beside each
 * other, and a single order waits for them.
 */
export async function assertMayOrder(q: TxQuery, user: SessionUser, customerId: number, lock: 'update' | 'share' = 'update'): Promise<void> {
  const [c] = await q<{ code: string; name: string; order_status: string; frozen: boolean; has_sales: boolean }>(
    `select c.code, c.name, c.order_status, c.frozen,
            exists (select 1 from customer_staff s where s.customer_id = c.id and s.relation = 'xs') as has_sales
       from customer c where c.id = $1 for ${lock}`,
    [customerId],
  );
  if (!c) throw new AppError('auth.dataForbidden');
  if (c.order_status !== 'OS04') throw new AppError('orders.noOrderPermission');
  if (c.frozen) throw new AppError('orders.customerFrozen');
  if (!c.has_sales) throw new AppError('orders.contactStaff');
  if (user.userType === 'staff' && valetNeeded(user.roles)) {
    const [granted] = await q(
      `select 1 from valet_authorization v where v.customer_id = $1 and v.sales_user_id = $2 and ${valetInForceSql('v')} limit 1`,
      [customerId, user.userId],
    );
    if (!granted) throw new AppError('orders.valetNotAuthorized', { customer: `${c.code} ${c.name}` });
  }
}

/**
 * SQL: the order (`alias`) belongs to a bulk upload still importing. Such an order is removed
 * with its upload if the import fails, so nothing may change its state or send it to a carrier
 * until the upload is done.
 */
export const importingSql = (alias: string) =>
  `exists (select 1 from order_upload u where u.id = ${alias}.upload_id and u.state = 'running')`;
