/**
 * XX0401_01 price query: the destination comes from the country select the trial uses; a code
 * typed full-width is normalised (spec section 5) instead of answered with a raw validation text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer');
});
afterAll(() => t.close());

type Row = { routeId: number; price: string | null };
const prices = async (query: Record<string, string | number>) => {
  const r = await call<{ list: Row[]; total: number }>(t.app, 'GET', 'xx/0401/list', { token: customer, lang: 'en-US', query });
  expect(r.code, r.msg).toBe(0);
  return r.data.list;
};

describe('xx/0401/list destination', () => {
  it('answers the same prices for US, us and ｕｓ (full-width)', async () => {
    const plain = await prices({ country: 'US', weight: 2 });
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((r) => r.price !== null)).toBe(true);
    expect(await prices({ country: 'ｕｓ', weight: 2 })).toEqual(plain);
    expect(await prices({ country: 'us', weight: 2 })).toEqual(plain);
  });

  it('lists the routes without prices until destination and weight are given', async () => {
    const rows = await prices({});
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.price === null)).toBe(true);
  });

  it('offers the destinations as the trial does: code and name in the caller language', async () => {
    const zh = await call<{ list: { value: string; label: string }[] }>(t.app, 'GET', 'zj/0403/country/options', { token: customer, lang: 'zh-CN' });
    expect(zh.data.list).toContainEqual({ value: 'US', label: 'US 美国' });
  });
});
