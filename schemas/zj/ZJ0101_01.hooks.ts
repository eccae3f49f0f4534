/** ZJ0101_01 customers: list rows with display-only fields (flags for the yes/no cells, currencies as text); another login ID (inline form). */

interface Reply { list?: Record<string, unknown>[]; total?: number }

export function beforeList(reply: Reply) {
  const list = (reply?.list ?? []).map((row) => ({
    ...row,
    frozenFlag: row.frozen === true,
    lockedFlag: row.locked === true,
    currencyList: Array.isArray(row.currencies) ? (row.currencies as string[]).join(', ') : '',
  }));
  return { list, total: reply?.total ?? list.length };
}

/** Another login ID for the customer (inline form `addLogin`; ZJ0601_02's login ID management): blanks left out. */
export function addLoginBody(values: Record<string, unknown>) {
  const data: Record<string, unknown> = { customerId: values.customerId };
  for (const k of ['loginid', 'userName', 'email', 'mobile']) {
    const v = typeof values[k] === 'string' ? (values[k] as string).trim() : '';
    if (v) data[k] = v;
  }
  return data;
}

/** A reset or a new account shows its first password once. */
export { showFirstPasswords } from './firstPasswords';
