/**
 * kind "form" (and "dialog"): Formily with @formily/antd-v5 components, data linkage,
 * remote options, create and edit modes, submit through dataSource.submit.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { FormButtonGroup, FormLayout, PreviewText } from '@formily/antd-v5';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionExtras } from '../actions/useActionContext';
import { useUnsavedChanges } from '../dialog/unsavedChanges';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { getInstalled } from '../validators/core';
import { normalizeTextEffects } from '../validators/formily';
import { disableExpressions } from './expressions';
import { DASH } from '../cells/valueCells';
import { DEFAULT_FORM_ACTIONS, footerActions } from './formActions';
import { useScreenSchema } from './useScreenSchema';
import { grantsBox } from './fieldAuthority';
import { FormActionButtons, FormActionsContext, type FormActions } from './ScreenAction';
import { useFormData } from './useFormData';
import { placeFieldErrors } from './fieldErrors';
import { fieldClearer } from './fields';
import { FieldIdPrefix } from './LabelledFormItem';
import { enterRunsPrimaryAction } from './enterKey';
import { useValidateLanguage } from './useValidateLanguage';
import { useNarrow } from '../useNarrow';

disableExpressions();

function effects() {
  return getInstalled().normalizeText ? normalizeTextEffects() : undefined;
}

export default function FormScreen() {
  const { screen, params, initialValues, allowed } = useScreen();
  // Authority answers arrive after the form is built: fields with `x-authority` observe them.
  const [grants] = useState(() => grantsBox(allowed));
  useEffect(() => grants.set(allowed), [grants, allowed]);
  const engine = useEngine();
  const { i18n: current } = useTranslation();
  const viewOnly = params.mode === 'view';
  // One message per field, its first problem (as the server answers): a required field left
  // empty says only that it is required, whatever other rules it carries.
  const form = useMemo(() => createForm({ readPretty: viewOnly, initialValues, effects: effects(), validateFirst: true }), [viewOnly, initialValues]);
  const { SchemaField, schema } = useScreenSchema(grants.get);
  const { loading, submit, editing } = useFormData(form);
  useValidateLanguage(form, current.language);
  // A dialog asks before closing over changes; the form's main action (its submit, its primary button) saves them.
  useUnsavedChanges(useCallback(() => !viewOnly && form.modified, [form, viewOnly]));
  const extras = useMemo<ActionExtras>(() => ({
    submit,
    onFieldErrors: (fields) => placeFieldErrors(form, fields),
    clearFields: fieldClearer(form),
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
