/**
 * The numbers a station's documents carry (loading manifests ZC…, weighing uploads CZ…): a prefix,
 * the business day (yyMMdd) and a sequence of at least 4 digits, e.g. ZC2611280007. One shape, so
 * a number read off a label or a screen says what it is and from which day.
 */
export function stationDocumentNo(prefix: string, businessDay: string, seq: number | bigint | string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(businessDay);
  if (!day) throw new Error(`business day must be YYYY-MM-DD: ${businessDay}`);
  return `${prefix}${day[1].slice(2)}${day[2]}${day[3]}${String(seq).padStart(4, '0')}`;
}
