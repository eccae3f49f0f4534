/**
 * Asking again after a failed call without polling: once after a short pause (a blip), then
 * whenever the user comes back to the window (focus, tab visible again), until it succeeds.
 */
import { useEffect, useRef } from 'react';
import { useLatest } from './useLatest';

export const RETRY_PAUSE_MS = 3000;

export function useRetryAfterFailure(failed: boolean, retry: () => void, pauseMs = RETRY_PAUSE_MS): void {
  const latest = useLatest(retry);
  const pausedOnce = useRef(false);
  useEffect(() => {
    if (!failed) {
      pausedOnce.current = false;
      return;
    }
    const again = () => latest.current();
    const whenVisible = () => { if (document.visibilityState === 'visible') again(); };
    const timer = pausedOnce.current ? undefined : setTimeout(again, pauseMs);
    pausedOnce.current = true;
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [failed, latest, pauseMs]);
}
