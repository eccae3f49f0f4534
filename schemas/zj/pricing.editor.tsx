/**
 * Add / edit dialogs for list screens whose rows have no edit page of their own (surcharge
 * items, fuel rules, mapping, remote areas, customer routes ...). The list screen carries its
 * row form as data in `schema` (a Formily schema with our extensions, linted like any form);
 * the hooks `addRow` / `editRow` open it in a dialog with the engine's own form machinery
 * (prepareSchema: texts, named validators, reactions, options sources) and send it to
 * `dataSource.submit` (the record loaded first through `dataSource.load` when there is one).
 * New rows take list params named like a form field (ZJ0103_03 opened for a route: routeId).
 * The engine has no dialog form for list rows yet; this is the proposal, kept to these screens.
 */
import { useMemo } from 'react';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5';
import { toJS } from '@formily/reactive';
import { useTranslation } from 'react-i18next';
import type { ActionContext } from '../../renderers/actions/types';
import { ScreenContext, type ScreenScope } from '../../renderers/ScreenContext';
import { allComponents } from '../../renderers/form/components';
import { disableExpressions } from '../../renderers/form/expressions';
import { prepareSchema } from '../../renderers/form/prepareSchema';
import { useValidateLanguage } from '../../renderers/form/useValidateLanguage';
import { getInstalled } from '../../renderers/validators/core';
import { normalizeTextEffects } from '../../renderers/validators/formily';
import { applyMapping } from '../../renderers/scope';
import type { FormSchema, Translate } from '../../renderers/types';

disableExpressions();

type Values = Record<string, unknown>;

function EditorForm({ form, scope, ctx }: { form: Form; scope: ScreenScope; ctx: ActionContext }) {
  const { t, i18n } = useTranslation();
  useValidateLanguage(form, i18n.language);
  const components = useMemo(() => allComponents(), []);
  const SchemaField = useMemo(() => createSchemaField({ components }), [components]);
  const schema = useMemo(() => prepareSchema(scope.screen.schema as FormSchema, {
    code: scope.code, engine: ctx.engine, components, t: t as Translate, scope: { params: scope.params, user: ctx.engine.user ?? {} },
  }), [scope, ctx.engine, components, t]);
  const layout = scope.screen.layout ?? {};
  return (
    <ScreenContext.Provider value={scope}>
      <FormProvider form={form}>
        <FormLayout labelCol={layout.labelCol ?? 7} wrapperCol={layout.wrapperCol ?? 16} layout={layout.layout ?? 'horizontal'}>
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </ScreenContext.Provider>
  );
}

function Title({ code, k }: { code: string; k: string }) {
  const { t, i18n } = useTranslation();
  const own = `screens.${code}.${k}`;
  return <>{i18n.exists(own) ? t(own) : t(k)}</>;
}

/** Values a new row starts with: the list's params named like a field of the row form. */
export function initialValues(schema: FormSchema | undefined, params: Values): Values {
  const names = new Set<string>();
  const walk = (node: any) => {
    for (const [k, child] of Object.entries((node?.properties ?? {}) as Record<string, any>)) {
      if (child?.type !== 'void') names.add(k);
      walk(child);
    }
  };
  walk(schema);
  return Object.fromEntries(Object.entries(params).filter(([k, v]) => names.has(k) && v !== undefined && v !== '').map(([k, v]) => [k, /^\d+$/.test(String(v)) ? Number(v) : v]));
}

async function openEditor(ctx: ActionContext, record?: Values): Promise<boolean> {
  const scope = ctx.screen;
  const { screen, hooks } = scope;
  const submit = screen.dataSource?.submit;
  if (!screen.schema || !submit) throw new Error(`screen ${screen.code} has no row form (schema + dataSource.submit)`);
  let initial: Values = initialValues(screen.schema, scope.params);
  if (record) {
    const load = screen.dataSource?.load;
    const loaded = load
      ? await ctx.engine.request(load.method, load.url, { params: load.params ? applyMapping(load.params, { ...ctx.data, record }) : { id: record.id } })
      : record;
    const shape = screen.transform?.afterLoad ? hooks[screen.transform.afterLoad] : undefined;
    initial = (shape ? await shape(loaded, { params: scope.params }) : loaded) as Values;
  }
  const form = createForm({ initialValues: initial, effects: getInstalled().normalizeText ? normalizeTextEffects() : undefined });
  return new Promise<boolean>((done) => {
    // onOk takes `close`: the dialog stays open until the row is saved; a refused form or a
    // failed request (shown by the app's request layer) leaves it open, without a stray rejection.
    const save = async (close: () => void) => {
      try {
        await form.validate();
      } catch {
        return;
      }
      dialog.update({ okButtonProps: { loading: true } });
      try {
        const values = toJS(form.values) as Values;
        const shape = screen.transform?.beforeSubmit ? hooks[screen.transform.beforeSubmit] : undefined;
        const body = shape ? await shape(values, { params: scope.params, editing: !!record }) : values;
        if (body === false) return;
        const data = typeof record?.id === 'number' && (body as Values).id === undefined ? { ...(body as Values), id: record.id } : body;
        await ctx.engine.request(submit.method, submit.url, { data });
        ctx.message.success(scope.text('messages.saved'));
        ctx.reload?.();
        close();
        done(true);
      } catch {
        // the request layer has told the user
      } finally {
        dialog.update({ okButtonProps: { loading: false } });
      }
    };
    const dialog = ctx.modal.confirm({
      title: <Title code={screen.code} k={record ? 'editTitle' : 'addTitle'} />,
      icon: null,
      width: 720,
      content: <EditorForm form={form} scope={scope} ctx={ctx} />,
      okText: <Title code={screen.code} k="engine.submit" />,
      cancelText: <Title code={screen.code} k="engine.cancel" />,
      onCancel: () => done(false),
      onOk: (close: () => void) => {
        void save(close);
      },
    });
  });
}

/** Toolbar action: a new row in a dialog. */
export function addRow(ctx: ActionContext): Promise<boolean> {
  return openEditor(ctx);
}

/** Row action: the row in a dialog. */
export function editRow(ctx: ActionContext): Promise<boolean> {
  return openEditor(ctx, ctx.data.record as Values);
}
