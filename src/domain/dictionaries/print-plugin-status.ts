import { defineDictionary } from './types';

/** Print plugin (S17). */
export const printPluginStatus = defineDictionary('printPluginStatus', [
  { value: 'started', zh: '已启动', en: 'Started', color: 'green' },
  { value: 'not_started', zh: '未启动', en: 'Not started', color: 'red' },
]);
