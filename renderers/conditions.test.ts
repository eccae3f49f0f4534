import { describe, expect, it } from 'vitest';
import { evaluate, conditionOperators } from './conditions';
import { applyMapping } from './scope';

const scope = { record: { status: 'OS04', endFlag: 1, tags: [], name: '' }, $deps: ['a', 2], user: { orderStatus: 'OS01' }, params: { id: '7' } };

describe('conditions', () => {
  it('eq / ne over paths and literals, numbers equal numeric strings', () => {
    expect(evaluate({ eq: ['record.status', 'OS04'] }, scope)).toBe(true);
    expect(evaluate({ eq: ['record.endFlag', '1'] }, scope)).toBe(true);
    expect(evaluate({ eq: ['params.id', 7] }, scope)).toBe(true);
    expect(evaluate({ ne: ['user.orderStatus', 'OS04'] }, scope)).toBe(true);
    expect(evaluate({ eq: ['$deps.0', 'a'] }, scope)).toBe(true);
    expect(evaluate({ eq: ['$deps.1', { const: 2 }] }, scope)).toBe(true);
  });
  it('const forces a literal that looks like a path', () => {
    expect(evaluate({ eq: [{ const: 'record.status' }, 'record.status'] }, scope)).toBe(false);
  });
  it('in, empty', () => {
    expect(evaluate({ in: ['record.status', ['OS01', 'OS04']] }, scope)).toBe(true);
    expect(evaluate({ in: ['record.endFlag', [0]] }, scope)).toBe(false);
    expect(evaluate({ empty: 'record.tags' }, scope)).toBe(true);
    expect(evaluate({ empty: 'record.name' }, scope)).toBe(true);
    expect(evaluate({ empty: 'record.missing.deep' }, scope)).toBe(true);
    expect(evaluate({ empty: 'record.status' }, scope)).toBe(false);
  });
  it('and, or, not, booleans, absent', () => {
    expect(evaluate({ and: [{ eq: ['record.endFlag', 1] }, { not: { empty: 'record.status' } }] }, scope)).toBe(true);
    expect(evaluate({ or: [{ eq: ['record.endFlag', 0] }, false] }, scope)).toBe(false);
    expect(evaluate(undefined, scope)).toBe(true);
    expect(evaluate(true, scope)).toBe(true);
  });
  it('unknown operators and malformed conditions throw', () => {
    expect(() => evaluate({ gt: [1, 2] } as never, scope)).toThrow(/unknown condition operator "gt"/);
    expect(() => evaluate({ eq: [1, 1], ne: [1, 2] } as never, scope)).toThrow(/exactly one/);
    expect(conditionOperators()).toEqual(['eq', 'ne', 'in', 'empty', 'and', 'or', 'not']);
  });
  it('mappings read paths and constants', () => {
    expect(applyMapping({ seq: 'record.endFlag', id: 'params.id', kind: { const: 'x' }, no: 'record.none' }, scope))
      .toEqual({ seq: 1, id: '7', kind: 'x' });
  });
});
