import { useRef } from 'react';

/** A ref always holding the latest value: effects and callbacks read it without re-running. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
