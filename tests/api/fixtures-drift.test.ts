/**
 * Storybook and the ui tests show screens from recorded fixtures (tests/fixtures/screens/*.json):
 * each recorded answer must still have the shape the server sends (scripts/record-fixtures.ts
 * asks the same questions and re-records a drifting entry), so a field renamed on the server turns
 * this red instead of leaving the stories green.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFixture, fixtureCodes, readFixture, shapeDrift } from '../../scripts/record-fixtures';
import { createTestApp, login, type TestApp } from './harness';

let t: TestApp;
const sessions = new Map<string, Promise<string>>();
const tokens = (loginid: string) => sessions.get(loginid) ?? sessions.set(loginid, login(t.app, loginid)).get(loginid)!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A screen that asks nothing when it opens (MN0201_02, a form without a load) records no answer,
// so it has nothing to drift; tests/unit/fixtures.test.ts holds every fixture to its opening requests.
const recording = fixtureCodes().filter((code) => Object.values(readFixture(code).requests ?? {}).some((v) => v !== null));

describe('recorded screen fixtures have the server\'s shape', () => {
  it.each(recording)('%s', { timeout: 60_000 }, async (code) => {
    const { entries } = await checkFixture(t.app, code, tokens);
    expect(entries.length).toBeGreaterThan(0);
    expect(Object.fromEntries(entries.map((e) => [e.key, e.drift]))).toEqual(Object.fromEntries(entries.map((e) => [e.key, []])));
  });
});

describe('shape drift', () => {
  it('names recorded keys the server does not send and values of another type, row keys of lists included', () => {
    const live = { list: [{ id: 1, name: 'a', note: null }, { id: 2, name: 'b', note: 'x', extra: true }], total: 2 };
    expect(shapeDrift({ list: [{ id: 1, name: 'a', note: 'y', extra: false }], total: 1 }, live)).toEqual([]);
    expect(shapeDrift({ list: [{ id: '1', title: 'a' }], total: 1, page: 1 }, live)).toEqual([
      '$.list[].id: recorded string, the server sends number',
      '$.list[].title: the server does not send it',
      '$.page: the server does not send it',
    ]);
    expect(shapeDrift({ list: { id: 1 } }, live)).toEqual(['$.list: recorded object, the server sends array']);
    // A time without its zone where the server sends an instant shows another clock on screen.
    expect(shapeDrift({ at: '2026-11-20 10:00:00', day: '2026-11-20' }, { at: '2026-11-20T02:00:00.000Z', day: '2026-11-21' })).toEqual([
      '$.at: recorded time without zone, the server sends instant',
    ]);
    expect(shapeDrift({ at: '2026-11-20T02:00:00Z' }, { at: '2026-11-21T03:00:00.000+08:00' })).toEqual([]);
    // null fits any type; an empty live list cannot contradict the recorded rows.
    expect(shapeDrift({ list: null, total: 0 }, { list: [], total: 0 })).toEqual([]);
    expect(shapeDrift({ list: [{ anything: 1 }] }, { list: [] })).toEqual([]);
  });
});
