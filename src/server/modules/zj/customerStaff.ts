/**
 * The staff bound to a customer (`customer_staff`: xs sales, kf customer service, cw finance). A
 * binding puts the customer in that staff member's data scope and their leaders' (dataScope.ts),
 * feeds the subordinate lists of user info and the customer map, and a sales binding lets the
 * customer order (E14) and the sales member be authorized for valet orders (S11).
 * ZJ0101_02 binds one per relation, ZJ0101_06 any number.
 */
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import { t, type Lang } from '../../platform/i18n';
import { RELATION_ROLE, type StaffRelation } from '../../platform/permissions/team';
import type { TxQuery } from '../../platform/resource';

/** ZJ0101_06's fields, one per relation. */
export const RELATION_FIELDS: readonly [StaffRelation, 'salesIds' | 'kfIds' | 'cwIds'][] = [['xs', 'salesIds'], ['kf', 'kfIds'], ['cw', 'cwIds']];

/** Refuses, under the field, staff ids that are not enabled staff holding the relation's role. */
export async function assertStaffOf(db: Database, relation: StaffRelation, ids: readonly number[], field: string, lang: Lang): Promise<void> {
  if (!ids.length) return;
  const rows = await db.query<{ id: number }>(
    `select distinct u.id from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id
      where u.id = any($1::int[]) and u.user_type = 'staff' and u.enabled and r.code = $2`,
    [ids, RELATION_ROLE[relation]],
  );
  if (rows.length !== new Set(ids).size) {
    throw new AppError('customer.staffUnknown', { relation: t(lang, `customer.relation.${relation}`) }).onFields(field);
  }
}

/** The customer's staff of one relation become exactly `ids` (the others unbound). */
export async function bindRelation(q: TxQuery, customerId: number, relation: StaffRelation, ids: readonly number[]): Promise<void> {
  await q(`delete from customer_staff where customer_id = $1 and relation = $2 and user_id <> all($3::int[])`, [customerId, relation, ids]);
  await q(
    `insert into customer_staff (customer_id, user_id, relation) select $1, u, $2 from unnest($3::int[]) u on conflict do nothing`,
    [customerId, relation, ids],
  );
}
