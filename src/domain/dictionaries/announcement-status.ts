import { defineDictionary } from './types';

/** Announcement usage status (S08) plus the draft state of MN0401_02. */
export const announcementStatus = defineDictionary('announcementStatus', [
  { value: 'in_use', zh: '使用中', en: 'In use', color: 'green' },
  { value: 'deactivated', zh: '已停用', en: 'Deactivated', color: 'default' },
  { value: 'draft', zh: '草稿', en: 'Draft', color: 'blue' },
]);
