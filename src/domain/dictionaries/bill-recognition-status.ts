import { defineDictionary } from './types';

/** Bill recognition (S05b). */
export const billRecognitionStatus = defineDictionary('billRecognitionStatus', [
  { value: 'admitting', zh: '识别中', en: 'Admitting', color: 'processing' },
  { value: 'acknowledge_completed', zh: '识别完成', en: 'Acknowledge completed', color: 'success' },
]);
