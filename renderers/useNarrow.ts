import { useSyncExternalStore } from 'react';

/**
 * Below this width the product is laid out for a phone: the shell's sider becomes a drawer and
 * forms stack to one column (antd's `md` breakpoint, so antd's own responsive parts agree).
 */
export const NARROW_MAX_WIDTH = 767.98;
const QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches);

/** True while the window is narrower than 768 px (a phone); follows rotation and resizing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
