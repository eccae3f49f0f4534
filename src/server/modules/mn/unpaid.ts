import type { Database } from '../../db/connection';
import { HOME_CURRENCY } from '../../../domain/pricing/order';

/**
 * What a customer owes on bills not paid yet (amount less what was paid, of bills not cancelled):
 * the navigation bar's `unpay` (spec N01) in the home currency, and the available credit's
 * "unpaid" figure (src/domain/credit) in the order's currency. Read from the bills as the database
 * holds them; the finance module writes them.
 */
export async function unpaidAmount(db: Pick<Database, 'query'>, customerId: number, currency = HOME_CURRENCY): Promise<string> {
  const [row] = await db.query<{ unpaid: string }>(
    `select coalesce(sum(amount - paid_amount), 0)::numeric(14, 2)::text as unpaid
       from bill where customer_id = $1 and currency = $2 and status in ('unpaid', 'partly_paid')`,
    [customerId, currency],
  );
  return row.unpaid;
}
