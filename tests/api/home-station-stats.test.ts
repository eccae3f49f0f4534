/**
 * The home's station statistics (MN0501_01's dashboard): the roles the catalogue grants WL0109_01
 * (ops, manager) are told the authority the home asks for and get today's, this week's and this
 * month's counts of their station; every other home user is told no and refused the counts, so
 * their home never shows nor asks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import type { Screen } from '../../renderers/types';
import { STATION_STATS_AUTHORITY } from '../../src/client/pages/home/stationStats';

const screen = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/mn/MN0501_01.json'), 'utf8')) as Screen;
const entries = Object.values(screen.dataSource ?? {});
const TYPES = ['B04', 'B05', 'B06', 'B07', 'B08', 'B09'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const granted = async (token: string) =>
  (await call(t.app, 'GET', 'mn/0000/authority', { token, query: { url: STATION_STATS_AUTHORITY } })).data;

describe('home station statistics', () => {
  it('the home asks for the authority every entry of its dashboard names', () => {
    expect(entries.length).toBe(3);
    for (const e of entries) expect(e.authority).toBe(STATION_STATS_AUTHORITY);
  });

  it.each(['ops', 'manager'])('%s is granted and gets the day, week and month counts of its station', async (loginid) => {
    const token = await login(t.app, loginid);
    expect(await granted(token)).toBe(1);
    const { stationId } = (await call(t.app, 'GET', 'mn/0101/user/info', { token })).data;
    for (const e of entries) {
      const r = await call(t.app, e.method as 'GET', e.url, { token, query: { dateUtil: (e.params?.dateUtil as { const: string }).const } });
      expect(r.code, e.url).toBe(0);
      expect(r.data.stationId).toBe(stationId);
      for (const type of TYPES) expect(typeof r.data[type], type).toBe('number');
    }
  });

  it.each(['customer', 'customer2', 'sales', 'kf', 'finance', 'dealer'])('%s is not granted and refused the counts', async (loginid) => {
    const token = await login(t.app, loginid);
    expect(await granted(token)).toBe(0);
    const r = await call(t.app, 'GET', 'wl/0109/select/count', { token, lang: 'en-US', query: { dateUtil: 'week' } });
    expect(r).toMatchObject({ code: 500, msg: `No permission for: ${STATION_STATS_AUTHORITY}` });
  });
});
