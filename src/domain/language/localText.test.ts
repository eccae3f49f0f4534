import { describe, expect, it } from 'vitest';
import { localText } from './localText';

describe('a text given in two languages', () => {
  it("is read in the reader's language", () => {
    expect(localText('春节放假', 'Holiday hours', 'zh-CN')).toBe('春节放假');
    expect(localText('春节放假', 'Holiday hours', 'en-US')).toBe('Holiday hours');
  });

  it('falls back to the other language when the reader\'s is missing or blank, both ways', () => {
    for (const en of [null, undefined, '', '  ']) expect(localText('春节放假', en, 'en-US')).toBe('春节放假');
    for (const zh of [null, undefined, '', ' ']) expect(localText(zh, 'Holiday hours', 'zh-CN')).toBe('Holiday hours');
  });

  it('is empty only when neither was given', () => {
    expect(localText(null, ' ', 'en-US')).toBe('');
    expect(localText(undefined, null, 'zh-CN')).toBe('');
  });
});
