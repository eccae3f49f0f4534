/**
 * npm run lint:schemas — every screen in schemas/ against the meta-schema (ajv strict) and
 * its references: hooks exist in the hooks file, openScreen targets exist, dictionaries,
 * validators, components and cells are registered, a ScreenAction names one of its form's actions,
 * i18n keys exist in zh-CN and en-US,
 * authority URLs are known to the server, every action that calls an API carries the authority
 * its route declares (scripts/lintActionAuthority.ts), what the screen calls by itself (dataSource,
 * remote options, its hooks file) is a server route its permission opens (lintScreenReads.ts), the
 * text keys its TypeScript uses exist (lintHookTexts.ts; also those handed to a component as a prop),
 * a status change is declared (lintStatusChanges.ts), a column showing a field its forms bind to a
 * dictionary, enum or remote options is labelled by it (lintEnumColumns.ts: no raw code in a cell),
 * and no {{ }} expression hides in a string. Calls whose url is known at run time only are printed as
 * not checkable.
 * The same checks run as a test (tests/unit/screens.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { engineTexts } from '../renderers/locale.ts';
import { BUILTIN_COMPONENTS, BUILTIN_SUBCOMPONENTS } from '../renderers/form/componentNames.ts';
import { dictionaryRef } from '../renderers/form/dictionaryRef.ts';
import { DEFAULT_FORM_ACTIONS, placedActionKeys } from '../renderers/form/formActions.ts';
import { INLINE_FORM_ACTIONS } from '../renderers/dialog/inlineForm.ts';
import type { Screen, ScreenLocale } from '../renderers/types.ts';
import { extendScreen } from '../schemas/_meta/extendScreen.ts';
import { actionsOf, columnsOf, formSchemasOf, schemaNodes, stringsOf } from './screenParts.ts';
import { actionAuthorityProblems } from './lintActionAuthority.ts';
import { readHookSource, type HookSource } from './hookSource.ts';
import { hookTextProblems } from './lintHookTexts.ts';
import { statusChangeProblems } from './lintStatusChanges.ts';
import { screenReadProblems } from './lintScreenReads.ts';
import { boundFields, enumColumnProblems, productVocabulary, vocabularyColumnProblems } from './lintEnumColumns.ts';
import { serverRoutes, type DeclaredRoute } from './serverRoutes.ts';

export interface Problem { file: string; message: string }

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = ['zh-CN', 'en-US'] as const;
const META_REF = '../_meta/screen.schema.json';

type Json = Record<string, any>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(file, 'utf8'));

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

export function screenFiles(root = ROOT): string[] {
  return walk(path.join(root, 'schemas'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.locale.json') && !f.includes(`${path.sep}_meta${path.sep}`))
    .sort();
}

/** Flattens {"a": {"b": "x"}} into {"a.b": "x"}. */
export function flatten(obj: Json | undefined, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [fk, fv] of flatten(v, key)) out.set(fk, fv);
    else out.set(key, v);
  }
  return out;
}

/** What the rest of the project knows: dictionaries, validators, screens, authority URLs. */
export interface Knowledge {
  dictionaries?: Set<string>;
  /** Each dictionary's values (as text): a card or chart field that names a dictionary must be one of them. */
  dictionaryValues?: Map<string, Set<string>>;
  validators?: Set<string>;
  /** Checks a validator's args against its argsSchema; returns an error text or undefined. */
  validatorArgs?: (name: string, args: unknown) => string | undefined;
  catalog?: Map<string, string>;
  authorities: Set<string>;
  /** The server's routes with the authority each declares. */
  routes: DeclaredRoute[];
  components: Set<string>;
  cells: Set<string>;
  common: Record<string, Map<string, unknown>>;
}

async function optionalImport<T>(file: string, root = ROOT): Promise<T | undefined> {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return undefined;
  return (await import(pathToFileURL(full).href)) as T;
}

/** Authority URLs the server's routes declare (string literals on authority lines and AUTH consts). */
function routeAuthorities(root: string): Set<string> {
  const files = walk(path.join(root, 'src/server/modules')).filter((f) => f.endsWith('.ts'));
  const found = new Set<string>();
  const re = /(?:authority\s*:|AUTH\w*\s*=)\s*['"]([a-z]{2}\/\d{4}\/[^'"]+)['"]/g;
  // Function points a seed declares (`{ url: 'zj/0101/edit', ... }`): a form field's x-authority may be one no route names.
  const seeded = /\burl\s*:\s*['"]([a-z]{2}\/\d{4}\/[^'"]+)['"]/g;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(re)) found.add(m[1]);
    if (file.endsWith('.seed.ts')) for (const m of text.matchAll(seeded)) found.add(m[1]);
  }
  return found;
}

function argsChecker(registry: ReadonlyMap<string, { argsSchema?: object }>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (name: string, args: unknown): string | undefined => {
    const schema = registry.get(name)?.argsSchema;
    if (!schema) return undefined;
    if (!compiled.has(name)) compiled.set(name, ajv.compile(schema));
    const check = compiled.get(name)!;
    return check(args ?? {}) ? undefined : ajv.errorsText(check.errors);
  };
}

export async function gatherKnowledge(root = ROOT): Promise<Knowledge> {
  const dict = await optionalImport<{ ALL_DICTIONARIES: readonly { name: string; items: { value: unknown }[] }[]; dictionaryNames(): string[] }>('src/domain/dictionaries/index.ts');
  const vals = await optionalImport<{ validators: ReadonlyMap<string, { argsSchema?: object }> }>('src/domain/validators/index.ts');
  // The catalogue of the tree being linted when it has one (new-screen adds to it), else the project's.
  const catalogRoot = fs.existsSync(path.join(root, 'src/domain/screens/catalog.ts')) ? root : ROOT;
  const cat = await optionalImport<{ SCREENS: { code: string; url: string }[] }>('src/domain/screens/catalog.ts', catalogRoot);
  const registered = readJson(path.join(root, 'schemas/_meta/registered.json'));
  const commonFile = readJson(path.join(root, 'schemas/_meta/common.locale.json'));
  const common = Object.fromEntries(LANGS.map((l) => [l, new Map([...flatten(commonFile[l]), ...flatten({ engine: engineTexts[l] })])]));
  const catalog = cat ? new Map(cat.SCREENS.map((s) => [s.code, s.url])) : undefined;
  const routes = await serverRoutes();
  return {
    dictionaries: dict ? new Set(dict.dictionaryNames()) : undefined,
    dictionaryValues: dict ? new Map(dict.ALL_DICTIONARIES.map((d) => [d.name, new Set(d.items.map((i) => String(i.value)))])) : undefined,
    validators: vals ? new Set(vals.validators.keys()) : undefined,
    validatorArgs: vals ? argsChecker(vals.validators) : undefined,
    catalog,
    authorities: new Set([...(catalog?.values() ?? []), ...routeAuthorities(root), ...routes.flatMap((r) => r.authority)]),
    routes,
    components: new Set([...BUILTIN_COMPONENTS, ...BUILTIN_SUBCOMPONENTS, ...(registered.components ?? [])]),
    cells: new Set(registered.cells ?? []),
    common,
  };
}

export function createValidator(root = ROOT) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  return ajv.compile(readJson(path.join(root, 'schemas/_meta/screen.schema.json')));
}

/** Names exported by a hooks file (export function x / export const x / export { x }). */
export function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part.split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Text keys (screens.C.k -> k) and field keys (screens.C.fields.n -> fields.n) a screen uses. */
export function usedKeys(s: Screen): { texts: string[]; fields: string[] } {
  const texts: string[] = [s.title, s.description].filter((k): k is string => !!k);
  const fields: string[] = [];
  for (const a of actionsOf(s)) {
    texts.push(a.label ?? `actions.${a.key}`, ...[a.confirm, a.successMessage].filter((k): k is string => !!k));
    if (a.type === 'openScreen' && a.title) texts.push(a.title);
  }
  for (const c of columnsOf(s)) (c.title ? texts : fields).push(c.title ?? c.name);
  for (const t of s.subTables ?? []) texts.push(t.title ?? `fields.${t.name}`);
  // A card or chart field labelled by a dictionary needs no text of its own (checkRegistries checks the value).
  for (const c of s.cards ?? []) if (!c.dictionary) (c.title ? texts : fields).push(c.title ?? c.name);
  // A chart's title, and its axes titled by their fields' labels (pie: none).
  for (const c of s.charts ?? []) {
    texts.push(c.title ?? `charts.${c.name}`);
    if (c.type !== 'pie') fields.push(c.x, c.y);
    // Rows made of fields: x is each field's label, series each entry's.
    if (c.fields) fields.push(...(c.fieldsDictionary ? [] : c.fields), ...(c.series ? c.apis ?? [c.api ?? 'load'] : []));
  }
  for (const f of Object.values(s.forms ?? {})) if (f.title) texts.push(f.title);
  for (const { node, name } of formSchemasOf(s).flatMap((x) => schemaNodes(x))) {
    if (node.title) texts.push(node.title);
    else if (name && node['x-decorator'] === 'FormItem') fields.push(name);
    for (const k of [node.description, node['x-content'], node['x-component-props']?.title]) if (typeof k === 'string') texts.push(k);
    // Tab / panel titles and enum labels that are text keys (dotted); literal labels are left alone.
    const keyLike = (k: unknown): k is string => typeof k === 'string' && /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(k);
    for (const k of [node['x-component-props']?.tab, node['x-component-props']?.header, node['x-component-props']?.textContent]) if (keyLike(k)) texts.push(k);
    if (Array.isArray(node.enum)) for (const e of node.enum) if (keyLike(e?.label)) texts.push(e.label);
  }
  return { texts, fields };
}

type Check = (ctx: ScreenCtx) => string[];

interface ScreenCtx {
  file: string;
  screen: Screen;
  locale?: Json;
  hooksSource?: string;
  /** The screen's own TypeScript (hooks file, <CODE>.*.tsx helpers), read. */
  sources: { file: string; read: HookSource }[];
  codes: Set<string>;
  know: Knowledge;
}

const checkNaming: Check = ({ file, screen }) => {
  const problems: string[] = [];
  if (path.basename(file, '.json') !== screen.code) problems.push(`file name must be ${screen.code}.json`);
  if (path.basename(path.dirname(file)) !== screen.code.slice(0, 2).toLowerCase()) problems.push(`must sit in schemas/${screen.code.slice(0, 2).toLowerCase()}/`);
  if (screen.$schema !== META_REF) problems.push(`"$schema" must be "${META_REF}"`);
  return problems;
};

const checkExpressions: Check = ({ screen }) =>
  stringsOf(screen).filter((s) => s.includes('{{')).map((s) => `no {{ }} expressions (conditions or hooks instead): "${s}"`);

const checkHooks: Check = ({ screen, hooksSource }) => {
  const declared = new Set(screen.hooks ?? []);
  const thenHooks = actionsOf(screen).flatMap((a) => (a.then ?? []).flatMap((step) => (typeof step === 'object' && 'hook' in step ? [step.hook] : [])));
  const used = [...actionsOf(screen).flatMap((a) => (a.type === 'hook' ? [a.name] : [])), ...thenHooks, ...Object.values(screen.transform ?? {}),
    ...Object.values(screen.forms ?? {}).flatMap((f) => Object.values(f.transform ?? {}))];
  const exported = hooksSource === undefined ? new Set<string>() : exportedNames(hooksSource);
  const problems = used.filter((n) => !declared.has(n)).map((n) => `hook "${n}" is used but not listed in "hooks"`);
  for (const name of declared) if (!exported.has(name)) problems.push(`hook "${name}" is not exported by ${screen.code}.hooks.ts`);
  for (const name of screen.components ?? []) if (!exported.has(name)) problems.push(`component "${name}" is not exported by ${screen.code}.hooks.ts`);
  return problems;
};

const checkTargets: Check = ({ screen, codes, know }) => [
  ...actionsOf(screen)
    .flatMap((a) => (a.type === 'openScreen' ? [a.target, ...Object.values(a.targetBy?.screens ?? {})].filter((t): t is string => !!t) : []))
    .filter((t) => !codes.has(t) && !know.catalog?.has(t))
    .map((t) => `openScreen target ${t} is neither a screen in schemas/ nor in the screen catalogue`),
  ...actionsOf(screen)
    .flatMap((a) => (a.type === 'openScreen' && a.form ? [{ form: a.form, target: a.target ?? screen.code }] : []))
    .filter(({ form, target }) => !formsOf(target, screen)?.[form])
    .map(({ form, target }) => `openScreen form "${form}" is not one of ${target === screen.code ? "this screen's" : `${target}'s`} "forms"`),
];

/** The inline forms of a screen by code (this one, or another screen's file in schemas/). */
function formsOf(code: string, self: Screen): Screen['forms'] {
  if (code === self.code) return self.forms;
  const file = path.join(ROOT, 'schemas', code.slice(0, 2).toLowerCase(), `${code}.json`);
  return fs.existsSync(file) ? (readJson(file) as Screen).forms : undefined;
}

const checkRegistries: Check = ({ screen, know }) => {
  const problems: string[] = [];
  const nodes = formSchemasOf(screen).flatMap((x) => schemaNodes(x)).map((n) => n.node);
  const dicts = [
    ...columnsOf(screen).map((c) => c.dictionary),
    ...nodes.map((n) => dictionaryRef(n['x-dictionary'])?.name),
    ...(screen.cards ?? []).map((c) => c.dictionary),
    ...(screen.charts ?? []).map((c) => c.fieldsDictionary),
  ].filter((d): d is string => !!d);
  if (know.dictionaries) for (const d of dicts) if (!know.dictionaries.has(d)) problems.push(`dictionary "${d}" is not registered (src/domain/dictionaries)`);
  // Names labelled by a dictionary must be its values (their label comes from it, not the screen's texts).
  const labelled = [
    ...(screen.cards ?? []).filter((c) => c.dictionary).map((c) => [c.dictionary!, c.name] as const),
    ...(screen.charts ?? []).flatMap((c) => (c.fieldsDictionary ? (c.fields ?? []).map((f) => [c.fieldsDictionary!, f] as const) : [])),
  ];
  for (const [d, value] of labelled) {
    const values = know.dictionaryValues?.get(d);
    if (values && !values.has(value)) problems.push(`"${value}" is not a value of dictionary "${d}", which labels it`);
  }
  const refs: { name: string; args?: unknown }[] = [...columnsOf(screen).flatMap((c) => c.validators ?? []), ...nodes.flatMap((n) => n['x-validators'] ?? [])];
  for (const { name, args } of refs) {
    if (know.validators && !know.validators.has(name)) problems.push(`validator "${name}" is not registered (src/domain/validators)`);
    const bad = know.validators?.has(name) ? know.validatorArgs?.(name, args) : undefined;
    if (bad) problems.push(`validator "${name}": bad args: ${bad}`);
  }
  for (const n of nodes) for (const key of ['x-component', 'x-decorator']) {
    if (n[key] && !know.components.has(n[key]) && !screen.components?.includes(n[key])) problems.push(`component "${n[key]}" is not registered`);
  }
  for (const c of columnsOf(screen)) if (c.cell && !know.cells.has(c.cell)) problems.push(`cell "${c.cell}" is not registered (schemas/_meta/registered.json)`);
  return problems;
};

const checkAuthorities: Check = ({ screen, know }) => {
  const problems: string[] = [];
  const expected = know.catalog?.get(screen.code);
  if (know.catalog && !expected) problems.push(`${screen.code} is not in the screen catalogue (src/domain/screens/catalog.ts)`);
  if (expected && screen.permission !== expected) problems.push(`"permission" must be the menu url ${expected}`);
  const urls = [...actionsOf(screen), ...columnsOf(screen)].map((x) => x.authority).filter((u): u is string => !!u);
  // Form fields changed only with an authority of their own (x-authority, platform/fieldAuthority.ts).
  urls.push(...formSchemasOf(screen).flatMap((x) => schemaNodes(x)).map((n) => n.node['x-authority']).filter((u): u is string => typeof u === 'string'));
  for (const [name, api] of Object.entries(screen.dataSource ?? {})) if (api.authority) {
    // Only a dashboard leaves out what it may not load; another kind would show the refusal.
    if (screen.kind !== 'dashboard') problems.push(`dataSource.${name}: an entry's own "authority" is for a dashboard`);
    urls.push(api.authority);
  }
  for (const url of urls) if (!know.authorities.has(url)) problems.push(`authority ${url} is not known to the server (no route or menu declares it)`);
  problems.push(...actionAuthorityProblems(screen, know.routes, (code) => formsOf(code, screen)));
  return problems;
};

const checkTexts: Check = ({ screen, locale, know }) => {
  const problems: string[] = [];
  const own = Object.fromEntries(LANGS.map((l) => [l, flatten(locale?.[l])]));
  const has = (lng: string, key: string) => own[lng].has(key) || know.common[lng].has(key);
  const { texts, fields } = usedKeys(screen);
  for (const lng of LANGS) {
    for (const k of texts) if (!has(lng, k)) problems.push(`${lng}: no text for "${k}" (screens.${screen.code}.${k} or ${k})`);
    for (const f of fields) if (!has(lng, `fields.${f}`)) problems.push(`${lng}: no label for field "${f}" (fields.${f} in the screen's locale or common.locale.json)`);
  }
  const [zh, en] = LANGS.map((l) => own[l]);
  for (const k of zh.keys()) if (!en.has(k)) problems.push(`en-US lacks "${k}" that zh-CN has`);
  for (const k of en.keys()) if (!zh.has(k)) problems.push(`zh-CN lacks "${k}" that en-US has`);
  return [...new Set(problems)];
};

const checkReads: Check = ({ screen, sources, know }) => screenReadProblems(screen, know.routes, sources.map((s) => s.read));

const checkHookTexts: Check = ({ file, screen, locale, sources, know }) => {
  const textsOf = (l: Json | undefined) => Object.fromEntries(LANGS.map((lng) => [lng, flatten(l?.[lng])]));
  const own = textsOf(locale);
  const others = new Map<string, Record<string, Map<string, unknown>>>();
  const screenTexts = (code: string) => {
    if (code === screen.code) return own;
    if (!others.has(code)) {
      const f = path.join(path.dirname(path.dirname(file)), code.slice(0, 2).toLowerCase(), `${code}.locale.json`);
      others.set(code, textsOf(fs.existsSync(f) ? readJson(f) : undefined));
    }
    return others.get(code)!;
  };
  return hookTextProblems(sources, {
    own: (lng, key) => own[lng].has(key),
    shared: (lng, key) => know.common[lng].has(key),
    screen: (code) => (lng, key) => screenTexts(code)[lng].has(key),
  });
};

/** `selection` counts a list's selected rows: only a list's toolbar and bulk actions have them. */
const checkSelection: Check = ({ screen }) => {
  const withSelection = new Set([...(screen.toolbar?.actions ?? []), ...(screen.toolbar?.bulkActions ?? [])]);
  const listOnly = screen.kind === 'list';
  return actionsOf(screen).filter((a) => a.selection && !(listOnly && withSelection.has(a)))
    .map((a) => `action "${a.key}": "selection" is for a list's toolbar or bulk actions only`);
};

/** A ScreenAction node names actions of its own form (the screen's, or the inline form's it sits in). */
const checkPlacedActions: Check = ({ screen }) => {
  const forms = [{ schema: screen.schema, actions: screen.actions ?? DEFAULT_FORM_ACTIONS, where: "the screen's" },
    ...Object.entries(screen.forms ?? {}).map(([name, f]) => ({ schema: f.schema, actions: f.actions ?? INLINE_FORM_ACTIONS, where: `form "${name}"'s` }))];
  return forms.flatMap(({ schema, actions, where }) => placedActionKeys(schema)
    .filter((key) => !actions.some((a) => a.key === key))
    .map((key) => `ScreenAction "${key}" is not one of ${where} actions`));
};

/** A chart reads a dataSource entry the screen has; a list's charts read the rows it shows ("list"). */
const checkCharts: Check = ({ screen }) => {
  const problems: string[] = [];
  if (screen.charts?.length && screen.kind !== 'list' && screen.kind !== 'dashboard') problems.push('"charts" are for a dashboard or a list');
  for (const c of screen.charts ?? []) {
    const api = c.api ?? (screen.kind === 'list' ? 'list' : 'load');
    if (screen.kind === 'list' && (api !== 'list' || c.apis)) problems.push(`chart "${c.name}": a list's charts read the rows it shows (api "list")`);
    else for (const a of c.fields && c.apis ? c.apis : [api]) if (!screen.dataSource?.[a]) problems.push(`chart "${c.name}": dataSource has no "${a}"`);
  }
  return problems;
};

const checkStatusChanges: Check = ({ screen }) => statusChangeProblems(screen);

/** A column of a field a form binds to a set of values is labelled (lintEnumColumns.ts): no raw code in a cell. */
const vocabularies = new Map<string, ReturnType<typeof productVocabulary>>();
const checkEnumColumns: Check = ({ file, screen }) => {
  const schemasDir = path.dirname(path.dirname(file));
  const screenOf = (code: string) => {
    const other = path.join(schemasDir, code.slice(0, 2).toLowerCase(), `${code}.json`);
    return fs.existsSync(other) ? (readJson(other) as Screen) : undefined;
  };
  // The product's dictionary-bound field names, read once per schemas folder.
  let vocabulary = vocabularies.get(schemasDir);
  if (!vocabulary) vocabularies.set(schemasDir, (vocabulary = productVocabulary(screenFiles(path.dirname(schemasDir)).map((f) => readJson(f) as Screen))));
  const bound = new Set(boundFields(screen, screenOf).keys());
  return [...enumColumnProblems(screen, screenOf), ...vocabularyColumnProblems(screen, vocabulary, bound)];
};

const CHECKS: Check[] = [checkNaming, checkHooks, checkTargets, checkRegistries, checkAuthorities, checkReads, checkTexts, checkHookTexts, checkSelection, checkPlacedActions, checkCharts, checkStatusChanges, checkEnumColumns];

function sibling(file: string, suffix: string): string {
  return file.replace(/\.json$/, suffix);
}

/** The screen's hooks file and its other TypeScript beside it (XX0402_01.results.tsx), tests left out. */
function screenSources(file: string, root: string): { file: string; read: HookSource }[] {
  const code = path.basename(file, '.json');
  return fs.readdirSync(path.dirname(file))
    .filter((f) => f.startsWith(`${code}.`) && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(path.dirname(file), f))
    .map((full) => ({ file: path.relative(root, full), read: readHookSource(fs.readFileSync(full, 'utf8'), full) }));
}

type FileParts = Pick<ScreenCtx, 'screen' | 'locale' | 'hooksSource' | 'sources'>;

/**
 * A screen file as the engine loads it: its JSON, texts, hooks file and other TypeScript; one
 * that extends another (schemas/_meta/extendScreen.ts) merged over the other's, whose TypeScript is
 * then part of it.
 */
function fileParts(file: string, root: string, seen: string[] = []): FileParts {
  const screen = readJson(file) as Screen;
  const localeFile = sibling(file, '.locale.json');
  const hooksFile = sibling(file, '.hooks.ts');
  const own: FileParts = {
    screen,
    locale: fs.existsSync(localeFile) ? readJson(localeFile) : undefined,
    hooksSource: fs.existsSync(hooksFile) ? fs.readFileSync(hooksFile, 'utf8') : undefined,
    sources: screenSources(file, root),
  };
  if (!screen.extends) return own;
  const baseFile = path.join(path.dirname(path.dirname(file)), screen.extends.slice(0, 2).toLowerCase(), `${screen.extends}.json`);
  if (seen.includes(screen.extends)) throw new Error(`"extends": ${screen.extends} extends this screen again (a circle)`);
  if (!fs.existsSync(baseFile)) throw new Error(`"extends": ${screen.extends} is not a screen in schemas/`);
  const base = fileParts(baseFile, root, [...seen, screen.code]);
  const merged = extendScreen({ screen: base.screen, locale: base.locale as ScreenLocale }, { screen, locale: own.locale as ScreenLocale });
  return {
    screen: merged.screen,
    locale: merged.locale,
    hooksSource: [base.hooksSource, own.hooksSource].filter((x) => x !== undefined).join('\n') || undefined,
    sources: [...base.sources, ...own.sources],
  };
}

/**
 * Lints every screen; an empty list means all is well. `unchecked` collects the API calls of the
 * screens' TypeScript whose url is known at run time only (`api.url`), which the lint cannot hold
 * to the server: main prints them.
 */
export async function lintScreens(root = ROOT, unchecked?: string[]): Promise<Problem[]> {
  const validate = createValidator(root);
  const know = await gatherKnowledge(root);
  const files = screenFiles(root);
  const codes = new Set(files.map((f) => path.basename(f, '.json')));
  const problems: Problem[] = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    const raw = readJson(file) as Screen;
    for (const message of checkExpressions({ screen: raw } as ScreenCtx)) problems.push({ file: rel, message });
    let parts: FileParts;
    try {
      parts = fileParts(file, root);
    } catch (err) {
      problems.push({ file: rel, message: (err as Error).message });
      continue;
    }
    const { screen } = parts;
    if (!validate(screen)) {
      for (const e of validate.errors ?? []) problems.push({ file: rel, message: `meta-schema: ${e.instancePath || '/'} ${e.message}` });
      continue;
    }
    const ctx: ScreenCtx = { file, codes, know, ...parts };
    for (const check of CHECKS) for (const message of check(ctx)) problems.push({ file: rel, message });
    for (const { file: source, read } of ctx.sources) for (const u of read.unchecked) unchecked?.push(`${source}:${u.line}: ${u.call}`);
  }
  return problems;
}

async function main() {
  const started = Date.now();
  const unchecked: string[] = [];
  const problems = await lintScreens(ROOT, unchecked);
  for (const p of problems) console.error(`${p.file}: ${p.message}`);
  if (unchecked.length) console.log(`not checkable (url known at run time only):\n${[...new Set(unchecked)].map((u) => `  ${u}`).join('\n')}`);
  const count = screenFiles().length;
  console.log(`lint:schemas: ${count} screen(s), ${problems.length} problem(s), ${Date.now() - started} ms`);
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
