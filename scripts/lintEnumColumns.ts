/**
 * Raw codes never reach a cell: a column showing a field that a form of the same data binds to a
 * set of values (`x-dictionary` or `enum`: route type `economy`, surcharge kind `fixed`; remote
 * options `x-options-source`: cargo attributes `magnetic`) must say how its values are labelled
 * (`dictionary`, `optionsSource` or a `cell`), else the cell shows the code as stored.
 *
 * The forms of the same data: the screen's own schema and inline forms, and the form screens its
 * actions open that write where the screen reads (ZJ0103_02 saves to zj/0103/save, ZJ0103_01 lists
 * zj/0103/list); a form about something else (the trial opened from a price list) is not one.
 * Pure: takes the screen and a reader for other screens.
 */
import { dictionaryRef } from '../renderers/form/dictionaryRef.ts';
import type { Column, Screen } from '../renderers/types.ts';
import { actionsOf, columnsOf, formSchemasOf, schemaNodes } from './screenParts.ts';

type Json = Record<string, any>;

/** How a form binds a field: the dictionary it offers, its own enum, or options loaded from a route. */
interface Binding { where: string; dictionary?: string; enum?: boolean; options?: string }

function bindingOf(node: Json, where: string): Binding | undefined {
  const dictionary = dictionaryRef(node['x-dictionary'])?.name;
  if (dictionary) return { where, dictionary };
  if (Array.isArray(node.enum) && node.enum.length) return { where, enum: true };
  const options = node['x-options-source'];
  if (options && typeof options === 'object' && typeof options.url === 'string') return { where, options: options.url };
  return undefined;
}

/** The API families a screen calls by itself ('zj/0103' of zj/0103/list and zj/0103/save). */
function apiBases(screen: Screen): Set<string> {
  return new Set(Object.values(screen.dataSource ?? {}).map((api) => api.url.replace(/^\/+/, '').split('?')[0].split('/').slice(0, -1).join('/')));
}

/** Every field name bound to a set of values in the forms of the screen's data, with where it is bound. */
export function boundFields(screen: Screen, screenOf: (code: string) => Screen | undefined): Map<string, Binding> {
  const out = new Map<string, Binding>();
  const add = (schemas: Json[], where: string) => {
    for (const { node, name } of schemas.flatMap((s) => schemaNodes(s))) {
      const b = name ? bindingOf(node, where) : undefined;
      if (b && name && !out.has(name)) out.set(name, b);
    }
  };
  add(formSchemasOf(screen), screen.code);
  const targets = new Set(actionsOf(screen).flatMap((a) => (a.type === 'openScreen' && a.target && a.target !== screen.code && !a.form ? [a.target] : [])));
  const reads = apiBases(screen);
  for (const code of targets) {
    const target = screenOf(code);
    if (target && (target.kind === 'form' || target.kind === 'dialog') && [...apiBases(target)].some((b) => reads.has(b))) add(formSchemasOf(target), code);
  }
  return out;
}

const labelled = (c: Column) => !!(c.dictionary || c.optionsSource || c.cell);

function describe(b: Binding): string {
  if (b.dictionary) return `dictionary "${b.dictionary}"`;
  if (b.enum) return 'an enum';
  return `options from ${b.options}`;
}

export function enumColumnProblems(screen: Screen, screenOf: (code: string) => Screen | undefined): string[] {
  const bound = boundFields(screen, screenOf);
  const problems: string[] = [];
  for (const c of columnsOf(screen)) {
    const b = bound.get(c.name);
    if (!b) continue;
    if (!labelled(c)) {
      const fix = b.dictionary ? `"dictionary": "${b.dictionary}"` : b.options ? `"optionsSource" (${b.options}) or a "dictionary"` : 'a "dictionary"';
      problems.push(`column "${c.name}" shows raw codes: ${b.where} binds it to ${describe(b)}; give the column ${fix}`);
    } else if (b.dictionary && c.dictionary && c.dictionary !== b.dictionary) {
      problems.push(`column "${c.name}" is labelled by dictionary "${c.dictionary}", but ${b.where} offers dictionary "${b.dictionary}"`);
    }
  }
  return problems;
}

/**
 * The product's vocabulary: every field name some form of any screen binds to a dictionary
 * (`routeType` → routeType). A column of that name on a screen no such form writes (ZJ1401_01 lists
 * routes by mode, read only) still shows those codes: it must label them too.
 */
export function productVocabulary(screens: Iterable<Screen>): Map<string, { dictionary: string; where: string }> {
  const out = new Map<string, { dictionary: string; where: string }>();
  for (const screen of screens) {
    for (const { node, name } of formSchemasOf(screen).flatMap((s) => schemaNodes(s))) {
      const dictionary = name ? dictionaryRef(node['x-dictionary'])?.name : undefined;
      if (dictionary && name && !out.has(name)) out.set(name, { dictionary, where: screen.code });
    }
  }
  return out;
}

export function vocabularyColumnProblems(screen: Screen, vocabulary: Map<string, { dictionary: string; where: string }>, bound = new Set<string>()): string[] {
  return columnsOf(screen)
    .filter((c) => !bound.has(c.name) && !labelled(c) && vocabulary.has(c.name))
    .map((c) => {
      const v = vocabulary.get(c.name)!;
      return `column "${c.name}" shows raw codes: ${v.where} binds "${c.name}" to dictionary "${v.dictionary}"; give the column "dictionary": "${v.dictionary}" (or the one its data uses)`;
    });
}
