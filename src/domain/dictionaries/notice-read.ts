import { defineDictionary } from './types';

/** Whether the reader has opened an announcement (MN0401_11, the login dialog). */
export const noticeRead = defineDictionary('noticeRead', [
  { value: 'unread', zh: '未读', en: 'Unread', color: 'orange' },
  { value: 'read', zh: '已读', en: 'Read', color: 'default' },
]);
