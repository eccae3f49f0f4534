/**
 * Every print of an order's document is recorded on the order (print_record: who, when, which
 * document, format, copies, and the how-manyth print of that document it is, so reprints count)
 * and written to its log, in the caller's transaction. `dd/0204/print` records through it, and so
 * does every route that hands out a document for printing (the relabel screens). The limits of
 * spec section 9 (V07, K13) are checked first: at most 25 copies, at most 100 orders at once.
 */
import type { TxQuery } from '../../platform/resource';
import { assertValid } from '../../platform/formats';
import { PRINT_LIMITS } from '../../../domain/validators/counts';
import type { PrintFormat } from '../../../domain/printing/settings';
import './print.messages';

export interface PrintWho { userId: number; userName: string }
export interface PrintedDocument { document: string; format: PrintFormat; copies: number }
export interface PrintRecord { orderId: number; printNo: number }

export { PRINT_LIMITS };

/** V07 / K13: the spec's one message for too many copies, and for too many orders (named by field). */
export function assertPrintLimits(copies: number, orders: number): void {
  assertValid('maxItems', copies, { of: 'copies' });
  assertValid('maxItems', orders, { of: 'orders' });
}

/**
 * Records one print of `print.document` for each order (ids), and a log line each, in one
 * statement; the orders are locked first so two prints of one order number themselves 1, 2.
 * Answers each order's print number (1 = first print, more = a reprint).
 */
export async function recordPrints(q: TxQuery, who: PrintWho, orderIds: number[], print: PrintedDocument): Promise<PrintRecord[]> {
  assertPrintLimits(print.copies, orderIds.length);
  if (!orderIds.length) return [];
  await q(`select id from orders where id = any($1::bigint[]) order by id for update`, [orderIds]);
  const rows = await q<{ orderId: string; printNo: number }>(
    `with o as (select distinct unnest($1::bigint[]) as id),
          n as (select o.id, coalesce((select max(r.print_no) from print_record r where r.order_id = o.id and r.document = $2), 0) + 1 as print_no from o),
          r as (insert into print_record (order_id, document, format, copies, print_no, user_id, user_name)
                select n.id, $2, $3, $4, n.print_no, $5, $6 from n returning order_id, print_no),
          l as (insert into order_log (order_id, user_id, user_name, action, changes)
                select n.id, $5, $6, 'print', jsonb_build_object('print', jsonb_build_object('document', $2::text, 'format', $3::text, 'copies', $4::int, 'printNo', n.print_no))
                  from n order by n.id)
     select order_id::text as "orderId", print_no as "printNo" from r order by order_id`,
    [orderIds, print.document, print.format, print.copies, who.userId, who.userName],
  );
  return rows.map((r) => ({ orderId: Number(r.orderId), printNo: r.printNo }));
}

/** How many times each order's `document` was printed (the lists' print count). */
export const printCountSql = (orderAlias: string, document: string) =>
  `(select count(*)::int from print_record pr where pr.order_id = ${orderAlias}.id and pr.document = '${document.replace(/'/g, "''")}')`;
