import { importWithReload } from '../app/chunk';
import type { ListPrefetchContext } from '@renderers/list/prefetch';
import { fetchKindChunk } from '@renderers/kindChunks';
import { preloadScreen as preloadScreenFiles } from '@renderers/preload';

/** The screen engine's entry chunk (renderers/ScreenHost), loaded with the first screen tab or earlier by a preload. */
export const loadScreenHost = importWithReload(() => import('@renderers/ScreenHost'));

/**
 * Starts the engine and a screen's chunks (JSON, hooks, texts, its kind's renderer) now; with
 * `data`, a list screen also asks for its first page. The shell does that for the address it
 * opened on; a menu hover only warms the chunks (no API call for a page nobody opened).
 */
export function preloadScreen(code: string, data?: ListPrefetchContext): void {
  // The renderer's chunk alongside the engine's, not after it and the screen's JSON: every
  // screen's kind is a tiny build-time module (scripts/screen-kinds/plugin.ts).
  import('virtual:screen-kinds').then(({ default: kinds }) => kinds[code] && fetchKindChunk(kinds[code]), () => undefined);
  // The screen's files and a list's first page start now, not after the engine's chunk has loaded.
  preloadScreenFiles(code, data);
  void loadScreenHost().catch(() => undefined);
}
