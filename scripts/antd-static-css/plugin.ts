/**
 * Vite plugin: `virtual:antd-static-css` is the URL of antd's statically extracted CSS (extract.mjs)
 * in a build, emitted as a hashed asset, and null in dev mode (antd builds its styles at runtime);
 * its `hashClass` is the class (css-xxxx) antd gives its elements for the rules in that file, which
 * the shell's cold-start preview (layout/bootPreview) draws with before antd has loaded.
 * The extractor runs in a child process with NODE_ENV=production (class hashes must match the
 * built app) while Vite goes on with the other modules; it starts only when the client entry
 * imports the module, so builds that never do (Storybook) do not pay for it.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-static-css';
const RESOLVED = '\0' + ID;
const extractor = path.join(path.dirname(fileURLToPath(import.meta.url)), 'extract.mjs');

function extract(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [extractor], { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      if (stderr) process.stderr.write(stderr);
      if (err) reject(new Error(`antd-static-css: the extractor failed: ${err.message}`));
      else resolve(stdout);
    });
  });
}

/** The class hash most of the file's rules are scoped to (`:where(.css-xxxx)`), or null. */
export function hashClassOf(css: string): string | null {
  const counts = new Map<string, number>();
  for (const [, cls] of css.matchAll(/:where\(\.(css-[a-z0-9]+)\)/g)) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function antdStaticCss(): Plugin {
  let build = false;
  return {
    name: 'antd-static-css',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) return 'export default null; export const hashClass = null;';
      const t0 = Date.now();
      const source = await extract();
      this.info(`antd static CSS extracted in ${Date.now() - t0} ms (${(source.length / 1024).toFixed(0)} KiB)`);
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source });
      return `export default import.meta.ROLLUP_FILE_URL_${ref}; export const hashClass = ${JSON.stringify(hashClassOf(source))};`;
    },
  };
}
