/**
 * One language per page: a text shown in English holds no Chinese, and a Chinese text carries no
 * English sentence (the no-permission page once said both in one line). Covers every text the
 * client shows: the app's namespaces (shell, login, public pages), the screens' texts, the engine's
 * own texts, the domain's validation and pricing messages and the server's messages (catalogues.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalogues, type Texts } from './catalogues';

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

const all = await catalogues();

describe('one language per text', () => {
  it('the check sees a sentence in the other language', () => {
    expect(mixedTexts({ a: '您没有访问该页面的权限。No permission for this page.' }, { a: 'No permission. 没有权限。' })).toHaveLength(2);
    expect(mixedTexts({ a: '上传 PDF 文件，最多 {max} kg' }, { a: 'Upload a PDF file' })).toEqual([]);
  });

  for (const [name, { zh, en }] of Object.entries(all)) {
    it(name, () => expect(mixedTexts(zh, en)).toEqual([]));
  }
});
