import { defineSeed } from './define';
import { roles } from '../../../domain/dictionaries/roles';
import { currency } from '../../../domain/dictionaries/currency';

/** Symbols are not part of the currency dictionary (labels only). */
const CURRENCY_SYMBOLS: Record<string, string> = { RMB: '¥', USD: '$', EUR: '€', GBP: '£' };

/**
 * The built-in roles (spec section 6) and the currencies, named as in the shared
 * dictionaries so the tables and the screens say the same. Only inserted, never overwritten.
 */
export default defineSeed({
  name: 'roles and currencies',
  order: 10,
  async reference({ db }) {
    for (const [i, r] of roles.items.entries()) {
      await db.query(
        `insert into role (code, name_zh, name_en, builtin, sort) values ($1, $2, $3, true, $4)
         on conflict (code) do nothing`,
        [r.value, r.zh, r.en, (i + 1) * 10],
      );
    }
    for (const [i, c] of currency.items.entries()) {
      await db.query(
        `insert into currency (code, name_zh, name_en, symbol, sort) values ($1, $2, $3, $4, $5)
         on conflict (code) do nothing`,
        [c.value, c.zh, c.en, CURRENCY_SYMBOLS[c.value] ?? c.value, (i + 1) * 10],
      );
    }
  },
});
