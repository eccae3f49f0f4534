import { describe, expect, it } from 'vitest';
import { checkBody, importBody, importRows } from './ZJ0110_01.hooks';

describe('ZJ0110_01 check an address', () => {
  it('needs a postcode or a city (at least one), like the server', () => {
    expect(checkBody({ country: 'gb', postcode: '  ', city: '' })).toBeNull();
    expect(checkBody({ country: 'gb', postcode: ' ZE2 1AA ' })).toEqual({ country: 'GB', postcode: 'ZE2 1AA' });
    expect(checkBody({ country: 'GB', city: 'Lerwick', remoteType: 'GB-REMOTE' })).toEqual({ country: 'GB', city: 'Lerwick', remoteType: 'GB-REMOTE' });
  });
});

describe('ZJ0110_01 import', () => {
  it('reads pasted lines, comma or tab separated, blank cells as nothing', () => {
    expect(importRows('GB-REMOTE, gb, ZE1, ZE3, , 3, 50\n\nUS-REMOTE\tUS\t\t\tJuneau\t\t')).toEqual([
      { remoteType: 'GB-REMOTE', country: 'GB', postcodeFrom: 'ZE1', postcodeTo: 'ZE3', city: null, perKg: '3', minimum: '50' },
      { remoteType: 'US-REMOTE', country: 'US', postcodeFrom: null, postcodeTo: null, city: 'Juneau', perKg: null, minimum: null },
    ]);
    expect(importBody({ rows: 'A,US,1', replace: true })).toEqual({ rows: [expect.objectContaining({ remoteType: 'A', postcodeFrom: '1' })], replace: true });
  });
});
