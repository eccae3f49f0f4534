import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

/** Every key exists in both languages, with the same {{placeholders}}, and no empty text. */
const dir = path.join(import.meta.dirname, 'locales');
const langs = fs.readdirSync(dir).sort();

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else out[key] = String(v);
  }
  return out;
}

function load(lang: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const f of fs.readdirSync(path.join(dir, lang)).filter((x) => x.endsWith('.json'))) {
    out[f.replace(/\.json$/, '')] = flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, f), 'utf8')));
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has zh-CN and en-US', () => {
    expect(langs).toEqual(['en-US', 'zh-CN']);
  });

  const zh = load('zh-CN');
  const en = load('en-US');

  it('has the same namespaces in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });

  for (const ns of Object.keys(zh)) {
    it(`${ns}: every key in both languages, same placeholders, none empty`, () => {
      const a = zh[ns];
      const b = en[ns] ?? {};
      expect(Object.keys(a).filter((k) => !(k in b)), `missing in en-US/${ns}.json`).toEqual([]);
      expect(Object.keys(b).filter((k) => !(k in a)), `missing in zh-CN/${ns}.json`).toEqual([]);
      for (const k of Object.keys(a)) {
        expect(a[k].trim(), `zh-CN ${ns}:${k}`).not.toBe('');
        expect(b[k]?.trim(), `en-US ${ns}:${k}`).not.toBe('');
        expect(vars(b[k] ?? ''), `${ns}:${k} placeholders`).toEqual(vars(a[k]));
      }
    });
  }
});
