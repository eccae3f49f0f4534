/**
 * Available credit at order time (issue 13): what a customer may still order for, in one
 * currency, from four figures: the account's balance, plus the credit limit, minus the unpaid
 * bills, minus the estimates of the orders placed but not billed yet. An order whose estimate
 * is more than that is refused, and the refusal shows all four, so the customer can follow it.
 *
 * One function, fed by whatever holds each figure: the accounts, the customer's limit, the bills
 * (unpaid) and the orders (unbilled estimates). Exchange rates do not exist yet, so every figure
 * is in the order's currency; a currency without an account has a balance of 0.
 */
import { dec, moneyString, type DecimalLike } from '../pricing/money';

export interface CreditFigures {
  currency: string;
  balance: DecimalLike;
  creditLimit: DecimalLike;
  unpaid: DecimalLike;
  unbilled: DecimalLike;
}

/** The figures as the API and the refusal show them (strings of the currency's scale), and what is left. */
export interface CreditStatement {
  currency: string;
  balance: string;
  creditLimit: string;
  unpaid: string;
  unbilled: string;
  available: string;
}

export function creditStatement(f: CreditFigures): CreditStatement {
  const available = dec(f.balance).plus(dec(f.creditLimit)).minus(dec(f.unpaid)).minus(dec(f.unbilled));
  const show = (v: DecimalLike) => moneyString(dec(v), f.currency);
  return {
    currency: f.currency,
    balance: show(f.balance),
    creditLimit: show(f.creditLimit),
    unpaid: show(f.unpaid),
    unbilled: show(f.unbilled),
    available: moneyString(available, f.currency),
  };
}

/** Whether an order of `estimate` fits; the statement either way (the refusal names its figures). */
export function checkCredit(f: CreditFigures, estimate: DecimalLike): { ok: boolean; statement: CreditStatement; estimate: string } {
  const statement = creditStatement(f);
  return { ok: dec(estimate).lte(dec(statement.available)), statement, estimate: moneyString(dec(estimate), f.currency) };
}
