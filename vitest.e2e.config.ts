import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

// Browser tests: the real server and the built client in Debian's Chromium (scripts/e2e.mjs).
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two cores: one browser at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
