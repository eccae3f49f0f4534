import { describe, expect, it } from 'vitest';
import { attributeProblems, unknownAttributes } from './attributes';

const enabled = new Set(['general', 'battery', 'fragile']);

describe('cargo attributes named by a trial or a rule', () => {
  it('accepts enabled codes in any case and form the trial takes', () => {
    expect(unknownAttributes(['Battery', ' fragile '], enabled)).toEqual([]);
    expect(unknownAttributes('battery+fragile', enabled)).toEqual([]);
    expect(unknownAttributes(null, enabled)).toEqual([]);
  });

  it('names each unknown or disabled code once', () => {
    expect(unknownAttributes(['glass', 'battery', 'GLASS', 'powder'], enabled)).toEqual(['glass', 'powder']);
    expect(attributeProblems('glass,powder', enabled)).toEqual([{ key: 'pricing.attribute.unknown', params: { codes: 'glass, powder' } }]);
    expect(attributeProblems(['battery'], enabled)).toEqual([]);
  });
});
