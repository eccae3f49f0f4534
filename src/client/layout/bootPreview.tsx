/**
 * A list screen's address opened cold (bootPrefetch): its first page is drawn the moment the page,
 * the screen's files, its authority answers and antd's extracted CSS are all here, in a frame of
 * the shell's size (side menu, top bar, tab bar), while the shell, antd, ProComponents and the
 * list renderer still load and render underneath. It goes the moment the real table has rows, or
 * the screen shows anything else (an empty table, an error, a refusal), the address changes, or
 * after 15 s. It is inert (nothing in it can be clicked, focused or read out) and draws only what
 * the real screen will show in the same place: it is skipped whenever that cannot be promised
 * (renderers/list/ListPreview canPreviewList, a banner above the tabs, no extracted CSS).
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { LoadedScreen } from '@renderers/loader';
import type { Allowed } from '@renderers/authority';
import { canPreviewList, ListPreview } from '@renderers/list/ListPreview';
import { plainScreenTexts } from '@renderers/texts';
import { firstListQuery, prefetchList, prefetchedList, type ListPrefetchContext } from '@renderers/list/prefetch';
import { toProResult } from '@renderers/list/query';
import { installDictionaries } from '@renderers/domainDictionaries';
import { domainTime } from '@renderers/domainTime';
import { setTimeService } from '@renderers/time';
import { sessionTimeZone } from '../store/sessionTimeZone';
import { antdHashClass, antdStaticCssApplied, loadAntdStaticCss } from '../app/antdStaticCss';
import { getLocale } from '../i18n/locale';
import { session } from '../store/session';
import { menuCollapsed } from './shellPrefs';
import './bootPreview.css';

/** Longest the preview stays when the real screen shows nothing for it to give way to. */
export const PREVIEW_MAX_MS = 15_000;

/** What in the real app means the preview has done its job: the screen's rows or empty table, or anything but the screen. */
function realScreenShown(code: string): boolean {
  const root = document.getElementById('root');
  const screen = root?.querySelector(`[data-screen="${code}"]`);
  return !!screen?.querySelector('.ant-table-row, .ant-table-placeholder, [data-testid="screen-error"]')
    || !!root?.querySelector('[data-testid="no-permission"]');
}

/**
 * The shell's frame at its size (side menu, top bar, tab bar, content margin: layout/Shell and
 * shell.css), empty: its texts and controls come with the shell. Its own class names, so that
 * nothing looking for the shell's parts finds them twice.
 */
function Frame({ code, hash, children }: { code: string; hash: string; children: ReactNode }) {
  const width = menuCollapsed() ? 80 : 220;
  return (
    <div className={`${hash} ant-app`}>
      <div className={`ant-layout ant-layout-has-sider bp-root ${hash}`}>
        <aside className={`ant-layout-sider ant-layout-sider-dark ${hash}`} style={{ flex: `0 0 ${width}px`, maxWidth: width, minWidth: width, width }} />
        <div className={`ant-layout ${hash}`}>
          <div className="bp-top" />
          <div className="bp-tabs"><div className="bp-tab" /><div className="bp-tab bp-tab-active" /></div>
          <div className="bp-content" data-screen={code}>{children}</div>
        </div>
      </div>
    </div>
  );
}

/**
 * Draws the preview once everything it needs is here, unless the real screen got there first.
 * `authority`: the screen's authority answers (bootAuthority), or undefined when it names none.
 */
export function showListPreview(code: string, loaded: LoadedScreen, context: ListPrefetchContext, authority: Promise<Record<string, boolean>> | undefined): void {
  const { screen, hooks, locale } = loaded;
  const hash = antdHashClass;
  // A banner above the tabs (a customer's incomplete profile) moves the screen down.
  if (!hash || !canPreviewList(screen) || session.get().user?.orderStatus === 'OS01') return;
  const path = window.location.pathname;
  prefetchList(code, screen, context, hooks); // already asked for by the boot: the same request
  const api = screen.dataSource!.list!;
  const page = prefetchedList(code, api.url, firstListQuery(screen, context));
  if (!page) return; // a search that starts with values: not prefetched
  const started = performance.now();
  void Promise.all([page, authority ?? {}, loadAntdStaticCss()]).then(([reply, answers]) => {
    const rows = toProResult(reply).data as Record<string, unknown>[];
    const late = window.location.pathname !== path || performance.now() - started > PREVIEW_MAX_MS;
    if (late || !rows.length || !antdStaticCssApplied() || realScreenShown(code)) return;
    installDictionaries();
    setTimeService(domainTime(sessionTimeZone)); // the list's own times (Shell installs the same rule)
    const allowed: Allowed = (url) => !url || (answers as Record<string, boolean>)[url] === true;
    const host = document.createElement('div');
    host.className = 'boot-preview';
    host.setAttribute('inert', '');
    host.setAttribute('aria-hidden', 'true');
    document.body.appendChild(host);
    const root = createRoot(host);
    const remove = () => {
      watch.disconnect();
      clearTimeout(timer);
      window.removeEventListener('popstate', remove);
      root.unmount();
      host.remove();
    };
    const watch = new MutationObserver(() => {
      if (realScreenShown(code) || window.location.pathname !== path) remove();
    });
    watch.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    const timer = setTimeout(remove, PREVIEW_MAX_MS);
    window.addEventListener('popstate', remove);
    // At once, in this task: queued behind the app's own rendering it would wait for what it stands in for.
    flushSync(() => root.render(
      <Frame code={code} hash={hash}>
        <ListPreview code={code} screen={screen} rows={rows} hash={hash} texts={plainScreenTexts(code, locale, getLocale())} allowed={allowed}
          scope={{ user: context.user ?? {}, params: context.params ?? {} }} />
      </Frame>,
    ));
  }, () => undefined);
}
