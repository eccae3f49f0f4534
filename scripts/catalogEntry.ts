/**
 * The screen catalogue entry of a new screen (src/domain/screens/catalog.ts): the lint requires
 * every screen to be there, and the menu, its url and the role grants come from it. new-screen
 * adds the line itself, in code order within its module.
 */
import fs from 'node:fs';
import path from 'node:path';

export const CATALOG = 'src/domain/screens/catalog.ts';

export interface CatalogLine {
  code: string;
  kind: string;
  zh: string;
  en: string;
  roles: string[];
  /** the screen that opens this one (hidden from the side menu) */
  parent?: string;
}

const ENTRY_RE = /^ {2}s\('([A-Z]{2}\d{4}_\d{2})'/;

/** The catalogue's entry of a code, read from the file's text (no import: new-screen edits it in the same run). */
export function readCatalogLine(root: string, code: string): CatalogLine | undefined {
  const file = path.join(root, CATALOG);
  if (!fs.existsSync(file)) return undefined;
  const re = new RegExp(`^ {2}s\\('${code}', ("(?:[^"\\\\]|\\\\.)*"), ("(?:[^"\\\\]|\\\\.)*"), '(\\w+)', \\[([^\\]]*)\\]`, 'm');
  const m = re.exec(fs.readFileSync(file, 'utf8'));
  if (!m) return undefined;
  const roles = m[4].split(',').map((r) => r.trim().replace(/^'|'$/g, '')).filter(Boolean);
  return { code, zh: JSON.parse(m[1]), en: JSON.parse(m[2]), kind: m[3], roles };
}

/** The entry's line, marked local: catalog.test.ts allows codes beyond SCREENS.md only with that mark. */
export function catalogLine(entry: CatalogLine): string {
  const extra = entry.parent ? `, { origin: 'local', hidden: true, parent: '${entry.parent}' }` : `, { origin: 'local' }`;
  const roles = entry.roles.map((r) => `'${r}'`).join(', ');
  return `  s('${entry.code}', ${JSON.stringify(entry.zh)}, ${JSON.stringify(entry.en)}, '${entry.kind}', [${roles}]${extra}),`;
}

/**
 * Inserts the line after the last entry of the same module with a smaller code (else after the
 * module's last entry, else at the end of SCREENS). Returns the file written, or undefined when
 * the code is there already or there is no catalogue.
 */
export function addCatalogLine(root: string, entry: CatalogLine): string | undefined {
  const file = path.join(root, CATALOG);
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const codes = lines.map((l) => ENTRY_RE.exec(l)?.[1]);
  if (codes.includes(entry.code)) return undefined;
  const module = entry.code.slice(0, 2);
  const last = (pick: (code: string) => boolean) => codes.reduce((at, c, i) => (c && pick(c) ? i : at), -1);
  let at = last((c) => c.startsWith(module) && c < entry.code);
  if (at < 0) at = last((c) => c.startsWith(module));
  if (at < 0) at = last(() => true);
  if (at < 0) throw new Error(`${CATALOG}: no screen entries found`);
  lines.splice(at + 1, 0, catalogLine(entry));
  fs.writeFileSync(file, lines.join('\n'));
  return CATALOG;
}
