/** Screen kind -> renderer, each a lazy chunk: a list screen never loads Formily. */
import { lazy, type ComponentType } from 'react';
import { guardedImport } from './chunks';
import { createRegistry } from './registry';

type RendererModule = { default: ComponentType };

const form = guardedImport(() => import('./form/FormScreen'));
const chunks: Record<string, () => Promise<RendererModule>> = {
  list: guardedImport(() => import('./list/ListScreen')),
  form,
  dialog: form,
  detail: guardedImport(() => import('./detail/DetailScreen')),
  dashboard: guardedImport(() => import('./dashboard/DashboardScreen')),
};

// One lazy component per chunk: form and dialog stay the same component type.
const views = new Map<() => Promise<RendererModule>, ComponentType>();
const viewOf = (load: () => Promise<RendererModule>) => views.get(load) ?? views.set(load, lazy(load)).get(load)!;

export const kinds = createRegistry<ComponentType>('kind', Object.entries(chunks).map(([kind, load]) => [kind, viewOf(load)]));

/** Starts loading a kind's renderer before it renders (the browser caches the module). */
export function preloadKind(kind: string): void {
  void chunks[kind]?.().catch(() => undefined);
}
