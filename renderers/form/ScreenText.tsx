/** A screen text rendered (and so translated) at render time: Formily titles follow the language. */
import { useScreenText } from '../i18n';
import { enumText } from './enumText';

export function ScreenText({ code, k }: { code: string; k: string }) {
  const { text } = useScreenText(code);
  return <>{text(k)}</>;
}

export function FieldLabel({ code, name, title }: { code: string; name: string; title?: string }) {
  const { field } = useScreenText(code);
  return <>{field(name, title)}</>;
}

/** An enum option's label in the current language (enumText). */
export function EnumLabel({ code, name, value, label }: { code: string; name: string; value: unknown; label?: string }) {
  const { text } = useScreenText(code);
  return <>{enumText(text, name, value, label)}</>;
}
