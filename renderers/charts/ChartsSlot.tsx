/**
 * Where a screen's charts go: nothing at all for a screen without charts; otherwise the charts
 * panel, a lazy chunk with the drawing library, so no other screen's JavaScript grows.
 */
import { lazy, Suspense } from 'react';
import { guardedImport } from '../chunks';
import type { ScreenChart } from '../types';

const ChartsPanel = lazy(guardedImport(() => import('./ChartsPanel')));

export function ChartsSlot({ charts, data }: { charts?: ScreenChart[]; data: Record<string, unknown> }) {
  if (!charts?.length) return null;
  // No spinner of its own: the screen's data is what the user waits for; the charts follow.
  return <Suspense fallback={null}><ChartsPanel charts={charts} data={data} /></Suspense>;
}
