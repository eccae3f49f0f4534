/**
 * The engine's lazy chunks (renderers by kind, screens, hooks, texts) go through one wrapper,
 * so the app decides what a chunk that fails to load means (the shell reloads the page once,
 * spec "a lazily loaded page that fails to load reloads the page"). The engine imports
 * nothing of the app: the app registers its rule with setChunkErrorHandler at start-up.
 */

/** Answers true when it took care of the failure (e.g. is reloading the page). */
export type ChunkErrorHandler = (error: unknown) => boolean;

let handler: ChunkErrorHandler = () => false;
/** A handler took care of a failure (the page is reloading): chunks asked for after that are not fetched. */
let leaving = false;

/** Called once as a page starts (and by tests): a fresh page loads chunks again. */
export function setChunkErrorHandler(next: ChunkErrorHandler): void {
  handler = next;
  leaving = false;
}

/**
 * A loader whose failure goes to the registered handler first: handled = a promise that never
 * settles (the page is going away, so no error screen flashes), and so does every load asked for
 * after it (a preload's failure must not be followed by the same chunk fetched again while the
 * page reloads); otherwise the error as before.
 * onError replaces the registered handler (the app's own pages).
 */
export function guardedImport<T>(load: () => Promise<T>, onError: ChunkErrorHandler = (e) => handler(e)): () => Promise<T> {
  return () =>
    leaving
      ? new Promise<T>(() => {})
      : load().catch((error: unknown) => {
          if (onError(error)) {
            leaving = true;
            return new Promise<T>(() => {});
          }
          throw error;
        });
}
