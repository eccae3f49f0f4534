/** wl/0109/list: the operations behind the station badges (WL0109_01). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';

let t: TestApp;
let ops: string;
let admin: string;
let stations: Map<string, number>;

/** Scans on days before the demo month (2020), so date-filtered queries see only these. */
async function scan(station: string, type: string, packageNo: string, shanghaiTime: string) {
  await t.db.query(
    `insert into station_operation (station_id, package_no, operation_type, operated_at, operator_name)
     values ($1, $2, $3, $4::timestamp at time zone 'Asia/Shanghai', 'tester')`,
    [stations.get(station), packageNo, type, shanghaiTime],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ops = await login(t.app, 'ops'); // staff of SZX, no view-all
  admin = await login(t.app, 'admin');
  stations = new Map((await t.db.query<{ code: string; id: number }>(`select code, id from station`)).map((r) => [r.code, r.id]));
  await scan('SZX', 'B05', 'PKG-A1', '2020-03-10 08:00');
  await scan('SZX', 'B05', 'PKG-A2', '2020-03-10 23:59');
  await scan('SZX', 'B07', 'PKG-A1', '2020-03-11 00:00');
  await scan('SZX', 'B05', 'PKG_%9', '2020-03-12 10:00');
  await scan('SHA', 'B05', 'PKG-S1', '2020-03-10 09:00');
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query: Record<string, string | number>, lang?: 'zh-CN' | 'en-US') =>
  call(t.app, 'GET', 'wl/0109/list', { token, query, lang });
const march = { dateFrom: '2020-03-01', dateTo: '2020-03-31' };

describe('station operation list', () => {
  it("lists the caller's station only, newest first, one operation type when asked", async () => {
    const r = await list(ops, { ...march, operationType: 'B05' });
    expect(r.code).toBe(0);
    expect(r.data.total).toBe(3);
    expect(r.data.list.map((x: { packageNo: string }) => x.packageNo)).toEqual(['PKG_%9', 'PKG-A2', 'PKG-A1']);
    expect(r.data.list[1]).toMatchObject({ operationType: 'B05', stationId: stations.get('SZX'), stationCode: 'SZX',
      // 2020-03-10 23:59 in Shanghai, answered as the instant.
      operatedAt: '2020-03-10T15:59:00.000Z', operatorName: 'tester' });
    const all = await list(ops, march);
    expect(all.data.total).toBe(4);
  });

  it('pages with current/pageSize in a stable order', async () => {
    const first = await list(ops, { ...march, pageSize: 2, current: 1 });
    const second = await list(ops, { ...march, pageSize: 2, current: 2 });
    expect(first.data.total).toBe(4);
    const ids = [...first.data.list, ...second.data.list].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('filters by a package number prefix taken literally, and by China dates', async () => {
    expect((await list(ops, { ...march, packageNo: 'PKG-A1' })).data.total).toBe(2);
    // '_' and '%' are characters of the number, not wildcards.
    const literal = await list(ops, { ...march, packageNo: 'PKG_%' });
    expect(literal.data.list.map((x: { packageNo: string }) => x.packageNo)).toEqual(['PKG_%9']);
    // 2020-03-10 23:59 Shanghai is the 10th; 2020-03-11 00:00 is the 11th.
    const tenth = await list(ops, { dateFrom: '2020-03-10', dateTo: '2020-03-10' });
    expect(tenth.data.list.map((x: { packageNo: string }) => x.packageNo)).toEqual(['PKG-A2', 'PKG-A1']);
  });

  it("refuses another station's rows without view-all; view-all names any station and defaults to its own", async () => {
    const zh = await list(ops, { ...march, stationId: stations.get('SHA')! }, 'zh-CN');
    expect(zh.code).toBe(500);
    expect(zh.msg).toBe('没有权限查看其他站点的数据');
    const sha = await list(admin, { ...march, stationId: stations.get('SHA')!, operationType: 'B05' });
    expect(sha.data.list.map((x: { packageNo: string }) => x.packageNo)).toEqual(['PKG-S1']);
    const szx = await list(admin, { ...march, stationId: stations.get('SZX')!, operationType: 'B05' });
    expect(szx.data.total).toBe(3);
    const [{ station_id: own }] = await t.db.query<{ station_id: number }>(`select station_id from app_user where loginid = 'admin'`);
    const mine = await list(admin, { ...march, operationType: 'B05' });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.list.every((x: { stationId: number }) => x.stationId === own)).toBe(true);
  });

  it('refuses a date range over 3 months in the caller\'s language', async () => {
    const query = { dateFrom: '2020-01-01', dateTo: '2020-04-02' };
    const zh = await list(ops, query, 'zh-CN');
    expect(zh.code).toBe(500);
    expect(zh.msg).toBe('查询时间范围不能超过 3 个月');
    const en = await list(ops, query, 'en-US');
    expect(en.msg).toBe('The date range cannot be longer than 3 months');
    expect((await list(ops, { dateFrom: '2020-01-01', dateTo: '2020-04-01' })).code).toBe(0);
  });

  it('refuses callers without the statistics page and unknown operation types', async () => {
    expect((await list(await login(t.app, 'customer'), march)).code).toBe(500);
    expect((await list(ops, { operationType: 'B10' })).code).toBe(500);
  });

  it("offers the caller's own station as the only option; view-all gets every station", async () => {
    const own = await call(t.app, 'GET', 'wl/0109/station/options', { token: ops, lang: 'en-US' });
    expect(own.data.list).toEqual([{ value: stations.get('SZX'), label: expect.stringMatching(/^SZX /) }]);
    const every = await call(t.app, 'GET', 'wl/0109/station/options', { token: admin });
    expect(every.data.list.length).toBe(stations.size);
  });
});
