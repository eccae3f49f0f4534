/**
 * The screen lint refuses a column bound to a set of values without a way to label them: the raw
 * code (economy, parcel, fixed, magnetic) would reach the cell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumColumnProblems, productVocabulary, vocabularyColumnProblems } from '../../scripts/lintEnumColumns.ts';
import type { Screen } from '../../renderers/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (code: string): Screen => JSON.parse(fs.readFileSync(path.join(root, 'schemas', code.slice(0, 2).toLowerCase(), `${code}.json`), 'utf8'));
const screenOf = (code: string) => (fs.existsSync(path.join(root, 'schemas', code.slice(0, 2).toLowerCase(), `${code}.json`)) ? read(code) : undefined);

const list = (columns: Screen['columns'], extra: Partial<Screen> = {}): Screen => ({
  code: 'TT0001_01', kind: 'list', title: 'title', permission: 'tt/0001/01.html',
  dataSource: { list: { method: 'GET', url: 'tt/0001/list' } },
  columns,
  forms: { rowEdit: { dataSource: { submit: { method: 'POST', url: 'tt/0001/save' } }, schema: { type: 'object', properties: {
    kind: { type: 'string', 'x-decorator': 'FormItem', 'x-dictionary': 'surchargeKind' },
    mode: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Select', enum: [{ value: 'a', label: 'labels.a' }] },
    attributes: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'Checkbox.Group', 'x-options-source': { url: 'zj/1201/attribute/options', labelField: 'label', valueField: 'value' } },
    name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
  } } } },
  ...extra,
});

describe('lint: enum columns', () => {
  it('a column of a field the inline form binds to a dictionary, an enum or remote options needs its labels', () => {
    expect(enumColumnProblems(list([{ name: 'kind' }, { name: 'mode' }, { name: 'attributes' }, { name: 'name' }]), screenOf)).toEqual([
      'column "kind" shows raw codes: TT0001_01 binds it to dictionary "surchargeKind"; give the column "dictionary": "surchargeKind"',
      'column "mode" shows raw codes: TT0001_01 binds it to an enum; give the column a "dictionary"',
      'column "attributes" shows raw codes: TT0001_01 binds it to options from zj/1201/attribute/options; give the column "optionsSource" (zj/1201/attribute/options) or a "dictionary"',
    ]);
    const labelled = list([
      { name: 'kind', dictionary: 'surchargeKind' }, { name: 'mode', cell: 'modeCell' },
      { name: 'attributes', optionsSource: { url: 'zj/1201/attribute/options', labelField: 'label', valueField: 'value' } }, { name: 'name' },
    ]);
    expect(enumColumnProblems(labelled, screenOf)).toEqual([]);
    expect(enumColumnProblems(list([{ name: 'kind', dictionary: 'weightRule' }]), screenOf)).toEqual([
      'column "kind" is labelled by dictionary "weightRule", but TT0001_01 offers dictionary "surchargeKind"',
    ]);
  });

  it('reads the edit page a list opens when it writes where the list reads; a form about something else does not count', () => {
    const routes = read('ZJ0103_01');
    expect(enumColumnProblems(routes, screenOf)).toEqual([]);
    const bare = { ...routes, columns: routes.columns!.map(({ dictionary: _d, ...c }) => (c.name === 'routeType' || c.name === 'logisticsType' ? c : { ...c, dictionary: _d })) };
    expect(enumColumnProblems(bare, screenOf)).toEqual([
      'column "routeType" shows raw codes: ZJ0103_02 binds it to dictionary "routeType"; give the column "dictionary": "routeType"',
      'column "logisticsType" shows raw codes: ZJ0103_02 binds it to dictionary "logisticsType"; give the column "dictionary": "logisticsType"',
    ]);
    // The same column beside an opened form of another API family (the trial from a price list) is left alone.
    const other = list([{ name: 'country' }], { forms: undefined, rowActions: [{ key: 'trial', type: 'openScreen', target: 'XX0402_01' }] });
    expect(enumColumnProblems(other, screenOf)).toEqual([]);
  });

  it('ZJ1113_01 labels its attributes, kind and routes', () => {
    const rules = read('ZJ1113_01');
    expect(enumColumnProblems(rules, screenOf)).toEqual([]);
    const strip = new Set(['attributes', 'kind', 'routes']);
    const bare = { ...rules, columns: rules.columns!.map(({ dictionary, optionsSource, ...c }) => (strip.has(c.name) ? c : { ...c, dictionary, optionsSource })) };
    expect(enumColumnProblems(bare, screenOf).map((p) => p.split(':')[0])).toEqual([
      'column "attributes" shows raw codes', 'column "kind" shows raw codes', 'column "routes" shows raw codes',
    ]);
  });

  it('a column named as the product binds a dictionary elsewhere is labelled, even on a read-only list (ZJ1401_01 route type)', () => {
    const vocabulary = productVocabulary(['ZJ0103_02', 'ZJ1113_01'].map(read));
    expect(vocabulary.get('routeType')).toEqual({ dictionary: 'routeType', where: 'ZJ0103_02' });
    const byMode = read('ZJ1401_01');
    expect(vocabularyColumnProblems(byMode, vocabulary)).toEqual([]);
    const bare = { ...byMode, columns: byMode.columns!.map(({ dictionary: _d, ...c }) => (c.name === 'routeType' ? c : { ...c, dictionary: _d })) };
    expect(vocabularyColumnProblems(bare, vocabulary)).toEqual([
      'column "routeType" shows raw codes: ZJ0103_02 binds "routeType" to dictionary "routeType"; give the column "dictionary": "routeType" (or the one its data uses)',
    ]);
    // A field the screen's own forms bind is the other rule's (no second message).
    expect(vocabularyColumnProblems(bare, vocabulary, new Set(['routeType']))).toEqual([]);
  });
});
