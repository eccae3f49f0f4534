import { describe, expect, it } from 'vitest';
import { approvalFlow, editableAt, paymentFlow, paymentStatusOf, PAYMENT_FLOW_STATES, transferFlow } from './orderStates';
import { paymentProgress } from '../dictionaries/payment-progress';
import { stationOpStatus } from '../dictionaries/station-op-status';
import { STATION_OP_STATES } from './orderStates';

describe("an order's payment flow (S03)", () => {
  it('goes placed, audited, customer paid, and nothing skips a step', () => {
    let s = paymentFlow.next('draft', 'submit');
    expect(s).toEqual({ ok: true, to: 'placed' });
    expect(paymentFlow.next('placed', 'pay').ok).toBe(false);
    expect(paymentFlow.next('placed', 'audit')).toEqual({ ok: true, to: 'audited' });
    s = paymentFlow.next('audited', 'pay');
    expect(s).toEqual({ ok: true, to: 'customer_paid' });
  });
  it('is rejected only while placed; a paid order is cancelled only by an agreed request', () => {
    expect(paymentFlow.actionsFrom('placed')).toEqual(['audit', 'reject', 'cancel', 'agreeCancellation']);
    expect(paymentFlow.allowed('audited', 'reject')).toBe(false);
    expect(paymentFlow.allowed('customer_paid', 'cancel')).toBe(false);
    expect(paymentFlow.allowed('customer_paid', 'agreeCancellation')).toBe(true);
    expect(paymentFlow.actionsFrom('cancelled')).toEqual([]);
  });
  it('shows paid, unpaid or cancelled', () => {
    expect(PAYMENT_FLOW_STATES.map(paymentStatusOf)).toEqual(['unpaid', 'unpaid', 'unpaid', 'paid', 'cancelled']);
  });
  it("names its steps as the payment-progress dictionary does", () => {
    for (const item of paymentProgress.items) expect(PAYMENT_FLOW_STATES).toContain(item.value);
  });
});

describe('the transfer to a channel (S12)', () => {
  it('transfers once; a reset order may go again; deleted is the end', () => {
    expect(transferFlow.next('not_transferred', 'transfer')).toEqual({ ok: true, to: 'transferred' });
    expect(transferFlow.allowed('transferred', 'transfer')).toBe(false);
    expect(transferFlow.next('transferred', 'reset')).toEqual({ ok: true, to: 'reset' });
    expect(transferFlow.allowed('reset', 'transfer')).toBe(true);
    expect(transferFlow.actionsFrom('deleted')).toEqual([]);
  });
});

describe('approvals (S06a) and edits before in (S13a)', () => {
  it('decides a pending request once', () => {
    expect(approvalFlow.next('pending', 'agree')).toEqual({ ok: true, to: 'agree' });
    expect(approvalFlow.allowed('agree', 'reject')).toBe(false);
  });
  it('lets an order be edited until its parcels are in', () => {
    expect(STATION_OP_STATES.filter(editableAt)).toEqual(['not_arrived', 'arrived']);
    expect(stationOpStatus.items.map((i) => i.value)).toEqual([...STATION_OP_STATES]);
  });
});

describe('the system order number', async () => {
  const { orderNoOf, isOrderNo } = await import('./orderNo');
  it('is DD, the business day and a six-digit sequence at least', () => {
    expect(orderNoOf('2026-11-27', 42)).toBe('DD261127000042');
    expect(orderNoOf('2026-11-27', 1234567)).toBe('DD2611271234567');
    expect(isOrderNo('DD261127000042')).toBe(true);
    expect(isOrderNo('1Z999AA10123456784')).toBe(false);
    expect(() => orderNoOf('27/11/2026', 1)).toThrow();
  });
});

describe("the flows' dictionaries", async () => {
  const { paymentFlow: flowDictionary } = await import('../dictionaries/payment-flow');
  const { transferState } = await import('../dictionaries/transfer-state');
  const { TRANSFER_STATES } = await import('./orderStates');
  it('label every state, in the machines\' order', () => {
    expect(flowDictionary.items.map((i) => i.value)).toEqual([...PAYMENT_FLOW_STATES]);
    expect(transferState.items.map((i) => i.value)).toEqual([...TRANSFER_STATES]);
  });
});
