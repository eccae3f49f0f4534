/**
 * new-screen and the catalogue test together: the codes new-screen adds to a copy of the catalogue
 * keep it valid (marked local, admin holds them, a _02 hidden under its _01), and the SCREENS.md
 * screens stay as they were.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newScreen } from '../../scripts/new-screen.ts';
import { CATALOG } from '../../scripts/catalogEntry.ts';
import { SCREENS } from '../../src/domain/screens/catalog';
import { catalogProblems } from '../../src/domain/screens/catalogProblems';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-screen-catalog-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A copy of the catalogue under its own root (modules are cached by path), importable on its own. */
function copyCatalogue(name: string): { root: string; file: string } {
  const root = path.join(tmp, name);
  const file = path.join(root, CATALOG);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(path.join(ROOT, CATALOG), file);
  return { root, file };
}
const importCatalogue = (file: string) => import(/* @vite-ignore */ file) as Promise<typeof import('../../src/domain/screens/catalog')>;

describe('new-screen adds codes the catalogue test accepts', () => {
  it('a new list and its _02 form, one with --roles: marked local, admin always, SCREENS.md untouched', async () => {
    const { root, file } = copyCatalogue('new');
    expect(await newScreen('XT0199_01', 'list', root, { zh: '参数管理', en: 'Parameters', roles: ['kf'] })).toContain(CATALOG);
    expect(await newScreen('XT0199_02', 'form', root)).toContain(CATALOG);
    expect(await newScreen('XT0198_01', 'detail', root)).toContain(CATALOG);
    const written = await importCatalogue(file);

    expect(catalogProblems(written.SCREENS)).toEqual([]);
    const local = written.SCREENS.filter((s) => s.origin === 'local');
    expect(local.map((s) => [s.code, s.roles.sort(), s.hidden, s.parent])).toEqual([
      ['XT0198_01', ['admin'], false, undefined],
      ['XT0199_01', ['admin', 'kf'], false, undefined],
      ['XT0199_02', ['admin', 'kf'], true, 'XT0199_01'],
    ]);
    expect(written.screenByCode('XT0199_01')).toMatchObject({ nameZh: '参数管理', nameEn: 'Parameters', url: 'xt/0199/01.html', kind: 'list' });
    // the spec screens are those of the real catalogue, in its order
    expect(written.SCREENS.filter((s) => !s.origin).map((s) => s.code)).toEqual(SCREENS.map((s) => s.code));
  }, 30_000);

  it('a line added by hand without the mark fails the catalogue check, naming the code', async () => {
    const { file } = copyCatalogue('by-hand');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace("  s('XT0106_01',", "  s('XT0107_01', \"手工页面\", \"By hand\", 'list', ['admin']),\n  s('XT0106_01',"));
    const written = await importCatalogue(file);
    expect(catalogProblems(written.SCREENS)).toEqual(["XT0107_01: not in SCREENS.md and not marked origin: 'local'"]);
  });
});
