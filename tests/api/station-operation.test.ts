/** wl/0109/select/count: the station badges (SH2) and WL0109_01's counts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let ops: string;
let admin: string;
let stations: Map<string, number>;

/** Scans at a given Shanghai wall-clock time, on a day far from the demo month. */
async function scan(station: string, type: string, shanghaiTime: string, n = 1) {
  for (let i = 0; i < n; i++) {
    await t.db.query(
      `insert into station_operation (station_id, package_no, operation_type, operated_at)
       values ($1, $2, $3, $4::timestamp at time zone 'Asia/Shanghai')`,
      [stations.get(station), `T${station}${type}${i}`, type, shanghaiTime],
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ops = await login(t.app, 'ops');
  admin = await login(t.app, 'admin');
  stations = new Map((await t.db.query<{ code: string; id: number }>(`select code, id from station`)).map((r) => [r.code, r.id]));
  await scan('SZX', 'B04', '2020-03-10 08:00', 2);
  await scan('SZX', 'B08', '2020-03-10 23:59');
  await scan('SZX', 'B04', '2020-03-09 23:59'); // Monday of the same week, the day before
  await scan('SZX', 'B09', '2020-03-31 12:00'); // same month, next week
  await scan('SHA', 'B04', '2020-03-10 09:00', 5);
});
afterAll(async () => {
  await t?.close();
});

const count = (token: string, query: Record<string, string | number>) => call(t.app, 'GET', 'wl/0109/select/count', { token, query });

describe('station operation counts', () => {
  it("counts the caller's station per type over a Shanghai calendar day", async () => {
    const r = await count(ops, { dateFrom: '2020-03-10' });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ B04: 2, B05: 0, B06: 0, B07: 0, B08: 1, B09: 0, stationId: stations.get('SZX') });
    expect(r.data).toMatchObject({ dateFrom: '2020-03-10', dateTo: '2020-03-10', dateUtil: 'day' });
  });

  it('widens to the week (from Monday) and the month', async () => {
    const week = await count(ops, { dateFrom: '2020-03-10', dateUtil: 'week' });
    expect(week.data).toMatchObject({ B04: 3, B08: 1, B09: 0, dateFrom: '2020-03-09', dateTo: '2020-03-15' });
    const month = await count(ops, { dateFrom: '2020-03-10', dateUtil: 'month' });
    expect(month.data).toMatchObject({ B04: 3, B08: 1, B09: 1, dateFrom: '2020-03-01', dateTo: '2020-03-31' });
  });

  it('answers one type when operationType is given', async () => {
    const r = await count(ops, { dateFrom: '2020-03-10', operationType: 'B04' });
    expect(r.data.B04).toBe(2);
    expect(r.data).not.toHaveProperty('B08');
  });

  it('counts today from the demo scans when no date is given (what the badges show)', async () => {
    const r = await count(ops, {});
    expect(r.code).toBe(0);
    for (const type of ['B04', 'B05', 'B06', 'B07', 'B08', 'B09']) expect(r.data[type]).toBeGreaterThan(0);
  });

  it("refuses another station's counts without view-all, in the caller's language", async () => {
    const zh = await call(t.app, 'GET', 'wl/0109/select/count', { token: ops, lang: 'zh-CN', query: { stationId: stations.get('SHA')! } });
    expect(zh.code).toBe(500);
    expect(zh.msg).toBe('没有权限查看其他站点的数据');
    const en = await call(t.app, 'GET', 'wl/0109/select/count', { token: ops, lang: 'en-US', query: { stationId: stations.get('SHA')! } });
    expect(en.msg).toBe("No permission for another station's data");
  });

  it('lets view-all staff name any station', async () => {
    const r = await count(admin, { stationId: stations.get('SHA')!, dateFrom: '2020-03-10' });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ B04: 5, B08: 0, stationId: stations.get('SHA') });
    const szx = await count(admin, { stationId: stations.get('SZX')!, dateFrom: '2020-03-10' });
    expect(szx.data).toMatchObject({ B04: 2, B08: 1 });
  });

  it('refuses callers without the statistics page, and anonymous ones', async () => {
    for (const loginid of ['customer', 'kf']) {
      const r = await count(await login(t.app, loginid), {});
      expect(r.code, loginid).toBe(500);
      expect(r.data).toBeNull();
    }
    const anonymous = await call(t.app, 'GET', 'wl/0109/select/count');
    expect(anonymous.code).not.toBe(0);
  });

  it('refuses a bad period or type', async () => {
    expect((await count(ops, { dateUtil: 'year' })).code).toBe(500);
    expect((await count(ops, { operationType: 'B10' })).code).toBe(500);
    expect((await count(ops, { dateFrom: '2020-02-31' })).code).toBe(500);
  });
});
