import { defineDictionary } from './types';

/** How an order came: the form it was placed with, which is also the form that edits it. */
export const orderKind = defineDictionary('orderKind', [
  { value: 'single', zh: '单票', en: 'Single' },
  { value: 'bulk', zh: '批量', en: 'Bulk' },
  { value: 'fba', zh: 'FBA 备货', en: 'FBA' },
  { value: 'first_leg', zh: '头程', en: 'First-leg' },
]);
