import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './app';
import { DataDirLockedError } from './db/lock';
import { ensureRuntime } from './platform/jobs/runtime';
import { startEmbeddedPrintAgent } from './sandbox/print-agent';

const started = Date.now();

async function main() {
  const config = loadConfig();
  const db = await prepareDatabase(config);
  const app = await buildApp({ db, config, logger: process.env.LOG_LEVEL !== 'silent' });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  // The jobs a stopped server left queued or part-way (an upload killed mid-batch) go on now, not
  // once someone opens the download centre; after listening, so no request waits for them.
  ensureRuntime(db, config, (m) => app.log.warn(m)).catch((err) => app.log.error(err));
  // The demo's print agent: what a user installs on their own machine (DD0204_11's plugin printing).
  const agent = config.printAgentPort ? await startEmbeddedPrintAgent(config.printAgentPort, path.join(config.dataDir, 'print-jobs'), (level, m) => app.log[level](m)) : undefined;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const mode = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  if (agent) console.log(`  Print agent (sandbox): ${agent.url}, jobs in ${agent.dir}`);
  console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s on ${mode}\n  ${url}/login\n  API docs: ${url}/docs`);
  if (config.seedDemo) {
    console.log('  Demo logins (password Demo@2026): admin, manager, sales, kf, finance, ops, dealer, customer, customer2');
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
