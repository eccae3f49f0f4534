import { defineDictionary } from './types';

/** Channel bill verification (S04). */
export const verificationStatus = defineDictionary('verificationStatus', [
  { value: 'not_verified', zh: '未核对', en: 'Not verified', color: 'orange' },
  { value: 'verified', zh: '已核对', en: 'Verified', color: 'green' },
]);
