/**
 * A demo database written in a later year quotes with that year's rules: a fuel rule in force,
 * a valid price table and the US West peak season (pricing-demo-dates.ts), not rules that ran
 * out in 2027.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, ok } from './harness';
import { testConfig } from './config';
import { seed } from '../../src/server/db/seed/index';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { buildApp } from '../../src/server/app';
import type { FastifyInstance } from 'fastify';

let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  await migrate(db);
  const config = testConfig({ demoDay: '2029-03-15' });
  await seed(db, config);
  app = await buildApp({ db, config });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('demo data written on 2029-03-15', () => {
  it('quotes that day with the fuel rule, the price table and the peak season in force', async () => {
    const customer = await login(app, 'customer');
    const r = ok(await call(app, 'POST', 'xx/0402/trial', { token: customer, lang: 'en-US', body: { country: 'US', postcode: '90210', weight: 1, orderTime: '2029-03-15T10:00:00+08:00' } })).data;
    const us = r.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(us.trace).toMatchObject({ fuelRate: '0.15', priceTable: expect.objectContaining({ nameZh: '美国快线 2029', name: 'US Express 2029' }) });
    expect(us.trace.fuelRule).not.toBeNull();
    expect(us.surcharges.map((s: any) => s.nameZh)).toContain('美西旺季附加费');
    // A year later the fuel rule still holds; the peak season has ended.
    const later = ok(await call(app, 'POST', 'xx/0402/trial', { token: customer, body: { country: 'US', postcode: '90210', weight: 1, orderTime: '2030-03-15T10:00:00+08:00' } })).data;
    const usLater = later.quotes.find((q: any) => q.channelCode === 'INT1001');
    expect(usLater.trace.fuelRate).toBe('0.15');
    expect(usLater.surcharges.map((s: any) => s.nameZh)).not.toContain('美西旺季附加费');
  });
});
