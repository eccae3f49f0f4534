/** Shell-wide signals (push messages, refresh requests) between hooks that do not share state. */
export type ShellEvent = 'downloads-changed' | 'notices-changed' | 'open-change-password' | 'station-changed';

const target = typeof EventTarget !== 'undefined' ? new EventTarget() : null;

export function emitShell(event: ShellEvent, detail?: unknown): void {
  target?.dispatchEvent(new CustomEvent(event, { detail }));
}

export function onShell(event: ShellEvent, fn: (detail: unknown) => void): () => void {
  const handler = (e: Event) => fn((e as CustomEvent).detail);
  target?.addEventListener(event, handler);
  return () => target?.removeEventListener(event, handler);
}
