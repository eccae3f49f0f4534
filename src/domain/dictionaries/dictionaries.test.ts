import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../screens/catalog';
import {
  ALL_DICTIONARIES,
  createDictionaryRegistry,
  defineDictionary,
  dictionaryItem,
  dictionaryLabel,
  dictionaryNames,
  dictionaryOptions,
  getDictionary,
  normalizeEndFlag,
} from './index';

const values = (name: string) => getDictionary(name)?.items.map((i) => i.value);
const en = (name: string) => getDictionary(name)?.items.map((i) => i.en);

const TAG_COLOURS = new Set([
  'success', 'processing', 'error', 'warning', 'default',
  'magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple',
]);

describe('dictionary registry', () => {
  it('registers every dictionary under its own name', () => {
    expect(dictionaryNames()).toHaveLength(ALL_DICTIONARIES.length);
    expect(dictionaryNames()).toEqual([...dictionaryNames()].sort());
    for (const d of ALL_DICTIONARIES) expect(getDictionary(d.name)).toBe(d);
    expect(getDictionary('nope')).toBeUndefined();
  });

  it('has the dictionaries the screens need', () => {
    for (const name of [
      'orderStatus', 'userType', 'downloadEndFlag', 'stationOperation', 'mailType', 'currency', 'announcementStatus',
      'audience', 'enableStatus', 'operateStatus', 'frozen', 'locked', 'approval', 'auditStatus', 'paymentStatus',
      'transferStatus', 'trackingStatus', 'valetAuthorization', 'yesNo', 'roles', 'settlementCycle', 'billCycle',
      'verificationStatus', 'billReceiptStatus', 'billUploadStatus', 'billRecognitionStatus', 'workOrderStatus',
      'caseStatus', 'stationOpStatus', 'storageStatus', 'weighingStatus', 'loadingStatus', 'specialRouteStatus',
      'printPluginStatus', 'packingStatus', 'goodsRelease',
      'routeType', 'logisticsType', 'channelServiceType', 'weightRule', 'surchargeKind', 'combinationAction', 'menuKind', 'roleStatus',
    ]) {
      expect(getDictionary(name), name).toBeDefined();
    }
  });

  it.each(ALL_DICTIONARIES.map((d) => [d.name, d] as const))('%s: non-empty labels, unique values, known colours', (_, d) => {
    expect(d.name).toMatch(/^[a-z][A-Za-z]+$/);
    expect(d.items.length).toBeGreaterThan(1);
    expect(new Set(d.items.map((i) => i.value)).size).toBe(d.items.length);
    for (const i of d.items) {
      expect(i.value.trim()).toBe(i.value);
      expect(i.value).not.toBe('');
      expect(i.zh.trim(), `${d.name}.${i.value}`).not.toBe('');
      expect(i.en.trim(), `${d.name}.${i.value}`).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(i.en), `${d.name}.${i.value} en`).toBe(false);
      if (!['currency', 'mailType', 'payChannel'].includes(d.name)) {
        expect(/[\u4e00-\u9fff]/.test(i.zh), `${d.name}.${i.value} zh`).toBe(true);
      }
      if (i.color !== undefined) expect(TAG_COLOURS.has(i.color), `${d.name}.${i.value} ${i.color}`).toBe(true);
    }
    expect(new Set(d.items.map((i) => i.zh)).size, `${d.name} zh labels`).toBe(d.items.length);
    expect(new Set(d.items.map((i) => i.en)).size, `${d.name} en labels`).toBe(d.items.length);
  });

  it('is frozen', () => {
    const d = getDictionary('orderStatus')!;
    expect(Object.isFrozen(d)).toBe(true);
    expect(Object.isFrozen(d.items)).toBe(true);
    expect(Object.isFrozen(d.items[0])).toBe(true);
  });

  it('factory rejects duplicate names and duplicate values', () => {
    const a = defineDictionary('a', [{ value: 'x', zh: '甲', en: 'X' }, { value: 'y', zh: '乙', en: 'Y' }]);
    expect(createDictionaryRegistry([a]).get('a')).toBe(a);
    expect(() => createDictionaryRegistry([a, a])).toThrow(/duplicate dictionary/);
    const b = defineDictionary('b', [{ value: 'x', zh: '甲', en: 'X' }, { value: 'x', zh: '乙', en: 'Y' }]);
    expect(() => createDictionaryRegistry([b])).toThrow(/duplicate value/);
  });
});

describe('SPEC §4 values', () => {
  it('orderStatus OS01..OS04', () => {
    expect(values('orderStatus')).toEqual(['OS01', 'OS02', 'OS03', 'OS04']);
    expect(dictionaryLabel('orderStatus', 'OS01', 'en-US')).toBe('Information incomplete');
    expect(dictionaryLabel('orderStatus', 'OS04', 'en-US')).toBe('Approved');
  });

  it('download endFlag: 0 downloading, 1 done, anything else failed', () => {
    expect(values('downloadEndFlag')).toEqual(['0', '1', '2']);
    expect(normalizeEndFlag(0)).toBe('0');
    expect(normalizeEndFlag('1')).toBe('1');
    expect(normalizeEndFlag(7)).toBe('2');
    expect(normalizeEndFlag(null)).toBe('2');
    expect(dictionaryLabel('downloadEndFlag', normalizeEndFlag(-1), 'en-US')).toBe('Failed');
  });

  it('station operations B04..B09', () => {
    expect(values('stationOperation')).toEqual(['B04', 'B05', 'B06', 'B07', 'B08', 'B09']);
    expect(en('stationOperation')).toEqual(['Incoming', 'In stock', 'Out of stock', 'Outgoing', 'Arrived', 'Left']);
  });

  it('mail types, currencies, user types', () => {
    expect(values('mailType')).toEqual(['P', 'D', 'B']);
    expect(en('mailType')).toEqual(['Parcel', 'Document', 'PAK']);
    expect(values('currency')).toEqual(['RMB', 'USD', 'EUR', 'GBP']);
    expect(values('userType')).toEqual(['individual', 'enterprise']);
  });

  it('tracking: the 13 statuses in spec order', () => {
    expect(values('trackingStatus')).toHaveLength(13);
    expect(en('trackingStatus')).toEqual([
      'Create order', 'Domestic storage', 'Domestic delivery', 'Customs clearance', 'Shipment start', 'Arrival',
      'Customs liquidation', 'Overseas warehouse pickup', 'In transit', 'Abnormal', 'Delivered', 'Taken delivery',
      'Failure to take delivery',
    ]);
  });

  it('status sets', () => {
    expect(values('announcementStatus')).toEqual(['in_use', 'deactivated', 'draft']);
    expect(values('audience')).toEqual(['customer', 'staff', 'public']);
    expect(values('enableStatus')).toEqual(['enabled', 'not_enabled', 'stop']);
    expect(values('operateStatus')).toEqual(['operating', 'outage']);
    expect(values('frozen')).toEqual(['frozen', 'unfrozen']);
    expect(values('locked')).toEqual(['locked', 'unlocked']);
    expect(values('approval')).toEqual(['pending', 'agree', 'reject']);
    expect(values('auditStatus')).toContain('approved');
    expect(values('auditStatus')).toContain('review_failed');
    expect(values('paymentStatus')).toEqual(['unpaid', 'paid', 'cancelled']);
    expect(values('paymentProgress')).toEqual(['placed', 'audited', 'customer_paid']);
    expect(values('transferStatus')).toEqual(['not_transferred_auto', 'not_transferred_manual', 'transferred', 'reset', 'deleted']);
    expect(values('valetAuthorization')).toEqual(['none', 'day', 'month', 'permanent']);
    expect(values('settlementCycle')).toEqual(['monthly', 'weekly', 'daily', 'weekdays']);
    expect(values('billCycle')).toEqual(['monthly', 'weekly', 'daily', 'weekdays']);
    expect(values('billReceiptStatus')).toHaveLength(8);
    expect(values('caseStatus')).toEqual(['untreated', 'being_processed', 'processed', 'finished']);
    expect(values('stationOpStatus')).toEqual(['not_arrived', 'arrived', 'in', 'in_stock', 'out_of_stock', 'out']);
    expect(values('loadingStatus')).toHaveLength(6);
    expect(values('goodsRelease')).toEqual(['deduction', 'detention', 'release']);
    expect(values('yesNo')).toEqual(['1', '0']);
  });

  it('roles match the catalogue role codes', () => {
    expect(values('roles')).toEqual([...ROLE_CODES]);
  });
});

describe('helpers', () => {
  it('label, item and options in both languages', () => {
    expect(dictionaryLabel('mailType', 'P')).toBe('包裹');
    expect(dictionaryLabel('mailType', 'P', 'en-US')).toBe('Parcel');
    expect(dictionaryLabel('yesNo', 1, 'en-US')).toBe('Yes');
    expect(dictionaryLabel('mailType', 'Z')).toBe('Z');
    expect(dictionaryLabel('mailType', null)).toBe('');
    expect(dictionaryLabel('nope', 'x')).toBe('x');
    expect(dictionaryItem('approval', 'agree')?.color).toBe('green');
    expect(dictionaryItem('approval', undefined)).toBeUndefined();
    expect(dictionaryOptions('currency', 'en-US')[0]).toEqual({ label: 'RMB', value: 'RMB' });
    expect(dictionaryOptions('frozen')).toEqual([
      { label: '已冻结', value: 'frozen' },
      { label: '未冻结', value: 'unfrozen' },
    ]);
    expect(dictionaryOptions('nope')).toEqual([]);
  });
});
