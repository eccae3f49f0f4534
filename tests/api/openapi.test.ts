import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loadRoutes } from '../../src/server/app';
import { authorityText } from '../../src/server/platform/route';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

describe('OpenAPI at /docs', () => {
  it('lists every route of the app with its summary and authority', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const routes = await loadRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const { route } of routes) {
      const op = doc.paths[`/${route.url}`]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(op.summary, route.url).toBe(route.summary);
      expect(op.description, route.url).toBe(`authority: ${authorityText(route.authority)}`);
      expect(op.security, route.url).toEqual(route.authority === 'public' ? [] : [{ authToken: [] }]);
    }
    expect(missing).toEqual([]);
  });

  it('has a summary for every route and an input schema (body or query) for every POST and PUT', async () => {
    const problems: string[] = [];
    for (const { route } of await loadRoutes()) {
      const key = `${route.method} ${route.url}`;
      if (!route.summary?.trim()) problems.push(`${key}: no summary`);
      if ((route.method === 'POST' || route.method === 'PUT') && !route.body && !route.querystring && !route.raw && !route.options?.bodyLimit)
        problems.push(`${key}: no body or query schema`);
    }
    expect(problems).toEqual([]);
  });

  it('has a response schema for every accounts and permissions route', async () => {
    const ours = /^(mn\/0101\/(login|logout|user\/|pwd\/)|mn\/0000\/(site|getLogoBytes|authority)|mn\/0501\/notice\/|xt\/0101\/menu\/|dd\/0205\/customer\/)/;
    const missing = (await loadRoutes())
      .filter(({ route }) => ours.test(route.url) && !route.raw && !route.response)
      .map(({ route }) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('documents the accounts routes with their request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const login = doc.paths['/mn/0101/login'].post;
    expect(login.requestBody).toBeTruthy();
    expect(login.security).toEqual([]);
    expect(JSON.stringify(login.responses)).toContain('token');
    expect(JSON.stringify(doc.paths['/xt/0101/menu/list'].get.responses)).toContain('subMenuList');
    expect(JSON.stringify(doc.paths['/mn/0101/user/info'].get.responses)).toContain('cwSsubordinates');
    // Save bodies derived from a screen's form are documented like hand-written ones.
    const customerSave = JSON.stringify(doc.paths['/zj/0101/save'].post.requestBody);
    for (const field of ['loginid', 'contactName', 'creditLimit', 'salesId']) expect(customerSave).toContain(`"${field}"`);
    expect(JSON.stringify(doc.paths['/xt/0105/member/save'].post.requestBody)).toContain('"userIds"');
  });
});
