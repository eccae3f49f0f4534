import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { setNavigator } from '../nav';
import { importWithReload } from './chunk';
import { entryNeedsServer, PUBLIC_PAGES } from './publicPages';
import LoginPage from '../pages/login/LoginPage';

/** Every page but /login is lazy (the public ones: app/publicPages); a chunk that fails to load reloads the page once. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(importWithReload(load));
}

const EntryPage = PUBLIC_PAGES.get('/')!;
const Shell = page(() => import('../layout/Shell'));

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  return null;
}

/**
 * `/`: the entry page on the hosts of the server's ENTRY_HOSTS, /login elsewhere. Reached from
 * another page of the app, the address is loaded so the server decides (publicPages.ts).
 */
function Entry() {
  const ask = entryNeedsServer('/');
  useEffect(() => {
    if (ask) window.location.replace('/');
  }, [ask]);
  return ask ? null : <EntryPage />;
}

export default function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <NavigatorBridge />
        <Suspense fallback={<div className="boot-loading">…</div>}>
          <Routes>
            <Route path="/" element={<Entry />} />
            <Route path="/login" element={<LoginPage />} />
            {[...PUBLIC_PAGES].filter(([path]) => path !== '/').map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Shell />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </I18nextProvider>
  );
}
