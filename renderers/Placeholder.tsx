/** A visible stand-in for a component, kind or screen the engine does not know. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function Placeholder({ textKey, values }: { textKey: string; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon data-testid="engine-placeholder" message={t(textKey, values) as string} />;
}

/** Stands in for an unknown Formily component (x-component not registered). */
export function UnknownComponent({ componentName }: { componentName?: string }) {
  return <Placeholder textKey="engine.unknownComponent" values={{ name: componentName ?? '?' }} />;
}
