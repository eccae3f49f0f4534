/**
 * A button shows only to callers the server will serve: every action that calls an API
 * (request, download, print, a submit, an openScreen of an inline form that loads or submits)
 * carries the authority the route declares — its own `authority`, else the screen's
 * `permission` — unless the route is open to any logged-in caller ('login' / 'public').
 * The engine hides an action whose authority answers 0, so a mismatch is a button the
 * server refuses (or one hidden from those the server would serve).
 */
import type { Action, Api, InlineForm, Screen } from '../renderers/types.ts';
import { findRoute, grants, isOpenRoute, routeUrl, wanted, type DeclaredRoute } from './serverRoutes.ts';

interface Call { method?: string; url: string }

/** The API calls one action makes; `form` is the inline form whose buttons it sits among. */
function callsOf(a: Action, screen: Screen, form: InlineForm | undefined, formsOf: (code: string) => Screen['forms']): Call[] {
  const api = (x: Api | undefined): Call[] => (x ? [{ method: x.method, url: x.url }] : []);
  switch (a.type) {
    case 'request': return [{ method: a.method, url: a.url }];
    case 'download': return [{ url: a.url }];
    case 'print': return [{ method: a.method, url: a.url }];
    case 'submit': return api(form ? form.dataSource.submit : screen.dataSource?.submit);
    case 'openScreen': {
      if (!a.form) return [];
      const target = formsOf(a.target ?? screen.code)?.[a.form];
      return target ? [...api(target.dataSource.load), ...api(target.dataSource.submit)] : [];
    }
    default: return [];
  }
}

/** Every action of a screen with the inline form it belongs to (none: the screen's own). */
function placedActions(s: Screen): { action: Action; form?: InlineForm }[] {
  // A form screen without buttons of its own gets the engine's submit.
  const buttons = s.actions ?? (s.kind === 'form' && s.dataSource?.submit ? [{ key: 'submit', type: 'submit' } as Action] : []);
  const own = [...(s.rowActions ?? []), ...(s.toolbar?.actions ?? []), ...(s.toolbar?.bulkActions ?? []), ...buttons,
    ...(s.cards ?? []).flatMap((c) => (c.action ? [c.action] : []))];
  return [...own.map((action) => ({ action })),
    ...Object.values(s.forms ?? {}).flatMap((form) => (form.actions ?? []).map((action) => ({ action, form })))];
}

export function actionAuthorityProblems(screen: Screen, routes: DeclaredRoute[], formsOf: (code: string) => Screen['forms']): string[] {
  const problems: string[] = [];
  for (const { action, form } of placedActions(screen)) {
    const carried = action.authority ?? screen.permission ?? '(none)';
    for (const call of callsOf(action, screen, form, formsOf)) {
      const url = routeUrl(call.url);
      const route = findRoute(routes, url, call.method);
      const what = `${screen.code} action "${action.key}" calls ${call.method ?? ''}${call.method ? ' ' : ''}${url}`;
      // No route yet (a screen new-screen just wrote): nothing to hold it to.
      if (route && !isOpenRoute(route) && !grants(route, carried))
        problems.push(`${what}: the server wants ${wanted(route)}, the action carries ${carried} (add "authority": "${Array.isArray(route.authority) ? route.authority[0] : route.authority}" or call the right API)`);
    }
  }
  return [...new Set(problems)];
}
