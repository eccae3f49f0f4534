/**
 * A small form in a modal, opened by a screen's `hook` action, for the few edits that have no
 * screen code of their own (menu add / edit / move in XT0101_01, opening a currency account in
 * ZJ0101_04). Labels and messages are the screen's texts and follow a language switch; rules
 * are the shared domain validators through the engine's antd adapter, as on ProTable search forms.
 */
import { createElement as h, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, Switch, TreeSelect } from 'antd';
import { useScreenText } from '@renderers/i18n';
import { validatorAdapters } from '@renderers/registry';
import type { ActionContext } from '@renderers/actions/types';

export interface Option { value: string | number; label: string; children?: Option[] }

export interface DialogField {
  name: string;
  kind?: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'tree';
  required?: boolean;
  validators?: { name: string; args?: unknown }[];
  /** Options of a select / tree; a function gets the current language. */
  options?: Option[] | ((lang: string) => Option[]);
  /** Shown only when this holds for the current values. */
  when?: (values: Record<string, unknown>) => boolean;
  readOnly?: boolean;
  /** A select of several values. */
  multiple?: boolean;
}

export interface DialogSpec {
  /** Text key of the title (the screen's locale). */
  title: string;
  fields: DialogField[];
  initial?: Record<string, unknown>;
  /** Sends the values; a rejection keeps the dialog open (the request layer has shown the error). */
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  width?: number;
}

function Title({ code, k }: { code: string; k: string }) {
  return h('div', { className: 'ant-modal-title', style: { marginBottom: 16 } }, useScreenText(code).text(k));
}

function control(f: DialogField, lang: string): ReactNode {
  const options = typeof f.options === 'function' ? f.options(lang) : f.options ?? [];
  const common = { disabled: f.readOnly, 'data-field': f.name };
  switch (f.kind) {
    case 'textarea': return h(Input.TextArea, { ...common, rows: 3 });
    case 'number': return h(InputNumber, { ...common, style: { width: '100%' } });
    case 'switch': return h(Switch, common);
    case 'select': return h(Select, { ...common, options, allowClear: !f.required, showSearch: true, optionFilterProp: 'label', mode: f.multiple ? 'multiple' : undefined });
    case 'tree': return h(TreeSelect, {
      ...common, treeData: options, allowClear: !f.required, showSearch: true, treeNodeFilterProp: 'label',
      fieldNames: { label: 'label', value: 'value', children: 'children' }, treeDefaultExpandAll: false,
    });
    default: return h(Input, common);
  }
}

function DialogForm({ code, spec, onDone }: { code: string; spec: DialogSpec; onDone: (ok: boolean) => void }) {
  const { field, t, lang } = useScreenText(code);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const adapt = validatorAdapters().antd;
  const first = useRef(true);
  useEffect(() => {
    // Messages already shown follow a language switch.
    if (first.current) { first.current = false; return; }
    const shown = form.getFieldsError().filter((e) => e.errors.length).map((e) => e.name);
    if (shown.length) form.validateFields(shown).catch(() => undefined);
  }, [lang, form]);
  const current = { ...(spec.initial ?? {}), ...(values ?? {}) };
  const items = spec.fields.filter((f) => !f.when || f.when(current)).map((f) => {
    const refs = [...(f.required ? [{ name: 'required' }] : []), ...(f.validators ?? [])];
    const rules = adapt ? refs.map((r) => adapt(r.name, r.args, t)) : [];
    return h(Form.Item, {
      key: f.name, name: f.name, label: field(f.name), rules: rules as never[], required: f.required,
      valuePropName: f.kind === 'switch' ? 'checked' : 'value',
    }, control(f, lang));
  });
  const ok = async () => {
    let data: Record<string, unknown>;
    try {
      data = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await spec.submit(data);
      onDone(true);
    } catch {
      // shown by the request layer; the dialog stays open
    } finally {
      setBusy(false);
    }
  };
  return h(Form, { form, layout: 'vertical', initialValues: spec.initial, name: `dialog-${code}` },
    h(Title, { code, k: spec.title }),
    ...items,
    h(Space, null,
      h(Button, { type: 'primary', loading: busy, onClick: ok, 'data-action': 'dialogSubmit' }, t('engine.ok')),
      h(Button, { onClick: () => onDone(false), 'data-action': 'dialogCancel' }, t('engine.cancel'))));
}

/** Opens the dialog; resolves true once the values were submitted, false when cancelled. */
export function openFormDialog(ctx: Pick<ActionContext, 'modal' | 'screen'>, spec: DialogSpec): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const instance = ctx.modal.confirm({
      icon: null,
      width: spec.width ?? 560,
      footer: null,
      closable: true,
      maskClosable: false,
      content: h(DialogForm, {
        code: ctx.screen.code, spec,
        onDone: (ok: boolean) => {
          if (!settled) { settled = true; resolve(ok); }
          instance.destroy();
        },
      }),
      afterClose: () => { if (!settled) { settled = true; resolve(false); } },
    });
  });
}
