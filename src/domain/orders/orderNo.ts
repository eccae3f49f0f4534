/**
 * The system order number (spec N09): `DD`, the business day it was placed (yyMMdd) and a
 * sequence of at least 6 digits, e.g. DD261127000042. Readable over the phone, sortable by day,
 * never reused (the sequence is the database's, order_no_seq).
 */
export const ORDER_NO_PREFIX = 'DD';

export function orderNoOf(businessDay: string, seq: number | bigint | string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(businessDay);
  if (!day) throw new Error(`business day must be YYYY-MM-DD: ${businessDay}`);
  return `${ORDER_NO_PREFIX}${day[1].slice(2)}${day[2]}${day[3]}${String(seq).padStart(6, '0')}`;
}

/** Whether a text is shaped like a system order number (the batch search tells them from tracking numbers). */
export const isOrderNo = (text: string): boolean => /^DD\d{12,}$/.test(text);
