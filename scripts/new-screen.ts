/**
 * npm run new-screen -- CODE --kind list|form|detail
 * Writes schemas/<module>/<CODE>.json, <CODE>.hooks.ts and <CODE>.locale.json (zh-CN and
 * en-US), and the Storybook fixture stub tests/fixtures/screens/<CODE>.json. Titles and the menu
 * url come from the screen catalogue when it knows the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fixtureFile, fixtureStub } from './screenFixtures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE_RE = /^([A-Z]{2})(\d{4})_(\d{2})$/;
type Kind = 'list' | 'form' | 'detail';
type Json = Record<string, unknown>;

interface Names { zh: string; en: string; url: string }

async function catalogNames(code: string, url: string): Promise<Names> {
  const file = path.join(ROOT, 'src/domain/screens/catalog.ts');
  if (fs.existsSync(file)) {
    const cat = (await import(pathToFileURL(file).href)) as { screenByCode?: (c: string) => { nameZh: string; nameEn: string; url: string } | undefined };
    const entry = cat.screenByCode?.(code);
    if (entry) return { zh: entry.nameZh, en: entry.nameEn, url: entry.url };
  }
  return { zh: code, en: code, url };
}

function apiBase(code: string): string {
  const [, mod, num] = CODE_RE.exec(code)!;
  return `${mod.toLowerCase()}/${num}`;
}

const templates: Record<Kind, (code: string) => Json> = {
  list: (code) => ({
    rowKey: 'id',
    dataSource: { list: { method: 'GET', url: `${apiBase(code)}/list` } },
    columns: [{ name: 'id', width: 100 }, { name: 'name', search: true }, { name: 'remark', hideInTable: false }],
    rowActions: [],
    toolbar: { actions: [] },
  }),
  form: (code) => ({
    dataSource: { load: { method: 'GET', url: `${apiBase(code)}/info` }, submit: { method: 'POST', url: `${apiBase(code)}/save` } },
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', required: true, maxLength: 50 },
        remark: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea', maxLength: 500 },
      },
    },
  }),
  detail: (code) => ({
    dataSource: { load: { method: 'GET', url: `${apiBase(code)}/info` } },
    columns: [{ name: 'id' }, { name: 'name' }, { name: 'remark', span: 2 }],
  }),
};

const labels = {
  'zh-CN': { id: 'ID', name: '名称', remark: '备注' },
  'en-US': { id: 'ID', name: 'Name', remark: 'Remarks' },
};

const hooksStub = (code: string) => `/**
 * Named functions ${code}.json refers to ("hooks": [...], actions of type "hook", "transform").
 * Each receives the action context (record, selection, params, user, engine, message ...).
 */
import type { ActionContext } from '@renderers/index';

// export async function example(ctx: ActionContext): Promise<boolean | void> {
//   ctx.message.info(String(ctx.data.record));
// }
export type { ActionContext };
`;

function parseArgs(argv: string[]): { code: string; kind: Kind } {
  const code = argv.find((a) => CODE_RE.test(a));
  const kindAt = argv.indexOf('--kind');
  const kind = (kindAt >= 0 ? argv[kindAt + 1] : argv.find((a) => a.startsWith('--kind='))?.slice(7)) as Kind;
  if (!code || !(kind in templates)) {
    throw new Error('usage: npm run new-screen -- CODE --kind list|form|detail   (CODE like XT0125_01)');
  }
  return { code, kind };
}

export async function newScreen(code: string, kind: Kind, root = ROOT): Promise<string[]> {
  const [, mod, num, sub] = CODE_RE.exec(code)!;
  const dir = path.join(root, 'schemas', mod.toLowerCase());
  const base = path.join(dir, code);
  if (fs.existsSync(`${base}.json`)) throw new Error(`${path.relative(root, base)}.json exists already`);
  const names = await catalogNames(code, `${mod.toLowerCase()}/${num}/${sub}.html`);
  const screen = { $schema: '../_meta/screen.schema.json', code, kind, title: 'title', permission: names.url, ...templates[kind](code), hooks: [] };
  const locale = {
    'zh-CN': { title: names.zh, fields: labels['zh-CN'] },
    'en-US': { title: names.en, fields: labels['en-US'] },
  };
  fs.mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    [`${base}.json`, `${JSON.stringify(screen, null, 2)}\n`],
    [`${base}.locale.json`, `${JSON.stringify(locale, null, 2)}\n`],
    [`${base}.hooks.ts`, hooksStub(code)],
  ];
  // The fixture answers the opening requests with empty data; record real replies into it.
  const fixture = fixtureFile(root, code);
  if (!fs.existsSync(fixture)) files.push([fixture, `${JSON.stringify(fixtureStub(screen), null, 2)}\n`]);
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return files.map(([f]) => path.relative(root, f));
}

async function main() {
  const { code, kind } = parseArgs(process.argv.slice(2));
  const written = await newScreen(code, kind);
  console.log(`wrote ${written.join(', ')}`);
  console.log('next: fill in columns / schema and texts, add the API, then npm run lint:schemas');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: Error) => { console.error(e.message); process.exitCode = 1; });
}
