import { useState } from 'react';
import type { FormInstance } from 'antd';
import { shellApi } from '../../../api/shell';
import { publicApi, type Registration } from '../../../api/public';
import { completeLogin } from '../../../auth/profile';
import { go } from '../../../nav';
import { readSign } from '../../login/Login2Page';
import { useCountdown } from '../../login/useCountdown';

export const RESEND_SECONDS = 60;
/** Step 1 asks for the phone and its code; step 2 for the account. */
export const STEP_FIELDS: (keyof Registration)[][] = [
  ['phone', 'code'],
  ['username', 'companyName', 'creditCode', 'email', 'password', 'confirmPassword', 'agree'],
];

/**
 * Controller of /register: text the code (phone/val for the sign, then phone/valcode), count
 * down the resend, move between the steps, and register: the answer is a session, so the new
 * customer is logged in and lands where /login would take them (the home tab).
 */
export function useRegistration(form: FormInstance<Registration>) {
  const [step, setStep] = useState(0);
  const [countdown, setCountdown] = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);


  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: '' }));
    if (!phone || countdown > 0) return;
    setBusy(true);
    try {
      const sign = readSign(await shellApi.phoneCheck(phone.trim()));
      await shellApi.phoneCode(phone.trim(), sign);
      setSent(true);
      setCountdown(RESEND_SECONDS);
    } catch {
      /* the request layer has told the user */
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    await form.validateFields(STEP_FIELDS[0]);
    setStep(1);
  };

  const submit = async (values: Registration) => {
    if (busy) return;
    setBusy(true);
    try {
      const all = { ...form.getFieldsValue(true), ...values } as Registration;
      const { token, user } = await publicApi.register({ ...all, email: all.email?.trim() || null });
      go(await completeLogin(token, user), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return { step, setStep, countdown, sent, busy, sendCode, next, submit };
}
