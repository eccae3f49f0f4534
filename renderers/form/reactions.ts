/**
 * x-reactions as data: {dependencies?, when, fulfill, otherwise} compiled into Formily
 * function reactions. The condition reads $deps (the dependencies' values in order), $self,
 * values (the whole form), params and user. Without dependencies the reaction still runs when
 * the field starts (a condition over params alone: create or edit) and whenever what it reads changes.
 */
import type { Field, GeneralField } from '@formily/core';
import { evaluate } from '../conditions';
import { resolve, type Scope } from '../scope';
import type { Condition, Operand } from '../types';

export interface ReactionState {
  visible?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  required?: boolean;
  readOnly?: boolean;
  value?: Operand;
}

export interface DataReaction {
  dependencies?: string[];
  when?: Condition;
  fulfill?: ReactionState;
  otherwise?: ReactionState;
}

type Setter = (field: Field, value: unknown, scope: Scope) => void;

const setters = new Map<keyof ReactionState, Setter>([
  ['visible', (f, v) => { f.visible = v as boolean; }],
  ['hidden', (f, v) => { f.hidden = v as boolean; }],
  ['disabled', (f, v) => { f.disabled = v as boolean; }],
  ['required', (f, v) => { f.required = v as boolean; }],
  ['readOnly', (f, v) => { f.readOnly = v as boolean; }],
  ['value', (f, v, scope) => {
    const next = resolve(v as Operand, scope);
    if (f.value !== next) f.value = next;
  }],
]);

function apply(field: Field, state: ReactionState, scope: Scope): void {
  for (const [key, value] of Object.entries(state)) setters.get(key as keyof ReactionState)?.(field, value, scope);
}

/**
 * `locked` (a field whose `x-authority` the caller lacks, fieldAuthority.ts): while it answers
 * true the reaction cannot make the field editable; it is read (so observed) on every run, and
 * the reaction runs again, with its own readOnly, once the field is unlocked.
 */
export function compileReaction(reaction: DataReaction, outer: Scope, locked?: () => boolean): (field: GeneralField) => void {
  return (general) => {
    const field = general as Field;
    const held = locked?.() ?? false;
    const $deps = (reaction.dependencies ?? []).map((path) => field.query(path).value());
    const scope: Scope = { ...outer, $deps, $self: field.value, values: field.form.values, form: field.form.values };
    const state = evaluate(reaction.when, scope) ? reaction.fulfill : reaction.otherwise;
    if (state) apply(field, held && 'readOnly' in state ? { ...state, readOnly: true } : state, scope);
  };
}
