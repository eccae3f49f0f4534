/**
 * The open screen's Formily schema made ready to render (prepareSchema: texts, dictionaries,
 * validators, remote options, field authority) and the SchemaField with the engine's, the app's
 * and the screen's own components: what a form and a scan screen render their fields with.
 */
import { useMemo, type ComponentType } from 'react';
import { createSchemaField } from '@formily/react';
import { useEngine } from '../EngineProvider';
import { screenText, useI18nInstance } from '../i18n';
import { useScreen } from '../ScreenContext';
import type { FormSchema, Translate } from '../types';
import type { Allowed } from '../authority';
import { allComponents } from './components';
import { observedLanguage } from './language';
import { prepareSchema } from './prepareSchema';

/** `allowed`: the authority answers, read when a field with `x-authority` renders (grantsBox). */
export function useScreenSchema(allowed: () => Allowed) {
  const { screen, code, params, hooks } = useScreen();
  const engine = useEngine();
  const i18n = useI18nInstance();
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
    text: (key: string) => screenText(i18n, i18n.t.bind(i18n) as Translate, code, key), allowed,
  }), [screen, code, engine, components, i18n, params, allowed]);
  return { SchemaField, schema };
}
