import { defineDictionary } from './types';

/** A pallet's state (WL0117_02; src/domain/station/pallet.ts). */
export const palletState = defineDictionary('palletState', [
  { value: 'open', zh: '打托中', en: 'Open', color: 'processing' },
  { value: 'closed', zh: '已封托', en: 'Closed', color: 'green' },
  { value: 'dismantled', zh: '已拆托', en: 'Dismantled', color: 'default' },
]);
