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

type Node = { type?: string; properties?: Record<string, Node> };

/** Params named like a data field of the form; digit strings become numbers for number fields. */
export function initialValuesOf(schema: FormSchema | undefined, params: Record<string, unknown>): Record<string, unknown> {
  const types = new Map<string, string | undefined>();
  const walk = (node: Node | undefined) => {
    for (const [k, child] of Object.entries(node?.properties ?? {})) {
      if (child?.type !== 'void') types.set(k, child?.type);
      walk(child);
    }
  };
  walk(schema as Node);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (!types.has(k) || v === undefined || v === null || v === '') continue;
    const numeric = types.get(k) === 'number' || types.get(k) === 'integer';
    out[k] = numeric && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return out;
}
