/** A visible stand-in for a component, kind or screen the engine does not know. */
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEngine } from './EngineProvider';

export function Placeholder({ textKey, values }: { textKey: string; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon data-testid="engine-placeholder" message={t(textKey, values) as string} />;
}

/** Stands in for an unknown Formily component (x-component not registered). */
export function UnknownComponent({ componentName }: { componentName?: string }) {
  return <Placeholder textKey="engine.unknownComponent" values={{ name: componentName ?? '?' }} />;
}

/**
 * A page that shows one record (a detail, an edit form) reached without it, from a bookmark or the
 * address bar: it says where the record is chosen and opens that list (a screen's `openedFrom`).
 */
export function OpenedFrom({ list }: { list: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <Result
      status="info"
      data-testid="opened-from"
      title={t('engine.openedFromList') as string}
      extra={engine.openScreen && <Button type="primary" onClick={() => engine.openScreen?.(list, { mode: 'page' })}>{t('engine.openList') as string}</Button>}
    />
  );
}
