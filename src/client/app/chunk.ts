/**
 * A lazily loaded page that fails to load (a deploy replaced its chunk, the network dropped)
 * reloads the page, once: a timestamp in sessionStorage stops a reload loop (spec E10).
 */
import { guardedImport, setChunkErrorHandler } from '@renderers/chunks';

const KEY = 'chunkReloadAt';
const WINDOW_MS = 10_000;

export function isChunkError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Failed to fetch/i.test(msg);
}

/** Answers true when it reloaded the page (the caller should then render nothing). */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkError(error)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    /* ignore */
  }
  if (Date.now() - last < WINDOW_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    /* ignore */
  }
  window.location.reload();
  return true;
}

/** import() that reloads the page once when the chunk cannot be loaded. */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return guardedImport(load, reloadOnceForChunkError);
}

/** The screen engine's chunks (renderers, screens, hooks, texts) follow the same rule. */
export function installEngineChunkReload(): void {
  setChunkErrorHandler(reloadOnceForChunkError);
}
