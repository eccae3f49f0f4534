/** What a list screen's table has, read from its JSON: shared by ListScreen and its cold-start preview (ListPreview). */
import type { Action, Screen } from '../types';

/** Bulk actions need at least one selected row unless they say otherwise (the click says so, spec section 8). */
export function withSelectionNeed(actions: Action[] | undefined): Action[] | undefined {
  return actions?.map((a) => (a.selection ? a : { ...a, selection: 'many' }));
}

/** Rows get a checkbox when a bulk action, the screen or a toolbar action needs a selection. */
export const isSelectable = (screen: Screen) =>
  !!screen.toolbar?.bulkActions?.length || !!screen.rowSelection || !!screen.toolbar?.actions?.some((a) => a.selection);

/** The search form shows when a column is searchable. */
export const hasSearch = (screen: Screen) => (screen.columns ?? []).some((c) => c.search);

/** ProTable's width for a fixed column that names none. */
export const FIXED_COLUMN_WIDTH = 200;
