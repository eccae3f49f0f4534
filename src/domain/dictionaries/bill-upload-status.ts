import { defineDictionary } from './types';

/** Bill upload (S05a); the same states are used for weighing uploads (WL0118_02). */
export const billUploadStatus = defineDictionary('billUploadStatus', [
  { value: 'uploading', zh: '上传中', en: 'Uploading', color: 'processing' },
  { value: 'completed', zh: '已完成', en: 'Completed', color: 'success' },
  { value: 'failed', zh: '失败', en: 'Failed', color: 'error' },
]);
