/**
 * A table with one default row per group (a customer's default sender address of each role; the
 * forwarder's default sender company): `markOneDefault` makes a row the default, or not. The
 * group's other default goes first (the table's unique index allows one), under a lock per group,
 * so two saves at once end with the later one's default instead of a duplicate-key refusal.
 */
import { AppError } from '../errors';
import type { TxQuery } from './sql';

export interface OneDefault {
  /** The table and its flag column (code constants, never user input). */
  table: string;
  column?: string;
  /** The columns a group shares (none: one default in the whole table). */
  group?: string[];
}

export async function markOneDefault(q: TxQuery, def: OneDefault, id: number, on: boolean): Promise<void> {
  const column = def.column ?? 'is_default';
  const group = def.group ?? [];
  if (on) {
    const lockKey = [`'${def.table}.${column}'`, ...group.map((g) => `a.${g}::text`)].join(` || '/' || `);
    await q(`select pg_advisory_xact_lock(hashtext(${lockKey})) from ${def.table} a where a.id = $1`, [id]);
    const same = group.map((g) => `o.${g} = a.${g}`).join(' and ');
    await q(
      `update ${def.table} o set ${column} = false from ${def.table} a
        where a.id = $1 and o.${column} and o.id <> a.id${same ? ` and ${same}` : ''}`,
      [id],
    );
  }
  const rows = await q(`update ${def.table} set ${column} = $2 where id = $1 returning id`, [id, on]);
  if (!rows.length) throw new AppError('record.notFound');
}
