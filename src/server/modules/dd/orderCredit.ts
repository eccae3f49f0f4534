/**
 * The four figures of a customer's available credit in one currency, read where each is held:
 * the account's balance, the credit limit (granted in the home currency: there are no exchange
 * rates yet, so another currency has none), the unpaid bills and the estimates of orders placed
 * but not billed. The arithmetic is the domain's (src/domain/credit).
 */
import type { TxQuery } from '../../platform/resource';
import type { CreditFigures } from '../../../domain/credit/availableCredit';
import { HOME_CURRENCY } from '../../../domain/pricing/order';
import { unpaidAmount } from '../mn/unpaid';

export async function creditFigures(q: TxQuery, customerId: number, currency: string): Promise<CreditFigures> {
  const [row] = await q<{ balance: string; credit_limit: string; unbilled: string }>(
    `select coalesce((select a.balance from customer_account a where a.customer_id = c.id and a.currency = $2), 0)::text as balance,
            (case when $2 = $3 then c.credit_limit else 0 end)::text as credit_limit,
            (select coalesce(sum(o.estimate), 0) from orders o
              where o.customer_id = c.id and o.estimate_currency = $2 and not o.billed
                and o.payment_flow in ('placed', 'audited', 'customer_paid'))::text as unbilled
       from customer c where c.id = $1`,
    [customerId, currency, HOME_CURRENCY],
  );
  const unpaid = await unpaidAmount({ query: q }, customerId, currency);
  return { currency, balance: row?.balance ?? '0', creditLimit: row?.credit_limit ?? '0', unpaid, unbilled: row?.unbilled ?? '0' };
}
