/**
 * Which modules a module reaches through static imports, in rolldown's module graph as its
 * chunking callbacks see it (ChunkingContext). A package's barrel is followed only to the names
 * imported from it: `import { Button } from 'antd'` reaches antd's button, not the seventy other
 * components antd's index re-exports (tree-shaking leaves those out of the build anyway, but a
 * plain walk would count every importer of 'antd' as a user of antd's table).
 */
import path from 'node:path';

export interface ModuleInfo { importedIds: string[]; dynamicallyImportedIds: string[]; code: string | null; exports: string[]; isEntry: boolean }
export interface ChunkingContext { getModuleInfo(id: string): ModuleInfo | null }

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const escape = (s: string) => s.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&');

/** The package a module belongs to, as a bare import names it ('antd', '@ant-design/pro-table'). */
export const packageOf = (id: string) => {
  const rest = id.slice(id.lastIndexOf('node_modules') + 'node_modules'.length + 1).replace(/\\/g, '/');
  const parts = rest.split('/');
  return id.includes('node_modules') ? parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/') : undefined;
};

/** The value names `code` imports (or re-exports) from `pkg`; null when it takes the whole module. */
export function namesFrom(code: string, pkg: string): Set<string> | null {
  const names = new Set<string>();
  for (const [, clause] of code.matchAll(new RegExp(`(?:import|export)\\s+([^'";]*?)\\s*from\\s*['"]${escape(pkg)}['"]`, 'g'))) {
    if (/^type\s/.test(clause)) continue;
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!braces) return null; // a default or namespace import
    for (const part of braces[1].split(',')) {
      const p = part.trim();
      if (p && !p.startsWith('type ')) names.add(p.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

export function createReach(ctx: ChunkingContext) {
  const info = (id: string) => ctx.getModuleInfo(id);

  /** The module `spec` names among `id`'s imports: a relative path or a package. */
  const resolveSpec = (id: string, spec: string) => {
    const imported = info(id)?.importedIds ?? [];
    if (!spec.startsWith('.')) return imported.find((t) => packageOf(t) === spec);
    const base = path.resolve(path.dirname(id), spec);
    return imported.find((t) => t === base || t.startsWith(`${base}.`) || t.startsWith(`${base}/index.`));
  };

  /** Whether module `id` exports `name`, itself or through its `export * from` re-exports. */
  const provides = (id: string, name: string, depth = 0): boolean => {
    const m = info(id);
    if (!m || depth > 8) return false;
    if (m.exports.includes(name)) return true;
    if (!m.exports.includes('*')) return false;
    for (const [, spec] of (m.code ?? '').matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
      const target = resolveSpec(id, spec);
      if (target && provides(target, name, depth + 1)) return true;
    }
    return false;
  };

  /**
   * A package module made only of re-exports (antd's `export { default as Button } from
   * './button'`, ProComponents' `export * from '@ant-design/pro-table'`): name -> the module it
   * comes from. null for any other module, which is followed whole.
   */
  const barrels = new Map<string, ((name: string) => string | undefined) | null>();
  const barrelOf = (id: string) => {
    if (barrels.has(id)) return barrels.get(id)!;
    const m = info(id);
    const statements = (m?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|["']use client["'];?/g, '').split(';').map((x) => x.trim()).filter(Boolean);
    let resolve: ((name: string) => string | undefined) | null = null;
    if (m && NODE_MODULES.test(id) && statements.length && statements.every((x) => /^export\s*(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"]$/.test(x))) {
      const named = new Map<string, string>();
      for (const x of statements) {
        const [, list, spec] = /^export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]$/.exec(x) ?? [];
        const target = spec ? resolveSpec(id, spec) : undefined;
        if (target) for (const part of list.split(',')) named.set(part.trim().split(/\s+as\s+/).pop()!, target);
      }
      resolve = (name) => {
        if (named.has(name)) return named.get(name);
        // Several may offer it (ProTable's index re-exports ProComponents' intl): the one that does not import it.
        const offers = m.importedIds.filter((t) => provides(t, name));
        const reimports = new RegExp(`import\\s*\\{[^}]*\\b${escape(name)}\\b[^}]*\\}\\s*from`);
        return offers.find((t) => !reimports.test(info(t)?.code ?? '')) ?? offers[0];
      };
    }
    barrels.set(id, resolve);
    return resolve;
  };

  /** Every module reached from `from` through static imports (barrels: only the names taken). */
  return function closure(from: string[]): Set<string> {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length) {
      const id = stack.pop()!;
      const m = seen.has(id) ? null : info(id);
      if (!m) continue;
      seen.add(id);
      for (const dep of m.importedIds) {
        const barrel = barrelOf(dep);
        const pkg = barrel ? packageOf(dep) : undefined;
        const names = barrel && pkg && m.code ? namesFrom(m.code, pkg) : null;
        if (!barrel || !names) stack.push(dep);
        else for (const name of names) stack.push(barrel(name) ?? dep);
      }
    }
    return seen;
  };
}
