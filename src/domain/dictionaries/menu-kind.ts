import { defineDictionary } from './types';

/** Menu node kind (XT0101). */
export const menuKind = defineDictionary('menuKind', [
  { value: 'folder', zh: '目录', en: 'Folder' },
  { value: 'page', zh: '页面', en: 'Page' },
]);
