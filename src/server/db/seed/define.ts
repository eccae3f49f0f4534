import type { Database } from '../connection';
import type { AppConfig } from '../../config';

export interface SeedContext {
  db: Database;
  config: AppConfig;
}

/**
 * A seed file (`src/server/modules/<module>/**\/*.seed.ts` or `src/server/db/seed/*.seed.ts`)
 * default-exports `defineSeed(...)`. `reference` runs on every start and must be idempotent
 * (roles, menus, dictionaries); `demo` runs once, on the first start that seeds demo data.
 * Seeds run in `order` (platform 10-19, download centre 20-29, engine screens 30-49,
 * pricing 100-149).
 */
export interface SeedDef {
  name: string;
  order: number;
  reference?(ctx: SeedContext): Promise<void>;
  demo?(ctx: SeedContext): Promise<void>;
}

export function defineSeed(def: SeedDef): SeedDef {
  return def;
}
