/** ZJ0101_01 customers: list rows with display-only fields (flags for the yes/no cells, currencies as text). */

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
