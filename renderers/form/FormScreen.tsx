/**
 * kind "form" (and "dialog"): Formily with @formily/antd-v5 components, data linkage,
 * remote options, create and edit modes, submit through dataSource.submit.
 */
import { useCallback, useEffect, useId, useMemo, useState, type ComponentType } from 'react';
import { createForm } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { FormButtonGroup, FormLayout, PreviewText } from '@formily/antd-v5';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionExtras } from '../actions/useActionContext';
import { useUnsavedChanges } from '../dialog/unsavedChanges';
import { useEngine } from '../EngineProvider';
import { screenText, useI18nInstance } from '../i18n';
import { observedLanguage } from './language';
import { useScreen } from '../ScreenContext';
import type { FormSchema, Translate } from '../types';
import { getInstalled } from '../validators/core';
import { normalizeTextEffects } from '../validators/formily';
import { allComponents } from './components';
import { disableExpressions } from './expressions';
import { DASH } from '../cells/valueCells';
import { DEFAULT_FORM_ACTIONS, footerActions } from './formActions';
import { prepareSchema } from './prepareSchema';
import { grantsBox } from './fieldAuthority';
import { FormActionButtons, FormActionsContext, type FormActions } from './ScreenAction';
import { useFormData } from './useFormData';
import { placeFieldErrors } from './fieldErrors';
import { FieldIdPrefix } from './LabelledFormItem';
import { enterRunsPrimaryAction } from './enterKey';
import { useValidateLanguage } from './useValidateLanguage';
import { useNarrow } from '../useNarrow';

disableExpressions();

function effects() {
  return getInstalled().normalizeText ? normalizeTextEffects() : undefined;
}

export default function FormScreen() {
  const { screen, code, params, initialValues, hooks, allowed } = useScreen();
  // Authority answers arrive after the form is built: fields with `x-authority` observe them.
  const [grants] = useState(() => grantsBox(allowed));
  useEffect(() => grants.set(allowed), [grants, allowed]);
  const engine = useEngine();
  const { i18n: current } = useTranslation();
  const i18n = useI18nInstance();
  const viewOnly = params.mode === 'view';
  // One message per field, its first problem (as the server answers): a required field left
  // empty says only that it is required, whatever other rules it carries.
  const form = useMemo(() => createForm({ readPretty: viewOnly, initialValues, effects: effects(), validateFirst: true }), [viewOnly, initialValues]);
  // The engine's and the app's components, plus those the screen's hooks file exports and lists in `components`.
  const components = useMemo(() => ({
    ...allComponents(),
    ...(Object.fromEntries((screen.components ?? []).flatMap((n) => (hooks[n] ? [[n, hooks[n]]] : []))) as Record<string, ComponentType<any>>),
    // hooks only matter when the screen lists components (a scope change must not recreate the SchemaField)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [screen.components, screen.components?.length ? hooks : undefined]);
  const SchemaField = useMemo(() => createSchemaField({ components }), [components]);
  const schema = useMemo(() => prepareSchema(screen.schema as FormSchema, {
    code, engine, components, t: i18n.t.bind(i18n) as Translate, scope: { params, user: engine.user ?? {} }, language: observedLanguage(i18n),
    text: (key: string) => screenText(i18n, i18n.t.bind(i18n) as Translate, code, key), allowed: grants.get,
  }), [screen, code, engine, components, i18n, params, grants]);
  const { loading, submit, editing } = useFormData(form);
  useValidateLanguage(form, current.language);
  // A dialog asks before closing over changes; the form's main action (its submit, its primary button) saves them.
  useUnsavedChanges(useCallback(() => !viewOnly && form.modified, [form, viewOnly]));
  const extras = useMemo<ActionExtras>(() => ({
    submit,
    onFieldErrors: (fields) => placeFieldErrors(form, fields),
    onDone: (action) => { if (action.type === 'submit' || action.style === 'primary') form.modified = false; },
  }), [submit, form]);
  // On a phone every field takes its own row with its label above (the shell's CSS makes grids one column too).
  const narrow = useNarrow();
  const layout = narrow ? { layout: 'vertical' as const, labelCol: 24, wrapperCol: 24 } : (screen.layout ?? {});
  const actions = (screen.actions ?? DEFAULT_FORM_ACTIONS).filter((a) => !(viewOnly && a.type === 'submit'));
  const placed: FormActions = { actions, extras, data: { params, user: engine.user ?? {}, values: form.values, mode: editing ? 'edit' : 'create' } };
  const footer = footerActions(actions, screen.schema);
  const idPrefix = useId();

  return (
    <Spin spinning={loading}>
      <FieldIdPrefix.Provider value={idPrefix}>
      <div className={narrow ? 'en-form en-form-narrow' : 'en-form'} onKeyDown={enterRunsPrimaryAction}>
      <FormProvider form={form}>
        {/* A read-only field without a value shows a dash, as cells do, not Formily's English "N/A". */}
        <PreviewText.Placeholder value={DASH}>
        <FormLayout labelCol={layout.labelCol ?? 6} wrapperCol={layout.wrapperCol ?? 14} layout={layout.layout ?? 'horizontal'}>
          <FormActionsContext.Provider value={placed}>
            <SchemaField schema={schema} />
          </FormActionsContext.Provider>
          {footer.length > 0 && (
            <FormButtonGroup.FormItem>
              <FormActionButtons actions={footer} extras={extras} data={placed.data} />
            </FormButtonGroup.FormItem>
          )}
        </FormLayout>
        </PreviewText.Placeholder>
      </FormProvider>
      </div>
      </FieldIdPrefix.Provider>
    </Spin>
  );
}
