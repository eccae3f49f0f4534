import { describe, expect, it } from 'vitest';
import { withFieldDefaults } from './fieldDefaults';

describe("an ordinary field's defaults", () => {
  it('puts a FormItem around the component its type implies', () => {
    expect(withFieldDefaults({ type: 'string', maxLength: 50 })).toEqual({ type: 'string', maxLength: 50, 'x-decorator': 'FormItem', 'x-component': 'Input' });
    expect(withFieldDefaults({ type: 'string', maxLength: 500 })['x-component']).toBe('Input.TextArea');
    expect(withFieldDefaults({ type: 'integer' })['x-component']).toBe('NumberPicker');
    expect(withFieldDefaults({ type: 'boolean' })['x-component']).toBe('Switch');
    expect(withFieldDefaults({ type: 'string', enum: ['a', 'b'] })['x-component']).toBe('Select');
  });
  it('leaves a dictionary field its dictionary select (set by the dictionary step) and adds the FormItem', () => {
    expect(withFieldDefaults({ type: 'string', 'x-dictionary': 'enableStatus' })).toEqual({ type: 'string', 'x-dictionary': 'enableStatus', 'x-decorator': 'FormItem' });
  });
  it('keeps what a field says, and leaves hidden values and containers bare', () => {
    const custom = { type: 'string', 'x-component': 'DatePicker' };
    expect(withFieldDefaults(custom)).toBe(custom);
    const bare = { type: 'number', 'x-display': 'hidden' };
    expect(withFieldDefaults(bare)).toBe(bare);
    expect(withFieldDefaults({ type: 'object', properties: {} })).toEqual({ type: 'object', properties: {} });
    expect(withFieldDefaults({ type: 'array', items: {} })).toEqual({ type: 'array', items: {} });
  });
});

describe("a table's row fields", () => {
  it('become columns titled by their labels, their cells unlabelled, written columns and hidden values kept', () => {
    const ops = { type: 'void', 'x-component': 'ArrayTable.Column', properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } };
    const id = { type: 'integer', 'x-display': 'hidden' };
    const table = {
      type: 'array',
      'x-component': 'ArrayTable',
      items: { type: 'object', properties: { id, weight: { type: 'string', required: true, 'x-column': { width: 90 } }, ops } },
    };
    const out = withFieldDefaults(table);
    expect(Object.keys(out.items.properties)).toEqual(['id', 'c_weight', 'ops']);
    expect(out.items.properties.c_weight).toEqual({
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: 'fields.weight', width: 90 },
      properties: {
        weight: { type: 'string', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-decorator-props': { colon: false, labelStyle: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } },
      },
    });
    expect(out.items.properties.ops).toBe(ops);
    expect(table.items.properties).toHaveProperty('weight');
    const written = { ...table, items: { type: 'object', properties: { c_weight: out.items.properties.c_weight } } };
    expect(withFieldDefaults(written)).toBe(written);
  });

  it("place a field's column where its x-index says", () => {
    const table = {
      type: 'array',
      'x-component': 'ArrayTable',
      items: { type: 'object', properties: { weight: { type: 'string' }, boxNo: { type: 'string', 'x-index': 0 } } },
    };
    const out = withFieldDefaults(table);
    expect(out.items.properties.c_boxNo['x-index']).toBe(0);
    expect(out.items.properties.c_weight).not.toHaveProperty('x-index');
  });
});

describe('what a form submits', () => {
  it("leaves out Formily's row index keys, deep, and nothing else of a row; files stay files", async () => {
    const { submittedValues } = await import('./fields');
    const file = new Blob(['x']);
    const out = submittedValues(
      { rows: [{ __DO_NOT_USE_THIS_PROPERTY_index__: 0, weight: '1', box: { __DO_NOT_USE_THIS_PROPERTY_index__: 3, n: 1 } }], upload: [{ originFileObj: file }], other: 1 },
      { type: 'object', properties: { rows: { type: 'array' }, upload: { type: 'array' } } }, [],
    );
    expect(out).toEqual({ rows: [{ weight: '1', box: { n: 1 } }], upload: [{ originFileObj: file }] });
    expect((out.upload as { originFileObj: Blob }[])[0].originFileObj).toBe(file);
  });

  it('leaves out the fields it only shows (readPretty), as the body schema does', async () => {
    const { submittedValues } = await import('./fields');
    const schema = { type: 'object', properties: {
      customerName: { type: 'string', 'x-pattern': 'readPretty' },
      grid: { type: 'void', properties: { salesIds: { type: 'array' }, relatedUsers: { type: 'string', 'x-pattern': 'readPretty' } } },
    } };
    expect(submittedValues({ id: 1, customerName: 'C0001', salesIds: [3], relatedUsers: 'customer' }, schema, ['id'])).toEqual({ id: 1, salesIds: [3] });
  });
});
