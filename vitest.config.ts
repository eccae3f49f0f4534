import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import { alias } from './vite.config.ts';
import { antdStaticCss } from './scripts/antd-static-css/plugin.ts';
import { screenKinds } from './scripts/screen-kinds/plugin.ts';

export default defineConfig({
  // The client's virtual modules as in dev mode (no extracted CSS; every screen's kind): the boot code imports them.
  plugins: [antdStaticCss(), screenKinds(path.resolve(import.meta.dirname, 'schemas'))],
  resolve: { alias },
  test: {
    // vitest leaves one core to its main process (cores - 1): on this 2-core machine that ran every file
    // one after another. The main process is idle once the files are transformed, so use every core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests run thousands of cases: on a loaded 2-core machine 5 s is not enough.
          testTimeout: 60_000,
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'renderers/**/*.test.ts', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx', 'renderers/**/*.test.tsx', 'schemas/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup-dom.ts'],
          // Rendering antd and ProTable in happy-dom takes seconds on a loaded 2-core machine.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // The files of a worker share its modules: the server's code is imported and its route
          // validators compiled once per worker, not once per file (about 3 s of every file's
          // start-up). Server state lives per database (WeakMaps keyed by it) and each file has its own.
          isolate: false,
          // A timeout only catches a hang: a test that migrates a database from nothing took 31 s
          // on a loaded 2-core machine (npm test beside stress-ng --cpu 2), and a test app's setup
          // (cloning the template database) over 60 s with more load than that.
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
