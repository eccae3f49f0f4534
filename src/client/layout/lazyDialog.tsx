import { lazy, Suspense, useState, type ComponentType } from 'react';
import { importWithReload } from '../app/chunk';

/**
 * A shell dialog whose code loads the first time it opens: a cold start does not download,
 * compile or render its form and texts before the first screen. Once opened it stays mounted
 * (its closing animation, its state).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // lazy() types its props loosely for a generic P; the element gets exactly P.
  const Dialog = lazy(importWithReload(() => load().then((component) => ({ default: component })))) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
