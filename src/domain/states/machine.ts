/**
 * A state machine of the spec (section 4): which action moves a record from which states to
 * which. Defined once here and used by every endpoint that changes that state, so the list's
 * buttons (`allowed`) and the server's refusal (`next`) cannot disagree.
 *
 * A refusal is data, not an exception: the server turns it into a message in the caller's
 * language naming the record's current state (`states.refused` with `{action, state}`).
 */

export interface Transition<S extends string> {
  /** The states the action may start from. */
  from: readonly S[];
  to: S;
}

export interface Machine<S extends string, A extends string> {
  /** The dictionary whose labels name the states in messages (src/domain/dictionaries). */
  name: string;
  states: readonly S[];
  transitions: Readonly<Record<A, Transition<S>>>;
  /** Whether `action` may run on a record in `state`. */
  allowed(state: S, action: A): boolean;
  /** The actions a record in `state` may take, in the machine's order. */
  actionsFrom(state: S): A[];
  /** The state after `action`, or the refusal. */
  next(state: S, action: A): { ok: true; to: S } | { ok: false; refusal: Refusal<S, A> };
}

export interface Refusal<S extends string, A extends string> {
  machine: string;
  action: A;
  state: S;
}

export function defineMachine<S extends string, A extends string>(
  name: string,
  states: readonly S[],
  transitions: Record<A, Transition<S>>,
): Machine<S, A> {
  for (const [action, t] of Object.entries(transitions) as [A, Transition<S>][]) {
    for (const s of [...t.from, t.to]) if (!states.includes(s)) throw new Error(`${name}.${action}: unknown state ${s}`);
  }
  const frozen = Object.freeze({ ...transitions });
  const allowed = (state: S, action: A) => Object.hasOwn(frozen, action) && frozen[action].from.includes(state);
  return Object.freeze({
    name,
    states,
    transitions: frozen,
    allowed,
    actionsFrom: (state: S) => (Object.keys(frozen) as A[]).filter((a) => allowed(state, a)),
    next: (state: S, action: A) => (allowed(state, action) ? { ok: true as const, to: frozen[action].to } : { ok: false as const, refusal: { machine: name, action, state } }),
  });
}
