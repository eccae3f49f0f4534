/**
 * A screen that `extends` another is that screen with its own top-level keys over it: the base's
 * form, columns and actions unless it names its own; its data sources added to the base's (one of
 * the same name replaces it); the base's hooks and components with its own beside them; the base's
 * texts with its own over them, key by key. One level of keys only: a screen that needs to change
 * part of the base's form is a screen of its own.
 */
import type { Hooks, Screen, ScreenLocale } from './types';

export interface ScreenParts {
  screen: Screen;
  hooks?: Hooks;
  locale?: ScreenLocale;
}

const union = (a?: string[], b?: string[]) => (a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined);

function deepMerge(base: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(own)) {
    const b = out[k];
    const objects = v && b && typeof v === 'object' && typeof b === 'object' && !Array.isArray(v) && !Array.isArray(b);
    out[k] = objects ? deepMerge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

export function extendScreen(base: ScreenParts, own: ScreenParts): ScreenParts {
  const merged: Screen = {
    ...base.screen,
    ...own.screen,
    dataSource: base.screen.dataSource || own.screen.dataSource ? { ...base.screen.dataSource, ...own.screen.dataSource } : undefined,
    hooks: union(base.screen.hooks, own.screen.hooks),
    components: union(base.screen.components, own.screen.components),
  };
  // No key left undefined: the lint checks the merged screen against the meta-schema.
  const screen = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as unknown as Screen;
  const hooks = base.hooks || own.hooks ? { ...base.hooks, ...own.hooks } : undefined;
  const locale = base.locale || own.locale ? (deepMerge(base.locale ?? {}, own.locale ?? {}) as ScreenLocale) : undefined;
  return { screen, hooks, locale };
}
