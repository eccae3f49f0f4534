/**
 * DD0204_01's list: DD0205_01's orders (orderList.ts, its filters and paging) that can print a
 * label (placed until cancelled), filtered by whether their label was printed, each with how many
 * times and when last.
 */
import { LABEL_PRINTABLE_FLOWS } from '../../../domain/labels/printable';
import { printStatus } from '../../../domain/dictionaries/print-status';
import { labelSize } from '../../../domain/dictionaries/label-size';
import { instantSql } from '../../platform/time';
import { orderListQuery, type OrderListQuery, type OrderListView } from './orderList';
import { printCountSql } from './printRecords';

/** K13: orders in one bulk print. */
export const BULK_PRINT_MAX = 100;

/** The document a shipping label is recorded as (printDocument). */
export const LABEL_DOCUMENT = 'label';

export interface LabelListQuery extends OrderListQuery {
  printStatus?: string;
  /** Not a filter: the size the screen prints at (empty: the user's print settings). */
  labelSize?: string;
}

const printed = `exists (select 1 from print_record pr where pr.order_id = o.id and pr.document = '${LABEL_DOCUMENT}')`;

export const labelListQuery = {
  ...orderListQuery,
  properties: {
    ...orderListQuery.properties,
    printStatus: { type: 'string', enum: [...printStatus.items.map((i) => i.value), ''] },
    // Not a filter: the size the screen's print buttons ask for, sent with the search form.
    labelSize: { type: 'string', enum: [...labelSize.items.map((i) => i.value), ''] },
  },
};

export const labelListView: OrderListView<LabelListQuery> = {
  filter: (f, q) => {
    f.when([...LABEL_PRINTABLE_FLOWS], (p) => `o.payment_flow = any(${p}::text[])`);
    if (q.printStatus === 'printed') f.and(printed);
    if (q.printStatus === 'unprinted') f.and(`not ${printed}`);
  },
  columns: `${printCountSql('o', LABEL_DOCUMENT)} as label_prints,
    ${instantSql(`(select max(pr.printed_at) from print_record pr where pr.order_id = o.id and pr.document = '${LABEL_DOCUMENT}')`)} as last_printed_at, `,
  out: (r) => ({ labelPrints: r.label_prints, lastPrintedAt: r.last_printed_at }),
};
