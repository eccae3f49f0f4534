/**
 * Vite plugin: writes `.vite/chunk-modules.json` next to the build, which source modules each
 * emitted JavaScript file holds and what each other asset was made from. Vite's own manifest names
 * only entries and dynamic-import targets, not the modules inside shared chunks (antd's or
 * ProComponents' pieces), so a test could not tell from it whether a page loads back-office code.
 * tests/e2e/public-light.e2e.ts reads it. Paths are relative to the project root; the file sits in
 * a dot directory the server does not serve.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export interface ChunkModules {
  /** 'assets/IndexPage-abc.js' -> ['src/client/pages/public/IndexPage.tsx', 'node_modules/react/...'] */
  chunks: Record<string, string[]>;
  /** 'assets/antd-abc.css' -> ['antd.css']: the names and source files the asset came from */
  assets: Record<string, string[]>;
}

export function chunkModules(root: string): Plugin {
  const rel = (id: string) => path.relative(root, id.replace(/^\0/, '').split('?')[0]).split(path.sep).join('/');
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ChunkModules = { chunks: {}, assets: {} };
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') out.chunks[file] = item.moduleIds.map(rel);
        else out.assets[file] = [...(item.names ?? []), ...(item.originalFileNames ?? []).map(rel)];
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(out) });
    },
  };
}
