import { defineDictionary } from './types';

/** Download-centre record state by endFlag (L92): 0 downloading, 1 done, anything else failed (see normalizeEndFlag). */
export const downloadEndFlag = defineDictionary('downloadEndFlag', [
  { value: '0', zh: '下载中', en: 'Downloading', color: 'processing' },
  { value: '1', zh: '已完成', en: 'Done', color: 'success' },
  { value: '2', zh: '失败', en: 'Failed', color: 'error' },
]);
