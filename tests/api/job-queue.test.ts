/**
 * The job queue's claim (platform/jobs/queue.ts claimJob) on the real database, PGlite or
 * PostgreSQL (TEST_DATABASE_URL): turns between owners, and several workers claiming at once
 * never get the same job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { claimJob, enqueueJob, registerJob } from '../../src/server/platform/jobs/queue';

let t: TestApp;
const KIND = 'test.turns';
registerJob(KIND, async () => {});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const finish = (id: number) => t.db.query(`update job set status = 'done', finished_at = now(), locked_until = null where id = $1`, [id]);

describe('claiming jobs', () => {
  it('takes turns between owners: the oldest job of the owner whose last job started longest ago', async () => {
    const [u1, u2] = [101, 102];
    const a1 = await enqueueJob(t.db, KIND, { n: 'a1' }, { ownerId: u1 });
    const a2 = await enqueueJob(t.db, KIND, { n: 'a2' }, { ownerId: u1 });
    const a3 = await enqueueJob(t.db, KIND, { n: 'a3' }, { ownerId: u1 });
    const b1 = await enqueueJob(t.db, KIND, { n: 'b1' }, { ownerId: u2 });
    const sys = await enqueueJob(t.db, KIND, { n: 'system' });
    const order: number[] = [];
    for (let job = await claimJob(t.db, 'w1'); job; job = await claimJob(t.db, 'w1')) {
      order.push(job.id);
      await finish(job.id);
    }
    expect(order).toEqual([a1, b1, sys, a2, a3]);
    // An owner who just had a turn waits for the others again.
    const a4 = await enqueueJob(t.db, KIND, { n: 'a4' }, { ownerId: u1 });
    const b2 = await enqueueJob(t.db, KIND, { n: 'b2' }, { ownerId: u2 });
    expect((await claimJob(t.db, 'w1'))?.id).toBe(b2);
    expect((await claimJob(t.db, 'w1'))?.id).toBe(a4);
  });

  it('eight workers claiming at once never take the same job, and every job is taken', async () => {
    await t.db.query(`update job set status = 'done' where kind = $1`, [KIND]);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueueJob(t.db, KIND, { i }, { ownerId: 200 + (i % 5) }));
    const claimed: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let job = await claimJob(t.db, `w${w}`); job; job = await claimJob(t.db, `w${w}`)) {
          claimed.push(job.id);
          await finish(job.id);
        }
      }),
    );
    expect(claimed.length).toBe(ids.length);
    expect(new Set(claimed)).toEqual(new Set(ids));
    const rows = await t.db.query<{ n: number }>(`select count(*)::int as n from job where id = any($1::bigint[]) and attempts = 1 and status = 'done'`, [ids]);
    expect(rows[0].n).toBe(ids.length);
  });
});
