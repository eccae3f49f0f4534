/**
 * The condition language: {"eq": ["record.status", {"const": "OS04"}]}, ne, in, empty, and, or, not.
 * Operands are paths into a scope (record.x, $deps.0, user.orderStatus, params.id) or
 * {"const": value}. A bare string that is not a known path root is a literal, so
 * {"eq": ["record.endFlag", 1]} and {"eq": ["record.status", "OS04"]} both read naturally.
 */
import type { Condition, Operand } from './types';
import { getPath, isConst, type Scope } from './scope';

const ROOTS = /^(record|row|\$deps|\$self|user|params|form|values|selection|selectedRowKeys|filters|data)(\.|$)/;

type Evaluator = (arg: any, scope: Scope) => boolean;

/** An operand: a path when it starts with a known root, otherwise a literal. */
export function operandValue(operand: Operand | unknown, scope: Scope): unknown {
  if (isConst(operand as Operand)) return (operand as { const: unknown }).const;
  if (typeof operand === 'string' && ROOTS.test(operand)) return getPath(scope, operand);
  return operand;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Numbers and numeric strings compare equal: servers send "1" and 1 alike.
  if ((typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number')) {
    return a !== '' && b !== '' && Number(a) === Number(b);
  }
  return false;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function createEvaluators(): Map<string, Evaluator> {
  return new Map<string, Evaluator>([
    ['eq', ([a, b], s) => same(operandValue(a, s), operandValue(b, s))],
    ['ne', ([a, b], s) => !same(operandValue(a, s), operandValue(b, s))],
    ['in', ([a, list], s) => (list as unknown[]).some((item) => same(operandValue(a, s), item))],
    ['empty', (a, s) => isEmpty(operandValue(a, s))],
    ['and', (list: Condition[], s) => list.every((c) => evaluate(c, s))],
    ['or', (list: Condition[], s) => list.some((c) => evaluate(c, s))],
    ['not', (c: Condition, s) => !evaluate(c, s)],
  ]);
}

const evaluators = createEvaluators();

/** Evaluates a condition; an absent condition holds. An unknown operator throws. */
export function evaluate(condition: Condition | undefined, scope: Scope): boolean {
  if (condition === undefined || condition === null) return true;
  if (typeof condition === 'boolean') return condition;
  const entries = Object.entries(condition);
  if (entries.length !== 1) throw new Error(`condition must have exactly one operator: ${JSON.stringify(condition)}`);
  const [op, arg] = entries[0];
  const evaluator = evaluators.get(op);
  if (!evaluator) throw new Error(`unknown condition operator "${op}"`);
  return evaluator(arg, scope);
}

/** The operators the language knows (for lint and docs). */
export const conditionOperators = (): string[] => [...evaluators.keys()];
