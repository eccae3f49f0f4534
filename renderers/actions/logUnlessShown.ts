/**
 * The console is for our own faults. A refusal the app's request layer has told the user of (an
 * alert, a toast, the message under a field: the error's `shown`) is the product working, not a
 * fault, so it is not logged; anything else (a bug in a handler or a hook) is.
 */
export function logUnlessShown(what: string, error: unknown): void {
  if ((error as { shown?: unknown } | null)?.shown === true) return;
  console.error(what, error);
}
