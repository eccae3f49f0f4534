import { defineDictionary } from './types';

/**
 * A valet authorization's state (S11 with S06a's decisions, src/domain/orders/valetAuthorization.ts):
 * "none" is where a request or grant starts, "expired" an agreed one past its expiry.
 */
export const valetAuthorizationState = defineDictionary('valetAuthorizationState', [
  { value: 'none', zh: '未授权', en: 'None', color: 'default' },
  { value: 'pending', zh: '待审批', en: 'Pending', color: 'orange' },
  { value: 'agree', zh: '已同意', en: 'Agreed', color: 'green' },
  { value: 'reject', zh: '已拒绝', en: 'Rejected', color: 'red' },
  { value: 'revoked', zh: '已撤销', en: 'Revoked', color: 'default' },
  { value: 'expired', zh: '已过期', en: 'Expired', color: 'volcano' },
]);
