/**
 * docs/screen-schema.md's examples cannot drift: every ```json block under an
 * `<!-- example: ... -->` marker is a whole screen that passes the meta-schema, calls routes the
 * server has (in their method), names its code's menu url, and is a trimmed copy of the screen file
 * the marker names (keys and array items left out, none added or changed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator, gatherKnowledge } from '../../scripts/lint-schemas.ts';
import { actionsOf } from '../../scripts/screenParts.ts';
import { findRoute } from '../../scripts/serverRoutes.ts';
import type { Screen } from '../../renderers/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/screen-schema.md'), 'utf8');

/** The marked examples: `<!-- example: schemas/x/CODE.json -->` (or a word when no file has the kind yet). */
export function docExamples(markdown: string): { source: string; screen: Screen }[] {
  return [...markdown.matchAll(/<!-- example: ([^\s]+) -->\s*```json\n([\s\S]*?)\n```/g)]
    .map((m) => ({ source: m[1], screen: JSON.parse(m[2]) as Screen }));
}

/** `part` is `whole` with keys and array items left out. */
function trimmedFrom(part: unknown, whole: unknown, at = ''): string[] {
  if (Array.isArray(part)) {
    if (!Array.isArray(whole)) return [`${at}: not an array in the file`];
    return part.flatMap((p, i) => (whole.some((w) => trimmedFrom(p, w).length === 0) ? [] : [`${at}[${i}]: no such item in the file`]));
  }
  if (part && typeof part === 'object') {
    if (!whole || typeof whole !== 'object' || Array.isArray(whole)) return [`${at}: not an object in the file`];
    return Object.entries(part).flatMap(([k, v]) => (k in whole ? trimmedFrom(v, (whole as Record<string, unknown>)[k], `${at}.${k}`) : [`${at}.${k}: not in the file`]));
  }
  return part === whole ? [] : [`${at}: ${JSON.stringify(part)} where the file has ${JSON.stringify(whole)}`];
}

describe('docs/screen-schema.md examples', () => {
  const examples = docExamples(doc);

  it("show every kind of the meta-schema once", () => {
    const meta = JSON.parse(fs.readFileSync(path.join(root, 'schemas/_meta/screen.schema.json'), 'utf8')) as { properties: { kind: { enum: string[] } } };
    expect(examples.map((e) => e.screen.kind).sort()).toEqual([...meta.properties.kind.enum].sort());
  });

  it('pass the meta-schema, call server routes and name their menu url', async () => {
    const validate = createValidator(root);
    const know = await gatherKnowledge(root);
    const problems: string[] = [];
    for (const { source, screen } of examples) {
      if (!validate(screen)) problems.push(`${source}: ${JSON.stringify(validate.errors)}`);
      if (know.catalog?.get(screen.code) !== screen.permission) problems.push(`${source}: permission ${screen.permission} is not ${screen.code}'s menu url`);
      const calls = [...Object.values(screen.dataSource ?? {}),
        ...actionsOf(screen).flatMap((a) => ('url' in a && a.url ? [{ method: 'method' in a ? a.method : undefined, url: a.url }] : []))];
      for (const c of calls) if (!findRoute(know.routes, c.url, c.method)) problems.push(`${source}: no server route ${c.method ?? ''} ${c.url}`);
    }
    expect(problems).toEqual([]);
  });

  it('are trimmed copies of the screens they name', () => {
    const problems = examples.filter((e) => e.source.endsWith('.json')).flatMap(({ source, screen }) => {
      const file = path.join(root, source);
      return fs.existsSync(file) ? trimmedFrom(screen, JSON.parse(fs.readFileSync(file, 'utf8'))).map((p) => `${source}${p}`) : [`${source}: no such file`];
    });
    expect(problems).toEqual([]);
  });
});
