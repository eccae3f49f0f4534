/** Formily's own messages follow the language; shown errors are re-validated in the new one. */
import { useEffect, useRef } from 'react';
import { registerValidateLocale, setValidateLanguage, type Form } from '@formily/core';
import { getInstalled } from '../validators/core';

/**
 * Formily's `required` rule says the domain's required text (validation.required), the one every
 * other required check of the product says, instead of its own ("该字段是必填字段").
 */
export function registerDomainRequiredText(): void {
  const texts = getInstalled().requiredText;
  if (texts) registerValidateLocale(Object.fromEntries(Object.entries(texts).map(([lng, required]) => [lng, { required }])));
}

export function useValidateLanguage(form: Form, lang: string): void {
  const first = useRef(true);
  useEffect(() => {
    registerDomainRequiredText();
    setValidateLanguage(lang);
    if (first.current) { first.current = false; return; }
    for (const field of Object.values(form.fields)) {
      if ('selfErrors' in field && field.selfErrors.length) field.validate().catch(() => undefined);
    }
  }, [form, lang]);
}
