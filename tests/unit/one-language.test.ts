/**
 * One language per page: a text shown in English holds no Chinese, and a Chinese text carries no
 * English sentence (the no-permission page once said both in one line). Covers every text the
 * client shows: the app's namespaces (shell, login, public pages), the screens' texts, the engine's
 * own texts and the domain's validation and pricing messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineTexts } from '@renderers/locale';
import { validationMessages } from '@domain/validators/messages';
import { pricingMessages } from '@domain/pricing/messages';

type Texts = Record<string, string>;
const ROOT = path.resolve(import.meta.dirname, '../..');

function flatten(obj: unknown, prefix = '', out: Texts = {}): Texts {
  for (const [k, v] of Object.entries((obj ?? {}) as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out[key] = String(v);
  }
  return out;
}

function files(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, suffix) : full.endsWith(suffix) ? [full] : [];
  });
}

/** Every catalogue of shown texts: name -> {zh, en}. */
function catalogues(): Record<string, { zh: Texts; en: Texts }> {
  const out: Record<string, { zh: Texts; en: Texts }> = {};
  const locales = path.join(ROOT, 'src/client/i18n/locales');
  for (const f of fs.readdirSync(path.join(locales, 'zh-CN'))) {
    const read = (lng: string) => flatten(JSON.parse(fs.readFileSync(path.join(locales, lng, f), 'utf8')));
    out[`client ${f}`] = { zh: read('zh-CN'), en: read('en-US') };
  }
  for (const f of files(path.join(ROOT, 'schemas'), '.locale.json')) {
    const j = JSON.parse(fs.readFileSync(f, 'utf8'));
    out[path.relative(ROOT, f)] = { zh: flatten(j['zh-CN']), en: flatten(j['en-US']) };
  }
  out.engine = { zh: engineTexts['zh-CN'], en: engineTexts['en-US'] };
  out.validation = { zh: validationMessages['zh-CN'], en: validationMessages['en-US'] };
  out.pricing = { zh: pricingMessages['zh-CN'], en: pricingMessages['en-US'] };
  return out;
}

/** The language switch names each language in its own words: the one text allowed both scripts. */
const LANGUAGE_NAMES = new Set(['langZh', 'langEn']);
const HAN = /\p{Script=Han}/u;
/** Three English words in a row: a sentence, not a code, unit or product name (PDF, kg, DHL). */
const ENGLISH_PHRASE = /[A-Za-z]{2,}(\s+[A-Za-z]{2,}){2,}/;

function mixedTexts(zh: Texts, en: Texts): string[] {
  const leaf = (k: string) => k.split('.').pop()!;
  return [
    ...Object.entries(en).filter(([k, v]) => !LANGUAGE_NAMES.has(leaf(k)) && HAN.test(v)).map(([k, v]) => `en-US ${k}: ${v}`),
    ...Object.entries(zh).filter(([k, v]) => !LANGUAGE_NAMES.has(leaf(k)) && ENGLISH_PHRASE.test(v.replace(/\{\{?\w+\}?\}/g, ''))).map(([k, v]) => `zh-CN ${k}: ${v}`),
  ];
}

describe('one language per text', () => {
  it('the check sees a sentence in the other language', () => {
    expect(mixedTexts({ a: '您没有访问该页面的权限。No permission for this page.' }, { a: 'No permission. 没有权限。' })).toHaveLength(2);
    expect(mixedTexts({ a: '上传 PDF 文件，最多 {max} kg' }, { a: 'Upload a PDF file' })).toEqual([]);
  });

  for (const [name, { zh, en }] of Object.entries(catalogues())) {
    it(name, () => expect(mixedTexts(zh, en)).toEqual([]));
  }
});
