import type { AppConfig } from '../config';
import { openDatabase, type Database } from './connection';
import { migrate } from './migrate';
import { seed } from './seed/index';

/** Opens the configured database, applies migrations and seeds. */
export async function prepareDatabase(config: AppConfig): Promise<Database> {
  const db = config.databaseUrl
    ? await openDatabase({ kind: 'pg', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    const { demo } = await seed(db, config);
    // PGlite has no autovacuum: refresh statistics after migrations and bulk seeding.
    if (db.kind === 'pglite' && (applied.length || demo)) await db.exec('vacuum analyze');
    return db;
  } catch (err) {
    await db.close();
    throw err;
  }
}
