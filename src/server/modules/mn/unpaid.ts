import type { Database } from '../../db/connection';

/**
 * The unpaid amount shown in the navigation bar (spec N01 `unpay`). Bills do not exist yet,
 * so it is 0. The finance module plugs its sum in here once, at import time:
 * `setUnpaidAmountSource(async (db, customerId) => ...)`.
 */
export type UnpaidAmountSource = (db: Database, customerId: number) => Promise<string>;

let source: UnpaidAmountSource = async () => '0.00';

export function setUnpaidAmountSource(fn: UnpaidAmountSource): void {
  source = fn;
}

export function unpaidAmount(db: Database, customerId: number): Promise<string> {
  return source(db, customerId);
}
