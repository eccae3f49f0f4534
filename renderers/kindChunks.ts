/** Each screen kind's renderer chunk: a list screen never loads Formily. */
import type { ComponentType } from 'react';
import { guardedImport } from './chunks';

export type KindChunk = () => Promise<{ default: ComponentType }>;

const form = guardedImport(() => import('./form/FormScreen'));
export const kindChunks: Record<string, KindChunk> = {
  list: guardedImport(() => import('./list/ListScreen')),
  form,
  dialog: form,
  detail: guardedImport(() => import('./detail/DetailScreen')),
  dashboard: guardedImport(() => import('./dashboard/DashboardScreen')),
  scan: guardedImport(() => import('./scan/ScanScreen')),
};

/** Starts downloading a kind's renderer before a screen of that kind renders (the browser keeps the module). */
export function fetchKindChunk(kind: string): void {
  const load = kindChunks[kind];
  if (load) void load().catch(() => undefined);
}
