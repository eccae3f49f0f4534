import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asList, shellApi, type DownloadRecord, type MenuNode } from '../api/shell';
import { loadProfile } from '../auth/profile';
import { startProfileRefresh } from '../auth/profileRefresh';
import { session } from '../store/session';
import { feedback } from '../ui/feedback';
import { BADGE_REFRESH_MS, PROFILE_REFRESH_MS } from '../config';
import { flattenMenu, hasMenuUrl, permittedCodes } from '../app/routes';
import { emitShell, onShell } from './events';
import { noticePushText } from './noticePush';
import { getLocale, onLocaleChange } from '../i18n/locale';
import { takeBootMenu } from './bootPrefetch';

/** SH1: the menu tree, re-fetched when the language changes (names come from the server). */
export function useMenu() {
  const { i18n } = useTranslation();
  const [menu, setMenu] = useState<MenuNode[] | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setError(false);
    (takeBootMenu(i18n.language) ?? shellApi.menu())
      .then((m) => live && setMenu(Array.isArray(m) ? m : []))
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, [i18n.language, version]);
  const entries = useMemo(() => flattenMenu(menu), [menu]);
  const codes = useMemo(() => permittedCodes(menu), [menu]);
  const names = useMemo(() => new Map(entries.map((e) => [e.code, e.name])), [entries]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { menu, entries, codes, names, error, reload };
}

export const BADGE_MENUS = ['wl/0101/01.html', 'wl/0105/01.html', 'wl/0106/01.html', 'wl/0107/01.html'];
export const BADGE_CODES = ['B04', 'B05', 'B06', 'B07', 'B08', 'B09'] as const;
export type BadgeCode = (typeof BADGE_CODES)[number];
/** SH2: which badges sit on which menu entry. */
export const BADGES_BY_SCREEN: Record<string, BadgeCode[]> = {
  WL0101_01: ['B04', 'B08'],
  WL0105_01: ['B05'],
  WL0106_01: ['B06'],
  WL0107_01: ['B07', 'B09'],
};

/** The count answer as {B04: n, ...}, from an object or a list of {operationType, count}. */
export function readBadgeCounts(data: unknown): Partial<Record<BadgeCode, number>> {
  const out: Partial<Record<BadgeCode, number>> = {};
  const rows = Array.isArray(data) ? data : asList(data as never);
  if (rows.length) {
    for (const r of rows as Record<string, unknown>[]) {
      const code = String(r.operationType ?? r.type ?? r.code ?? '');
      if ((BADGE_CODES as readonly string[]).includes(code)) out[code as BadgeCode] = Number(r.count ?? r.num ?? r.total ?? 0);
    }
    return out;
  }
  if (data && typeof data === 'object') {
    for (const c of BADGE_CODES) {
      const v = (data as Record<string, unknown>)[c];
      if (v !== undefined && v !== null) out[c] = Number(v);
    }
  }
  return out;
}

/** SH2: badge counts every 300000 ms and after a station scan, only when a station menu exists; sends stationId. */
export function useBadges(menu: MenuNode[] | null, stationId: unknown) {
  const [counts, setCounts] = useState<Partial<Record<BadgeCode, number>>>({});
  const enabled = !!menu && hasMenuUrl(menu, BADGE_MENUS);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () =>
      shellApi
        .badgeCount({ stationId: stationId ?? undefined })
        .then((d) => live && setCounts(readBadgeCounts(d)))
        .catch(() => {});
    void load();
    const id = setInterval(load, BADGE_REFRESH_MS);
    const off = onShell('station-changed', () => void load());
    return () => {
      live = false;
      clearInterval(id);
      off();
    };
  }, [enabled, stationId]);
  return enabled ? counts : {};
}

/** SH12: the profile on mount unless the login just loaded it, then every 18 minutes. */
export function useProfileRefresher() {
  useEffect(() => startProfileRefresh(() => void loadProfile({ quiet: true }).catch(() => {}), PROFILE_REFRESH_MS), []);
}

export interface PushMessage {
  type: string;
  [key: string]: unknown;
}

/** How long to wait before opening the stream again after it failed: doubling, at most a minute. */
export const pushRetryMs = (attempt: number) => Math.min(60_000, 2_000 * 2 ** Math.min(attempt, 5));

/**
 * SH9: the server-sent-event stream. EventSource cannot send headers, and a token in the URL
 * would end up in access logs, so each connection opens with a one-time ticket
 * (mn/0000/pushmsg/ticket, 60 s). A ticket serves one connection: when the stream fails the
 * browser's own retry would reuse it, so we close it and reconnect with a new ticket.
 * 'download': a file finished (refresh the download centre, notify);
 * 'notice': new announcements the user may read (their titles, in the user's language).
 */
export function usePush(token: string | null) {
  const { t } = useTranslation('shell');
  const tRef = useRef(t);
  tRef.current = t;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let live = true;
    const handle = (fallbackType: string) => (e: MessageEvent) => {
      let msg: PushMessage;
      try {
        msg = { type: fallbackType, ...(JSON.parse(e.data) as object) } as PushMessage;
      } catch {
        return;
      }
      const payload = (msg.data && typeof msg.data === 'object' ? msg.data : msg) as Record<string, unknown>;
      if (msg.type === 'download') {
        emitShell('downloads-changed', payload);
        const name = String(payload.fileName ?? payload.name ?? '');
        const end = Number(payload.endFlag);
        if (end === 1) feedback().toast('success', tRef.current('download.finished', { name }));
        else if (end === 2) feedback().toast('error', `${tRef.current('download.error')}${payload.errorMessage ? `: ${String(payload.errorMessage)}` : ''}`, 5);
      } else if (msg.type === 'notice') {
        feedback().toast('info', noticePushText(payload, tRef.current, getLocale()));
        emitShell('notices-changed', payload);
      }
    };
    const again = () => {
      if (live) retry = setTimeout(connect, pushRetryMs(attempt++));
    };
    const connect = () => {
      shellApi
        .pushTicket()
        .then(({ ticket }) => {
          if (!live) return;
          source = new EventSource(`/mn/0000/pushmsg?ticket=${encodeURIComponent(ticket)}`);
          source.onopen = () => {
            attempt = 0;
          };
          source.onerror = () => {
            source?.close();
            source = null;
            again();
          };
          source.onmessage = handle('message');
          source.addEventListener('download', handle('download') as EventListener);
          source.addEventListener('notice', handle('notice') as EventListener);
        })
        .catch(again);
    };
    connect();
    return () => {
      live = false;
      clearTimeout(retry);
      source?.close();
    };
  }, [token]);
}

/** The notices list, refreshed when a 'notice' push arrives and when the user switches language. */
export function useNoticeRefresh() {
  useEffect(() => {
    const refresh = () => {
      void shellApi
        .notices({ loading: false })
        .then((d) => session.update({ notices: asList(d) }))
        .catch(() => {});
    };
    // The server answers each notice in the user's language: a switch asks for them again, as the menu is.
    const offs = [onShell('notices-changed', refresh), onLocaleChange(refresh)];
    return () => offs.forEach((off) => off());
  }, []);
}

export function recordName(r: DownloadRecord): string {
  return String(r.fileName ?? r.name ?? r.seq);
}

/** Download-centre data shared by the popover (and XT0125_01). */
export function useDownloads(active: boolean) {
  const [records, setRecords] = useState<DownloadRecord[]>([]);
  const [loaded, setLoaded] = useState(false);
  const refresh = useCallback(
    () =>
      shellApi
        .downloads({ loading: false })
        .then((d) => {
          setRecords(asList(d));
          setLoaded(true);
        })
        .catch(() => {}),
    [],
  );
  useEffect(() => {
    if (active) void refresh();
  }, [active, refresh]);
  useEffect(
    () =>
      onShell('downloads-changed', (detail) => {
        // A progress tick patches the row; anything else (start, done, failed, deleted) re-reads.
        const d = (detail ?? {}) as Partial<DownloadRecord>;
        if (d.seq !== undefined && Number(d.endFlag) === 0 && d.progress !== undefined && !d.fileName) {
          setRecords((rs) => rs.map((r) => (String(r.seq) === String(d.seq) ? { ...r, progress: d.progress } : r)));
        } else {
          void refresh();
        }
      }),
    [refresh],
  );
  // While open and a file is being generated, follow its progress.
  const running = records.some((r) => Number(r.endFlag) === 0);
  useEffect(() => {
    if (!active || !running) return;
    const id = setInterval(() => void refresh(), 3000);
    return () => clearInterval(id);
  }, [active, running, refresh]);
  return { records, loaded, refresh };
}
