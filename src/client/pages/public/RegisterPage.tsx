import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ValidationLang } from '@domain/validators';
import { PageLink } from './PageLink';
import { PublicFrame } from './PublicFrame';
import { ProtocolLink } from './register/ProtocolLink';
import type { Field as FieldName } from './register/rules';
import { useRegistration, type Problem } from './register/useRegistration';
import { usePublicT } from './texts';

/** A labelled input with its hint and its problem, tied to it for screen readers. */
function Field({ id, label, hint, problem, required, addon, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; problem?: string; addon?: ReactNode }) {
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  const control = <input id={id} name={id} aria-invalid={problem ? true : undefined} aria-required={required || undefined} aria-describedby={described} {...input} />;
  return (
    <div className="lg-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="pb-required" aria-hidden="true"> *</span>}
      </label>
      {addon ? <span className="lg-row">{control}{addon}</span> : control}
      {hint && <span id={`${id}-hint`} className="lg-hint">{hint}</span>}
      {problem && <em id={`${id}-problem`} role="alert">{problem}</em>}
    </div>
  );
}

/**
 * /register: step 1 the mobile number and its SMS code (checked with the server before step 2),
 * step 2 the account: individual or enterprise (spec section 3; only an enterprise gives company and
 * credit code), username, email, password twice, the agreement. Plain React and CSS like /login;
 * every rule is a shared domain validator (register/rules.ts).
 */
export default function RegisterPage() {
  const { t, locale } = usePublicT();
  const r = useRegistration();
  const say = (p: Problem | undefined) => r.say(p, locale as ValidationLang, (key) => t(key));
  const enterprise = r.values.userType === 'enterprise';
  const field = (name: FieldName, props: InputHTMLAttributes<HTMLInputElement> & { hint?: string; addon?: ReactNode } = {}) => (
    <Field
      id={name}
      label={t(`register.field.${name}`)}
      problem={say(r.problems[name])}
      value={r.values[name]}
      onChange={(e) => r.set(name, e.target.value)}
      required={name !== 'email'}
      {...props}
    />
  );
  // The account step starts at its first field.
  const firstOfStep2 = useRef(false);
  useEffect(() => {
    if (r.step === 1 && !firstOfStep2.current) document.getElementById('username')?.focus();
    firstOfStep2.current = r.step === 1;
  }, [r.step]);

  return (
    <PublicFrame title={t('registerTitle')}>
      <div className="pb-register">
        <ol className="pb-steps" aria-label={t('register.steps')}>
          {[t('register.step1'), t('register.step2')].map((title, i) => (
            <li key={i} className={i === r.step ? 'on' : i < r.step ? 'done' : ''} aria-current={i === r.step ? 'step' : undefined}>
              <span aria-hidden="true">{i + 1}</span> {title}
            </li>
          ))}
        </ol>
        <form className="lg-form pb-form" noValidate onSubmit={(e) => (e.preventDefault(), void r.submit())}>
          {r.step === 0 ? (
            <>
              {field('phone', { inputMode: 'numeric', autoComplete: 'tel', maxLength: 11, placeholder: t('register.phonePlaceholder') })}
              {field('code', {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 6,
                placeholder: t('register.codePlaceholder'),
                addon: (
                  <button type="button" className="lg-secondary" onClick={() => void r.sendCode()} disabled={r.busy || r.countdown > 0} data-testid="send-code">
                    {r.countdown > 0 ? t('register.resendIn', { seconds: r.countdown }) : t('register.sendCode')}
                  </button>
                ),
              })}
              {r.sent && <p className="lg-hint" role="status">{t('register.codeSent')}</p>}
              <button type="button" className="lg-submit" onClick={() => void r.next()} disabled={r.busy}>
                {t('register.next')}
              </button>
            </>
          ) : (
            <>
              <fieldset className="pb-choice">
                <legend>{t('register.userType')}</legend>
                {(['enterprise', 'individual'] as const).map((type) => (
                  <label key={type}>
                    <input type="radio" name="userType" value={type} checked={r.values.userType === type} onChange={() => r.set('userType', type)} />
                    {t(`register.userTypes.${type}`)}
                  </label>
                ))}
              </fieldset>
              {field('username', { autoComplete: 'username', maxLength: 30, hint: t('register.usernameHint') })}
              {enterprise && field('companyName', { autoComplete: 'organization', maxLength: 50 })}
              {enterprise && field('creditCode', { maxLength: 18, autoCapitalize: 'characters' })}
              {field('email', { type: 'email', autoComplete: 'email', maxLength: 50 })}
              {field('password', { type: 'password', autoComplete: 'new-password', maxLength: 64, hint: t('register.passwordHint') })}
              {field('confirmPassword', { type: 'password', autoComplete: 'new-password', maxLength: 64 })}
              <div className="pb-agree">
                <span>
                  <input
                    type="checkbox"
                    id="agree"
                    name="agree"
                    checked={r.values.agree}
                    onChange={(e) => r.set('agree', e.target.checked)}
                    aria-invalid={r.problems.agree ? true : undefined}
                    aria-describedby={r.problems.agree ? 'agree-problem' : undefined}
                  />
                  <label htmlFor="agree">{t('register.agree')}</label> <ProtocolLink />
                </span>
                {r.problems.agree && <em id="agree-problem" role="alert">{say(r.problems.agree)}</em>}
              </div>
              <span className="pb-buttons">
                <button type="button" className="lg-secondary" onClick={() => r.setStep(0)}>
                  {t('register.previous')}
                </button>
                <button type="submit" className="lg-submit" disabled={r.busy}>
                  {t('register.submit')}
                </button>
              </span>
            </>
          )}
        </form>
        <p className="pb-muted">
          {t('register.haveAccount')} <PageLink to="/login">{t('goLogin')}</PageLink>
        </p>
      </div>
    </PublicFrame>
  );
}
