import { defineDictionary } from './types';

/** Weighing (S13c). */
export const weighingStatus = defineDictionary('weighingStatus', [
  { value: 'not_weighed', zh: '未称重', en: 'Not weighed', color: 'default' },
  { value: 'weighed', zh: '已上传称重', en: 'Uploaded and weighed', color: 'green' },
]);
