import { defineDictionary } from './types';

/** Cargo attributes (freight trial, attribute surcharges); general = none of the others. */
export const cargoAttribute = defineDictionary('cargoAttribute', [
  { value: 'general', zh: '普货', en: 'General' },
  { value: 'battery', zh: '带电', en: 'Battery' },
  { value: 'liquid', zh: '液体', en: 'Liquid' },
  { value: 'magnetic', zh: '带磁', en: 'Magnetic' },
  { value: 'powder', zh: '粉末', en: 'Powder' },
]);
