import { defineDictionary } from './types';

/** A loading manifest's state (WL0107_02). */
export const manifestState = defineDictionary('manifestState', [
  { value: 'loading', zh: '装车中', en: 'Loading', color: 'processing' },
  { value: 'departed', zh: '已发车', en: 'Departed', color: 'blue' },
  { value: 'unloaded', zh: '已卸车', en: 'Unloaded', color: 'green' },
]);
