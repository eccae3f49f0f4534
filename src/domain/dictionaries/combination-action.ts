import { defineDictionary } from './types';

/** What an attribute combination (ZJ1112) does to its routes: only they carry it, or they refuse it. */
export const combinationAction = defineDictionary('combinationAction', [
  { value: 'allow', zh: '只允许指定线路', en: 'Only these routes' },
  { value: 'exclude', zh: '指定线路不接', en: 'These routes refuse' },
]);
