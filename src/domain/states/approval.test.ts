import { describe, expect, it } from 'vitest';
import { approvalFlow, approvalMachine } from './approval';

describe('S06a approval', () => {
  it('decides a pending request once, agree or reject', () => {
    expect(approvalFlow.next('pending', 'agree')).toEqual({ ok: true, to: 'agree' });
    expect(approvalFlow.next('pending', 'reject')).toEqual({ ok: true, to: 'reject' });
    expect(approvalFlow.next('agree', 'reject')).toEqual({ ok: false, refusal: { machine: 'approval', action: 'reject', state: 'agree' } });
    expect(approvalFlow.actionsFrom('reject')).toEqual([]);
  });

  it('is extended with states and actions of its own, keeping its decisions', () => {
    const leave = approvalMachine('leave', ['withdrawn'] as const, { withdraw: { from: ['pending'], to: 'withdrawn' } });
    expect(leave.actionsFrom('pending')).toEqual(['agree', 'reject', 'withdraw']);
    expect(leave.next('withdrawn', 'agree')).toMatchObject({ ok: false });
    expect(() => approvalMachine('odd', [] as const, { agree: { from: ['reject'], to: 'agree' } } as never)).toThrow(/approval's own decision/);
  });
});
