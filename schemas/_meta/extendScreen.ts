/**
 * A screen that `extends` another is that screen with its own top-level keys over it: the base's
 * columns and actions unless it names its own; its data sources added to the base's (one of the
 * same name replaces it, `null` takes it away); the base's hooks and components with its own beside them; the base's
 * texts with its own over them, key by key.
 *
 * Its `schema` is merged into the base's form the same way, key by key all the way down, so a
 * screen adds a field, a panel or a rule without copying the form (DD0103_01 FBA is DD0101_01 with
 * its reference ids, warehouse and cartons): an object merges into the object of the same name,
 * anything else (a list such as `required`, a text, a number) replaces it, and `null` takes the
 * base's key away. Where an added field goes is its `x-index` (Formily puts indexed properties
 * first, in index order).
 *
 * Pure and free of the engine's types: the loader, the schema lint and the server (which checks a
 * save against the merged form, schemas/_meta/bodySchema.ts) merge alike.
 */

export interface ScreenJson {
  schema?: unknown;
  dataSource?: Record<string, unknown>;
  hooks?: string[];
  components?: string[];
}

export interface ScreenParts<S extends ScreenJson = ScreenJson, H = Record<string, unknown>, L = Record<string, Record<string, unknown>>> {
  screen: S;
  hooks?: H;
  locale?: L;
}

type Json = Record<string, unknown>;

const union = (a?: string[], b?: string[]) => (a || b ? [...new Set([...(a ?? []), ...(b ?? [])])] : undefined);
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** `own` over `base`, objects key by key; `null` in `own` removes the key when `nullRemoves`. */
function deepMerge(base: Json, own: Json, nullRemoves: boolean): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(own)) {
    if (v === null && nullRemoves) {
      delete out[k];
      continue;
    }
    const b = out[k];
    out[k] = isObject(v) && isObject(b) ? deepMerge(b, v, nullRemoves) : v;
  }
  return out;
}

/** A data source named null is the base's taken away (a screen that does not call it). */
const withoutNulls = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));

export function mergeSchema(base: unknown, own: unknown): unknown {
  if (own === undefined) return base;
  return isObject(base) && isObject(own) ? deepMerge(base, own, true) : own;
}

export function extendScreen<S extends ScreenJson, H extends object, L extends object>(
  base: ScreenParts<S, H, L>,
  own: ScreenParts<S, H, L>,
): ScreenParts<S, H, L> {
  const merged: object = {
    ...base.screen,
    ...own.screen,
    schema: mergeSchema(base.screen.schema, own.screen.schema),
    dataSource: base.screen.dataSource || own.screen.dataSource ? withoutNulls({ ...base.screen.dataSource, ...own.screen.dataSource }) : undefined,
    hooks: union(base.screen.hooks, own.screen.hooks),
    components: union(base.screen.components, own.screen.components),
  };
  // No key left undefined: the lint checks the merged screen against the meta-schema.
  const screen = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as unknown as S;
  const hooks = base.hooks || own.hooks ? ({ ...base.hooks, ...own.hooks } as H) : undefined;
  const locale = base.locale || own.locale ? (deepMerge((base.locale ?? {}) as Json, (own.locale ?? {}) as Json, false) as L) : undefined;
  return { screen, hooks, locale };
}
