import { defineDictionary } from './types';

/** An air master waybill's state (WL0113_01, WL0114_01; src/domain/station/mawb.ts). */
export const mawbState = defineDictionary('mawbState', [
  { value: 'open', zh: '绑定中', en: 'Open', color: 'processing' },
  { value: 'closed', zh: '已关闭（启运）', en: 'Closed (shipment started)', color: 'geekblue' },
  { value: 'shipped', zh: '已出货', en: 'Shipped', color: 'green' },
]);
