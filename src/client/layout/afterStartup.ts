import { useEffect, useState } from 'react';

/**
 * Side work of the shell (the push stream, menu badge counts) waits until the first screen has
 * had the page to itself: on a cold start those requests and their renders would compete with
 * the screen's chunks, its data and its first paint, for nothing the user sees at once.
 */
export const STARTUP_GRACE_MS = 1500;

const idle = (cb: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(cb, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(cb, 0);
  return () => clearTimeout(id);
};

/** True once the grace period has passed and the main thread has been idle. */
export function useAfterStartup(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = idle(() => setStarted(true));
    }, STARTUP_GRACE_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return started;
}
