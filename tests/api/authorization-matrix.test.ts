/**
 * The authorization matrix: every demo role against every route that names an authority URL.
 *
 * Expected: a role is let through a route exactly when SCREENS.md gives it a screen whose page or
 * function point the route's authority names. Pages are read from the screen catalogue
 * (src/domain/screens/catalog.ts, which catalog.test.ts holds to SCREENS.md); a function point
 * (`zj/0101/freeze`) belongs to one screen (its `screen_code`) and goes with that screen's roles,
 * unless SCREENS.md narrows it: those are the named exceptions below, each with its reason.
 *
 * Each call is harmless: a GET without its query, a POST with `{}`. The guard checks the
 * authority before the body or query is validated, so a refused role gets `auth.forbidden` and a
 * granted one gets past it (mostly to a validation message), and nothing is written.
 * Routes open to anybody ('public') or to any session ('login') grant nothing by role and are
 * left out. Function points no route names are field-level (`x-authority` on a form field, checked
 * by the save route: ZJ0101_02's `zj/0101/edit`): they are held to the same expectation through
 * `mn/0000/authority`, the question the form asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fieldAuthorityUrls } from '../../renderers/authority';
import { createTestApp, login, type TestApp } from './harness';
import { loadRoutes } from '../../src/server/app';
import { authorityText, authorityUrls, type RouteDef } from '../../src/server/platform/route';
import { ROLE_CODES, screenByCode, screenByUrl, type RoleCode } from '../../src/domain/screens/catalog';

/** Demo accounts, one per role (password Demo@2026). */
const LOGINS: Record<RoleCode, string> = {
  admin: 'admin', manager: 'manager', sales: 'sales', kf: 'kf', finance: 'finance', ops: 'ops', dealer: 'dealer', customer: 'customer',
};

interface Exception {
  /** The roles that hold the function point, where SCREENS.md narrows its screen's roles. */
  roles: RoleCode[];
  reason: string;
}

/**
 * Function points held by fewer roles than their screen, and why (SCREENS.md leaves the split of
 * a screen's buttons between its roles mostly unsaid; these are the decisions, read from its rows
 * and from §11's trees).
 */
const FUNCTION_POINT_EXCEPTIONS: Record<string, Exception> = {
  'zj/0101/freeze': {
    roles: ['finance', 'manager', 'admin'],
    reason:
      'ZJ0101_01 is open to XS/KF "(scoped)" and DL "(own sub-customers)" to look; freezing (S07a) is a credit decision: ' +
      "finance's tree gives it ZJ0101_01 \"(limits, accounts)\", the manager approves",
  },
  'zj/0101/lock': {
    roles: ['manager', 'admin'],
    reason: 'locking a login (S07b) and resetting its password are account administration: the manager\'s "People", not XS/KF/CW/DL',
  },
  'zj/0101/resetpwd': {
    roles: ['manager', 'admin'],
    reason: 'same as zj/0101/lock: account administration, not the scoped look XS/KF/DL have at ZJ0101_01',
  },
  'zj/0101/edit': {
    roles: ['manager', 'admin'],
    reason: 'ZJ0101_02 gives CW "(limits)" only: finance edits credit and overdraft limits, everything else on the form needs this point',
  },
  'xx/0202/edit': {
    roles: ['customer', 'sales', 'kf', 'admin', 'dealer'],
    reason: 'XX0202_01..03 are C, XS, KF, DL (add, edit, delete, set default); the manager has the books from the XS and KF trees, "read-only where those roles write" (§11)',
  },
  'zj/0201/edit': {
    roles: ['admin'],
    reason: 'ZJ0201_01 is AD, MG: the manager\'s configuration is "read and approve" (§11), so adding, editing and deleting suppliers and switching them between operating and outage (S07c) is the administrator\'s',
  },
  'zj/0701/edit': {
    roles: ['kf', 'admin'],
    reason: 'ZJ0701_01 is AD, KF (add, edit, delete, set default); the manager has it from the KF tree, "read-only where those roles write" (§11)',
  },
  'dd/0210/approve': {
    roles: ['kf', 'manager', 'admin'],
    reason: 'DD0210_01 is "C (apply), KF, MG (approve)": customers (and dealers, who hold the page as customers do) apply; deciding a request is customer service\'s and the manager\'s',
  },
  'xx/0701/decide': {
    roles: ['customer', 'admin'],
    reason:
      'XX0701_01 is C, XS: the customer grants, renews and revokes valet-order authorizations and decides the proxy ' +
      'applications (S11, S06a); the sales member only looks (it asks in XX0702_01); MG and DL have the page from §11\'s trees to look',
  },
  'zj/0110/edit': {
    roles: ['kf', 'admin'],
    reason: 'ZJ0110_01 is AD, KF (import, check); the manager has it from the KF tree, "read-only where those roles write" (§11)',
  },
};

interface Cell {
  role: RoleCode;
  route: string;
  authority: string;
  expected: 'granted' | 'refused';
  got: 'granted' | 'refused';
  answer: string;
}

/** Field-level authority URLs: every `x-authority` of every screen's form and inline forms. */
function fieldPoints(): string[] {
  const dir = path.join(import.meta.dirname, '../../schemas');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /[A-Z]{2}\d{4}_\d{2}\.json$/.test(f));
  const urls = files.flatMap((f) => {
    const screen = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { schema?: unknown; forms?: Record<string, { schema?: unknown }> };
    return [screen.schema, ...Object.values(screen.forms ?? {}).map((x) => x.schema)].flatMap(fieldAuthorityUrls);
  });
  return [...new Set(urls)].sort();
}

let t: TestApp;
let routes: RouteDef[];
let pointScreens: Map<string, string>;
const tokens = new Map<RoleCode, string>();

beforeAll(async () => {
  t = await createTestApp();
  routes = (await loadRoutes()).map((r) => r.route).filter((r) => authorityUrls(r.authority).length > 0);
  pointScreens = new Map(
    (await t.db.query<{ url: string; screen_code: string | null }>(`select url, screen_code from authority`)).map((a) => [a.url, a.screen_code ?? '']),
  );
  for (const role of ROLE_CODES) tokens.set(role, await login(t.app, LOGINS[role]));
}, 120_000);
afterAll(() => t.close());

/** The roles SCREENS.md lets through one authority URL. */
function rolesOf(url: string): RoleCode[] {
  if (url.endsWith('.html')) {
    const screen = screenByUrl(url);
    if (!screen) throw new Error(`${url}: no screen in the catalogue has this page`);
    return screen.roles;
  }
  const exception = FUNCTION_POINT_EXCEPTIONS[url];
  if (exception) return exception.roles;
  const code = pointScreens.get(url);
  if (code === undefined) throw new Error(`${url}: not a function point (no row in authority)`);
  const screen = screenByCode(code);
  if (!screen) throw new Error(`${url}: function point of ${code || 'no screen'}, which the catalogue lacks`);
  return screen.roles;
}

const FORBIDDEN = /^No permission for: /;

/** A harmless call: GET without a query, POST with an empty body. */
async function probe(route: RouteDef, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: `/${route.url}`,
    headers: { authToken: token, 'accept-language': 'en-US' },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

/** What a probe answered: the envelope, or nothing for a file or a stream (let through). */
function envelopeOf(res: LightMyRequestResponse): { code: number; msg: string } | undefined {
  return /json/.test(String(res.headers['content-type'] ?? '')) ? (res.json() as { code: number; msg: string }) : undefined;
}

/** Whether the guard refused the probe; its refusal names the route's own authority, nothing else. */
function refused(route: RouteDef, answer: { code: number; msg: string } | undefined): boolean {
  if (!answer || answer.code !== 500 || !FORBIDDEN.test(answer.msg)) return false;
  expect(answer.msg, `${route.method} ${route.url}`).toBe(`No permission for: ${authorityText(route.authority)}`);
  return true;
}

const table = (cells: Cell[]) =>
  cells
    .map((c) => `${c.role.padEnd(8)} ${c.route.padEnd(36)} expected ${c.expected.padEnd(7)} got ${c.got.padEnd(7)} (${c.authority}) ${c.answer}`)
    .join('\n');

describe('authorization matrix (roles × routes, as SCREENS.md grants them)', () => {
  it('lets each demo role through exactly the routes of its screens and function points', async () => {
    const cells: Cell[] = [];
    for (const role of ROLE_CODES) {
      const token = tokens.get(role)!;
      for (const route of routes) {
        const urls = authorityUrls(route.authority);
        const expected = urls.some((u) => rolesOf(u).includes(role)) ? 'granted' : 'refused';
        const res = await probe(route, token);
        const answer = envelopeOf(res);
        cells.push({
          role, route: `${route.method} ${route.url}`, authority: authorityText(route.authority), expected,
          got: refused(route, answer) ? 'refused' : 'granted', answer: answer ? `${answer.code} ${answer.msg}` : `(${res.headers['content-type']})`,
        });
      }
    }
    const wrong = cells.filter((c) => c.expected !== c.got);
    expect(wrong.length, `roles × routes differing from SCREENS.md:\n${table(wrong)}`).toBe(0);
    // Harmless: every write let through stopped at its body's validation, so nothing was written.
    const wrote = cells.filter((c) => c.route.startsWith('POST') && c.got === 'granted' && !/^500 Invalid request: /.test(c.answer));
    expect(wrote.length, `POST probes that got past validation (give them a body that fails it):\n${table(wrote)}`).toBe(0);
    // Every role is refused somewhere and let through somewhere, so the matrix cannot pass vacuously.
    for (const role of ROLE_CODES.filter((r) => r !== 'admin')) {
      expect(cells.some((c) => c.role === role && c.got === 'refused'), role).toBe(true);
      expect(cells.some((c) => c.role === role && c.got === 'granted'), role).toBe(true);
    }
    expect(cells.filter((c) => c.role === 'admin').every((c) => c.got === 'granted')).toBe(true);
  }, 300_000);

  it('grants field-level function points (x-authority) as SCREENS.md gives them', async () => {
    const fields = fieldPoints().filter((url) => !routes.some((r) => authorityUrls(r.authority).includes(url)));
    expect(fields).toContain('zj/0101/edit');
    const cells: Cell[] = [];
    for (const role of ROLE_CODES) {
      const r = await t.app.inject({ method: 'GET', url: '/mn/0000/authority', query: { url: fields }, headers: { authToken: tokens.get(role)! } });
      const answer = fields.length === 1 ? { [fields[0]]: r.json().data } : (r.json().data as Record<string, number>);
      for (const url of fields) {
        const expected = rolesOf(url).includes(role) ? 'granted' : 'refused';
        const got = answer[url] === 1 ? 'granted' : 'refused';
        cells.push({ role, route: '(field) mn/0000/authority', authority: url, expected, got, answer: String(answer[url]) });
      }
    }
    const wrong = cells.filter((c) => c.expected !== c.got);
    expect(wrong.length, `field-level grants differing from SCREENS.md:\n${table(wrong)}`).toBe(0);
  });

  it('names only exceptions that narrow a real function point of a screen, named by a route or a form field', () => {
    const fields = fieldPoints();
    for (const [url, e] of Object.entries(FUNCTION_POINT_EXCEPTIONS)) {
      const screen = screenByCode(pointScreens.get(url) ?? '');
      expect(screen, url).toBeDefined();
      expect(e.roles, url).toContain('admin');
      for (const r of e.roles) expect(screen!.roles, `${url}: ${r} is not a role of ${screen!.code}`).toContain(r);
      expect(e.roles.length, `${url} is no exception: it has all of ${screen!.code}'s roles`).toBeLessThan(screen!.roles.length);
      const named = routes.some((r) => authorityUrls(r.authority).includes(url)) || fields.includes(url);
      expect(named, `${url}: no route and no form field names it`).toBe(true);
    }
  });

  it('checks the authority before the body: a refused caller learns nothing about the body rules', async () => {
    const customer = tokens.get('customer')!;
    const save = routes.find((r) => r.url === 'zj/0601/save')!;
    const refused = (await probe(save, customer)).json();
    expect(refused).toMatchObject({ code: 500, msg: 'No permission for: zj/0601/01.html, zj/0601/02.html' });
    const granted = (await probe(save, tokens.get('admin')!)).json();
    expect(granted.code).toBe(500);
    expect(granted.msg).toMatch(/^Invalid request: /);
  });
});
