/**
 * Text keys a screen's TypeScript uses (hookSource.ts) exist in zh-CN and en-US, like the keys
 * its JSON uses: `screen.text(k)` reads the screen's texts, then the shared ones; a full key
 * (`i18n.t`, `t`) reads `screens.<CODE>.*` from that screen's locale file, anything else from the
 * shared texts. A literal given to a message helper would reach the user untranslated.
 */
import type { HookSource } from './hookSource.ts';

export type HasText = (lng: string, key: string) => boolean;
export interface TextSources { own: HasText; shared: HasText; screen: (code: string) => HasText | undefined }

const LANGS = ['zh-CN', 'en-US'];

export function hookTextProblems(files: { file: string; read: HookSource }[], texts: TextSources): string[] {
  const problems: string[] = [];
  for (const { file, read } of files) {
    for (const use of read.texts) for (const lng of LANGS) {
      const screenKey = /^screens\.([A-Z]{2}\d{4}_\d{2})\.(.+)$/.exec(use.key);
      const found = use.mode === 'screen' ? texts.own(lng, use.key) || texts.shared(lng, use.key)
        : screenKey ? !!texts.screen(screenKey[1])?.(lng, screenKey[2]) : texts.shared(lng, use.key);
      if (!found) problems.push(`${file}:${use.line}: ${lng}: no text for "${use.key}"`);
    }
    for (const m of read.literalMessages) problems.push(`${file}:${m.line}: a message shows the literal "${m.text}": pass it through screen.text(key) with the text in both languages`);
  }
  return [...new Set(problems)];
}
