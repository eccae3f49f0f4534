/**
 * What one open screen keeps between its actions and its components: an action writes a result
 * (`"then": [{"setState": "results"}]`, or a hook through `ctx.screen.state.set`), a component
 * reads it with `useScreenState(key)` (or gets it through `x-component-props.stateKey`). Values live
 * as long as the screen is open; the engine knows nothing of what they mean.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useScreen } from './ScreenContext';

export interface ScreenState {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  subscribe(listener: () => void): () => void;
}

export function createScreenState(): ScreenState {
  const values = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  return {
    get: (key) => values.get(key),
    set(key, value) {
      if (values.get(key) === value) return;
      values.set(key, value);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The value under `key` in the open screen's state; re-renders when an action writes it. */
export function useScreenState<T = unknown>(key: string): T | undefined {
  const { state } = useScreen();
  const read = useCallback(() => state.get(key) as T | undefined, [state, key]);
  return useSyncExternalStore(state.subscribe, read, read);
}
