/** Each screen kind's renderer chunk: a list screen never loads Formily. */
import type { ComponentType } from 'react';
import { guardedImport } from './chunks';
import { loadScreen } from './loader';

export type KindChunk = () => Promise<{ default: ComponentType }>;

const form = guardedImport(() => import('./form/FormScreen'));
export const kindChunks: Record<string, KindChunk> = {
  list: guardedImport(() => import('./list/ListScreen')),
  form,
  dialog: form,
  detail: guardedImport(() => import('./detail/DetailScreen')),
  dashboard: guardedImport(() => import('./dashboard/DashboardScreen')),
};

/**
 * Starts downloading the renderer a screen will need, as soon as its JSON (a small chunk) says its
 * kind: the app calls this from its boot code, before the engine's own chunk has arrived. The
 * browser keeps the module for the real load.
 */
export function preloadKindOf(code: string): void {
  loadScreen(code).then((loaded) => {
    const load = loaded && kindChunks[loaded.screen.kind];
    if (load) void load().catch(() => undefined);
  }, () => undefined);
}
