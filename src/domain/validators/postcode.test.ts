import { describe, expect, it } from 'vitest';
import { formatIssue, runValidator } from './index';

const message = (text: string, lang: 'zh-CN' | 'en-US') => {
  const problem = runValidator('postcodeRanges', text);
  return problem && formatIssue(problem, lang);
};

describe('postcodeRanges: postcode ranges typed in a form, read as the server reads them', () => {
  it('accepts ranges with ~ (or ～), single postcodes with a hyphen of their own, and several separated by ; or ，', () => {
    for (const ok of ['90000~96199', '100-0001', '90000 ~ 96199; 100-0001', '12345-6789', '00-950', 'SW1～SW9，ZE1', '100-0001~100-0099']) {
      expect(runValidator('postcodeRanges', ok), ok).toBeUndefined();
    }
  });

  it('an empty field is the required rule\'s business', () => {
    for (const empty of [undefined, null, '', '  ']) expect(runValidator('postcodeRanges', empty)).toBeUndefined();
  });

  it('a range written with - is refused with the ~ form to write instead, in both languages', () => {
    expect(message('90000-96199', 'en-US')).toBe('"90000-96199" looks like a range written with -; a - belongs to the postcode itself, write the range as 90000~96199');
    expect(message('10001; 90000-96199', 'zh-CN')).toBe('“90000-96199”像是用 - 写的邮编段；邮编中的 - 属于邮编本身，邮编段请写作 90000~96199');
  });

  it('a range that starts after it ends is refused', () => {
    expect(message('96199~90000', 'en-US')).toBe('Postcode range 96199~90000 starts after it ends');
    expect(message('96199~90000', 'zh-CN')).toBe('邮编段 96199~90000 起点大于终点');
  });

  it('text that is no postcode range is refused with the way to write one', () => {
    expect(message('90000~96199~97000', 'en-US')).toBe('Postcode range "90000~96199~97000" is invalid: write from~to or one postcode, several separated by ; (e.g. 90000~96199; 100-0001)');
    expect(message('#12', 'zh-CN')).toBe('邮编段“#12”格式不正确：写作 起~止 或单个邮编，多个用 ; 分隔（如 90000~96199; 100-0001）');
  });
});

describe('postcode: one postcode in a field of its own (a remote area\'s from / to)', () => {
  const one = (text: string, lang: 'zh-CN' | 'en-US') => {
    const problem = runValidator('postcode', text);
    return problem && formatIssue(problem, lang);
  };
  it('accepts one postcode, its own hyphen included', () => {
    for (const ok of ['90000', '100-0001', '12345-6789', 'SW1A 1AA', 'ze1']) expect(runValidator('postcode', ok), ok).toBeUndefined();
    expect(runValidator('postcode', '')).toBeUndefined();
  });
  it('refuses a range typed as one postcode, saying which postcode goes where', () => {
    expect(one('90000-96199', 'en-US')).toBe('"90000-96199" looks like a range written with -; one postcode goes here: 90000 into from, 96199 into to');
    expect(one('90000-96199', 'zh-CN')).toBe('“90000-96199”像是用 - 写的邮编段；这里只填一个邮编：起填 90000，止填 96199');
    expect(one('90000~96199', 'en-US')).toBe('"90000~96199" is not one postcode: letters, digits, spaces and - only (up to 12); for a range put its ends into the from and to fields');
  });
});
