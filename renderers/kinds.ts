/** Screen kind -> renderer, each a lazy chunk: a list screen never loads Formily. */
import { createElement, lazy, useState, type ComponentType } from 'react';
import { kindChunks as chunks, type KindChunk } from './kindChunks';
import { createRegistry } from './registry';

type Load = KindChunk;

/** Renderers whose chunk has loaded (a preload, an earlier screen). */
const ready = new Map<Load, ComponentType>();
const loadKind = (load: Load) => load().then((m) => (ready.set(load, m.default), m));

// One view per chunk: form and dialog stay the same component type. A view whose chunk has
// loaded renders the renderer at once (React.lazy would still suspend for a round and commit its
// fallback first); the choice is fixed per mounted view, so it never swaps types under its state.
const views = new Map<Load, ComponentType>();
function viewOf(load: Load): ComponentType {
  if (!views.has(load)) {
    const Lazy = lazy(() => loadKind(load));
    views.set(load, function KindView() {
      const [Ready] = useState(() => ready.get(load));
      return createElement(Ready ?? Lazy);
    });
  }
  return views.get(load)!;
}

export const kinds = createRegistry<ComponentType>('kind', Object.entries(chunks).map(([kind, load]) => [kind, viewOf(load)]));

/** Starts loading a kind's renderer before it renders (the browser caches the module). */
export function preloadKind(kind: string): void {
  const load = chunks[kind];
  if (load) void loadKind(load).catch(() => undefined);
}
