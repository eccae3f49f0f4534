/**
 * Storybook and the fixture render test show every screen from tests/fixtures/screens/<CODE>.json:
 * each screen has one, and it answers the screen's list and load requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenFiles } from '../../scripts/lint-schemas.ts';
import { fixtureProblems } from '../../scripts/screenFixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('screen fixtures', () => {
  it('every screen in schemas/ has a fixture answering its list and load requests', () => {
    const problems = screenFiles(root).flatMap((file) => fixtureProblems(JSON.parse(fs.readFileSync(file, 'utf8')), root));
    expect(problems).toEqual([]);
  });

  it('a missing fixture or an unanswered request is reported', () => {
    const screen = { code: 'QQ0001_01', kind: 'list', dataSource: { list: { method: 'GET', url: 'qq/0001/list' } } };
    expect(fixtureProblems(screen, root)).toEqual(['QQ0001_01: no tests/fixtures/screens/QQ0001_01.json (npm run new-screen writes a stub)']);
    const moved = { code: 'XT0125_01', kind: 'list', dataSource: { list: { method: 'GET', url: 'xt/0125/elsewhere' } } };
    expect(fixtureProblems(moved, root)).toEqual(['XT0125_01: the fixture does not answer "GET xt/0125/elsewhere"']);
  });
});
