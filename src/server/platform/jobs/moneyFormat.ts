/**
 * Amounts in generated workbooks: numbers (a spreadsheet sums and sorts them), shown in their
 * currency's format (symbol, thousands separator, the currency's scale), never text.
 */
import type { Database } from '../../db/connection';

export interface CurrencyFormat {
  code: string;
  symbol: string;
  scale: number;
}

/** An Excel number format for the currency: `"¥"#,##0.00;-"¥"#,##0.00` (the symbol quoted as literal text). */
export function currencyNumFmt(c: Pick<CurrencyFormat, 'symbol' | 'scale'>): string {
  const symbol = `"${c.symbol.replace(/"/g, '')}"`;
  const scale = Math.max(0, Math.min(6, Math.trunc(c.scale)));
  const body = `#,##0${scale ? `.${'0'.repeat(scale)}` : ''}`;
  return `${symbol}${body};-${symbol}${body}`;
}

/**
 * The base currency (the first by sort order: RMB), in which customer limits and arrears are kept.
 */
export async function baseCurrency(db: Database): Promise<CurrencyFormat> {
  const [row] = await db.query<CurrencyFormat>(`select code, symbol, scale from currency order by sort, code limit 1`);
  return row ?? { code: 'RMB', symbol: '¥', scale: 2 };
}

/** A stored amount (numeric as text) as a number for a cell; blank stays blank. */
export function amountCell(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
