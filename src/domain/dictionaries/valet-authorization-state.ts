import { defineDictionary } from './types';

/**
 * A valet authorization's status as lists show and filter it (S11 with S06a's decisions,
 * src/domain/orders/valetAuthorization.ts): its stored state, or "expired" for an agreed one past
 * its expiry. The machine's "none", where a row starts, is no row's status (the scope in force,
 * dictionary `valetAuthorization`, says "none").
 */
export const valetAuthorizationState = defineDictionary('valetAuthorizationState', [
  { value: 'pending', zh: '待审批', en: 'Pending', color: 'orange' },
  { value: 'agree', zh: '已同意', en: 'Agreed', color: 'green' },
  { value: 'reject', zh: '已拒绝', en: 'Rejected', color: 'red' },
  { value: 'revoked', zh: '已撤销', en: 'Revoked', color: 'default' },
  { value: 'expired', zh: '已过期', en: 'Expired', color: 'volcano' },
]);
