import { describe, expect, it } from 'vitest';
import { cheapestFirst, type Orderable } from './order';

const q = (routeId: number, currency: string, total: string, max: number | null = 5): Orderable => ({ routeId, currency, total, transitDays: { max } });
const ids = (list: Orderable[]) => list.map((x) => x.routeId);

describe('cheapest first, one currency at a time', () => {
  it('never ranks totals of different currencies against each other: RMB first, then the others by code', () => {
    const list = [q(1, 'USD', '20'), q(2, 'RMB', '140'), q(3, 'EUR', '18'), q(4, 'RMB', '95.5'), q(5, 'USD', '12.40')];
    expect(ids(cheapestFirst(list))).toEqual([4, 2, 3, 5, 1]);
  });

  it('the settlement currency leads when the caller names it', () => {
    const list = [q(1, 'USD', '20'), q(2, 'RMB', '14'), q(3, 'USD', '9')];
    expect(ids(cheapestFirst(list, { firstCurrency: 'USD' }))).toEqual([3, 1, 2]);
  });

  it('compares totals as decimals, not as text or floats', () => {
    const list = [q(1, 'RMB', '100.00'), q(2, 'RMB', '99.99'), q(3, 'RMB', '1000'), q(4, 'RMB', '0.30'), q(5, 'RMB', '123456789012345678.01'), q(6, 'RMB', '123456789012345678.001')];
    expect(ids(cheapestFirst(list))).toEqual([4, 2, 1, 3, 6, 5]);
  });

  it('equal totals: the shorter maximum transit first (unknown last), then the route id by value', () => {
    const list = [q(10, 'RMB', '50', null), q(9, 'RMB', '50', 7), q(3, 'RMB', '50', 4), q(2, 'RMB', '50', 7), q(1, 'RMB', '50', null)];
    expect(ids(cheapestFirst(list))).toEqual([3, 2, 9, 1, 10]);
  });

  it('orders rows by the quote each one has, and leaves the input as it was', () => {
    const rows = [{ id: 'a', quote: q(1, 'RMB', '30') }, { id: 'b', quote: q(2, 'RMB', '20') }];
    expect(cheapestFirst(rows, { of: (r) => r.quote }).map((r) => r.id)).toEqual(['b', 'a']);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
