import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness';

/**
 * One real server for the whole browser suite: embedded PGlite in a temp dir, demo data, and
 * the tests' own additions (server-preload.ts: the sample export kind).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({ preload: ['tests/e2e/server-preload.ts'] });
  project.provide('e2eBaseUrl', server.url);
  return async () => {
    const code = await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (code !== 0) console.warn(`[e2e] the server exited with ${code}:\n${server.output().slice(-2000)}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}
