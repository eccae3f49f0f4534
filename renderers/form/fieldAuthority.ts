/**
 * `x-authority` on a form field: the field is shown read-only unless the server grants that URL
 * to the caller (a finance account sees a customer's name on ZJ0101_02 but edits only the credit
 * limits). The screen asks for the URL with its other authorities (authority.ts `authorityUrls`);
 * the answers arrive after the form is built, so they are a Formily observable: the lock reaction
 * and the field's own data reactions read it and run again when it changes. The server holds the
 * same rule (platform/fieldAuthority.ts): a field sent back unchanged passes, a change is refused.
 */
import type { Field, GeneralField } from '@formily/core';
import { observable } from '@formily/reactive';
import type { Allowed } from '../authority';

export interface GrantsBox {
  get(): Allowed;
  set(allowed: Allowed): void;
}

/** The screen's authority answers as an observable (one per form). */
export function grantsBox(initial: Allowed): GrantsBox {
  const box = observable.box<Allowed>(initial);
  return { get: () => box.get(), set: (allowed) => box.set(allowed) };
}

/**
 * The field's lock: read-only while `locked()` answers true (its `x-authority` not granted). On unlocking it gives back the pattern
 * the field had before (its schema's, or the form's); the field's data reactions, which also
 * observe the lock, then set their own readOnly again.
 */
export function lockReaction(locked: () => boolean): (field: GeneralField) => void {
  let before: { pattern: Field['selfPattern'] } | undefined;
  return (general) => {
    const field = general as Field;
    if (locked()) {
      before ??= { pattern: field.selfPattern };
      field.readOnly = true;
    } else if (before) {
      field.pattern = before.pattern as Field['pattern'];
      before = undefined;
    }
  };
}
