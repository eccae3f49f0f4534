import { describe, expect, it } from 'vitest';
import { contactName, email, length, required } from './text';
import { accountCode, channelCode, creditCode, creditCodeCheckChar, customsCode, fbaReferenceId, fbaShipmentId, httpUrl, iconName, loopbackUrl, loginid, menuUrl, mobile, phone, roleCode } from './codes';
import { confirm, password } from './password';
import { dateRange } from './dateRange';
import { upload, formatBytes } from './upload';
import { differs, notAbove, orderedRange } from './compare';
import { maxItems } from './counts';
import { validators } from './index';

const key = (r: { key: string } | undefined) => r?.key;

describe('required', () => {
  it('is blank after normalising', () => {
    for (const v of [undefined, null, '', '   ', '\u3000\u3000', '\t\n', []]) expect(key(required(v))).toBe('validation.required');
    for (const v of ['a', 0, false, ['x'], { a: 1 }, '０']) expect(required(v)).toBeUndefined();
  });
});

describe('length', () => {
  it('bounds the normalised text in code points', () => {
    expect(length('abc', { max: 13 })).toBeUndefined();
    expect(length('a'.repeat(14), { max: 13 })).toEqual({ key: 'validation.length.max', params: { max: 13 } });
    expect(length('a'.repeat(30), { max: 30 })).toBeUndefined();
    expect(length('  abc  ', { max: 3 })).toBeUndefined();
    expect(length('😀😀', { max: 2 })).toBeUndefined();
    expect(length('ab', { min: 3 })).toEqual({ key: 'validation.length.min', params: { min: 3 } });
    expect(length('ab', { min: 3, max: 30 })).toEqual({ key: 'validation.length.range', params: { min: 3, max: 30 } });
    expect(length('a'.repeat(7999), { lessThan: 8000 })).toBeUndefined();
    expect(length('a'.repeat(8000), { lessThan: 8000 })).toEqual({ key: 'validation.length.lessThan', params: { limit: 8000 } });
    expect(length('', { min: 3 })).toBeUndefined();
    expect(length(12345, { max: 4 })?.key).toBe('validation.length.max');
  });
  it('contact name 3 to 30 and not empty; presets', () => {
    // Empty is left to `required` (a form's required rule gives the one message).
    expect(contactName('')).toBeUndefined();
    expect(key(contactName('ab'))).toBe('validation.contactName.length');
    expect(contactName('张三丰')).toBeUndefined();
    // A CJK character counts two: common two-character Chinese names pass, one character does not.
    expect(contactName('王五')).toBeUndefined();
    expect(contactName('Li Na')).toBeUndefined();
    expect(key(contactName('王'))).toBe('validation.contactName.length');
    expect(contactName('王'.repeat(15))).toBeUndefined();
    expect(key(contactName('王'.repeat(16)))).toBe('validation.contactName.length');
    expect(key(contactName('a'.repeat(31)))).toBe('validation.contactName.length');
    const v = (name: string, value: unknown) => validators.get(name)!.validate(value);
    expect(key(v('platformName', 'a'.repeat(21)))).toBe('validation.length.max');
    expect(v('platformName', 'a'.repeat(20))).toBeUndefined();
    expect(key(v('announcementContent', 'x'.repeat(8000)))).toBe('validation.length.lessThan');
    expect(v('announcementContent', 'x'.repeat(7999))).toBeUndefined();
    expect(key(v('announcementSummary', 'x'.repeat(1000)))).toBe('validation.length.lessThan');
    expect(v('announcementSummary', 'x'.repeat(999))).toBeUndefined();
  });
});

describe('email', () => {
  it('valid and at most 50 characters', () => {
    for (const v of ['a@b.cn', 'first.last+tag@mail.example.com', ' ｕｓｅｒ@qq.com ', 'x_y-z@sub-domain.co']) expect(email(v)).toBeUndefined();
    for (const v of ['a', 'a@b', 'a@b.c', '@b.cn', 'a@.cn', 'a..b@c.cn', '.a@c.cn', 'a.@c.cn', 'a b@c.cn', 'a@b_c.cn', 'a@-b.cn', 'a@b-.cn', '中@c.cn']) {
      expect(key(email(v))).toBe('validation.email.invalid');
    }
    const local = 'a'.repeat(41);
    expect(email(`${local}x@qq.com`)).toBeUndefined(); // exactly 49
    expect(email(`${'a'.repeat(43)}@qq.com`)).toBeUndefined(); // 50
    expect(email(`${'a'.repeat(44)}@qq.com`)).toEqual({ key: 'validation.email.max', params: { max: 50 } });
    expect(email('', {})).toBeUndefined();
  });
});

describe('codes', () => {
  it('customs code is exactly 10 digits', () => {
    expect(customsCode('8471300000')).toBeUndefined();
    expect(customsCode('８４７１３０００００')).toBeUndefined();
    for (const v of ['847130000', '84713000001', '84713000a0', '8471.30.00']) expect(key(customsCode(v))).toBe('validation.customsCode');
    expect(customsCode('')).toBeUndefined();
  });
  it('V12c: an FBA reference ID is 8 letters or digits; a shipment ID is FBA and 6 to 12 more', () => {
    for (const v of ['4W8T3JQP', '12345678', 'abcd1234']) expect(fbaReferenceId(v)).toBeUndefined();
    for (const v of ['4W8T3JQ', '4W8T3JQPX', '4W8T-3JQ', 'FBA15K7QX2ZL']) expect(key(fbaReferenceId(v))).toBe('validation.fbaReferenceId');
    for (const v of ['FBA15K7QX2ZL', 'fba15k7qx2zl', 'FBA123456']) expect(fbaShipmentId(v)).toBeUndefined();
    for (const v of ['15K7QX2ZL', 'FBA12345', 'FBA15K7QX2ZL12345', 'FBA 15K7QX2ZL']) expect(key(fbaShipmentId(v))).toBe('validation.fbaShipmentId');
  });
  it('mobile is 1[3-9] plus 9 digits', () => {
    for (const v of ['13800138000', '19912345678', '16612345678']) expect(mobile(v)).toBeUndefined();
    for (const v of ['12800138000', '1380013800', '138001380001', '+8613800138000', '138-0013-8000', 'abc']) expect(key(mobile(v))).toBe('validation.mobile');
  });
  it('login ID: 3 to 30 letters, digits or _ . @ -', () => {
    for (const v of ['abc', 'li.si@example.com', 'a_b-c', 'x'.repeat(30), 'ａｂｃ']) expect(loginid(v)).toBeUndefined();
    for (const v of ['ab', 'x'.repeat(31), 'li si', '张三abc', 'a/b']) expect(key(loginid(v))).toBe('validation.loginid');
  });
  it('account code: letters, digits, _ and -', () => {
    for (const v of ['C000001', 'acme_01-x']) expect(accountCode(v)).toBeUndefined();
    for (const v of ['C 01', 'C.01', '客户1']) expect(key(accountCode(v))).toBe('validation.accountCode');
  });
  it('web address: http(s), a host, maybe a port and a path; no spaces or credentials', () => {
    for (const v of ['https://api.example.com', 'http://127.0.0.1:18091', 'https://carrier.example/v2/']) expect(httpUrl(v)).toBeUndefined();
    for (const v of ['api.example.com', 'ftp://x.example', 'https://user:pw@x.example', 'https://x.example/a b']) expect(key(httpUrl(v))).toBe('validation.httpUrl');
  });
  it('an address on this computer (the print agent): localhost, 127.0.0.1 or [::1], maybe a port; nothing else', () => {
    for (const v of ['http://127.0.0.1:18092', 'http://localhost:9100/', 'https://[::1]:8443', 'http://localhost']) expect(loopbackUrl(v)).toBeUndefined();
    for (const v of ['http://printer.example.com:18092', 'http://192.168.1.20:18092', 'http://127.0.0.1.example.com', 'http://127.0.0.1:18092/jobs', '127.0.0.1:18092']) {
      expect(key(loopbackUrl(v))).toBe('validation.loopbackUrl');
    }
  });
  it('phone: mobile or landline with spaces, dashes and a leading +', () => {
    for (const v of ['13800138000', '+86 21 5555-1234', '021-55551234']) expect(phone(v)).toBeUndefined();
    for (const v of ['12345', 'call me', '+-1234567', '1'.repeat(21)]) expect(key(phone(v))).toBe('validation.phone');
  });
  it('role code, icon name and menu page address', () => {
    for (const v of ['sales', 'kf_2']) expect(roleCode(v)).toBeUndefined();
    for (const v of ['s', 'Sales', '2kf', 'kf-2']) expect(key(roleCode(v))).toBe('validation.roleCode');
    expect(iconName('UserOutlined')).toBeUndefined();
    for (const v of ['user-outlined', '<svg>']) expect(key(iconName(v))).toBe('validation.iconName');
    expect(menuUrl('zj/0601/01.html')).toBeUndefined();
    for (const v of ['zj/601/01.html', '/zj/0601/01.html', 'https://x.test']) expect(key(menuUrl(v))).toBe('validation.menuUrl');
  });
  it('channel code is INT plus 4 digits', () => {
    expect(channelCode('INT0001')).toBeUndefined();
    for (const v of ['INT001', 'INT00001', 'int0001', 'EXT0001', 'INT000A']) expect(key(channelCode(v))).toBe('validation.channelCode');
  });
  it('credit code: GB 32100 alphabet, length and check character', () => {
    // Published codes: the standard's own example and well-known companies.
    for (const v of ['91350100M000100Y43', '91440300708461136T', '9144030071526726XG', '91110000600037341L']) expect(creditCode(v)).toBeUndefined();
    expect(key(creditCode('91350100M000100Y44'))).toBe('validation.creditCode.checksum');
    expect(creditCode('91350100M000100Y44', { checksum: false })).toBeUndefined();
    for (const v of ['91350100M000100Y4', '91350100M000100Y433', '91350100m000100Y43', '91350100I000100Y43', '91350100O000100Y43', '9135010OZ000100Y43']) {
      expect(key(creditCode(v))).toBe('validation.creditCode.format');
    }
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });
});

describe('password and confirmation', () => {
  it('letters and digits, at least 6', () => {
    expect(password('abc123')).toBeUndefined();
    expect(password('abc12')).toEqual({ key: 'validation.password.min', params: { min: 6 } });
    expect(key(password('abcdef'))).toBe('validation.password.letterDigit');
    expect(key(password('123456'))).toBe('validation.password.letterDigit');
    expect(key(password('abc1234567', { max: 8 }))).toBe('validation.password.max');
    expect(key(password('ab1', { min: 3 }))).toBeUndefined();
  });
  it('confirmation equals the other field', () => {
    const ctx = { get: (p: string) => ({ newPassword: 'abc123' })[p as 'newPassword'] };
    expect(confirm('abc123', { field: 'newPassword' }, ctx)).toBeUndefined();
    expect(key(confirm('abc124', { field: 'newPassword' }, ctx))).toBe('validation.confirm.mismatch');
    expect(key(confirm('abc124', { other: 'abc123', message: 'differ' }))).toBe('validation.confirm.differ');
    expect(confirm('', { other: 'abc123' })).toBeUndefined();
  });
});

describe('dateRange', () => {
  it('within 3 calendar months', () => {
    expect(dateRange(['2024-01-01', '2024-04-01'])).toBeUndefined();
    expect(dateRange(['2024-01-01', '2024-04-02'])).toEqual({ key: 'validation.dateRange.months', params: { months: 3 } });
    expect(dateRange(['2024-01-01 00:00:00', '2024-04-01 00:00:01'])?.key).toBe('validation.dateRange.months');
    expect(dateRange(['2023-11-30', '2024-02-29'])).toBeUndefined(); // clamped to the last day of February
    expect(dateRange(['2023-11-30', '2024-03-01'])?.key).toBe('validation.dateRange.months');
    expect(dateRange(['2024/1/1 10:00:00', '2024/3/31 23:59:59'])).toBeUndefined();
    expect(dateRange([new Date(2024, 0, 1), new Date(2024, 5, 1)])?.key).toBe('validation.dateRange.months');
    expect(dateRange([{ valueOf: () => new Date(2024, 0, 1).getTime() }, new Date(2024, 1, 1).getTime()])).toBeUndefined();
    expect(dateRange(['2024-01-01', '2024-06-01'], { months: 6 })).toBeUndefined();
  });
  it('1 year for the year check', () => {
    expect(dateRange(['2024-01-01', '2024-12-31'], { years: 1 })).toBeUndefined();
    expect(dateRange(['2024-01-01', '2025-01-01'], { years: 1 })).toBeUndefined();
    expect(dateRange(['2024-01-01', '2025-01-02'], { years: 1 })).toEqual({ key: 'validation.dateRange.years', params: { years: 1 } });
  });
  it('order, shape, open ends', () => {
    expect(key(dateRange(['2024-02-01', '2024-01-01']))).toBe('validation.dateRange.order');
    expect(key(dateRange(['2024-02-30', '2024-03-01']))).toBe('validation.dateRange.invalid');
    expect(key(dateRange(['x', '2024-03-01']))).toBe('validation.dateRange.invalid');
    expect(key(dateRange('2024-01-01'))).toBe('validation.dateRange.invalid');
    expect(dateRange(['2024-01-01', ''])).toBeUndefined();
    expect(dateRange(undefined)).toBeUndefined();
    // Months are counted on the business zone's calendar: 30 Nov 00:00 in Shanghai (29 Nov 16:00 UTC)
    // plus 3 months is 28 Feb 00:00 in Shanghai (27 Feb 16:00 UTC), not 28 Feb 16:00 UTC.
    expect(dateRange(['2026-11-29T16:00:00Z', '2027-02-27T16:00:00Z'])).toBeUndefined();
    expect(key(dateRange(['2026-11-29T16:00:00Z', '2027-02-28T00:00:00Z']))).toBe('validation.dateRange.months');
    expect(dateRange(['2026-12-01', '2027-03-01'], {}, { timeZone: 'America/Los_Angeles' })).toBeUndefined();
  });
  it('the configured banker is exempt from the span, not from the order', () => {
    const far = ['2020-01-01', '2024-01-01'];
    const cfg = { exemptBankerIds: ['banker01'] };
    expect(dateRange(far, { ...cfg, bankerId: 'banker01' })).toBeUndefined();
    expect(dateRange(far, cfg, { userId: 'banker01' })).toBeUndefined();
    expect(key(dateRange(far, cfg, { userId: 'someone' }))).toBe('validation.dateRange.months');
    expect(key(dateRange(far, { ...cfg, years: 1 }, { userId: 'someone' }))).toBe('validation.dateRange.years');
    expect(key(dateRange(['2024-02-01', '2024-01-01'], cfg, { userId: 'banker01' }))).toBe('validation.dateRange.order');
  });
});

describe('upload', () => {
  const MB = 1024 * 1024;
  it('named presets', () => {
    expect(upload({ name: 'a.pdf', size: 2 * MB, type: 'application/pdf' }, { preset: 'document' })).toBeUndefined();
    expect(upload({ name: 'a.pdf', size: 2 * MB + 1 }, { preset: 'document' })).toEqual({ key: 'validation.upload.size', params: { size: '2 MB' } });
    expect(upload({ name: 'a.docx', size: 10 }, { preset: 'document' })).toEqual({ key: 'validation.upload.type', params: { types: 'pdf' } });
    expect(upload({ name: 'a.PDF', size: 10, type: 'image/png' }, { preset: 'document' })?.key).toBe('validation.upload.type');
    expect(upload({ name: 'a.png', size: MB }, { preset: 'image' })).toBeUndefined();
    expect(upload({ name: 'a.png', size: MB }, { preset: 'avatar' })).toEqual({ key: 'validation.upload.type', params: { types: 'jpg' } });
    expect(upload({ name: 'me.JPEG', size: MB, type: 'image/jpeg' }, { preset: 'avatar' })).toBeUndefined();
    expect(upload({ name: 'inv.png', size: 500 * 1024 }, { preset: 'invoiceImage' })).toBeUndefined();
    expect(upload({ name: 'inv.png', size: 500 * 1024 + 1 }, { preset: 'invoiceImage' })).toEqual({ key: 'validation.upload.size', params: { size: '500 KB' } });
    expect(upload({ name: 'inv.gif', size: 1 }, { preset: 'invoiceImage' })).toEqual({ key: 'validation.upload.type', params: { types: 'jpg, png' } });
    expect(upload({ name: 'x.zip', size: 10 * MB })).toBeUndefined();
    expect(upload({ name: 'x.zip', size: 10 * MB + 1 })).toEqual({ key: 'validation.upload.size', params: { size: '10 MB' } });
  });
  it('file lists, UploadFile shapes, server shapes, overrides', () => {
    const ok = { uid: '1', name: 'a.pdf', originFileObj: { name: 'a.pdf', size: 10, type: 'application/pdf' } };
    expect(upload([ok, { name: 'b.pdf', size: 5 }], { preset: 'document' })).toBeUndefined();
    expect(upload([ok, { name: 'b.pdf', size: 3 * MB }], { preset: 'document' })?.key).toBe('validation.upload.size');
    expect(upload({ filename: 'a.pdf', size: 10, mimetype: 'application/pdf' }, { preset: 'document' })).toBeUndefined();
    expect(upload({ name: 'a.xlsx', size: 10 }, { extensions: ['.XLSX'], maxBytes: 100 })).toBeUndefined();
    expect(upload({ name: 'a.xlsx', size: 101 }, { extensions: ['xlsx'], maxBytes: 100 })).toEqual({ key: 'validation.upload.size', params: { size: '100 B' } });
    expect(key(upload({ name: 'a.pdf' }, { preset: 'document' }))).toBe('validation.upload.invalid');
    expect(key(upload('a.pdf'))).toBe('validation.upload.invalid');
    expect(upload([])).toBeUndefined();
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
  });
});

describe('comparisons', () => {
  it('leading limit not above trailing', () => {
    expect(notAbove(3, { other: 5 })).toBeUndefined();
    expect(notAbove('5', { other: '5' })).toBeUndefined();
    expect(key(notAbove('6', { other: '5' }))).toBe('validation.notAbove.time');
    expect(key(notAbove('10', { other: '9', message: 'number' }))).toBe('validation.notAbove.number');
    expect(key(notAbove('2024-02-01 10:00:00', { field: 'validTime' }, { get: () => '2024-02-01 09:00:00' }))).toBe('validation.notAbove.time');
    expect(notAbove('2024-02-01', { field: 'validTime' }, { get: () => '2024-03-01' })).toBeUndefined();
    // What the pricing hooks send: ISO instants with their zone, compared as instants.
    expect(key(notAbove('2026-03-01T00:00:00.000Z', { field: 'validTime' }, { get: () => '2026-02-28T23:59:59Z' }))).toBe('validation.notAbove.time');
    expect(notAbove('2026-03-01T08:00:00+08:00', { field: 'validTime' }, { get: () => '2026-03-01T00:00:00Z' })).toBeUndefined();
    expect(key(notAbove('2026-03-01T00:00:01Z', { field: 'validTime' }, { get: () => '2026-03-01T08:00:00+08:00' }))).toBe('validation.notAbove.time');
    expect(notAbove('5', { field: 'max' }, { get: () => '' })).toBeUndefined();
    // A picker's zone-less value is the business zone's wall time, compared with a loaded instant:
    // 07:00 in Shanghai is 23:00 UTC the day before, whatever zone the process runs in.
    expect(notAbove('2026-03-01 07:00:00', { field: 'validTime' }, { get: () => '2026-03-01T00:30:00Z' })).toBeUndefined();
    expect(key(notAbove('2026-03-01 09:00:00', { field: 'validTime' }, { get: () => '2026-03-01T00:30:00Z' }))).toBe('validation.notAbove.time');
    expect(key(notAbove('2026-03-01 07:00:00', { field: 'validTime' }, { get: () => '2026-03-01T00:30:00Z', timeZone: 'America/Los_Angeles' }))).toBe('validation.notAbove.time');
    expect(notAbove('abc', { other: '5' })).toBeUndefined();
    expect(orderedRange([1, 2])).toBeUndefined();
    expect(key(orderedRange([3, 2]))).toBe('validation.notAbove.number');
    expect(orderedRange([3, undefined])).toBeUndefined();
  });
  it('new number differs from the old', () => {
    expect(key(differs('SF123', { other: 'SF123' }))).toBe('validation.differs');
    expect(key(differs(' ＳＦ123 ', { field: 'old' }, { get: () => 'SF123' }))).toBe('validation.differs');
    expect(differs('SF124', { other: 'SF123' })).toBeUndefined();
    expect(differs('SF124', {})).toBeUndefined();
  });
  it('print limits', () => {
    expect(maxItems(Array(25).fill(1), { of: 'copies' })).toBeUndefined();
    expect(maxItems(Array(26).fill(1), { of: 'copies' })).toEqual({ key: 'validation.maxItems.copies', params: { max: 25 } });
    expect(maxItems(101, { of: 'orders' })).toEqual({ key: 'validation.maxItems.orders', params: { max: 100 } });
    expect(maxItems([1, 2, 3], { max: 2 })).toEqual({ key: 'validation.maxItems.items', params: { max: 2 } });
    expect(maxItems([1, 2, 3])).toBeUndefined();
  });
});
