/** Row caps of JSON imports (zj/0110/import took 50,000 rows): IMPORT_MAX_ROWS, default 10,000. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from './harness';
import { loadConfig } from '../../src/server/config';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t?.close());

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ remoteType: 'CAP', country: 'US', postcodeFrom: String(10000 + i) }));
const imported = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from remote_area where remote_type = 'CAP'`))[0].n;

describe('remote-area import (zj/0110/import)', () => {
  it('refuses more than 10,000 rows whole, in the caller language; 10,000 are imported', async () => {
    const over = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'en-US', body: { rows: rows(10_001) } });
    expect(over).toMatchObject({ code: 500, msg: 'At most 10000 rows can be imported at once, and this import has 10001; please import them in several parts' });
    const zh = await call(t.app, 'POST', 'zj/0110/import', { token: admin, lang: 'zh-CN', body: { rows: rows(50_000) } });
    expect(zh.msg).toBe('一次最多导入 10000 行，本次有 50000 行；请分成几批导入');
    expect(await imported()).toBe(0);
    const ok = await call(t.app, 'POST', 'zj/0110/import', { token: admin, body: { rows: rows(10_000) } });
    expect(ok.data).toEqual({ imported: 10_000 });
  }, 60_000);

  it('the cap is IMPORT_MAX_ROWS', async () => {
    const small = await createTestApp({ importMaxRows: 3 });
    try {
      const token = await login(small.app, 'admin');
      const r = await call(small.app, 'POST', 'zj/0110/import', { token, lang: 'en-US', body: { rows: rows(4) } });
      expect(r.msg).toBe('At most 3 rows can be imported at once, and this import has 4; please import them in several parts');
      expect((await call(small.app, 'POST', 'zj/0110/import', { token, body: { rows: rows(3) } })).data).toEqual({ imported: 3 });
    } finally {
      await small.close();
    }
  });
});

describe('input limits from the environment', () => {
  it('have defaults, take whole numbers above 0 and stop the start on anything else', () => {
    expect(loadConfig({})).toMatchObject({ importMaxRows: 10_000, exportsPerUser: 3, sheetMaxRows: 100_000, sheetMaxXmlBytes: 200 * 1024 * 1024 });
    expect(loadConfig({ IMPORT_MAX_ROWS: '500', EXPORTS_PER_USER: '5', SHEET_MAX_ROWS: '2000', SHEET_MAX_XML_MB: '20' })).toMatchObject({
      importMaxRows: 500,
      exportsPerUser: 5,
      sheetMaxRows: 2000,
      sheetMaxXmlBytes: 20 * 1024 * 1024,
    });
    expect(() => loadConfig({ IMPORT_MAX_ROWS: '10k' })).toThrow('IMPORT_MAX_ROWS must be a whole number above 0, not "10k"');
    expect(() => loadConfig({ SHEET_MAX_XML_MB: '0' })).toThrow('SHEET_MAX_XML_MB must be a whole number above 0');
  });
});
