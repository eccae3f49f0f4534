import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/server/config';

/** The secret key API tests seal and open suppliers' API keys with (SECRET_KEY). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 0x5e).toString('base64');

/**
 * The configuration API tests run with: demo data, files in a temp dir, no client build. The demo
 * day is pinned, so tests that quote at fixed times find the same rules in force in any year.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // A fixed secret key: the snapshot's sealed supplier keys open in every test app (no key file written).
  const base = loadConfig({ SEED_DEMO: '1', DATA_DIR: path.join(os.tmpdir(), 'cbl-test-unused'), SECRET_KEY: TEST_SECRET_KEY });
  return {
    ...base,
    seedDemo: true,
    demoDay: '2026-11-22',
    filesDir: path.join(os.tmpdir(), `cbl-test-files-${process.pid}`),
    clientDir: path.join(os.tmpdir(), 'cbl-test-no-client'),
    ...overrides,
  };
}
