import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../connection';
import type { AppConfig } from '../../config';
import type { SeedDef } from './define';

const serverDir = path.resolve(import.meta.dirname, '../..');

function seedFiles(): string[] {
  const roots = [path.join(serverDir, 'modules'), path.join(serverDir, 'db/seed')];
  return roots
    .filter((d) => fs.existsSync(d))
    .flatMap((d) =>
      fs
        .readdirSync(d, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.seed.ts'))
        .map((e) => path.join(e.parentPath, e.name)),
    );
}

export async function loadSeeds(): Promise<SeedDef[]> {
  const defs: SeedDef[] = [];
  for (const file of seedFiles()) defs.push((await import(pathToFileURL(file).href)).default as SeedDef);
  return defs.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/**
 * Reference data on every start; demo data once (marked in site_setting) when the
 * configuration asks for it. Returns whether demo data was written now.
 */
export async function seed(db: Database, config: AppConfig): Promise<{ demo: boolean }> {
  const seeds = await loadSeeds();
  const ctx = { db, config };
  for (const s of seeds) if (s.reference) await s.reference(ctx);
  if (!config.seedDemo) return { demo: false };
  const done = await db.query(`select 1 from site_setting where key = 'demoSeededAt'`);
  if (done.length) return { demo: false };
  for (const s of seeds) if (s.demo) await s.demo(ctx);
  await db.query(`insert into site_setting(key, value) values ('demoSeededAt', to_jsonb(now()::text))`);
  return { demo: true };
}
