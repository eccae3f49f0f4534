import { useLiteT } from '../../i18n/useLiteT';
import { go } from '../../nav';
import { LoginLayout } from './LoginLayout';
import { loginResources } from './texts';
import { useLoginForm } from './useLoginForm';

function navLink(path: string) {
  return (e: React.MouseEvent) => {
    e.preventDefault();
    go(path);
  };
}

/** /login: plain React and CSS, no antd, so it needs little JavaScript. */
export default function LoginPage() {
  const { t, locale, setLocale } = useLiteT(loginResources);
  const f = useLoginForm();
  return (
    <LoginLayout t={t} locale={locale} setLocale={setLocale} title={t('title')}>
      <form className="lg-form" onSubmit={f.submit} noValidate>
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
          <a href="/login2" onClick={navLink('/login2')}>
            {t('phoneLogin')}
          </a>
        </nav>
      </form>
    </LoginLayout>
  );
}
