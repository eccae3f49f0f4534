/** Screen kind -> renderer, each a lazy chunk: a list screen never loads Formily. */
import { lazy, type ComponentType } from 'react';
import { guardedImport } from './chunks';
import { createRegistry } from './registry';

const list = lazy(guardedImport(() => import('./list/ListScreen')));
const form = lazy(guardedImport(() => import('./form/FormScreen')));
const detail = lazy(guardedImport(() => import('./detail/DetailScreen')));
const dashboard = lazy(guardedImport(() => import('./dashboard/DashboardScreen')));

export const kinds = createRegistry<ComponentType>('kind', [
  ['list', list], ['form', form], ['dialog', form], ['detail', detail], ['dashboard', dashboard],
]);
