/**
 * S06a, an approval: a request is pending until someone decides it, once, agree or reject (credit
 * and deposit applications CW0401, proxy applications XX0701/XX0702, weight appeals DD0207,
 * cancellations DD0210). Every approval decides through these transitions; one that has more
 * states of its own (a valet authorization is also granted directly, renewed and revoked, S11)
 * extends them with `approvalMachine`, so "agree" and "reject" mean the same everywhere.
 */
import { defineMachine, type Machine, type Transition } from './machine';

export const APPROVAL_STATES = ['pending', 'agree', 'reject'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The two decisions of S06a. */
export const APPROVAL_DECISIONS = ['agree', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

const DECISIONS = {
  agree: { from: ['pending'], to: 'agree' },
  reject: { from: ['pending'], to: 'reject' },
} as const satisfies Record<ApprovalDecision, Transition<ApprovalState>>;

/** The plain approval; its states are labelled by the dictionary `approval`. */
export const approvalFlow = defineMachine('approval', APPROVAL_STATES, DECISIONS);
export type ApprovalAction = keyof typeof approvalFlow.transitions;

/**
 * An approval with states and actions of its own beside S06a's (named by `name`, the dictionary
 * labelling all its states). Its own actions may not redefine "agree" or "reject".
 */
export function approvalMachine<S extends string, A extends string>(
  name: string,
  states: readonly S[],
  transitions: Record<A, Transition<ApprovalState | S>>,
): Machine<ApprovalState | S, ApprovalDecision | A> {
  for (const a of APPROVAL_DECISIONS) if (Object.hasOwn(transitions, a)) throw new Error(`${name}: "${a}" is the approval's own decision`);
  return defineMachine<ApprovalState | S, ApprovalDecision | A>(name, [...APPROVAL_STATES, ...states], {
    ...DECISIONS,
    ...transitions,
  } as Record<ApprovalDecision | A, Transition<ApprovalState | S>>);
}
