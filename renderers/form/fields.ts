import type { Form } from '@formily/core';
import { resolveRefs } from '../../schemas/_meta/refs';

type Node = Record<string, any>;

/**
 * The fields a form sends, top level only (void layout nodes looked through): its data fields but
 * those it only shows (`x-pattern: readPretty`, not part of a body).
 */
function sentFieldNames(node: Node | undefined): string[] {
  return Object.entries((node?.properties ?? {}) as Node).flatMap(([name, child]) =>
    child?.type === 'void' ? sentFieldNames(child) : child?.['x-pattern'] === 'readPretty' ? [] : [name]);
}

/**
 * What a form submits: its own fields, plus the record key (id, or rowKey) in edit mode.
 * A loaded record's other properties (publisher, timestamps ...) and the fields the form only
 * shows stay behind, so servers may refuse unknown properties (the body schema leaves them out:
 * schemas/_meta/bodySchema.ts).
 */
export function submittedValues(values: Node, schema: Node | undefined, keys: string[]): Node {
  const names = new Set([...sentFieldNames(resolveRefs(schema)), ...keys]);
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => names.has(k) && v !== undefined).map(([k, v]) => [k, withoutRowKeys(v)]));
}

/** Formily's tables mark each row with their own index key; it is theirs, not the record's. */
const ROW_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__';

function withoutRowKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowKeys);
  // Plain rows only: a File, a Date or a picker's value is left as it is.
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value as Node).filter(([k]) => k !== ROW_INDEX_KEY).map(([k, v]) => [k, withoutRowKeys(v)]));
}

/** A form's `clearFields` (an action's then step): the named fields empty, not back to their first values. */
export const fieldClearer = (form: Form) => (names: string[]): void => {
  for (const name of names) form.setValuesIn(name, undefined);
};
