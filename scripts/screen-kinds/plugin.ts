/**
 * Vite plugin: `virtual:screen-kinds` is every screen's kind by code ({"ZJ0101_01": "list", ...}),
 * read from schemas/ at build time (a few hundred bytes). The client's boot code starts a
 * screen's renderer chunk from it alongside the engine's, without waiting for the screen's JSON
 * to come back from the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:screen-kinds';
const RESOLVED = '\0' + ID;
const SCREEN_FILE = /^([A-Z]{2}\d{4}_\d{2})\.json$/;

function readKinds(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_meta') readKinds(file, out);
      continue;
    }
    const code = SCREEN_FILE.exec(entry.name)?.[1];
    const kind = code ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { kind?: unknown }).kind : undefined;
    if (code && typeof kind === 'string') out[code] = kind;
  }
  return out;
}

export function screenKinds(schemasDir: string): Plugin {
  return {
    name: 'screen-kinds',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(readKinds(schemasDir))};` : undefined;
    },
  };
}
