/** The screens in schemas/ (node side: the Storybook indexer and the story generator). */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMAS = path.resolve(import.meta.dirname, '../schemas');

export function screenCodes(dir = SCHEMAS): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_meta' ? [] : screenCodes(full);
    return /^[A-Z]{2}\d{4}_\d{2}\.json$/.test(e.name) ? [e.name.slice(0, -5)] : [];
  }).sort();
}
