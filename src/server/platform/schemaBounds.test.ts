import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, withBounds } from './schemaBounds';

describe('withBounds', () => {
  it('holds numbers to int4 and text away from NUL, keeping a bound the schema says itself', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        big: { type: 'integer', maximum: Number.MAX_SAFE_INTEGER },
        weight: { type: ['string', 'number', 'null'] },
        ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
        status: { type: 'string', enum: ['a', 'b'] },
        either: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
      },
      if: { properties: { id: { type: 'integer' } } },
      not: { properties: { name: { type: 'string' } } },
    };
    const out = withBounds(schema) as { properties: Record<string, Record<string, unknown>>; if: unknown; not: unknown };
    expect(out.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: INT4_MAX });
    expect(out.properties.big).toEqual({ type: 'integer', maximum: Number.MAX_SAFE_INTEGER, minimum: INT4_MIN });
    expect(out.properties.weight).toMatchObject({ maximum: INT4_MAX, minimum: INT4_MIN, 'x-no-nul': true });
    expect(out.properties.ids.items).toEqual({ type: 'integer', minimum: 1, maximum: INT4_MAX });
    expect(out.properties.status).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(out.properties.either.anyOf).toEqual([{ type: 'string', 'x-no-nul': true }, { type: 'array', items: { type: 'string', 'x-no-nul': true } }]);
    // A condition and a negation keep their meaning; the route's own schema object is not changed.
    expect(out.if).toBe(schema.if);
    expect(out.not).toBe(schema.not);
    expect(schema.properties.id).toEqual({ type: 'integer', minimum: 1 });
  });
});
