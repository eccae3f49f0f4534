/** A search field's first value, on its own: the list prefetch reads it without the column renderers. */
import type { Column } from '../types';
import { getPath, type Scope } from '../scope';

/** The search field's first value: from params/user when `initialFrom` names one that is set. */
export function initialSearchValue(column: Column, scope: Scope = {}): unknown {
  const search = typeof column.search === 'object' ? column.search : {};
  const from = search.initialFrom ? getPath(scope, search.initialFrom) : undefined;
  return from === undefined || from === null || from === '' ? search.initialValue : from;
}
