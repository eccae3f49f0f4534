import { useState, type FormEvent } from 'react';
import type { ValidationLang } from '@domain/validators';
import type { LiteT } from '../../i18n/lite';
import type { Locale } from '../../i18n/locale';
import { importWithReload } from '../../app/chunk';
import { loadLoginActions } from './useLoginForm';
import { useCountdown } from './useCountdown';
import { PHONE_RE } from './phone';

const RESEND_SECONDS = 60;
/** The password rules are the registration's (shared domain validators), loaded on first use. */
const loadRules = importWithReload(() => import('../public/register/rules'));

type Step = 'phone' | 'password';
type Problems = Partial<Record<'phone' | 'code' | 'newPassword' | 'confirmPassword', string>>;

/**
 * /login "forgot password": a customer proves their phone with an SMS code (checked when leaving
 * the first step) and chooses the new password twice; the server keeps the account rules
 * (mn/0101/pwd/forgot). Plain React like the rest of /login; staff are told to ask an administrator.
 */
export function ForgotPassword({ t, locale, onDone, onCancel }: { t: LiteT; locale: Locale; onDone: (loginid: string, message: string) => void; onCancel: () => void }) {
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useCountdown();

  const fail = (field: keyof Problems, text: string) => {
    setProblems({ [field]: text });
    document.getElementById(`forgot-${field}`)?.focus();
  };
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      /* the request layer has told the user */
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    if (!PHONE_RE.test(phone.trim())) return fail('phone', t('phoneInvalid'));
    if (countdown > 0) return;
    void run(async () => {
      const answer = await (await loadLoginActions()).textCodeFor(phone.trim(), 'reset');
      if (answer === 'unknown') return fail('phone', t('forgot.phoneUnknown'));
      setProblems({});
      setSent(true);
      setCountdown(RESEND_SECONDS);
    });
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!PHONE_RE.test(phone.trim())) return fail('phone', t('phoneInvalid'));
    if (!code.trim()) return fail('code', t('codeRequired'));
    void run(async () => {
      const refused = await (await loadLoginActions()).checkPhoneCode(phone.trim(), code.trim(), 'reset');
      if (refused) return fail('code', refused);
      setProblems({});
      setStep('password');
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const rules = await loadRules();
      const values = { phone, code, userType: 'individual' as const, username: '', companyName: '', creditCode: '', email: '', newPassword, password: newPassword, confirmPassword, agree: true };
      for (const field of ['password', 'confirmPassword'] as const) {
        const issue = rules.fieldIssue(field, values);
        if (issue) return fail(field === 'password' ? 'newPassword' : 'confirmPassword', rules.problemText(issue, locale as ValidationLang));
      }
      const done = await (await loadLoginActions()).resetForgottenPassword({ phone: phone.trim(), code: code.trim(), newPassword, confirmPassword });
      onDone(done.loginid, done.message);
    });
  };

  const field = (name: keyof Problems, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, addon?: React.ReactNode) => {
    const id = `forgot-${name}`;
    const control = <input id={id} name={name} aria-invalid={problems[name] ? true : undefined} aria-describedby={problems[name] ? `${id}-problem` : undefined} {...input} />;
    return (
      <div className="lg-field">
        <label htmlFor={id}>{label}</label>
        {addon ? <span className="lg-row">{control}{addon}</span> : control}
        {problems[name] && <em id={`${id}-problem`} role="alert">{problems[name]}</em>}
      </div>
    );
  };

  return step === 'phone' ? (
    <form className="lg-form" onSubmit={next} noValidate data-testid="forgot-form">
      <p className="lg-hint">{t('forgot.intro')}</p>
      {field('phone', t('phone'), { inputMode: 'numeric', autoComplete: 'tel', maxLength: 11, value: phone, placeholder: t('phonePlaceholder'), onChange: (e) => setPhone(e.target.value), autoFocus: true })}
      {field('code', t('code'), { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, value: code, placeholder: t('codePlaceholder'), onChange: (e) => setCode(e.target.value) },
        <button type="button" className="lg-secondary" disabled={busy || countdown > 0} onClick={sendCode} data-testid="forgot-send-code">
          {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
        </button>)}
      {sent && <p className="lg-hint" role="status">{t('codeSent')}</p>}
      <button type="submit" className="lg-submit" disabled={busy}>{t('forgot.next')}</button>
      <nav className="lg-links">
        <a href="/login" onClick={(e) => (e.preventDefault(), onCancel())}>{t('forgot.back')}</a>
      </nav>
    </form>
  ) : (
    <form className="lg-form" onSubmit={submit} noValidate data-testid="forgot-form">
      {field('newPassword', t('forgot.newPassword'), { type: 'password', autoComplete: 'new-password', maxLength: 64, value: newPassword, onChange: (e) => setNewPassword(e.target.value), autoFocus: true })}
      <p className="lg-hint">{t('forgot.passwordHint')}</p>
      {field('confirmPassword', t('forgot.confirmPassword'), { type: 'password', autoComplete: 'new-password', maxLength: 64, value: confirmPassword, onChange: (e) => setConfirm(e.target.value) })}
      <button type="submit" className="lg-submit" disabled={busy}>{t('forgot.submit')}</button>
      <nav className="lg-links">
        <a href="/login" onClick={(e) => (e.preventDefault(), setStep('phone'))}>{t('forgot.previous')}</a>
        <a href="/login" onClick={(e) => (e.preventDefault(), onCancel())}>{t('forgot.back')}</a>
      </nav>
    </form>
  );
}
