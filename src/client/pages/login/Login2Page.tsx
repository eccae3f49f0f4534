import { useState, type FormEvent } from 'react';
import { useLiteT } from '../../i18n/useLiteT';
import { go } from '../../nav';
import { LoginLayout } from './LoginLayout';
import { loginResources } from './texts';
import { loadLoginActions } from './useLoginForm';
import { useCountdown } from './useCountdown';
import { PHONE_RE, readSign } from './phone';

const RESEND_SECONDS = 60;


/** Controller: check the phone, send the code, count down, log in. */
function usePhoneLogin() {
  const [phoneNum, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: boolean; code?: boolean }>({});
  const [countdown, setCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);


  const sendCode = async (onSent: () => void) => {
    const bad = !PHONE_RE.test(phoneNum.trim());
    setErrors({ phone: bad });
    if (bad || countdown > 0) return;
    setBusy(true);
    try {
      const { shellApi } = await loadLoginActions();
      const sign = readSign(await shellApi.phoneCheck(phoneNum.trim()));
      await shellApi.phoneCode(phoneNum.trim(), sign);
      setCountdown(RESEND_SECONDS);
      onSent();
    } catch {
      /* the request layer has told the user */
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { phone: !PHONE_RE.test(phoneNum.trim()), code: !code.trim() };
    setErrors(next);
    if (next.phone || next.code || busy) return;
    setBusy(true);
    try {
      const { loginWithPhone } = await loadLoginActions();
      go(await loginWithPhone({ phoneNum: phoneNum.trim(), code: code.trim() }), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return { phoneNum, setPhone, code, setCode, errors, countdown, busy, sendCode, submit };
}

/** /login2: log in with a mobile number and an SMS code (plain React, no antd). */
export default function Login2Page() {
  const { t, locale, setLocale } = useLiteT(loginResources);
  const f = usePhoneLogin();
  const [sent, setSent] = useState(false);
  return (
    <LoginLayout t={t} locale={locale} setLocale={setLocale} title={t('phoneTitle')}>
      <form className="lg-form" onSubmit={f.submit} noValidate>
        <label className="lg-field">
          <span>{t('phone')}</span>
          <input
            name="phoneNum"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={f.phoneNum}
            placeholder={t('phonePlaceholder')}
            aria-invalid={f.errors.phone || undefined}
            onChange={(e) => f.setPhone(e.target.value)}
          />
          {f.errors.phone && <em role="alert">{t('phoneInvalid')}</em>}
        </label>
        <label className="lg-field">
          <span>{t('code')}</span>
          <span className="lg-row">
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={f.code}
              placeholder={t('codePlaceholder')}
              aria-invalid={f.errors.code || undefined}
              onChange={(e) => f.setCode(e.target.value)}
            />
            <button type="button" className="lg-secondary" disabled={f.busy || f.countdown > 0} onClick={() => void f.sendCode(() => setSent(true))}>
              {f.countdown > 0 ? t('resendIn', { seconds: f.countdown }) : t('sendCode')}
            </button>
          </span>
          {f.errors.code && <em role="alert">{t('codeRequired')}</em>}
          {sent && !f.errors.code && <span className="lg-hint">{t('codeSent')}</span>}
        </label>
        <button type="submit" className="lg-submit" disabled={f.busy}>
          {f.busy ? t('submitting') : t('submit')}
        </button>
        <nav className="lg-links">
          <a href="/register" onClick={(e) => (e.preventDefault(), go('/register'))}>
            {t('register')}
          </a>
          <a href="/login" onClick={(e) => (e.preventDefault(), go('/login'))}>
            {t('accountLogin')}
          </a>
        </nav>
      </form>
    </LoginLayout>
  );
}
