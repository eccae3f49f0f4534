import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellApi } from '../api/shell';
import { session, unreadNotices } from '../store/session';
import { useSession } from '../store/useSession';
import { HOME_CODE, pathToCode } from '../app/routes';
import { BUILT_SCREENS } from '../app/builtScreens';
import { MAX_ALIVE_TABS } from '../config';
import { aliveKeys, restoreTabs, saveTabs, tabsReducer, TABS_KEY } from './tabs';
import { useBadges, useMenu, useNoticeRefresh, useProfileRefresher, usePush } from './hooks';
import { onShell } from './events';
import { useAfterStartup } from './afterStartup';
import { COLLAPSED_KEY, menuCollapsed } from './shellPrefs';

const reducer = tabsReducer(HOME_CODE);

export type RouteState = { kind: 'screen'; code: string } | { kind: 'refused'; code: string } | { kind: 'notFound' } | { kind: 'loading' };

function readSavedTabs(): string | null {
  try {
    return sessionStorage.getItem(TABS_KEY);
  } catch {
    return null;
  }
}

/** Everything the layout does, apart from drawing it. */
export function useShellController() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const s = useSession();
  const { menu, codes, names, error: menuError, reload: reloadMenu } = useMenu();
  // The open tabs come back after a reload (sessionStorage: this browser tab, cleared at logout).
  const [tabs, dispatch] = useReducer(reducer, HOME_CODE, (home) => restoreTabs(home, readSavedTabs(), (key) => BUILT_SCREENS.has(key)));
  useEffect(() => {
    try {
      if (session.token()) sessionStorage.setItem(TABS_KEY, saveTabs(tabs));
    } catch {
      // Storage full or refused: the bar simply starts afresh after a reload.
    }
  }, [tabs]);
  const [collapsed, setCollapsed] = useState(menuCollapsed);
  const [pwdOpen, setPwdOpen] = useState(() => session.passwordWeak());
  const [pwdWeak, setPwdWeak] = useState(() => session.passwordWeak());
  const started = useAfterStartup();
  const counts = useBadges(started ? menu : null, s.user?.stationId);

  useProfileRefresher();
  usePush(started ? s.token : null);
  useNoticeRefresh();
  useEffect(() => onShell('open-change-password', () => setPwdOpen(true)), []);

  // The location decides what shows: a permitted screen opens (or activates) its tab.
  const code = pathToCode(location.pathname === '/' ? `/${HOME_CODE}` : location.pathname);
  const route: RouteState = useMemo(() => {
    // A code no built screen has is "not found" for everyone, not a refusal.
    if (!code || !BUILT_SCREENS.has(code)) return { kind: 'notFound' };
    if (!menu) return { kind: 'loading' };
    if (code === HOME_CODE || codes.has(code)) return { kind: 'screen', code };
    return { kind: 'refused', code };
  }, [code, menu, codes]);

  // A restored bar meets the user's menu: tabs of screens no longer granted go.
  useEffect(() => {
    if (menu) dispatch({ type: 'retain', keys: codes });
  }, [menu, codes]);

  // Screens the address has shown: a tab is drawn only once it has been (the home tab behind a
  // screen address is not rendered, nor are its chunks and requests, until it is opened).
  const shown = useRef(new Set<string>());
  if (route.kind === 'screen') shown.current.add(route.code);

  useEffect(() => {
    if (route.kind === 'screen') dispatch({ type: 'open', key: route.code, search: location.search });
  }, [route, location.search]);

  // The active tab changed by a close: follow it in the address bar.
  useEffect(() => {
    if (route.kind === 'screen' && tabs.active !== route.code) {
      const tab = tabs.tabs.find((x) => x.key === tabs.active);
      navigate(`/${tabs.active}${tab?.search ?? ''}`);
    }
    // Only the active tab drives this; the location effect above handles the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tabs.active]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  }, []);

  // A move shows its cue at once: the router moves in a transition, which keeps the old screen up
  // until the new one's code and data are in (about half a second for a screen opened the first time).
  const [pending, setPending] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => setPending(null), [here]);
  const go = useCallback(
    (path: string) => {
      if (path !== `${window.location.pathname}${window.location.search}`) setPending(path);
      navigate(path);
    },
    [navigate],
  );
  const open = go;
  const select = useCallback(
    (key: string) => {
      const tab = tabs.tabs.find((x) => x.key === key);
      go(`/${key}${tab?.search ?? ''}`);
    },
    [go, tabs.tabs],
  );
  const close = useCallback((key: string) => dispatch({ type: 'close', key }), []);
  const closeOthers = useCallback((key: string) => dispatch({ type: 'closeOthers', key }), []);
  const closeAll = useCallback(() => dispatch({ type: 'closeAll' }), []);
  const reorder = useCallback((from: string, to: string) => dispatch({ type: 'reorder', from, to }), []);

  const logout = useCallback(async () => {
    await shellApi.logout().catch(() => {});
    session.clear();
    session.setToken(null);
    navigate('/login', { replace: true });
  }, [navigate]);

  const titleOf = useCallback((key: string) => (key === HOME_CODE ? names.get(key) ?? t('home') : names.get(key) ?? key), [names, t]);

  return {
    session: s,
    menu,
    menuError,
    reloadMenu,
    counts,
    route,
    /** The path being opened, until the address follows: the layout shows a loading cue. */
    pending,
    tabs,
    alive: aliveKeys(tabs, MAX_ALIVE_TABS),
    shown: shown.current,
    collapsed,
    toggleCollapsed,
    open,
    select,
    close,
    closeOthers,
    closeAll,
    reorder,
    titleOf,
    logout,
    showAuthorization: codes.has(HOME_CODE),
    permitted: codes,
    pwdOpen,
    pwdWeak,
    openPassword: () => {
      setPwdWeak(false);
      setPwdOpen(true);
    },
    closePassword: () => {
      setPwdOpen(false);
      setPwdWeak(false);
    },
    // Closed is read: the shown notices are marked on the server and in the session (the dialog and the home follow).
    closeNotices: () => {
      const shown = unreadNotices(session.get().notices);
      session.update({ pendingNotices: false, notices: session.get().notices.map((n) => ({ ...n, read: true })) });
      const ids = shown.map((n) => n.id).filter((id): id is number | string => id !== undefined && id !== null);
      if (ids.length) void shellApi.noticesRead(ids).catch(() => {});
    },
  };
}
