/**
 * The tab bar as a pure reducer (SH4). Tabs are keyed by screen code; the home tab
 * (MN0501_01) is always first and cannot be closed. `history` lists keys most recently
 * viewed first: closing the active tab goes to the previously viewed tab, else the previous
 * one in the list, else home. Only the MAX_ALIVE_TABS most recently viewed tabs stay mounted
 * (kept alive); older ones stay in the bar and remount when viewed again.
 */
export interface Tab {
  key: string;
  /** The query string the screen was opened with ('' or '?a=1'). */
  search: string;
}

export interface TabsState {
  tabs: Tab[];
  active: string;
  history: string[];
}

export type TabsAction =
  | { type: 'open'; key: string; search?: string }
  | { type: 'close'; key: string }
  | { type: 'closeOthers'; key: string }
  /** Every tab but home. */
  | { type: 'closeAll' }
  /** Drop the tabs the user may no longer open (a restored bar meets the user's menu). */
  | { type: 'retain'; keys: ReadonlySet<string> }
  | { type: 'reorder'; from: string; to: string }
  | { type: 'reset' };

export function initialTabs(home: string): TabsState {
  return { tabs: [{ key: home, search: '' }], active: home, history: [home] };
}

function touch(history: string[], key: string): string[] {
  return [key, ...history.filter((k) => k !== key)];
}

export function tabsReducer(home: string) {
  return (state: TabsState, action: TabsAction): TabsState => {
    switch (action.type) {
      case 'open': {
        const search = action.search ?? '';
        const existing = state.tabs.find((t) => t.key === action.key);
        const tabs = existing
          ? existing.search === search
            ? state.tabs
            : state.tabs.map((t) => (t.key === action.key ? { ...t, search } : t))
          : [...state.tabs, { key: action.key, search }];
        if (tabs === state.tabs && state.active === action.key) return state;
        return { tabs, active: action.key, history: touch(state.history, action.key) };
      }
      case 'close': {
        if (action.key === home) return state;
        const index = state.tabs.findIndex((t) => t.key === action.key);
        if (index < 0) return state;
        const tabs = state.tabs.filter((t) => t.key !== action.key);
        const history = state.history.filter((k) => k !== action.key);
        if (state.active !== action.key) return { ...state, tabs, history };
        const next =
          history.find((k) => tabs.some((t) => t.key === k)) ?? state.tabs[index - 1]?.key ?? home;
        return { tabs, active: next, history: touch(history, next) };
      }
      case 'closeOthers': {
        const keep = new Set([home, action.key]);
        const tabs = state.tabs.filter((t) => keep.has(t.key));
        const active = keep.has(state.active) ? state.active : action.key;
        return { tabs, active, history: touch(state.history.filter((k) => keep.has(k)), active) };
      }
      case 'closeAll':
        return state.tabs.length === 1 && state.active === home ? state : initialTabs(home);
      case 'retain': {
        const tabs = state.tabs.filter((t) => t.key === home || action.keys.has(t.key));
        if (tabs.length === state.tabs.length) return state;
        const history = state.history.filter((k) => tabs.some((t) => t.key === k));
        const active = tabs.some((t) => t.key === state.active) ? state.active : history[0] ?? home;
        return { tabs, active, history: touch(history, active) };
      }
      case 'reorder': {
        const from = state.tabs.findIndex((t) => t.key === action.from);
        const to = state.tabs.findIndex((t) => t.key === action.to);
        // Home stays first.
        if (from < 0 || to < 0 || from === to || action.from === home || to === 0) return state;
        const tabs = [...state.tabs];
        const [moved] = tabs.splice(from, 1);
        tabs.splice(to, 0, moved);
        return { ...state, tabs };
      }
      case 'reset':
        return initialTabs(home);
      default:
        return state;
    }
  };
}

/** Keys whose screens stay mounted: the active tab and the most recently viewed, up to max. */
export function aliveKeys(state: TabsState, max: number): Set<string> {
  const alive = new Set<string>([state.active]);
  for (const k of state.history) {
    if (alive.size >= max) break;
    alive.add(k);
  }
  return alive;
}

/** Where the open tabs are kept across a reload: this browser tab only, gone with the session (logout clears it). */
export const TABS_KEY = 'shellTabs';

/** The bar as kept across a reload: its tabs (with their queries) and the viewing order. */
export function saveTabs(state: TabsState): string {
  return JSON.stringify({ tabs: state.tabs, history: state.history });
}

/**
 * The bar kept before a reload, else a fresh one: only well-formed tabs whose screens `openable`
 * says exist, home first; the active tab is the one the address names (the shell opens it).
 */
export function restoreTabs(home: string, saved: string | null | undefined, openable: (key: string) => boolean): TabsState {
  const fresh = initialTabs(home);
  if (!saved) return fresh;
  try {
    const data = JSON.parse(saved) as { tabs?: unknown; history?: unknown };
    const seen = new Set<string>([home]);
    const tabs: Tab[] = [{ key: home, search: '' }];
    for (const t of Array.isArray(data.tabs) ? data.tabs : []) {
      const key = (t as Tab)?.key;
      const search = (t as Tab)?.search;
      if (typeof key !== 'string' || seen.has(key) || !openable(key)) continue;
      seen.add(key);
      tabs.push({ key, search: typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : '' });
    }
    const history = (Array.isArray(data.history) ? data.history : []).filter((k): k is string => typeof k === 'string' && seen.has(k));
    const kept = [...new Set(history)];
    return { tabs, active: home, history: kept.length ? kept : [home] };
  } catch {
    return fresh;
  }
}
