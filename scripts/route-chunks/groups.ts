/**
 * The client's chunks, grouped by the routes that load them (Vite's build.rolldownOptions.output
 * .codeSplitting). Left to itself, rolldown cuts one chunk per distinct set of importers: a list
 * screen opened cold loaded 79 files. Here a module goes to a group by which of the app's big
 * roots reach it through static imports (reach.ts):
 *
 *   boot           the entry's own modules (/login: React, the login page)
 *   app            the router app (App.tsx), loaded by every page but /login
 *   shared-<pages> used by those public pages and by the shell or a screen kind (antd's button ...)
 *   early          what a screen address starts at once (bootPrefetch: the menu, the screen's files,
 *                  a list's first page), small, so those requests do not wait for the shell's chunk
 *   shell          the shell and the screen engine (Shell, bootPrefetch, ScreenHost), or two kinds
 *   <kind>         one screen kind's renderer only (list, form ...: renderers/kindChunks.ts)
 *   screen-<CODE>  a screen's JSON, hooks and texts (loaded together by renderers/loader.ts)
 *
 * A public page (App's other lazy pages, what the entry loads lazily without the app, or another
 * entry) is never grouped with the shell, nor a light page with the app, and whatever only
 * small lazy parts reach (a dialog, the charts, one public page) is left to rolldown. A list
 * screen opened cold then loads about ten files; no route loads another kind's renderer or the
 * shell for a public page.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createReach, type ChunkingContext } from './reach.ts';

const SCREEN_FILE = /[\\/]schemas[\\/].+[\\/]([A-Z]{2}\d{4}_\d{2})\.(?:json|hooks\.ts|locale\.json)$/;

export function routeChunks(root: string) {
  const at = (p: string) => path.resolve(root, p);
  const entry = at('src/client/main.tsx');
  const app = at('src/client/app/App.tsx');
  const early = at('src/client/layout/bootPrefetch.ts');
  const shellRoots = [at('src/client/layout/Shell.tsx'), early, at('renderers/ScreenHost.tsx')];
  const kindChunks = at('renderers/kindChunks.ts');
  const ids = new Set<string>();
  let groupOf: Map<string, string> | undefined;

  /** A set of pages in a chunk name: the pages, or their count and a hash when there are many. */
  const pagesLabel = (names: string[]) =>
    names.length <= 2 ? names.join('+') : `${names.length}pages-${createHash('sha256').update(names.join('+')).digest('hex').slice(0, 6)}`;

  function classify(ctx: ChunkingContext): Map<string, string> {
    const out = new Map<string, string>();
    if (!ctx.getModuleInfo(entry)) return out; // another build (Storybook): rolldown's own chunks
    const closure = createReach(ctx);
    const initial = closure([entry]);
    for (const id of initial) if (id !== entry) out.set(id, 'boot');
    const reach = new Map<string, Set<string>>(); // module -> the big roots reaching it
    const mark = (name: string, from: string[]) => {
      for (const id of closure(from)) {
        if (initial.has(id)) continue;
        if (!reach.has(id)) reach.set(id, new Set());
        reach.get(id)!.add(name);
      }
    };
    const label = (id: string) => path.basename(id).replace(/\.[jt]sx?$/, '');
    mark('app', [app]);
    mark('early', [early].filter((id) => ctx.getModuleInfo(id)));
    mark('shell', shellRoots.filter((id) => ctx.getModuleInfo(id)));
    for (const id of ctx.getModuleInfo(kindChunks)?.dynamicallyImportedIds ?? []) mark(`kind:${label(id).replace(/Screen$/, '').toLowerCase()}`, [id]);
    const pages = [
      ...(ctx.getModuleInfo(app)?.dynamicallyImportedIds ?? []).filter((id) => !shellRoots.includes(id)),
      // Another page of the build (an HTML entry without the app's entry script).
      ...[...ids].filter((id) => ctx.getModuleInfo(id)?.isEntry && !closure([id]).has(entry)),
    ];
    for (const id of pages) mark(`page:${label(id).replace(/Page$/, '')}`, [id]);
    // What the entry loads lazily without the app (app/publicPages' pages, /login's actions):
    // nothing they share with the app or the early start may make them load those big chunks.
    const light = [...initial].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => !initial.has(id) && id !== app && !shellRoots.includes(id));
    for (const id of light) mark(`public:${label(id).replace(/Page$/, '')}`, [id]);
    for (const [id, roots] of reach) {
      const kinds = [...roots].filter((r) => r.startsWith('kind:'));
      const lightHere = [...roots].filter((r) => r.startsWith('public:')).map((r) => r.slice(7)).sort();
      const pagesHere = [...roots].filter((r) => r.startsWith('page:')).map((r) => r.slice(5)).sort();
      if (lightHere.length) {
        if (lightHere.length < roots.size) out.set(id, `shared-${roots.has('early') ? 'early-' : ''}${pagesLabel([...new Set(lightHere)])}`);
      } else if (roots.has('app')) out.set(id, 'app');
      else if (pagesHere.length) {
        // What the early start shares with public pages (the request layer) must not wait in a big
        // chunk of theirs: a group of its own per set of pages.
        if (pagesHere.length < roots.size) out.set(id, `shared-${roots.has('early') ? 'early-' : ''}${pagesLabel(pagesHere)}`);
      } else if (roots.has('early')) out.set(id, 'early');
      else if (roots.has('shell') || kinds.length > 1) out.set(id, 'shell');
      else if (kinds.length === 1) out.set(id, kinds[0].slice(5));
    }
    // Every screen's kind (scripts/screen-kinds), imported lazily by the early start: in its chunk, one request less.
    for (const id of ids) if (id.includes('virtual:screen-kinds')) out.set(id, 'early');
    return out;
  }

  const group = (id: string, ctx: ChunkingContext) => (groupOf ??= classify(ctx)).get(id);
  /** A group for the modules whose group `pick` accepts; its chunk is named by the group. */
  const groupWhere = (pick: (name: string) => boolean, priority: number) => ({
    name: (id: string, ctx: ChunkingContext) => {
      const name = group(id, ctx);
      return name && pick(name) ? name : null;
    },
    priority,
  });
  const big = new Set(['boot', 'app', 'early', 'shell']);
  // In this order: a group also takes its modules' imports that no group before it took, so the
  // groups loaded by more routes come first.
  return {
    groups: [
      // Rolldown asks every group's test about every module before its first name: all ids are known by then.
      { ...groupWhere((n) => n === 'boot', 90), test: (id: string) => (ids.add(id), true) },
      // Before the app's: what a light page shares with the app stays out of the app's chunk.
      groupWhere((n) => n.startsWith('shared-'), 85),
      groupWhere((n) => n === 'app', 80),
      groupWhere((n) => n === 'early', 65),
      groupWhere((n) => n === 'shell', 60),
      groupWhere((n) => !big.has(n) && !n.startsWith('shared-'), 50),
      {
        name: (id: string) => {
          const code = SCREEN_FILE.exec(id)?.[1];
          return code ? `screen-${code}` : null;
        },
        priority: 10,
        // A hook's helpers may serve several screens: they stay where rolldown puts them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
