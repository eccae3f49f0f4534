/**
 * npm run new-screen -- CODE --kind list|form|detail [--zh 标题] [--en Title] [--roles admin,kf]
 * Writes schemas/<module>/<CODE>.json, <CODE>.hooks.ts and <CODE>.locale.json (zh-CN and
 * en-US), and the Storybook fixture stub tests/fixtures/screens/<CODE>.json. Titles and the menu
 * url come from the screen catalogue (src/domain/screens/catalog.ts); a code it does not know is
 * added to it, marked `origin: 'local'` (a _02.. screen hidden under its _01, with the _01's roles; else
 * --roles; admin always).
 * A list comes with a typical add/edit inline form, so a list-plus-form screen is one JSON file,
 * its texts and its API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureFile, fixtureStub } from './screenFixtures.ts';
import { addCatalogLine, readCatalogLine } from './catalogEntry.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE_RE = /^([A-Z]{2})(\d{4})_(\d{2})$/;
type Kind = 'list' | 'form' | 'detail';
type Json = Record<string, unknown>;

interface Names { zh: string; en: string }

export interface NewScreenOptions { zh?: string; en?: string; roles?: string[] }

/**
 * The screen's titles from the catalogue; a code it lacks is added (the lint requires it): under
 * its _01 screen when there is one, with that screen's roles.
 */
function catalogued(code: string, kind: Kind, options: NewScreenOptions, root: string): { names: Names; written?: string } {
  const known = readCatalogLine(root, code);
  if (known) return { names: { zh: options.zh ?? known.zh, en: options.en ?? known.en } };
  const first = code.endsWith('_01') ? undefined : readCatalogLine(root, `${code.slice(0, -3)}_01`);
  const names = { zh: options.zh ?? code, en: options.en ?? code };
  // The administrator holds every screen (the catalogue test refuses a local screen without admin).
  const roles = [...new Set([...(options.roles ?? first?.roles ?? []), 'admin'])];
  const written = addCatalogLine(root, { code, kind, ...names, roles, parent: first?.code });
  return { names, written };
}

function apiBase(code: string): string {
  const [, mod, num] = CODE_RE.exec(code)!;
  return `${mod.toLowerCase()}/${num}`;
}

const saved = { successMessage: 'messages.saved', then: ['reload'] };

const templates: Record<Kind, (code: string) => Json> = {
  // A list whose rows are added and edited in its own inline form (docs/screen-schema.md "Inline forms").
  list: (code) => ({
    rowKey: 'id',
    dataSource: { list: { method: 'GET', url: `${apiBase(code)}/list` } },
    columns: [{ name: 'id', width: 100 }, { name: 'name', search: true }, { name: 'remark', hideInTable: false }],
    forms: {
      rowEdit: {
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string', required: true, maxLength: 50 },
            remark: { type: 'string', maxLength: 500 },
          },
        },
        dataSource: {
          load: { method: 'GET', url: `${apiBase(code)}/detail`, params: { id: 'params.id' } },
          submit: { method: 'POST', url: `${apiBase(code)}/save` },
        },
      },
    },
    rowActions: [
      { key: 'edit', type: 'openScreen', form: 'rowEdit', title: 'editTitle', params: { id: 'record.id' }, ...saved },
      { key: 'delete', type: 'request', method: 'POST', url: `${apiBase(code)}/delete`, body: { id: 'record.id' }, style: 'danger',
        confirm: 'messages.deleteConfirm', successMessage: 'messages.deleted', then: ['reload'] },
    ],
    toolbar: { actions: [{ key: 'add', type: 'openScreen', form: 'rowEdit', title: 'addTitle', style: 'primary', ...saved }] },
  }),
  form: (code) => ({
    dataSource: { load: { method: 'GET', url: `${apiBase(code)}/info` }, submit: { method: 'POST', url: `${apiBase(code)}/save` } },
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', required: true, maxLength: 50 },
        remark: { type: 'string', maxLength: 500 },
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

/** The inline form's dialog titles (list). */
const listTexts = {
  'zh-CN': { addTitle: '新增', editTitle: '编辑' },
  'en-US': { addTitle: 'Add', editTitle: 'Edit' },
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

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function parseArgs(argv: string[]): { code: string; kind: Kind; options: NewScreenOptions } {
  const code = argv.find((a) => CODE_RE.test(a));
  const kind = option(argv, 'kind') as Kind;
  if (!code || !(kind in templates)) {
    throw new Error('usage: npm run new-screen -- CODE --kind list|form|detail [--zh 标题 --en Title --roles admin,kf]   (CODE like XT0125_01)');
  }
  const roles = option(argv, 'roles')?.split(',').map((r) => r.trim()).filter(Boolean);
  return { code, kind, options: { zh: option(argv, 'zh'), en: option(argv, 'en'), roles } };
}

export async function newScreen(code: string, kind: Kind, root = ROOT, options: NewScreenOptions = {}): Promise<string[]> {
  const [, mod, num, sub] = CODE_RE.exec(code)!;
  const dir = path.join(root, 'schemas', mod.toLowerCase());
  const base = path.join(dir, code);
  if (fs.existsSync(`${base}.json`)) throw new Error(`${path.relative(root, base)}.json exists already`);
  const { names, written } = catalogued(code, kind, options, root);
  const permission = `${mod.toLowerCase()}/${num}/${sub}.html`;
  const screen = { $schema: '../_meta/screen.schema.json', code, kind, title: 'title', permission, ...templates[kind](code), hooks: [] };
  const extra = kind === 'list' ? listTexts : { 'zh-CN': {}, 'en-US': {} };
  const locale = {
    'zh-CN': { title: names.zh, ...extra['zh-CN'], fields: labels['zh-CN'] },
    'en-US': { title: names.en, ...extra['en-US'], fields: labels['en-US'] },
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
  return [...files.map(([f]) => path.relative(root, f)), ...(written ? [written] : [])];
}

async function main() {
  const { code, kind, options } = parseArgs(process.argv.slice(2));
  const written = await newScreen(code, kind, ROOT, options);
  console.log(`wrote ${written.join(', ')}`);
  console.log('next: fill in columns / schema and texts, add the API, then npm run lint:schemas');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: Error) => { console.error(e.message); process.exitCode = 1; });
}
