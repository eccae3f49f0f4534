import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { alias } from './vite.config.ts';

/**
 * The files share one server and its data: they run in one order everywhere (by name), so a fresh
 * clone in CI runs them as this machine does. vitest's own order follows its cache of durations,
 * which a fresh clone lacks.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

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
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default poll gives up after 1 s: on a loaded machine a screen's chunk alone can take
    // longer (a tab became active 1.2 s after its URL). A poll that holds still returns at once.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
