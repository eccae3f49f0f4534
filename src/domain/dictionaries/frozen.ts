import { defineDictionary } from './types';

/** Frozen / unfrozen (S07a): customers and currency accounts. */
export const frozen = defineDictionary('frozen', [
  { value: 'frozen', zh: '已冻结', en: 'Frozen', color: 'blue' },
  { value: 'unfrozen', zh: '未冻结', en: 'Unfrozen', color: 'default' },
]);
