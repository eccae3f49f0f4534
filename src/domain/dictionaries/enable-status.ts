import { defineDictionary } from './types';

/** Enabled / not enabled / stop (S07d). */
export const enableStatus = defineDictionary('enableStatus', [
  { value: 'enabled', zh: '启用', en: 'Enabled', color: 'green' },
  { value: 'not_enabled', zh: '未启用', en: 'Not enabled', color: 'default' },
  { value: 'stop', zh: '停用', en: 'Stopped', color: 'red' },
]);
