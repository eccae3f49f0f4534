import { useEffect, useState } from 'react';
import type { ValidationIssue, ValidationLang } from '@domain/validators';
import { importWithReload } from '../../../app/chunk';
import { go } from '../../../nav';
import { useCountdown } from '../../login/useCountdown';
import type { Field, Values } from './rules';

export const RESEND_SECONDS = 60;
/**
 * Loaded while the visitor types, not needed to show the page: the request layer and the login
 * sequence (actions), and the rules with the shared validators and their texts (rules).
 */
export const loadActions = importWithReload(() => import('./actions'));
const importRules = importWithReload(() => import('./rules'));
let rulesModule: typeof import('./rules') | undefined;
export const loadRules = async () => (rulesModule ??= await importRules());

/**
 * A field's problem: a domain validator's issue, a text of the page (`{page: key}`: the unticked
 * agreement, a number already registered) or the server's own words (`{server: text}`: a wrong code).
 */
export type Problem = ValidationIssue | { page: string } | { server: string };
export type Problems = Partial<Record<Field | 'agree', Problem>>;

const EMPTY: Values = {
  phone: '', code: '', userType: 'enterprise', username: '', companyName: '', creditCode: '', email: '', password: '', confirmPassword: '', agree: false,
};

/**
 * Controller of /register: the values and their problems (checked when the visitor moves on, and
 * again as a field with a problem changes), texting the code (phone/val for the sign, then
 * phone/valcode) with its resend countdown, the two steps (the code is checked with the server when
 * leaving the first), and the registration: the answer is a session, so the new customer is logged
 * in and lands where /login would take them (the home tab).
 */
export function useRegistration() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState(0);
  const [countdown, setCountdown] = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    const start = () => void Promise.all([loadRules(), loadActions()]).catch(() => {});
    if (w.requestIdleCallback) w.requestIdleCallback(start);
    else setTimeout(start, 200);
  }, []);

  const problemOf = (field: Field | 'agree', v: Values, rules: typeof import('./rules')): Problem | undefined =>
    field === 'agree' ? (v.agree ? undefined : { page: 'register.agreeRequired' }) : rules.fieldIssue(field, v);

  const mark = (field: Field, problem: Problem) => {
    setProblems((p) => ({ ...p, [field]: problem }));
    document.getElementById(field)?.focus();
  };

  /** Checks the fields, shows their problems, answers whether all are fine. */
  const check = async (fields: (Field | 'agree')[] | 'step1' | 'step2', v = values): Promise<boolean> => {
    const rules = await loadRules();
    if (fields === 'step1') fields = rules.STEP_FIELDS[0];
    else if (fields === 'step2') fields = [...rules.STEP_FIELDS[1].filter((f) => rules.askedFor(f, v)), 'agree'];
    const found: Problems = {};
    for (const f of fields) found[f] = problemOf(f, v, rules);
    setProblems((p) => ({ ...p, ...found }));
    const first = fields.find((f) => found[f]);
    if (first) document.getElementById(first)?.focus();
    return !first;
  };

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked is checked again as it changes, so the mark goes once it is right
    // (a mark means the rules are loaded); a server's mark goes as the field changes.
    const again = (Object.keys(problems) as (Field | 'agree')[]).filter((f) => problems[f] && (f === field || (field === 'password' && f === 'confirmPassword')));
    const rules = rulesModule;
    if (again.length && rules) setProblems((p) => ({ ...p, ...Object.fromEntries(again.map((f) => [f, problemOf(f, next, rules)])) }));
  };

  const sendCode = async () => {
    if (!(await check(['phone'])) || countdown > 0) return;
    setBusy(true);
    try {
      const answer = await (await loadActions()).textRegistrationCode(values.phone.trim());
      if (answer === 'registered') return mark('phone', { page: 'register.phoneRegistered' });
      setSent(true);
      setCountdown(RESEND_SECONDS);
    } catch {
      /* the request layer has told the user */
    } finally {
      setBusy(false);
    }
  };

  /** Step 1 is done when the fields are fine and the server accepts the code (not used up yet). */
  const next = async () => {
    if (busy || !(await check('step1'))) return;
    setBusy(true);
    try {
      const refused = await (await loadActions()).checkCode(values.phone.trim(), values.code.trim());
      if (refused) mark('code', { server: refused });
      else setStep(1);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (busy || !(await check('step2'))) return;
    setBusy(true);
    try {
      const { register } = await loadActions();
      go(await register({ ...values, phone: values.phone.trim(), email: values.email.trim() || null }), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  /** A problem in the page's language (a validator's issue means the rules are loaded). */
  const say = (p: Problem | undefined, lang: ValidationLang, pageText: (key: string) => string): string | undefined => {
    if (p === undefined) return undefined;
    if ('page' in p) return pageText(p.page);
    if ('server' in p) return p.server;
    return rulesModule?.problemText(p, lang) ?? '';
  };

  return { values, set, problems, say, step, setStep, countdown, sent, busy, sendCode, next, submit };
}
