import { defineDictionary } from './types';

/** Label sizes a label printer takes (DD0204_11, issue 15): 100 × 150 mm (4 × 6 in) and 100 × 100 mm. */
export const labelSize = defineDictionary('labelSize', [
  { value: '100x150', zh: '100×150 毫米', en: '100 × 150 mm' },
  { value: '100x100', zh: '100×100 毫米', en: '100 × 100 mm' },
]);
