import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { Ajv2020 } from 'ajv/dist/2020.js';
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

  it('is valid OpenAPI 3.1 (swagger-parser), every schema valid JSON Schema 2020-12', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place: give it its own copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    // The OpenAPI schema only asks a Schema Object to be an object: hold each to the 2020-12 meta-schema.
    const ajv = new Ajv2020({ strict: false });
    const problems: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, Operation & { parameters?: { schema: object }[] }>)) {
        const schemas = [
          ...(op.parameters ?? []).map((p) => p.schema),
          ...Object.values((op.requestBody as { content?: Record<string, { schema: object }> })?.content ?? {}).map((m) => m.schema),
          ...Object.values((op.responses ?? {}) as Record<string, { content?: Record<string, { schema: object }> }>).flatMap((r) => Object.values(r.content ?? {}).map((m) => m.schema)),
        ];
        for (const schema of schemas) if (!ajv.validateSchema(schema)) problems.push(`${method} ${url}: ${ajv.errorsText(ajv.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that compiles and types the bodies as the routes take them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cbl-openapi-'));
    try {
      // .ts rather than .d.ts: skipLibCheck then skips the standard library only, never the client.
      fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc)));
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        [
          `import type { paths } from './api';`,
          `type Body<P extends keyof paths> = paths[P]['post'] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;`,
          `export const login: Body<'/mn/0101/login'> = { loginid: 'admin', password: 'Demo@2026' };`,
          `// @ts-expect-error a login ID is text`,
          `export const badLogin: Body<'/mn/0101/login'> = { loginid: 1, password: 'x' };`,
          `type Query = NonNullable<paths['/zj/0601/list']['get']['parameters']['query']>;`,
          `export const page: Query = { current: 2, pageSize: 20, keyword: 'a' };`,
          `type Data = paths['/mn/0101/login']['post']['responses'][200]['content']['application/json']['data'];`,
          `export const token = (d: Data): string | undefined => d?.token;`,
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], { strict: true, noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts'], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('holds every number of every request to a maximum and a minimum, and every text to refuse NUL', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation & { parameters?: { name: string; schema: unknown }[] }>> };
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) unbounded(p.schema, `${where} ?${p.name}`, problems);
        const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
        for (const media of Object.values(body ?? {})) unbounded(media.schema, `${where} body`, problems);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Numbers without both bounds and texts that take NUL, anywhere in a request schema. */
function unbounded(schema: unknown, where: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type];
  const enumerated = s.enum !== undefined || s.const !== undefined;
  if (!enumerated && (types.includes('integer') || types.includes('number'))) {
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) out.push(`${where}: no maximum`);
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) out.push(`${where}: no minimum`);
  }
  if (!enumerated && types.includes('string') && s['x-no-nul'] !== true) out.push(`${where}: text takes NUL`);
  for (const [key, value] of Object.entries(s)) {
    if (key === 'not' || key === 'if' || key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) unbounded(sub, `${where}.${name}`, out);
    } else if (Array.isArray(value)) value.forEach((sub) => unbounded(sub, `${where}`, out));
    else if (typeof value === 'object') unbounded(value, `${where}${key === 'items' ? '[]' : ''}`, out);
  }
}
