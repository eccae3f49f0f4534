import { defineDictionary } from './types';

/** Credit and deposit application type (SPEC §3, CW0401_02). */
export const applicationType = defineDictionary('applicationType', [
  { value: 'credit', zh: '信用额度', en: 'Credit limit' },
  { value: 'deposit', zh: '押金', en: 'Deposit' },
]);
