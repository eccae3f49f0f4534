/**
 * Every catalogue of texts a user is shown, in both languages: the client's namespaces (shell,
 * login, public pages), the screens' texts, the engine's own texts, the domain's validation and
 * pricing messages and the server's messages (every `defineMessages` under src/server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { engineTexts } from '@renderers/locale';
import { validationMessages } from '@domain/validators/messages';
import { pricingMessages } from '@domain/pricing/messages';

export type Texts = Record<string, string>;
export const ROOT = path.resolve(import.meta.dirname, '../..');

function flatten(obj: unknown, prefix = '', out: Texts = {}): Texts {
  for (const [k, v] of Object.entries((obj ?? {}) as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = String(v);
  }
  return out;
}

function files(dir: string, pick: (f: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, pick) : pick(full) ? [full] : [];
  });
}

/** The server's messages: every module defining a catalogue is loaded, then the registry read. */
async function serverMessages(): Promise<{ zh: Texts; en: Texts }> {
  const defining = files(path.join(ROOT, 'src/server'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && fs.readFileSync(f, 'utf8').includes('defineMessages('));
  for (const f of defining) await import(f);
  const { messageCatalog } = await import('@server/platform/i18n');
  return { zh: { ...messageCatalog('zh-CN') }, en: { ...messageCatalog('en-US') } };
}

/** name -> {zh, en}. */
export async function catalogues(): Promise<Record<string, { zh: Texts; en: Texts }>> {
  const out: Record<string, { zh: Texts; en: Texts }> = {};
  const locales = path.join(ROOT, 'src/client/i18n/locales');
  for (const f of fs.readdirSync(path.join(locales, 'zh-CN'))) {
    const read = (lng: string) => flatten(JSON.parse(fs.readFileSync(path.join(locales, lng, f), 'utf8')));
    out[`client ${f}`] = { zh: read('zh-CN'), en: read('en-US') };
  }
  for (const f of files(path.join(ROOT, 'schemas'), (f) => f.endsWith('.locale.json'))) {
    const j = JSON.parse(fs.readFileSync(f, 'utf8'));
    out[path.relative(ROOT, f)] = { zh: flatten(j['zh-CN']), en: flatten(j['en-US']) };
  }
  out.engine = { zh: engineTexts['zh-CN'], en: engineTexts['en-US'] };
  out.validation = { zh: validationMessages['zh-CN'], en: validationMessages['en-US'] };
  out.pricing = { zh: pricingMessages['zh-CN'], en: pricingMessages['en-US'] };
  out.server = await serverMessages();
  return out;
}
