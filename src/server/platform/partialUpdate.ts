/**
 * An edit writes what its body carries and nothing else: a field left out of the body keeps its
 * stored value (a form that does not show a field, or a caller who changes only the credit limits,
 * must not clear the rest). Save handlers build their `update ... set` with `presentSet`;
 * `crudRoutes` (platform/resource) does the same for its columns.
 *
 *   const params: unknown[] = [id];
 *   const set = presentSet(body, { name: { col: 'name' }, groupId: { col: 'group_id', cast: '::int' } }, params);
 *   if (set.length) await q(`update customer set ${set.join(', ')} where id = $1`, params);
 */
export interface PresentColumn {
  col: string;
  /** SQL cast after the parameter ('::numeric'). */
  cast?: string;
  /** The column's value from the body's (normalising text, mapping names). */
  value?: (sent: any) => unknown;
  /** A null sent means "leave it" (a required column the form may send back empty), not "clear it". */
  keepOnNull?: boolean;
}

/** `col = $n` for each field present in the body (its value pushed to `params`), in the columns' order. */
export function presentSet(body: object, columns: Record<string, PresentColumn>, params: unknown[]): string[] {
  const sent = body as Record<string, unknown>;
  const set: string[] = [];
  for (const [field, c] of Object.entries(columns)) {
    if (sent[field] === undefined) continue;
    const value = c.value ? c.value(sent[field]) : sent[field];
    if (value === null && c.keepOnNull) continue;
    params.push(value);
    set.push(`${c.col} = $${params.length}${c.cast ?? ''}`);
  }
  return set;
}
