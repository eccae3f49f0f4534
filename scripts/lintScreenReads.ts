/**
 * What a screen calls by itself, held to the server like its buttons (lintActionAuthority.ts):
 * its dataSource entries, remote options (`optionsSource`, `x-options-source`) and the API calls
 * its hooks file makes must be server routes, and the authority that opens them must be the one
 * the route declares (unless it is open to any logged-in caller). Who opens what:
 * - the screen's dataSource, options of its columns and form, its components and transforms:
 *   the screen's `permission` (the engine only shows a screen its menu url grants), or the
 *   entry's own `authority` (a dashboard loads such an entry only when it is granted);
 * - an inline form's options: the authority of each action that opens the form; its own dataSource
 *   (load, submit) must be routes in their method, and the actions that open it carry their
 *   authority (lintActionAuthority.ts);
 * - a hook function's calls: the authority of each hook action that reaches it and of each
 *   opener of an inline form whose component reaches it, else the screen's permission.
 */
import type { Action, Api, Screen } from '../renderers/types.ts';
import { reachable, type HookSource } from './hookSource.ts';
import { actionsOf, columnsOf, schemaNodes } from './screenParts.ts';
import { findRoute, grants, isOpenRoute, routeUrl, wanted, type DeclaredRoute } from './serverRoutes.ts';

/** `prefix`: the url only starts so (built at run time): some route must start so. */
interface Read { what: string; method?: string; url: string; carriers: string[]; prefix?: boolean }

const carried = (screen: Screen, a?: Action): string => a?.authority ?? screen.permission ?? '(none)';

function optionSources(schema: Record<string, any> | undefined): Api[] {
  return schemaNodes(schema).map((n) => n.node['x-options-source']).filter((o): o is Api => !!o?.url);
}

/** Components a form schema uses (x-component / x-decorator). */
function componentsIn(schema: Record<string, any> | undefined): Set<string> {
  return new Set(schemaNodes(schema).flatMap((n) => [n.node['x-component'], n.node['x-decorator']]).filter((c): c is string => !!c));
}

function readsOf(screen: Screen, sources: HookSource[]): Read[] {
  const own = [carried(screen)];
  const formCarriers = (name: string) => {
    const openers = actionsOf(screen).filter((a) => a.type === 'openScreen' && a.form === name && (!a.target || a.target === screen.code));
    return openers.length ? openers.map((a) => carried(screen, a)) : own;
  };
  const reads: Read[] = [
    // An entry naming its own authority is loaded only when that is granted (a dashboard's station counts).
    ...Object.entries(screen.dataSource ?? {}).map(([name, api]) => ({ what: `dataSource.${name}`, method: api.method, url: api.url, carriers: api.authority ? [api.authority] : own })),
    ...columnsOf(screen).flatMap((c) => (c.optionsSource ? [{ what: `column "${c.name}" optionsSource`, method: c.optionsSource.method, url: c.optionsSource.url, carriers: own }] : [])),
    ...optionSources(screen.schema).map((o) => ({ what: 'x-options-source', method: o.method, url: o.url, carriers: own })),
    // A scan screen's calls: its lookup and submit, and the file a done scan prints.
    ...(screen.scan ? [
      { what: 'scan.lookup', method: screen.scan.lookup.method, url: screen.scan.lookup.url, carriers: own },
      ...(screen.scan.submit ? [{ what: 'scan.submit', method: screen.scan.submit.method, url: screen.scan.submit.url, carriers: own }] : []),
      ...(screen.scan.print ? [{ what: 'scan.print', method: 'GET', url: screen.scan.print.url, carriers: own }] : []),
    ] : []),
  ];
  for (const [name, form] of Object.entries(screen.forms ?? {})) {
    for (const o of optionSources(form.schema)) reads.push({ what: `form "${name}" x-options-source`, method: o.method, url: o.url, carriers: formCarriers(name) });
    // Whether its openers may call them is the actions' lint; here, that they exist.
    for (const [entry, api] of Object.entries(form.dataSource ?? {})) if (api) reads.push({ what: `form "${name}" dataSource.${entry}`, method: api.method, url: api.url, carriers: [] });
  }
  // Who runs a function of the hooks file: the hook actions that reach it, the forms whose components reach it.
  const entries = [
    ...actionsOf(screen).flatMap((a) => (a.type === 'hook' ? [{ name: a.name, carriers: [carried(screen, a)] }] : [])),
    ...(screen.components ?? []).flatMap((c) => [
      ...(componentsIn(screen.schema).has(c) ? [{ name: c, carriers: own }] : []),
      ...Object.entries(screen.forms ?? {}).filter(([, f]) => componentsIn(f.schema).has(c)).map(([f]) => ({ name: c, carriers: formCarriers(f) })),
    ]),
  ];
  for (const source of sources) for (const call of source.calls) {
    const reached = call.within ? entries.filter((e) => reachable(e.name, source.refers).has(call.within!)) : [];
    reads.push({ what: `hooks (${call.within ?? 'module'}, line ${call.line})`, method: call.method, url: call.url, prefix: call.prefix,
      carriers: reached.length ? reached.flatMap((e) => e.carriers) : own });
  }
  return reads;
}

/**
 * A route several screens call names each of their pages (`authority: [...]`): a screen whose
 * page is not among them is a user granted the screen and refused its data.
 */
export function screenReadProblems(screen: Screen, routes: DeclaredRoute[], sources: HookSource[]): string[] {
  const problems: string[] = [];
  for (const read of readsOf(screen, sources)) {
    const call = `${read.method ? `${read.method} ` : ''}${routeUrl(read.url)}`;
    if (read.prefix) {
      // The rest is known at run time only: some route in that method must start so.
      if (!routes.some((r) => r.url.startsWith(routeUrl(read.url)) && (!read.method || r.method === read.method))) problems.push(`${read.what} calls ${call}…: no server route starts so`);
      continue;
    }
    const route = findRoute(routes, read.url, read.method);
    if (!route) {
      const other = findRoute(routes, read.url);
      problems.push(other ? `${read.what} calls ${call}: the server serves it as ${other.method}` : `${read.what} calls ${call}: no server route serves it (write its API or call the right one)`);
      continue;
    }
    if (isOpenRoute(route)) continue;
    for (const c of new Set(read.carriers)) {
      if (!grants(route, c)) problems.push(`${read.what} calls ${call}: the server wants ${wanted(route)}, the screen opens it with ${c}`);
    }
  }
  return [...new Set(problems)];
}
