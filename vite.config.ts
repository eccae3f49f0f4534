import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './scripts/antd-static-css/plugin.ts';
import { screenKinds } from './scripts/screen-kinds/plugin.ts';
import { precompressPlugin } from './scripts/precompress/plugin.ts';
import { chunkModules } from './scripts/chunk-modules/plugin.ts';
import { routeChunks } from './scripts/route-chunks/groups.ts';

export const alias = {
  '@domain': path.resolve(import.meta.dirname, 'src/domain'),
  '@renderers': path.resolve(import.meta.dirname, 'renderers'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@schemas': path.resolve(import.meta.dirname, 'schemas'),
};

export default defineConfig({
  plugins: [
    react(),
    antdStaticCss(),
    screenKinds(path.resolve(import.meta.dirname, 'schemas')),
    // Public pages (issue 11): which modules each chunk holds, for tests/e2e/public-light.e2e.ts.
    chunkModules(import.meta.dirname),
    precompressPlugin(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // Chunks by route (scripts/route-chunks): a list screen opened cold loads about ten files, not 79.
    rolldownOptions: { output: { codeSplitting: routeChunks(import.meta.dirname) } },
  },
  server: {
    port: 5173,
    // In development the API runs on 18080 (npm run dev:server).
    proxy: {
      '^/(mn|wl|xx|dd|cw|zf|zj|xt|wd|hw)/': 'http://127.0.0.1:18080',
    },
  },
});
