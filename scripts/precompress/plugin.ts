/**
 * Vite plugin: after `vite build` has written the client, writes `<file>.br` (brotli, quality 11)
 * and `<file>.gz` (gzip, level 9) beside each text file of the bundle, for the server to send as
 * they are (@fastify/static `preCompressed`, src/server/platform/client.ts): the strongest
 * compression, paid once per build instead of per request. A compressed file no smaller than
 * its original is not written (the server then sends the original).
 *
 * Brotli at quality 11 costs about 5 s of CPU per MiB, so results are kept in
 * node_modules/.cache/precompress by the content's sha256: a rebuild compresses only the chunks
 * whose content changed. Builds without the app's index.html (Storybook) are left alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|wasm)$/;
/** Below this, compression saves less than a packet's header and the file costs a lookup. */
const MIN_BYTES = 256;
const CACHE_DAYS = 14;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const encoders: Record<'br' | 'gz', (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

async function cached(cacheDir: string, data: Buffer, ext: 'br' | 'gz'): Promise<Buffer> {
  const key = path.join(cacheDir, `${crypto.createHash('sha256').update(data).digest('hex')}.${ext}`);
  try {
    const hit = await fs.promises.readFile(key);
    const now = new Date();
    await fs.promises.utimes(key, now, now);
    return hit;
  } catch {
    const out = await encoders[ext](data);
    await fs.promises.writeFile(key, out).catch(() => undefined);
    return out;
  }
}

function pruneCache(cacheDir: string): void {
  const oldest = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (fs.statSync(file).mtimeMs < oldest) fs.rmSync(file, { force: true });
  }
}

/** Compresses the given files of `dir` (paths relative to it); runs `limit` at a time. */
export async function precompress(dir: string, files: string[], cacheDir: string, limit = Math.max(2, os.availableParallelism())): Promise<{ files: number; raw: number; br: number; gz: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const queue = files.filter((f) => COMPRESSIBLE.test(f));
  const work = async () => {
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      const file = path.join(dir, f);
      const data = await fs.promises.readFile(file);
      if (data.length < MIN_BYTES) continue;
      totals.files += 1;
      totals.raw += data.length;
      for (const ext of ['br', 'gz'] as const) {
        const out = await cached(cacheDir, data, ext);
        if (out.length >= data.length) continue;
        await fs.promises.writeFile(`${file}.${ext}`, out);
        totals[ext] += out.length;
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, work));
  pruneCache(cacheDir);
  return totals;
}

export function precompressPlugin(cacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/precompress')): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      if (!('index.html' in bundle)) return;
      const t0 = Date.now();
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      const r = await precompress(outDir, Object.keys(bundle), cacheDir);
      this.info(`precompressed ${r.files} files in ${Date.now() - t0} ms: ${kib(r.raw)} -> br ${kib(r.br)}, gzip ${kib(r.gz)}`);
    },
  };
}
