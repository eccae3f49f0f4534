import { describe, expect, it } from 'vitest';
import { checkBreaks } from './breaks';
import { render } from './messages';
import { parsePostcodeRanges, postcodeRangeProblem } from './postcode';
import type { WeightBreak } from './types';

describe('weight-break checks', () => {
  it('name the break and the field of each problem, in both languages', () => {
    const breaks = [
      { kind: 'flat', upTo: '5', price: '10' },
      { kind: 'flat', upTo: '5' },
      { kind: 'first_additional', upTo: '10', firstWeight: '1', firstPrice: '20', additionalUnit: '0', additionalPrice: '3' },
    ] as unknown as WeightBreak[];
    const p = checkBreaks('US', breaks);
    expect(p.map((x) => [x.index, x.field])).toEqual([[1, 'upTo'], [1, 'price'], [2, 'additionalUnit']]);
    expect(render('en-US', p[0].msg)).toBe("Zone US: the upper limit 5 must be a number above the previous break's 5");
    expect(render('zh-CN', p[2].msg)).toBe('分区 US 重量上限 10 的一段：续重单位须大于 0');
    expect(checkBreaks('US', []).map((x) => render('zh-CN', x.msg))).toEqual(['分区 US：至少需要一个重量段']);
    expect(checkBreaks('US', [{ kind: 'per_kg', upTo: '30', rate: '5' }])).toEqual([]);
  });
});

describe('postcode ranges', () => {
  it('use ~ between the ends; a hyphen belongs to the postcode', () => {
    expect(parsePostcodeRanges('90000~96199; 97001 ；100-0001～100-0099,SW1A 1AA')).toEqual({
      ranges: [{ from: '90000', to: '96199' }, { from: '97001', to: '97001' }, { from: '100-0001', to: '100-0099' }, { from: 'SW1A 1AA', to: 'SW1A 1AA' }],
      problems: [],
    });
    expect(parsePostcodeRanges('100-0001').ranges).toEqual([{ from: '100-0001', to: '100-0001' }]);
  });

  it('refuse a range that ends before it starts, the old hyphen form and junk', () => {
    const { ranges, problems } = parsePostcodeRanges('96199~90000;90000-96199;1~2~3');
    expect(ranges).toEqual([]);
    expect(problems.map((m) => render('en-US', m))).toEqual([
      'Postcode range 96199~90000 starts after it ends',
      '"90000-96199" looks like a range written with -; a - belongs to the postcode itself, write the range as 90000~96199',
      'Postcode range "1~2~3" is invalid: write from~to or one postcode, several separated by ; (e.g. 90000~96199; 100-0001)',
    ]);
    expect(postcodeRangeProblem('900', '96199')).toBeNull();
    expect(postcodeRangeProblem('SW9', 'SW1')).not.toBeNull();
    expect(postcodeRangeProblem('90000', null)).toBeNull();
  });
});
