/** A screen text rendered (and so translated) at render time: Formily titles follow the language. */
import { useScreenText } from '../i18n';

export function ScreenText({ code, k }: { code: string; k: string }) {
  const { text } = useScreenText(code);
  return <>{text(k)}</>;
}

export function FieldLabel({ code, name, title }: { code: string; name: string; title?: string }) {
  const { field } = useScreenText(code);
  return <>{field(name, title)}</>;
}

/**
 * An enum option's label: a text key (`enums.kind.fixed`, the screen's texts first), or, for an
 * option given without a label, the convention screens.C.enums.<field>.<value> -> enums.<field>.<value>
 * -> the value itself.
 */
export function EnumLabel({ code, name, value, label }: { code: string; name: string; value: unknown; label?: string }) {
  const { text } = useScreenText(code);
  if (label !== undefined) return <>{text(label)}</>;
  const key = `enums.${name}.${String(value)}`;
  const shown = text(key);
  return <>{shown === key ? String(value) : shown}</>;
}
