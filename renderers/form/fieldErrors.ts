/**
 * A server refusal that names fields (`data.fields = {name: message}`, a duplicate code, a login ID
 * taken) shown where the user typed the value: under those fields of the form, not in a modal.
 *
 * The message is the field's own error (Formily's `EffectError`, which validation does not clear),
 * so the form does not submit the refused value again unchanged; it goes as soon as the user edits
 * one of the fields it names (a duplicate (channel, name) pair is fixed by changing either).
 */
import type { Field, Form } from '@formily/core';
import { reaction } from '@formily/reactive';

/** Field names as the API's bodies spell them -> the form's fields of that name the user can see and edit. */
function editableField(form: Form, name: string): Field | undefined {
  const field = form.query(name).take() as Field | undefined;
  if (!field || field.displayName !== 'Field') return undefined;
  return field.visible && field.editable ? field : undefined;
}

/**
 * Puts the messages under the fields the form shows; true when it showed at least one (the
 * caller then says nothing more), false when the form has none of them (the usual alert).
 */
export function placeFieldErrors(form: Form, fields: Record<string, string>): boolean {
  const placed = Object.entries(fields).flatMap(([name, message]) => {
    const field = editableField(form, name);
    return field ? [{ field, message }] : [];
  });
  if (!placed.length) return false;
  for (const { field, message } of placed) field.setSelfErrors([message]);
  const dispose = reaction(() => placed.map(({ field }) => field.value), () => {
    dispose();
    for (const { field } of placed) field.setSelfErrors([]);
  });
  return true;
}
