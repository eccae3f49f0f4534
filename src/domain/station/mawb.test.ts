import { describe, expect, it } from 'vitest';
import { MAWB_STATES, mawbCheckDigit, mawbDisplay, mawbFlow, mawbRefusal, parseMawbNo, renumberable } from './mawb';
import { mawbState } from '../dictionaries/mawb-state';
import { formatIssue, validators } from '../validators/index';

describe('MAWB number (IATA check digit)', () => {
  it('accepts the number with or without its dash, kept as 11 digits', () => {
    expect(parseMawbNo('999-12345675')).toEqual({ ok: true, mawbNo: '99912345675', display: '999-12345675' });
    expect(parseMawbNo('99912345675')).toEqual({ ok: true, mawbNo: '99912345675', display: '999-12345675' });
    expect(parseMawbNo(' 160 10000001 ')).toMatchObject({ ok: true, mawbNo: '16010000001' });
    expect(parseMawbNo('９９９－１２３４５６７５')).toMatchObject({ ok: true, mawbNo: '99912345675' });
  });

  it('checks the last digit: the first seven digits of the serial mod 7', () => {
    expect(mawbCheckDigit('1234567')).toBe(5);
    expect(mawbCheckDigit('0000006')).toBe(6);
    expect(mawbCheckDigit('0000007')).toBe(0);
    expect(parseMawbNo('999-12345676')).toEqual({ ok: false, problem: 'checkDigit', expected: 5 });
    // A check digit of 7, 8 or 9 never fits.
    expect(parseMawbNo('999-00000007')).toEqual({ ok: false, problem: 'checkDigit', expected: 0 });
  });

  it('refuses other shapes', () => {
    for (const bad of ['', '999-1234567', '9991234567', '999123456750', 'ABC-12345675', '999--12345675', '99-912345675']) {
      expect(parseMawbNo(bad)).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('is shown with its dash', () => {
    expect(mawbDisplay('99912345675')).toBe('999-12345675');
    expect(mawbDisplay('odd')).toBe('odd');
  });

  it('is a validator with messages in both languages, the expected digit named', () => {
    const check = validators.get('mawbNo')!.validate;
    expect(check('999-12345675', undefined as never, {} as never)).toBeUndefined();
    expect(check('', undefined as never, {} as never)).toBeUndefined();
    const wrong = check('999-12345676', undefined as never, {} as never)!;
    expect(formatIssue(wrong, 'zh-CN')).toBe('主单号的校验位不正确，应为 5（序号前 7 位除以 7 的余数）');
    expect(formatIssue(wrong, 'en-US')).toBe('The check digit of the MAWB number is wrong: it should be 5 (the first 7 digits of the serial mod 7)');
    const shape = check('12345', undefined as never, {} as never)!;
    expect(formatIssue(shape, 'zh-CN')).toBe('主单号为 3 位航司代码加 8 位序号（如 999-12345675）');
    expect(formatIssue(shape, 'en-US')).toBe('A MAWB number is a 3-digit airline prefix and an 8-digit serial (such as 999-12345675)');
  });
});

describe('MAWB states', () => {
  it('are named by the dictionary that labels them', () => {
    expect(mawbFlow.name).toBe(mawbState.name);
    expect([...MAWB_STATES].sort()).toEqual(mawbState.items.map((i) => i.value).sort());
  });

  it('bind, unbind and edit while open, close once, ship a closed one once', () => {
    expect(mawbFlow.actionsFrom('open')).toEqual(['bind', 'unbind', 'edit', 'close']);
    // Its flight details are corrected while it is open, its number only while nothing is bound.
    expect(mawbFlow.allowed('closed', 'edit')).toBe(false);
    expect(mawbFlow.allowed('shipped', 'edit')).toBe(false);
    expect(renumberable(0)).toBe(true);
    expect(renumberable(1)).toBe(false);
    expect(mawbFlow.next('open', 'close')).toEqual({ ok: true, to: 'closed' });
    expect(mawbFlow.actionsFrom('closed')).toEqual(['ship']);
    expect(mawbFlow.next('closed', 'ship')).toEqual({ ok: true, to: 'shipped' });
    expect(mawbFlow.actionsFrom('shipped')).toEqual([]);
    expect(mawbFlow.next('open', 'ship')).toMatchObject({ ok: false, refusal: { state: 'open', action: 'ship' } });
  });

  it('takes parcels that have left their station, not held, on no other MAWB', () => {
    expect(mawbRefusal({ stationOp: 'out', hold: 'release', mawbId: null })).toBeNull();
    expect(mawbRefusal({ stationOp: 'out', hold: 'deduction', mawbId: null })).toBe('held');
    expect(mawbRefusal({ stationOp: 'out_of_stock', hold: 'release', mawbId: null })).toBe('notOut');
    expect(mawbRefusal({ stationOp: 'in_stock', hold: 'detention', mawbId: 3 })).toBe('held');
    expect(mawbRefusal({ stationOp: 'out', hold: 'release', mawbId: 3 })).toBe('onMawb');
  });
});
