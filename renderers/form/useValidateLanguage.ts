/** Formily's own messages follow the language; shown errors are re-validated in the new one. */
import { useEffect, useRef } from 'react';
import { setValidateLanguage, type Form } from '@formily/core';

export function useValidateLanguage(form: Form, lang: string): void {
  const first = useRef(true);
  useEffect(() => {
    setValidateLanguage(lang);
    if (first.current) { first.current = false; return; }
    for (const field of Object.values(form.fields)) {
      if ('selfErrors' in field && field.selfErrors.length) field.validate().catch(() => undefined);
    }
  }, [form, lang]);
}
