/**
 * Every screen in schemas/: meta-schema (ajv strict) and references — hooks, targets,
 * dictionaries, validators, components, i18n keys in both languages, authority URLs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintScreens, screenFiles } from '../../scripts/lint-schemas.ts';
import { newScreen } from '../../scripts/new-screen.ts';
import { fixtureProblems } from '../../scripts/screenFixtures.ts';
import { CATALOG, readCatalogLine } from '../../scripts/catalogEntry.ts';
import { screenReadProblems } from '../../scripts/lintScreenReads.ts';
import { actionAuthorityProblems } from '../../scripts/lintActionAuthority.ts';
import type { Screen } from '../../renderers/types.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('screens in schemas/', () => {
  it('there are screens, and every one passes the schema lint', async () => {
    expect(screenFiles(root).length).toBeGreaterThan(0);
    const problems = await lintScreens(root);
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([]);
  }, 30_000); // every screen's TypeScript parsed: seconds on a busy machine

  it('the lint catches broken references', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    fs.cpSync(path.join(root, 'schemas/_meta'), path.join(tmp, 'schemas/_meta'), { recursive: true });
    fs.mkdirSync(path.join(tmp, 'schemas/xt'));
    const bad = {
      $schema: '../_meta/screen.schema.json', code: 'XT0125_01', kind: 'list', title: 'title', permission: 'xt/0125/01.html',
      dataSource: { list: { method: 'GET', url: 'xt/0125/select/download' }, stats: { method: 'POST', url: 'xt/0125/select/download' },
        archive: { method: 'GET', url: 'xt/0125/archive' } },
      columns: [{ name: 'fileName', dictionary: 'noSuchDictionary', validators: [{ name: 'length', args: { max: 'ten' } }] }, { name: 'mystery' },
        { name: 'seq', optionsSource: { url: 'zj/0601/options', labelField: 'label', valueField: 'value' } }],
      rowActions: [
        { key: 'go', type: 'openScreen', target: 'QQ9999_01' },
        { key: 'goBy', type: 'openScreen', target: 'XT0125_01', targetBy: { value: 'record.kind', screens: { big: 'QQ9998_01' } } },
        { key: 'run', type: 'hook', name: 'notThere' },
        { key: 'secret', type: 'hook', name: 'notThere', authority: 'xt/0125/nobody' },
        { key: 'pick', type: 'hook', name: 'notThere', selection: 'one' },
        { key: 'purge', type: 'request', method: 'POST', url: 'zj/0110/delete' },
        { key: 'purgeAllowed', type: 'request', method: 'POST', url: 'zj/0110/delete', authority: 'zj/0110/edit' },
        { key: 'sweep', type: 'hook', name: 'sweep', authority: 'zj/0110/edit' },
      ],
      hooks: ['notThere', 'sweep'],
      charts: [{ name: 'perDay', type: 'line', api: 'stats', x: 'fileName', y: 'size' }],
      forms: { edit: { dataSource: { submit: { method: 'POST', url: 'xt/0125/archive' } }, schema: { type: 'object', properties: {
        send: { type: 'void', 'x-component': 'ScreenAction', 'x-component-props': { actions: ['submit', 'calculate'] } },
        note: { type: 'string', 'x-authority': 'xt/0125/nofield' },
      } } } },
    };
    fs.writeFileSync(path.join(tmp, 'schemas/xt/XT0125_01.json'), JSON.stringify(bad));
    fs.writeFileSync(path.join(tmp, 'schemas/xt/XT0125_01.locale.json'), JSON.stringify({ 'zh-CN': { title: '下载中心', only: '中' }, 'en-US': { title: 'Downloads' } }));
    fs.writeFileSync(path.join(tmp, 'schemas/xt/XT0125_01.hooks.ts'), [
      "const t = (k: string) => ctx.screen.text(`messages.${k}`);",
      'export async function sweep(ctx: any) { await purge(ctx); ctx.message.error(\'boom\'); ctx.message.info(t(\'nowhere\')); }',
      "async function purge(ctx: any) { await ctx.engine.request('POST', 'zj/0110/delete', {}); }",
      "export async function audit(ctx: any) { await ctx.engine.request('GET', 'zj/0601/list', {}); ctx.screen.text('title'); }",
    ].join('\n'));
    const messages = (await lintScreens(tmp)).map((p) => p.message).join('\n');
    // what the screen reads itself: routes that exist, in the method served, opened by the screen's permission
    expect(messages).toMatch(/dataSource.stats calls POST xt\/0125\/select\/download: the server serves it as GET/);
    expect(messages).toMatch(/dataSource.archive calls GET xt\/0125\/archive: no server route serves it/);
    // a route open to several pages names them all
    expect(messages).toMatch(/column "seq" optionsSource calls zj\/0601\/options: the server wants one of zj\/0601\/01.html, zj\/0601\/02.html, xt\/0105\/02.html, the screen opens it with xt\/0125\/01.html/);
    // hook-file calls: held to the hook action that reaches them (through a helper), else to the screen's permission
    expect(messages).not.toMatch(/zj\/0110\/delete: the server wants zj\/0110\/edit, the screen opens it/);
    expect(messages).toMatch(/hooks \(audit, line 4\) calls GET zj\/0601\/list: the server wants zj\/0601\/01.html, the screen opens it with xt\/0125\/01.html/);
    // text keys in the hooks file, through a prefixing helper; literal messages
    expect(messages).toMatch(/XT0125_01.hooks.ts:2: zh-CN: no text for "messages.nowhere"/);
    expect(messages).toMatch(/XT0125_01.hooks.ts:2: a message shows the literal "boom"/);
    expect(messages).not.toMatch(/no text for "title"/);
    expect(messages).toMatch(/dictionary "noSuchDictionary" is not registered/);
    expect(messages).toMatch(/openScreen target QQ9999_01/);
    expect(messages).toMatch(/openScreen target QQ9998_01/);
    expect(messages).toMatch(/validator "length": bad args/);
    expect(messages).toMatch(/hook "notThere" is not exported/);
    expect(messages).toMatch(/authority xt\/0125\/nobody is not known/);
    // a form field's own authority (x-authority) is one the server knows: a route's, a page or a seeded function point
    expect(messages).toMatch(/authority xt\/0125\/nofield is not known/);
    expect(messages).toMatch(/en-US: no label for field "mystery"/);
    expect(messages).toMatch(/en-US lacks "only"/);
    expect(messages).toMatch(/en-US: no text for "actions.run"/);
    expect(messages).toMatch(/action "pick": "selection" is for a list's toolbar or bulk actions only/);
    expect(messages).toMatch(/chart "perDay": a list's charts read the rows it shows/);
    // a button the server would refuse: its route wants another authority than the action carries
    expect(messages).toMatch(/XT0125_01 action "purge" calls POST zj\/0110\/delete: the server wants zj\/0110\/edit, the action carries xt\/0125\/01.html/);
    expect(messages).not.toMatch(/action "purgeAllowed"/);
    expect(messages).toMatch(/en-US: no text for "charts.perDay"/);
    // a button placed in a form names one of that form's actions (an inline form's default submit is one)
    expect(messages).toMatch(/ScreenAction "calculate" is not one of form "edit"'s actions/);
    expect(messages).not.toMatch(/ScreenAction "submit"/);

    const slotWithoutAction = { type: 'object', properties: { send: { type: 'void', 'x-component': 'ScreenAction', 'x-component-props': { label: 'send' } } } };
    fs.writeFileSync(path.join(tmp, 'schemas/xt/XT0125_01.json'), JSON.stringify({ ...bad, kind: 'grid', title: '{{ evil() }}',
      forms: { edit: { ...bad.forms.edit, schema: slotWithoutAction } } }));
    const meta = (await lintScreens(tmp)).map((p) => p.message).join('\n');
    expect(meta).toMatch(/meta-schema: \/forms\/edit\/schema\/properties\/send\/x-component-props must NOT have additional properties/);
    expect(meta).toMatch(/meta-schema: \/kind must be equal to one of the allowed values/);
    expect(meta).toMatch(/no \{\{ \}\} expressions/);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a route listing several authorities opens to each of them, and to nobody else', () => {
    const detail = { method: 'GET' as const, url: 'zj/0101/detail', authority: ['zj/0101/01.html', 'zj/0101/02.html'] };
    const screen = (permission: string) => ({ code: 'ZJ0101_03', kind: 'detail', title: 'title', permission,
      dataSource: { load: { method: 'GET', url: 'zj/0101/detail' } } }) as Screen;
    expect(screenReadProblems(screen('zj/0101/02.html'), [detail], [])).toEqual([]);
    expect(screenReadProblems(screen('zj/0101/03.html'), [detail], []))
      .toEqual(['dataSource.load calls GET zj/0101/detail: the server wants one of zj/0101/01.html, zj/0101/02.html, the screen opens it with zj/0101/03.html']);
    const save = { method: 'POST' as const, url: 'zj/0101/save', authority: ['zj/0101/01.html', 'zj/0101/02.html'] };
    const form = (permission: string) => ({ code: 'ZJ0101_02', kind: 'form', title: 'title', permission,
      dataSource: { submit: { method: 'POST', url: 'zj/0101/save' } } }) as Screen;
    expect(actionAuthorityProblems(form('zj/0101/02.html'), [save], () => undefined)).toEqual([]);
    expect(actionAuthorityProblems(form('zj/0101/03.html'), [save], () => undefined))
      .toEqual(['ZJ0101_02 action "submit" calls POST zj/0101/save: the server wants one of zj/0101/01.html, zj/0101/02.html, the action carries zj/0101/03.html (add "authority": "zj/0101/01.html" or call the right API)']);
  });

  it('new-screen writes a list (with its add/edit inline form), a form and a detail that pass the lint but for their missing API', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-screen-'));
    fs.cpSync(path.join(root, 'schemas/_meta'), path.join(tmp, 'schemas/_meta'), { recursive: true });
    fs.mkdirSync(path.join(tmp, 'src/domain/screens'), { recursive: true });
    fs.copyFileSync(path.join(root, CATALOG), path.join(tmp, CATALOG));
    expect(await newScreen('XT0104_01', 'list', tmp)).toEqual(['schemas/xt/XT0104_01.json', 'schemas/xt/XT0104_01.locale.json', 'schemas/xt/XT0104_01.hooks.ts',
      'tests/fixtures/screens/XT0104_01.json']);
    // A code the catalogue lacks is added to it: under its _01, with that screen's roles.
    expect(await newScreen('DD0701_02', 'form', tmp, { zh: '增值服务编辑', en: 'Value-added service edit' })).toContain(CATALOG);
    expect(readCatalogLine(tmp, 'DD0701_02')).toEqual({ code: 'DD0701_02', zh: '增值服务编辑', en: 'Value-added service edit', kind: 'form',
      roles: readCatalogLine(root, 'DD0701_01')!.roles });
    expect(fs.readFileSync(path.join(tmp, CATALOG), 'utf8')).toContain(`parent: 'DD0701_01' }),`);
    await newScreen('XT0103_02', 'detail', tmp);
    await expect(newScreen('XT0104_01', 'list', tmp)).rejects.toThrow(/exists already/);
    // Lint-clean but for the API a new screen needs: the lint names each route to write.
    expect((await lintScreens(tmp)).map((p) => `${p.file}: ${p.message}`)).toEqual([
      'schemas/dd/DD0701_02.json: dataSource.load calls GET dd/0701/info: no server route serves it (write its API or call the right one)',
      'schemas/dd/DD0701_02.json: dataSource.submit calls POST dd/0701/save: no server route serves it (write its API or call the right one)',
      'schemas/xt/XT0103_02.json: dataSource.load calls GET xt/0103/info: no server route serves it (write its API or call the right one)',
      'schemas/xt/XT0104_01.json: dataSource.list calls GET xt/0104/list: no server route serves it (write its API or call the right one)',
      // its row form's own routes too
      'schemas/xt/XT0104_01.json: form "rowEdit" dataSource.load calls GET xt/0104/detail: no server route serves it (write its API or call the right one)',
      'schemas/xt/XT0104_01.json: form "rowEdit" dataSource.submit calls POST xt/0104/save: no server route serves it (write its API or call the right one)',
    ]);
    const list = JSON.parse(fs.readFileSync(path.join(tmp, 'schemas/xt/XT0104_01.json'), 'utf8'));
    expect(Object.keys(list.forms)).toEqual(['rowEdit']);
    expect(list.toolbar.actions[0]).toMatchObject({ type: 'openScreen', form: 'rowEdit' });
    const written = screenFiles(tmp).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
    expect(written.flatMap((screen) => fixtureProblems(screen, tmp))).toEqual([]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a screen that extends another is linted merged: its own hooks and texts, and the base\'s it relies on', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    fs.cpSync(path.join(root, 'schemas/_meta'), path.join(tmp, 'schemas/_meta'), { recursive: true });
    fs.mkdirSync(path.join(tmp, 'schemas/dd'));
    for (const f of fs.readdirSync(path.join(root, 'schemas/dd')).filter((f) => /^DD0(101_01|205_03)\./.test(f) && !f.includes('.test.'))) {
      fs.copyFileSync(path.join(root, 'schemas/dd', f), path.join(tmp, 'schemas/dd', f));
    }
    expect(await lintScreens(tmp)).toEqual([]);
    const edit = JSON.parse(fs.readFileSync(path.join(tmp, 'schemas/dd/DD0205_03.json'), 'utf8'));
    fs.writeFileSync(path.join(tmp, 'schemas/dd/DD0205_03.json'), JSON.stringify({ ...edit, hooks: ['save', 'missing'], actions: [...edit.actions, { key: 'nowhere', type: 'hook', name: 'orderBody' }] }));
    // The base's texts: DD0101_01's hooks ask for confirm.largeValue, which the edit's texts must reach (they do, merged).
    const locale = JSON.parse(fs.readFileSync(path.join(tmp, 'schemas/dd/DD0205_03.locale.json'), 'utf8'));
    delete locale['en-US'].messages.savedToReview;
    fs.writeFileSync(path.join(tmp, 'schemas/dd/DD0205_03.locale.json'), JSON.stringify(locale));
    const messages = (await lintScreens(tmp)).map((p) => `${p.file}: ${p.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'schemas/dd/DD0205_03.json: hook "missing" is not exported by DD0205_03.hooks.ts',
      'schemas/dd/DD0205_03.json: en-US: no text for "actions.nowhere" (screens.DD0205_03.actions.nowhere or actions.nowhere)',
      'schemas/dd/DD0205_03.json: en-US lacks "messages.savedToReview" that zh-CN has',
    ]));
    expect(messages.every((m) => m.startsWith('schemas/dd/DD0205_03.json'))).toBe(true);
    fs.writeFileSync(path.join(tmp, 'schemas/dd/DD0205_03.json'), JSON.stringify({ ...edit, extends: 'DD0999_01' }));
    expect((await lintScreens(tmp)).map((p) => p.message)).toEqual(['"extends": DD0999_01 is not a screen in schemas/']);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
});
