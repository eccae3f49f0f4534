import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusChangeProblems } from '../../scripts/lintStatusChanges';
import { STATUS_CHANGES, statusConfirmKey, statusDoneKey } from '../../renderers/actions/statusChange';
import { engineTexts } from '../../renderers/locale';
import type { Action, Screen } from '../../renderers/types';

const list = (bulkActions: Action[]): Screen => ({ code: 'TT0032_01', kind: 'list', title: 'title', toolbar: { bulkActions } });
const status = (value: string) => ({ ids: 'selectedRowKeys', status: { const: value } });

describe('screen lint: status changes are declared', () => {
  it('a status sent or a verb in the URL needs its statusChange, and no successMessage of its own', () => {
    expect(statusChangeProblems(list([
      { key: 'disable', type: 'request', method: 'POST', url: 'zj/1201/status', body: status('disabled'), successMessage: 'messages.saved' },
      { key: 'freeze', type: 'request', method: 'POST', url: 'zj/0101/freeze', body: 'selectedRowKeys', statusChange: 'lock' },
      { key: 'odd', type: 'request', method: 'POST', url: 'zj/1201/status', body: status('archived') },
      { key: 'stop', type: 'request', method: 'POST', url: 'zj/0103/status', body: status('stop'), statusChange: 'stop', successMessage: 'messages.saved' },
    ]))).toEqual([
      'action "disable": it sets status "disabled": declare "statusChange": "disable"',
      'action "freeze": its URL ends in "freeze": declare "statusChange": "freeze" (not "lock")',
      'action "odd": it sets status "archived", which renderers/actions/statusChange.ts does not know: add it there and declare "statusChange"',
      'action "stop": a status change says what happened itself: drop "successMessage"',
    ]);
    expect(statusChangeProblems(list([
      { key: 'disable', type: 'request', method: 'POST', url: 'zj/1201/status', body: status('disabled'), statusChange: 'disable' },
      { key: 'delete', type: 'request', method: 'POST', url: 'zj/1201/delete', body: 'selectedRowKeys', successMessage: 'messages.deleted' },
    ]))).toEqual([]);
  });

  it('the meta-schema, the table and the engine texts know the same verbs', () => {
    const meta = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/_meta/screen.schema.json'), 'utf8'));
    const request = meta.$defs.action.oneOf.find((v: { properties: { type: { const?: string } } }) => v.properties.type.const === 'request');
    expect([...request.properties.statusChange.enum].sort()).toEqual([...STATUS_CHANGES.keys()].sort());
    for (const lang of ['zh-CN', 'en-US']) {
      for (const [verb, change] of STATUS_CHANGES) {
        expect(engineTexts[lang][statusDoneKey(verb).replace('engine.', '')], `${lang} ${verb}`).toBeTruthy();
        if (change.outOfUse) expect(engineTexts[lang][statusConfirmKey(verb).replace('engine.', '')], `${lang} ${verb}`).toBeTruthy();
      }
    }
  });
});
