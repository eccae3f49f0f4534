/**
 * A dashboard's dataSource entry naming its own authority (the home's station counts) is held to
 * that authority, not the screen's permission; and only a dashboard may name one (another kind
 * would show the refusal instead of leaving the part out).
 */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { screenReadProblems } from '../../scripts/lintScreenReads.ts';
import { lintScreens } from '../../scripts/lint-schemas.ts';
import type { DeclaredRoute } from '../../scripts/serverRoutes.ts';
import type { Screen } from '../../renderers/types.ts';

const routes: DeclaredRoute[] = [{ method: 'GET', url: 'wl/0109/select/count', authority: 'wl/0109/01.html' }];
const home = (authority?: string): Screen => ({
  code: 'MN0501_01', kind: 'dashboard', title: 'title', permission: 'mn/0501/01.html',
  dataSource: { day: { method: 'GET', url: 'wl/0109/select/count', ...(authority ? { authority } : {}) } },
  cards: [{ name: 'B04', api: 'day' }],
});

describe('dashboard entries with their own authority', () => {
  it('the entry is held to its own authority instead of the permission', () => {
    expect(screenReadProblems(home('wl/0109/01.html'), routes, [])).toEqual([]);
    expect(screenReadProblems(home(), routes, [])).toEqual([
      'dataSource.day calls GET wl/0109/select/count: the server wants wl/0109/01.html, the screen opens it with mn/0501/01.html',
    ]);
    expect(screenReadProblems(home('wl/0101/01.html'), routes, [])).toEqual([
      'dataSource.day calls GET wl/0109/select/count: the server wants wl/0109/01.html, the screen opens it with wl/0101/01.html',
    ]);
  });

  it('only a dashboard may name one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-dash-'));
    const real = path.resolve(import.meta.dirname, '../..');
    for (const dir of ['src', 'renderers', 'scripts', 'package.json', 'tsconfig.json', 'node_modules']) fs.symlinkSync(path.join(real, dir), path.join(root, dir));
    fs.mkdirSync(path.join(root, 'schemas/wl'), { recursive: true });
    fs.symlinkSync(path.join(real, 'schemas/_meta'), path.join(root, 'schemas/_meta'));
    const wl = JSON.parse(fs.readFileSync(path.join(real, 'schemas/wl/WL0109_01.json'), 'utf8')) as Screen;
    wl.dataSource!.list = { ...wl.dataSource!.list!, authority: 'wl/0109/01.html' };
    fs.writeFileSync(path.join(root, 'schemas/wl/WL0109_01.json'), JSON.stringify(wl));
    fs.copyFileSync(path.join(real, 'schemas/wl/WL0109_01.locale.json'), path.join(root, 'schemas/wl/WL0109_01.locale.json'));
    const problems = (await lintScreens(root)).map((p) => `${p.file}: ${p.message}`);
    expect(problems).toContain(`schemas/wl/WL0109_01.json: dataSource.list: an entry's own "authority" is for a dashboard`);
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('a card or chart field labelled by a dictionary must be one of its values, and needs no text of its own', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-dash-'));
    const real = path.resolve(import.meta.dirname, '../..');
    for (const dir of ['src', 'renderers', 'scripts', 'package.json', 'tsconfig.json', 'node_modules']) fs.symlinkSync(path.join(real, dir), path.join(root, dir));
    fs.mkdirSync(path.join(root, 'schemas/mn'), { recursive: true });
    fs.symlinkSync(path.join(real, 'schemas/_meta'), path.join(root, 'schemas/_meta'));
    const mn = JSON.parse(fs.readFileSync(path.join(real, 'schemas/mn/MN0501_01.json'), 'utf8')) as Screen;
    mn.cards![0] = { ...mn.cards![0], name: 'B99' };
    mn.charts![0] = { ...mn.charts![0], fields: [...mn.charts![0].fields!, 'B98'] };
    fs.writeFileSync(path.join(root, 'schemas/mn/MN0501_01.json'), JSON.stringify(mn));
    fs.copyFileSync(path.join(real, 'schemas/mn/MN0501_01.locale.json'), path.join(root, 'schemas/mn/MN0501_01.locale.json'));
    const problems = (await lintScreens(root)).map((p) => p.message).filter((m) => /B9[89]/.test(m));
    expect(problems).toEqual([
      '"B99" is not a value of dictionary "stationOperation", which labels it',
      '"B98" is not a value of dictionary "stationOperation", which labels it',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
