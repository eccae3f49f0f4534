/**
 * The text normaliser as Formily effects (the form renderer's chunk). The rules themselves are in
 * formilyRule.ts, which the start-up install imports without loading Formily.
 */
import { onFieldChange, onFieldInputValueChange, onFormSubmitValidateStart, isField, type Form, type GeneralField } from '@formily/core';
import { normalizers, type Normalizers } from './core';

export interface NormalizeEffectsOptions extends Partial<Normalizers> {
  /** Fields to normalise (Formily path pattern), default every field. */
  pattern?: string;
  /** Leave a field alone (e.g. a password or a rich-text editor). */
  skip?: (field: GeneralField) => boolean;
}

function setIfChanged(field: GeneralField, normalize: (text: string) => string): void {
  if (!isField(field) || typeof field.value !== 'string') return;
  const next = normalize(field.value);
  if (next !== field.value) field.setValue(next);
}

/**
 * Formily effects applying spec V02 to text fields: full-width to half-width while typing
 * (length unchanged, so the caret stays), trimmed on blur and before submit validation.
 * Use as `createForm({effects: normalizeTextEffects()})` or call inside another effects function.
 */
export function normalizeTextEffects(opts: NormalizeEffectsOptions = {}): (form: Form) => void {
  const pattern = opts.pattern ?? '*';
  const skip = opts.skip ?? (() => false);
  return () => {
    const n = normalizers(opts);
    onFieldInputValueChange(pattern, (field) => {
      if (!skip(field)) setIfChanged(field, n.normalizeInput);
    });
    onFieldChange(pattern, ['active'], (field) => {
      if (isField(field) && !field.active && !skip(field)) setIfChanged(field, n.normalizeText);
    });
    onFormSubmitValidateStart((form) => {
      form.query(pattern).forEach((field) => {
        if (!skip(field)) setIfChanged(field, n.normalizeText);
      });
    });
  };
}
