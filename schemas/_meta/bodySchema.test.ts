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
      audience: { type: 'string', 'x-dictionary': 'audience', required: true },
      userType: { type: 'string', 'x-dictionary': 'userType' },
      logins: { type: 'array', 'x-pattern': 'readPretty' },
    } } };
    expect(bodySchemaOf(screen)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 100, 'x-validator': [{ name: 'required' }, { name: 'length', args: { max: 100 } }], 'x-normalize': true },
        price: { type: ['number', 'null'], minimum: 0 },
        endTime: { type: ['string', 'null'], 'x-normalize': true },
        items: { type: ['array', 'null'], items: { type: 'object', properties: { sku: { type: 'string', 'x-validator': [{ name: 'required' }], 'x-normalize': true } }, required: ['sku'] } },
        active: { type: ['boolean', 'null'] },
        audience: { type: 'string', enum: ['customer', 'staff', 'public'], 'x-validator': [{ name: 'required' }], 'x-normalize': true },
        userType: { type: ['string', 'null'], enum: ['individual', 'enterprise', null], 'x-normalize': true },
      },
      required: ['title', 'audience'],
    });
    expect(bodySchemaOf(screen, { additionalProperties: false }).additionalProperties).toBe(false);
    expect(() => bodySchemaOf({ code: 'X' })).toThrow(/no form schema/);
  });

  it('takes the values of options written with their labels', () => {
    const screen = { code: 'TT0001_03', schema: { type: 'object', properties: {
      target: { type: 'string', required: true, enum: [{ value: 'a', label: 'targets.a' }, { value: 'b', label: 'targets.b' }] },
      mode: { type: 'string', enum: ['air', { value: 'sea', label: 'enums.sea' }] },
    } } };
    const body = bodySchemaOf(screen) as { properties: Record<string, { enum: unknown[] }> };
    expect(body.properties.target.enum).toEqual(['a', 'b']);
    expect(body.properties.mode.enum).toEqual(['air', 'sea', null]);
  });

  it('derives the body of an inline form by name', () => {
    const screen = { code: 'TT0001_01', forms: { rowEdit: { schema: { type: 'object', properties: {
      routeId: { type: 'number', 'x-display': 'hidden', required: true },
      name: { type: 'string', 'x-validators': [{ name: 'length', args: { min: 3 } }] },
    } } } } };
    expect(bodySchemaOf(screen, 'rowEdit', { additionalProperties: false })).toEqual({
      type: 'object',
      properties: {
        routeId: { type: 'number' },
        name: { type: ['string', 'null'], 'x-validator': [{ name: 'length', args: { min: 3 } }], 'x-normalize': true },
      },
      required: ['routeId'],
      additionalProperties: false,
    });
    expect(() => bodySchemaOf(screen, 'other')).toThrow(/no form schema named other/);
    expect(() => bodySchemaOf({ schema: { type: 'object', properties: { a: { type: 'string', 'x-dictionary': 'nope' } } } })).toThrow(/no such dictionary/);
  });

  it('takes only the values a partial dictionary offers ({name, omit})', () => {
    const body = bodySchemaOf({ schema: { type: 'object', properties: { scope: { type: 'string', 'x-dictionary': { name: 'valetAuthorization', omit: ['none'] }, required: true } } } });
    expect((body.properties as Record<string, { enum: string[] }>).scope.enum).toEqual(['day', 'month', 'permanent']);
  });

  it('a DatePicker is an instant (x-time), unless it picks a calendar day (format: date)', () => {
    const body = bodySchemaOf({ schema: { type: 'object', properties: {
      at: { type: 'string', 'x-component': 'DatePicker' },
      day: { type: 'string', format: 'date', 'x-component': 'DatePicker', required: true },
    } } }).properties as Record<string, Record<string, unknown>>;
    expect(body.at['x-time']).toBe(true);
    expect(body.day).toMatchObject({ type: 'string', format: 'date' });
    expect(body.day['x-time']).toBeUndefined();
  });
});
