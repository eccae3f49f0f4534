/** Reading the profile answers for the home cards, whatever their exact shape. */
function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function pick(obj: unknown, keys: string[]): number | null {
  if (obj === null || typeof obj !== 'object') return null;
  for (const k of keys) {
    const v = num((obj as Record<string, unknown>)[k]);
    if (v !== null) return v;
  }
  return null;
}

export function readAmounts(credit: unknown, unpay: unknown) {
  const scalarCredit = typeof credit === 'object' ? null : num(credit);
  return {
    balance: pick(credit, ['balance', 'accountBalance', 'amount']),
    credit: scalarCredit ?? pick(credit, ['credit', 'creditLimit', 'creditAmount', 'availableCredit']),
    unpaid: typeof unpay === 'object' ? pick(unpay, ['unpay', 'unpaid', 'amount', 'total', 'unpayAmount']) : num(unpay),
  };
}

export const CONTACT_KEYS = ['financeQq', 'salesQq', 'serviceQq'] as const;

export function readContacts(contact: unknown): { key: string; value: string }[] {
  if (!contact || typeof contact !== 'object') return [];
  const c = contact as Record<string, unknown>;
  return CONTACT_KEYS.filter((k) => c[k] !== undefined && c[k] !== null && c[k] !== '').map((k) => ({ key: k, value: String(c[k]) }));
}
