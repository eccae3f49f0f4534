import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { go } from '../../nav';

/** Loaded only when needed: the request layer, umi-request and the login sequence. */
export const loadLoginActions = () => import('../../auth/actions');

/** Controller of the login form: fields, validation, submit through the request layer. */
export function useLoginForm() {
  const [loginid, setLoginid] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ loginid?: boolean; password?: boolean }>({});
  const [submitting, setSubmitting] = useState(false);

  // Fetch the request layer while the user types, so the click does not wait for it.
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    const start = () => void loadLoginActions().catch(() => {});
    if (w.requestIdleCallback) w.requestIdleCallback(start);
    else setTimeout(start, 200);
  }, []);

  const submit = useCallback(
    async (e?: FormEvent) => {
      e?.preventDefault();
      const next = { loginid: !loginid.trim(), password: !password };
      setErrors(next);
      if (next.loginid || next.password || submitting) return;
      setSubmitting(true);
      try {
        const { loginWithPassword } = await loadLoginActions();
        const path = await loginWithPassword({ loginid: loginid.trim(), password });
        go(path, { replace: true });
      } catch {
        // The request layer has told the user; stay on the form.
        setSubmitting(false);
      }
    },
    [loginid, password, submitting],
  );

  return { loginid, setLoginid, password, setPassword, errors, submitting, submit };
}
