/**
 * An enum option's label as plain text: a text key (`enums.kind.fixed`, the screen's texts first), or, for
 * an option given without a label, the convention screens.C.enums.<field>.<value> -> enums.<field>.<value>
 * -> the value itself. `text` is the screen's translation (renderers/i18n.ts screenText).
 */
export function enumText(text: (key: string) => string, name: string, value: unknown, label?: string): string {
  if (label !== undefined) return text(label);
  const key = `enums.${name}.${String(value)}`;
  const shown = text(key);
  return shown === key ? String(value) : shown;
}
