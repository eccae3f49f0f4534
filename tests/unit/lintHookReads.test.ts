/**
 * What the screen lint reads beyond literals in calls: an inline form's own routes, text keys handed to
 * a component as a prop, and urls built at run time.
 */
import { describe, expect, it } from 'vitest';
import { readHookSource } from '../../scripts/hookSource.ts';
import { hookTextProblems } from '../../scripts/lintHookTexts.ts';
import { screenReadProblems } from '../../scripts/lintScreenReads.ts';
import type { DeclaredRoute } from '../../scripts/serverRoutes.ts';
import type { Screen } from '../../renderers/types.ts';

const routes: DeclaredRoute[] = [
  { method: 'GET', url: 'tt/0001/list', authority: 'tt/0001/01.html' },
  { method: 'POST', url: 'tt/0001/save', authority: 'tt/0001/01.html' },
  { method: 'GET', url: 'tt/0001/item/detail', authority: 'tt/0001/01.html' },
];
const list = (forms: Screen['forms']): Screen => ({ code: 'TT0001_01', kind: 'list', title: 'title', permission: 'tt/0001/01.html',
  dataSource: { list: { method: 'GET', url: 'tt/0001/list' } }, forms });

describe('screen lint: what it reads beyond literal calls', () => {
  it("an inline form's own dataSource must be server routes in their method", () => {
    const schema = { type: 'object', properties: {} };
    expect(screenReadProblems(list({ row: { schema, dataSource: { submit: { method: 'POST', url: 'tt/0001/save' } } } }), routes, [])).toEqual([]);
    expect(screenReadProblems(list({ row: { schema, dataSource: {
      load: { method: 'GET', url: 'tt/0001/gone' }, submit: { method: 'GET', url: 'tt/0001/save' } } } }), routes, [])).toEqual([
      'form "row" dataSource.load calls GET tt/0001/gone: no server route serves it (write its API or call the right one)',
      'form "row" dataSource.submit calls GET tt/0001/save: the server serves it as POST',
    ]);
  });

  it('a text key handed as a prop to a component that passes it to a text function is checked (JSX and createElement)', () => {
    const read = readHookSource([
      "import { createElement } from 'react';",
      "const r = (k: string) => ctx.screen.text(`results.${k}`);",
      'export function Title({ k }: { k: string }) { return <b>{r(k)}</b>; }',
      'export function Plain({ k }: { k: string }) { return <b>{k}</b>; }',
      'export function Slot() { return <div><Title k="close" /><Title k={"open"} /><Plain k="notAKey" /></div>; }',
      "export function Other() { return createElement(Title, { k: 'gone' }); }",
    ].join('\n'), 'TT0001_01.hooks.tsx');
    expect(read.texts.map((t) => `${t.line}:${t.key}`)).toEqual(['5:results.close', '5:results.open', '6:results.gone']);
    const has = (_lng: string, key: string) => key !== 'results.gone';
    expect(hookTextProblems([{ file: 'TT0001_01.hooks.tsx', read }], { own: has, shared: () => false, screen: () => undefined }))
      .toEqual(['TT0001_01.hooks.tsx:6: zh-CN: no text for "results.gone"', 'TT0001_01.hooks.tsx:6: en-US: no text for "results.gone"']);
  });

  it('urls built at run time: constants read whole, a literal route head checked as a prefix, the rest listed as not checkable', () => {
    const read = readHookSource([
      "const BASE = 'tt/0001';",
      'export async function go(ctx: any, kind: string, api: { url: string }) {',
      '  await ctx.engine.request(\'GET\', `${BASE}/list`, {});',
      '  await ctx.engine.request(\'GET\', `tt/0001/${kind}/detail`, {});',
      '  await ctx.engine.request(\'POST\', `tt/0002/${kind}`, {});',
      "  await ctx.engine.request('POST', api.url, {});",
      '}',
    ].join('\n'));
    expect(read.calls.map((c) => `${c.method} ${c.url}${c.prefix ? '…' : ''}`)).toEqual(['GET tt/0001/list', 'GET tt/0001/…', 'POST tt/0002/…']);
    expect(read.unchecked).toEqual([{ call: "ctx.engine.request('POST', api.url, {})", line: 6 }]);
    const screen = { ...list(undefined), hooks: ['go'], toolbar: { actions: [{ key: 'go', type: 'hook' as const, name: 'go' }] } };
    expect(screenReadProblems(screen, routes, [read])).toEqual(['hooks (go, line 5) calls POST tt/0002/…: no server route starts so']);
  });
});
