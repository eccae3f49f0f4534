import { defineDictionary } from './types';

/** Role status (XT0105). */
export const roleStatus = defineDictionary('roleStatus', [
  { value: 'enabled', zh: '启用', en: 'Enabled', color: 'green' },
  { value: 'disabled', zh: '停用', en: 'Disabled', color: 'default' },
]);
