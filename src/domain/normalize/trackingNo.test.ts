import { describe, expect, it } from 'vitest';
import { normalizeTrackingNo, searchNumbersOf, trackingNumbersOf } from './trackingNo';

describe('V17 number normalisation', () => {
  it('keeps the tracking number of a USPS barcode (420 + ZIP)', () => {
    expect(normalizeTrackingNo('42090210' + '9400111899223197428490')).toBe('9400111899223197428490');
    expect(normalizeTrackingNo('420902101234' + '9400111899223197428490')).toBe('9400111899223197428490');
  });
  it('keeps the last 12 digits of a 34-digit FedEx barcode and the last 22 of a 28-digit SmartPost one', () => {
    expect(normalizeTrackingNo('9622001900000000000000' + '776543210987')).toBe('776543210987');
    expect(normalizeTrackingNo('96' + '1234' + '9261290100130000000001')).toBe('9261290100130000000001');
  });
  it('cleans what people type: full-width, spaces, dashes, case', () => {
    expect(normalizeTrackingNo(' ｄｄ2611-27 000042 ')).toBe('DD261127000042');
    expect(normalizeTrackingNo('1Z999AA10123456784')).toBe('1Z999AA10123456784');
  });
  it('reads a batch box once per number', () => {
    expect(trackingNumbersOf('DD261127000042\n dd261127000042, 1Z999AA10123456784；SBX1')).toEqual(['DD261127000042', '1Z999AA10123456784', 'SBX1']);
    expect(trackingNumbersOf('  ')).toEqual([]);
  });
  it('searches each number as typed and as normalised (a customer order number keeps its dashes)', () => {
    expect(searchNumbersOf('PO-2026-001 dd261127000042')).toEqual({ count: 2, variants: ['PO-2026-001', 'PO2026001', 'dd261127000042', 'DD261127000042'] });
  });
});
