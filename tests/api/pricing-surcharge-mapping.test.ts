/** The surcharge mapping (ZJ0104_03) applied when a route's surcharge item is saved (zj/0103/surcharge/save). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, ok, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());


describe('surcharge names follow the mapping of the route\'s channel', () => {
  it('stores a mapped channel name under its system name, leaves others as typed, and follows a new mapping', async () => {
    const route = ok(await call(t.app, 'POST', 'zj/0103/save', {
      token: admin,
      body: {
        code: 'MAP-T', nameZh: '映射测试线', nameEn: 'Mapping test', routeType: 'express', channelCode: 'INT1001', transferMethod: 'manual',
        weightRule: 'per_shipment', volumetricDivisor: '5000', minChargeableWeight: '1', weightStep: '0.5', currency: 'RMB', transitDaysMin: 3, transitDaysMax: 5, status: 'enabled',
      },
    })).data;
    const save = (body: Record<string, unknown>) => call(t.app, 'POST', 'zj/0103/surcharge/save', { token: admin, body: { routeId: route.id, kind: 'fixed', value: '5', ...body } });

    // The seed maps INT1001 "Handling Fee" to 操作费.
    const mapped = ok(await save({ name: ' Handling Fee ' })).data;
    expect(mapped.name).toBe('操作费');
    const other = ok(await save({ name: 'Signature Fee' })).data;
    expect(other.name).toBe('Signature Fee');

    // A mapping added later applies to the next save of that item.
    ok(await call(t.app, 'POST', 'zj/0104/mapping/save', { token: admin, body: { channel: 'INT1001', channelName: 'Signature Fee', systemName: '签名费' } }));
    expect(ok(await save({ id: other.id, name: 'Signature Fee' })).data.name).toBe('签名费');

    // Another channel's mapping does not apply.
    const stored = ok(await save({ name: 'Customs Clearance' })).data;
    expect(stored.name).toBe('Customs Clearance');
    const list = ok(await call(t.app, 'GET', 'zj/0103/surcharge/list', { token: admin, query: { routeId: route.id } })).data;
    expect(list.list.map((s: { name: string }) => s.name).sort()).toEqual(['Customs Clearance', '操作费', '签名费']);
  });
});

describe('the mapping names a surcharge in both languages', () => {
  it('a mapped item takes the English system name unless it gives its own; the list shows each reader theirs', async () => {
    const route = ok(await call(t.app, 'GET', 'zj/0103/list', { token: admin, query: { keyword: 'US-EXP' } })).data.list[0];
    const save = (body: Record<string, unknown>) => call(t.app, 'POST', 'zj/0103/surcharge/save', { token: admin, lang: 'en-US', body: { routeId: route.id, kind: 'fixed', value: '1', ...body } });
    // The seed maps INT1001 "Handling Fee" to 操作费 / Handling fee.
    const mapped = ok(await save({ name: 'Handling Fee' })).data;
    expect(mapped).toMatchObject({ name: '操作费', nameEn: 'Handling fee' });
    const own = ok(await save({ name: 'Handling Fee', nameEn: 'Operation fee' })).data;
    expect(own).toMatchObject({ name: '操作费', nameEn: 'Operation fee' });
    const rows = async (lang: 'zh-CN' | 'en-US') =>
      ok(await call(t.app, 'GET', 'zj/0103/surcharge/list', { token: admin, lang, query: { routeId: route.id, pageSize: 100 } })).data.list as { id: number; name: string }[];
    expect((await rows('en-US')).find((r) => r.id === own.id)?.name).toBe('Operation fee');
    expect((await rows('zh-CN')).find((r) => r.id === own.id)?.name).toBe('操作费');
    // System names are the product's vocabulary: on a channel without mappings 操作费 is still "Handling fee".
    const jp = ok(await call(t.app, 'GET', 'zj/0103/list', { token: admin, query: { keyword: 'JP-EXP' } })).data.list[0];
    const other = ok(await call(t.app, 'POST', 'zj/0103/surcharge/save', { token: admin, body: { routeId: jp.id, name: '操作费', kind: 'fixed', value: '1' } })).data;
    expect(other).toMatchObject({ name: '操作费', nameEn: 'Handling fee' });
  });
});
