import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/server/config';

/**
 * The configuration API tests run with: demo data, files in a temp dir, no client build. The demo
 * day is pinned, so tests that quote at fixed times find the same rules in force in any year.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ SEED_DEMO: '1', DATA_DIR: path.join(os.tmpdir(), 'cbl-test-unused') });
  return {
    ...base,
    seedDemo: true,
    demoDay: '2026-11-22',
    filesDir: path.join(os.tmpdir(), `cbl-test-files-${process.pid}`),
    clientDir: path.join(os.tmpdir(), 'cbl-test-no-client'),
    ...overrides,
  };
}
