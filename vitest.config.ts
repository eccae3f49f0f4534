import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { alias } from './vite.config.ts';
import { antdStaticCss } from './scripts/antd-static-css/plugin.ts';
import { screenKinds } from './scripts/screen-kinds/plugin.ts';

export default defineConfig({
  // The client's virtual modules as in dev mode (no extracted CSS; every screen's kind): the boot code imports them.
  plugins: [antdStaticCss(), screenKinds(path.resolve(import.meta.dirname, 'schemas'))],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
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
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
