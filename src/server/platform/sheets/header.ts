/**
 * Finding a sheet's header row by its texts: a title or a note above it, a notes tab before the
 * data, a group header over the real one are what users' workbooks hold, and answering them
 * with "wrong header" per column helps nobody. Pure (both threads use it).
 */
import type { SheetRow } from './types';

/** The rows of each sheet a header is looked for in. */
export const HEADER_SEARCH_ROWS = 10;

/** A header text as compared: full-width folded, the required mark and spaces dropped, any case. */
export const headerKey = (text: string) => text.normalize('NFKC').replace(/[*＊\s]/g, '').toLowerCase();

/** What to look for: the header texts known (headerKey'd), and how many a header row holds at least. */
export interface HeaderSearch { headers: string[]; least: number }

/**
 * The row among the first HEADER_SEARCH_ROWS that holds the most known headers, when it holds
 * `least` of them (the lower of two rows on a tie: a group header sits above the real one).
 */
export function locateHeader(rows: SheetRow[], search: HeaderSearch): SheetRow | null {
  const known = new Set(search.headers);
  let best: { row: SheetRow; hits: number } | null = null;
  for (const row of rows) {
    if (row.row > HEADER_SEARCH_ROWS) break;
    const hits = row.values.filter((v) => typeof v === 'string' && known.has(headerKey(v))).length;
    if (hits >= search.least && (!best || hits >= best.hits)) best = { row, hits };
  }
  return best?.row ?? null;
}
