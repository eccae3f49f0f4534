/** Screen kind -> renderer, each a lazy chunk: a list screen never loads Formily. */
import { lazy, type ComponentType } from 'react';
import { createRegistry } from './registry';

const list = lazy(() => import('./list/ListScreen'));
const form = lazy(() => import('./form/FormScreen'));
const detail = lazy(() => import('./detail/DetailScreen'));
const dashboard = lazy(() => import('./dashboard/DashboardScreen'));

export const kinds = createRegistry<ComponentType>('kind', [
  ['list', list], ['form', form], ['dialog', form], ['detail', detail], ['dashboard', dashboard],
]);
