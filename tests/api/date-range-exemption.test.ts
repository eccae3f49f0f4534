/**
 * Spec section 5: date range queries within 3 months, exempt for one special banker id. The
 * exempt ids are configuration (DATE_RANGE_EXEMPT_BANKER_IDS); the server applies them to the
 * caller of every request, and tells the client (userInfo.dateRangeExempt) so its form agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { loadConfig } from '../../src/server/config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dateRangeExemptBankerIds: ['BK-SPECIAL'] });
  await t.db.query(`update app_user set banker_id = 'BK-SPECIAL' where loginid = 'admin'`);
  await t.db.query(`update app_user set banker_id = 'BK-0001' where loginid = 'kf'`);
});
afterAll(() => t.close());

const wide = { dateFrom: '2026-01-01', dateTo: '2026-06-01' };

describe('date-range exemption', () => {
  it('refuses an ordinary user a range over 3 months, in both languages', async () => {
    const kf = await login(t.app, 'kf');
    const en = await call(t.app, 'GET', 'mn/0401/list', { token: kf, lang: 'en-US', query: wide });
    expect(en.code).toBe(500);
    expect(en.msg).toBe('The date range cannot be longer than 3 months');
    const zh = await call(t.app, 'GET', 'mn/0401/list', { token: kf, lang: 'zh-CN', query: wide });
    expect(zh.msg).toBe('查询时间范围不能超过 3 个月');
    expect((await call(t.app, 'GET', 'mn/0401/list', { token: kf, query: { dateFrom: '2026-01-01', dateTo: '2026-04-01' } })).code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: kf })).data.dateRangeExempt).toBe(false);
  });

  it('accepts the configured exempt banker id, and tells its client', async () => {
    const admin = await login(t.app, 'admin');
    const r = await call(t.app, 'GET', 'mn/0401/list', { token: admin, lang: 'en-US', query: wide });
    expect(r.code).toBe(0);
    expect((await call(t.app, 'GET', 'mn/0101/user/info', { token: admin })).data).toMatchObject({ bankerId: 'BK-SPECIAL', dateRangeExempt: true });
    // the order of the ends still matters to everybody
    const order = await call(t.app, 'GET', 'mn/0401/list', { token: admin, lang: 'en-US', query: { dateFrom: '2026-06-01', dateTo: '2026-01-01' } });
    expect(order.msg).toBe('The start time cannot be later than the end time');
  });

  it('reads the exempt ids from DATE_RANGE_EXEMPT_BANKER_IDS (none by default)', () => {
    expect(loadConfig({}).dateRangeExemptBankerIds).toEqual([]);
    expect(loadConfig({ DATE_RANGE_EXEMPT_BANKER_IDS: ' BK-SPECIAL, BK-2 ,' }).dateRangeExemptBankerIds).toEqual(['BK-SPECIAL', 'BK-2']);
  });
});
