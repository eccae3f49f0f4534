import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { setFallbackFeedback } from './ui/feedback';
import { createDomFeedback } from './ui/domFeedback';
import { setNavigator } from './nav';
import { getLocale } from './i18n/locale';
import { importWithReload, installEngineChunkReload } from './app/chunk';
import { pathToCode } from './app/routes';
import { entryNeedsServer, PUBLIC_PAGES } from './app/publicPages';
import { askMenuEarly } from './app/earlyMenu';
import { askListEarly } from './app/earlyList';
import { loadAntdStaticCss } from './app/antdStaticCss';
import LoginPage from './pages/login/LoginPage';
import zhCommon from './i18n/locales/zh-CN/common.json';
import enCommon from './i18n/locales/en-US/common.json';
import './base.css';
import './ui/dom-feedback.css';

/**
 * Entry. /login renders the light login page straight away (React and CSS only: no router,
 * antd or i18next); the other public pages (app/publicPages) load their own light chunk, nothing
 * of the back office. Every other path, and leaving the public pages, loads the router app lazily,
 * with antd's extracted CSS.
 */
document.documentElement.lang = getLocale();
setFallbackFeedback(() =>
  createDomFeedback(() => {
    const c = getLocale() === 'en-US' ? enCommon : zhCommon;
    return { ok: c.ok, alertTitle: c.request.alertTitle };
  }),
);

installEngineChunkReload();

const root = createRoot(document.getElementById('root')!);
const loadApp = importWithReload(() => import('./app/App'));
// A screen address: its first requests and the shell's code start alongside the App chunk (layout/bootPrefetch).
const loadBoot = () => import('./layout/bootPrefetch').then((m) => m.startBootPrefetch(), () => undefined);
let appMounted = false;

function render(): void {
  if (appMounted) return;
  const { pathname, search } = window.location;
  if (entryNeedsServer(pathname)) {
    window.location.replace('/');
    return;
  }
  if (pathname === '/login') {
    root.render(<LoginPage />);
    return;
  }
  const PublicPage = PUBLIC_PAGES.get(pathname);
  if (PublicPage) {
    // Keyed by address (not the #fragment): another query is another page, an in-page anchor is not.
    root.render(
      <Suspense fallback={null}>
        <PublicPage key={pathname + search} />
      </Suspense>,
    );
    return;
  }
  appMounted = true;
  window.removeEventListener('popstate', render);
  const code = pathToCode(window.location.pathname);
  if (code) {
    askMenuEarly(); // layout/bootPrefetch takes it
    askListEarly(code); // the list's first request (layout/engineRequest) takes it
    void loadBoot();
  }
  // antd's extracted CSS must be in place before the first antd render (app/antdStaticCss).
  void Promise.all([loadApp(), loadAntdStaticCss()]).then(([{ default: App }]) => root.render(<App />));
}

setNavigator((path, options) => {
  if (options?.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  render();
});
window.addEventListener('popstate', render);
render();
