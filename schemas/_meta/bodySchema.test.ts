import { describe, expect, it } from 'vitest';
import { bodySchemaOf } from './bodySchema';

describe('bodySchemaOf', () => {
  it('turns a form screen into the request body schema the server validates', () => {
    const screen = { code: 'TT0001_02', schema: { type: 'object', properties: {
      grid: { type: 'void', 'x-component': 'FormGrid', properties: {
        title: { type: 'string', required: true, maxLength: 100, 'x-validators': [{ name: 'length', args: { max: 100 } }] },
        price: { type: 'number', minimum: 0 },
      } },
      endTime: { type: 'string', required: true, 'x-reactions': [{ dependencies: ['status'], fulfill: { visible: true }, otherwise: { visible: false } }] },
      items: { type: 'array', items: { type: 'object', properties: {
        col: { type: 'void', properties: { sku: { type: 'string', required: true } } },
      } } },
      active: { type: 'boolean' },
    } } };
    expect(bodySchemaOf(screen)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 100, 'x-validator': [{ name: 'length', args: { max: 100 } }], 'x-normalize': true },
        price: { type: 'number', minimum: 0 },
        endTime: { type: 'string', 'x-normalize': true },
        items: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string', 'x-normalize': true } }, required: ['sku'] } },
        active: { type: 'boolean' },
      },
      required: ['title'],
    });
    expect(bodySchemaOf(screen, { additionalProperties: false }).additionalProperties).toBe(false);
    expect(() => bodySchemaOf({ code: 'X' })).toThrow(/no form schema/);
  });
});
