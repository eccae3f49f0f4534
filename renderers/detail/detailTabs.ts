/**
 * Which fields and sub-tables each tab of a detail shows: a piece names its tab (`tab`); a field
 * without one goes to the first tab, a sub-table without one to the tab keyed by its name, else
 * the first. Pure.
 */
import type { Column, DetailTab, SubTable } from '../types';

export interface TabContent { tab: DetailTab; fields: Column[]; tables: SubTable[] }

export function tabContents(tabs: DetailTab[], fields: Column[], tables: SubTable[]): TabContent[] {
  const keys = new Set(tabs.map((t) => t.key));
  const first = tabs[0].key;
  const fieldTab = (c: Column) => (c.tab && keys.has(c.tab) ? c.tab : first);
  const tableTab = (s: SubTable) => (s.tab && keys.has(s.tab) ? s.tab : keys.has(s.name) ? s.name : first);
  return tabs.map((tab) => ({
    tab,
    fields: fields.filter((c) => fieldTab(c) === tab.key),
    tables: tables.filter((s) => tableTab(s) === tab.key),
  }));
}
