import { lazy, Suspense, useState } from 'react';
import { useLiteT } from '../../i18n/useLiteT';
import { go } from '../../nav';
import { importWithReload } from '../../app/chunk';
import { LoginLayout } from './LoginLayout';
import { loginResources } from './texts';
import { useLoginForm } from './useLoginForm';

/** The forgotten-password steps: their own small chunk, fetched when asked for. */
const ForgotPassword = lazy(importWithReload(() => import('./ForgotPassword').then((m) => ({ default: m.ForgotPassword }))));

function navLink(path: string) {
  return (e: React.MouseEvent) => {
    e.preventDefault();
    go(path);
  };
}

/** /login: plain React and CSS, no antd, so it needs little JavaScript. "Forgot password" sets a customer's password anew by SMS code. */
export default function LoginPage() {
  const { t, locale, setLocale } = useLiteT(loginResources);
  const f = useLoginForm();
  const [forgot, setForgot] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (forgot) {
    return (
      <LoginLayout t={t} locale={locale} setLocale={setLocale} title={t('forgot.title')}>
        <Suspense fallback={<p className="lg-hint">…</p>}>
          <ForgotPassword
            t={t}
            locale={locale}
            onCancel={() => setForgot(false)}
            onDone={(loginid, message) => {
              f.setLoginid(loginid);
              f.setPassword('');
              setNotice(message);
              setForgot(false);
            }}
          />
        </Suspense>
      </LoginLayout>
    );
  }
  return (
    <LoginLayout t={t} locale={locale} setLocale={setLocale} title={t('title')}>
      <form className="lg-form" onSubmit={f.submit} noValidate>
        {notice && <p className="lg-notice" role="status">{notice}</p>}
        <label className="lg-field">
          <span>{t('loginid')}</span>
          <input
            name="loginid"
            autoComplete="username"
            value={f.loginid}
            placeholder={t('loginidPlaceholder')}
            aria-invalid={f.errors.loginid || undefined}
            onChange={(e) => f.setLoginid(e.target.value)}
            autoFocus
          />
          {f.errors.loginid && <em role="alert">{t('loginidRequired')}</em>}
        </label>
        <label className="lg-field">
          <span>{t('password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={f.password}
            placeholder={t('passwordPlaceholder')}
            aria-invalid={f.errors.password || undefined}
            onChange={(e) => f.setPassword(e.target.value)}
          />
          {f.errors.password && <em role="alert">{t('passwordRequired')}</em>}
        </label>
        <button type="submit" className="lg-submit" disabled={f.submitting}>
          {f.submitting ? t('submitting') : t('submit')}
        </button>
        <nav className="lg-links">
          <a href="/register" onClick={navLink('/register')}>
            {t('register')}
          </a>
          <a href="/login" onClick={(e) => (e.preventDefault(), setNotice(null), setForgot(true))} data-testid="forgot-password">
            {t('forgot.link')}
          </a>
          <a href="/login2" onClick={navLink('/login2')}>
            {t('phoneLogin')}
          </a>
        </nav>
        <nav className="lg-links lg-home">
          <a href="/index" onClick={navLink('/index')}>
            ← {t('backToHome')}
          </a>
        </nav>
      </form>
    </LoginLayout>
  );
}
