/**
 * No code in strings: Formily's {{ }} expression compiler is replaced by one that throws, so a
 * stray expression in a screen fails loudly instead of running. Linkage is written as data
 * (x-reactions with our conditions) and compiled by the engine (./reactions.ts).
 */
import { Schema } from '@formily/json-schema';

export class ExpressionError extends Error {}

let installed = false;

export function disableExpressions(): void {
  if (installed) return;
  installed = true;
  Schema.registerCompiler((expression: string) => {
    throw new ExpressionError(`{{ }} expressions are switched off; found "{{${expression}}}". Use a condition or a named hook.`);
  });
}
