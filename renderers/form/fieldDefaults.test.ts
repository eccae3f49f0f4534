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
