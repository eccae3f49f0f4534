import type { Database } from '../../db/connection';
import type { Lang } from '../../platform/i18n';

/** Site settings (site_setting rows) by key. */
export async function siteSettings(db: Database, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>(`select key, value from site_setting where key = any($1::text[])`, [keys]);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** A setting that may be one text or one per language: {"zh-CN": ..., "en-US": ...}. */
export function localized(value: unknown, lang: Lang): string {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return String(v[lang] ?? v['zh-CN'] ?? '');
  }
  return value == null ? '' : String(value);
}
