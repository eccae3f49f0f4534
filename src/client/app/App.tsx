import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { setNavigator } from '../nav';
import { publicApi } from '../api/public';
import { importWithReload } from './chunk';
import LoginPage from '../pages/login/LoginPage';

/** Every page but /login is lazy; a chunk that fails to load reloads the page once. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(importWithReload(load));
}

const Login2Page = page(() => import('../pages/login/Login2Page'));
const loadEntryPage = () => import('../pages/public/EntryPage');
const EntryPage = page(loadEntryPage);
const IndexPage = page(() => import('../pages/public/IndexPage'));
const RegisterPage = page(() => import('../pages/public/RegisterPage'));
const NoticeDetailPage = page(() => import('../pages/public/NoticeDetailPage'));
const PaymentPages = {
  success: page(() => import('../pages/public/PaymentSuccessPage')),
  failure: page(() => import('../pages/public/PaymentFailurePage')),
  result: page(() => import('../pages/public/PaymentResultPage')),
};
const Shell = page(() => import('../layout/Shell'));

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => navigate(path, options)), [navigate]);
  return null;
}

/**
 * `/`: the entry page on the hosts of the server's ENTRY_HOSTS, /login elsewhere. The server
 * answers (mn/0000/site/entry) while the page's chunk loads; it cannot answer: /login.
 */
function Entry() {
  const [entry, setEntry] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void loadEntryPage().catch(() => undefined);
    publicApi.entryPage().then((yes) => live && setEntry(yes), () => live && setEntry(false));
    return () => {
      live = false;
    };
  }, []);
  if (entry === undefined) return null;
  return entry ? <EntryPage /> : <Navigate to="/login" replace />;
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
            <Route path="/login2" element={<Login2Page />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/index" element={<IndexPage />} />
            <Route path="/MN0401_03" element={<NoticeDetailPage />} />
            <Route path="/ZF0101_02" element={<PaymentPages.success />} />
            <Route path="/ZF0101_03" element={<PaymentPages.failure />} />
            <Route path="/ZF0101_04" element={<PaymentPages.result />} />
            <Route path="*" element={<Shell />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </I18nextProvider>
  );
}
