/** A screen's inline form (`forms.<name>`) as a screen of kind dialog sharing the opener's hooks and texts. */
import type { Action, FormSchema, InlineForm, Screen } from '../types';

/** Submit (no message: the opener's action says it), then close; cancel. */
export const INLINE_FORM_ACTIONS: Action[] = [
  { key: 'submit', type: 'submit', label: 'engine.submit', style: 'primary', then: ['close'] },
  { key: 'cancel', type: 'close', label: 'engine.cancel' },
];

export function inlineFormScreen(opener: Screen, form: InlineForm): Screen {
  return {
    code: opener.code, kind: 'dialog', title: form.title ?? opener.title, permission: opener.permission,
    rowKey: opener.rowKey, hooks: opener.hooks, components: opener.components,
    schema: form.schema, dataSource: { ...form.dataSource }, transform: form.transform,
    layout: form.layout ?? { labelCol: 7, wrapperCol: 16 }, actions: form.actions ?? INLINE_FORM_ACTIONS,
  };
}

type Node = { type?: string; properties?: Record<string, Node>; items?: Node };

/** The data field a name reaches: a plain name anywhere in the form (layout looked through), or a path (`recipient.country`, `parcels.0.weight`). */
function fieldAt(schema: Node | undefined, name: string): Node | undefined {
  if (!name.includes('.')) return findField(schema, name);
  let node = schema;
  for (const part of name.split('.')) {
    node = /^\d+$/.test(part) ? node?.items : findField(node, part);
    if (!node) return undefined;
  }
  return node;
}

function findField(node: Node | undefined, name: string): Node | undefined {
  for (const [k, child] of Object.entries(node?.properties ?? {})) {
    if (k === name && child?.type !== 'void') return child;
    const inLayout = child?.type === 'void' ? findField(child, name) : undefined;
    if (inLayout) return inLayout;
  }
  return undefined;
}

function setPath(out: Record<string, unknown>, name: string, value: unknown): void {
  const parts = name.split('.');
  let at: any = out;
  parts.slice(0, -1).forEach((part, i) => {
    at[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    at = at[part];
  });
  at[parts[parts.length - 1]] = value;
}

/**
 * Params named like a data field of the form, or by its path (`recipient.country`: an opener
 * prefills a nested field); digit strings become numbers for number fields.
 */
export function initialValuesOf(schema: FormSchema | undefined, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    const field = fieldAt(schema as Node, k);
    if (!field || v === undefined || v === null || v === '') continue;
    const numeric = field.type === 'number' || field.type === 'integer';
    setPath(out, k, numeric && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
  }
  return out;
}
