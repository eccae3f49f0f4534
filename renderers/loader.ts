/**
 * Finds screens in schemas/ lazily: each screen JSON, its hooks and its texts are separate
 * chunks, loaded when the screen is first opened.
 */
import { guardedImport } from './chunks';
import type { Hooks, Screen, ScreenLocale } from './types';
import { extendScreen } from '../schemas/_meta/extendScreen';

export interface LoadedScreen {
  screen: Screen;
  hooks?: Hooks;
  locale?: ScreenLocale;
}

type Lazy<T> = Record<string, () => Promise<T>>;

const screenFiles = import.meta.glob(['../schemas/**/*.json', '!../schemas/_meta/**', '!../schemas/**/*.locale.json'],
  { import: 'default' }) as Lazy<Screen>;
const hookFiles = import.meta.glob('../schemas/**/*.hooks.ts') as Lazy<Record<string, unknown>>;
const localeFiles = import.meta.glob('../schemas/**/*.locale.json', { import: 'default' }) as Lazy<ScreenLocale>;

const codeOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).split('.')[0];

function index<T>(files: Lazy<T>): Map<string, () => Promise<T>> {
  return new Map(Object.entries(files).map(([path, load]) => [codeOf(path), guardedImport(load)]));
}

const screens = index(screenFiles);
const hooks = index(hookFiles);
const locales = index(localeFiles);

/** The codes of every screen in schemas/. */
export const screenCodes = (): string[] => [...screens.keys()].sort();

/** Named exports of a hooks file (a default export object is merged in). */
export function hooksOf(module: Record<string, unknown> | undefined): Hooks {
  const out: Hooks = {};
  const all = { ...((module?.default as object) ?? {}), ...(module ?? {}) } as Record<string, unknown>;
  // A component wrapped by memo or observer is an object React renders: a hook file's export as well.
  const component = (x: unknown) => typeof x === 'object' && x !== null && '$$typeof' in x;
  for (const [name, fn] of Object.entries(all)) if (typeof fn === 'function' || component(fn)) out[name] = fn as Hooks[string];
  return out;
}

/** Screens loaded so far (their chunks are cached by the browser anyway): a later mount needs no loading round. */
const loaded = new Map<string, LoadedScreen>();

/**
 * Loads a screen, its hooks and its texts in parallel; undefined when the code is unknown. A
 * screen that extends another gets the other's parts under its own (schemas/_meta/extendScreen.ts).
 */
export async function loadScreen(code: string, seen: string[] = []): Promise<LoadedScreen | undefined> {
  const load = screens.get(code);
  if (!load) return undefined;
  const [screen, hookModule, locale] = await Promise.all([load(), hooks.get(code)?.(), locales.get(code)?.()]);
  let result: LoadedScreen = { screen, hooks: hooksOf(hookModule), locale };
  if (screen.extends) {
    if (seen.includes(screen.extends)) throw new Error(`screen ${code} extends ${screen.extends} in a circle`);
    const base = await loadScreen(screen.extends, [...seen, code]);
    if (!base) throw new Error(`screen ${code} extends ${screen.extends}, which does not exist`);
    result = extendScreen(base, result) as LoadedScreen;
  }
  loaded.set(code, result);
  return result;
}

/** A screen loadScreen has already loaded (a preload), or undefined. */
export const loadedScreen = (code: string): LoadedScreen | undefined => loaded.get(code);
