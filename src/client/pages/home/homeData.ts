import type { CreditAnswer, UnpaidAnswer } from '../../api/shell';
import { currency } from '@domain/dictionaries/currency';

/** One currency account's balance, as the server sends it (a decimal string, never a float). */
export interface Balance { currency: string; balance: string; frozen: boolean }

export interface Amounts {
  /** One per currency account of the customer, in the currencies' order; none for staff. */
  balances: Balance[];
  credit: string | null;
  unpaid: string | null;
}

const money = (v: unknown): string | null => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? v : null);

/** The home's account card from `mn/0101/user/credit` and `mn/0101/user/bill/unpay` (either may have failed: null). */
export function readAmounts(credit: CreditAnswer | null | undefined, unpay: UnpaidAnswer | null | undefined): Amounts {
  const balances = (credit?.accounts ?? []).flatMap((a) => {
    const balance = money(a?.balance);
    return a && typeof a.currency === 'string' && balance !== null ? [{ currency: a.currency, balance, frozen: a.frozen === true }] : [];
  });
  return { balances, credit: money(credit?.credit), unpaid: money(unpay?.unpay) };
}

/** A currency's name in the reader's language (the code when the dictionary does not know it). */
export function currencyName(code: string, locale: string): string {
  const item = currency.items.find((i) => i.value === code);
  return item ? (locale === 'en-US' ? item.en : item.zh) : code;
}

/** Whether an amount is owed: a positive unpaid amount. */
export const owes = (unpaid: string | null): boolean => unpaid !== null && Number(unpaid) > 0;

export const CONTACT_KEYS = ['financeQq', 'salesQq', 'serviceQq'] as const;

export function readContacts(contact: unknown): { key: string; value: string }[] {
  if (!contact || typeof contact !== 'object') return [];
  const c = contact as Record<string, unknown>;
  return CONTACT_KEYS.filter((k) => c[k] !== undefined && c[k] !== null && c[k] !== '').map((k) => ({ key: k, value: String(c[k]) }));
}
