import { describe, expect, it } from 'vitest';
import { checkCredit, creditStatement } from './availableCredit';

describe('available credit', () => {
  it('is balance plus credit limit minus unpaid bills minus unbilled orders, to the cent', () => {
    expect(creditStatement({ currency: 'RMB', balance: '100.10', creditLimit: '500', unpaid: '0.2', unbilled: '99.90' })).toEqual({
      currency: 'RMB', balance: '100.10', creditLimit: '500.00', unpaid: '0.20', unbilled: '99.90', available: '500.00',
    });
    // Floats would give 499.99999999999994 here.
    expect(creditStatement({ currency: 'USD', balance: '0.1', creditLimit: '0.2', unpaid: 0, unbilled: 0 }).available).toBe('0.30');
  });
  it('lets an order up to the available amount through, and refuses a cent more', () => {
    const f = { currency: 'RMB', balance: '10', creditLimit: '90', unpaid: '0', unbilled: '0' };
    expect(checkCredit(f, '100.00').ok).toBe(true);
    const refused = checkCredit(f, '100.01');
    expect(refused).toMatchObject({ ok: false, estimate: '100.01', statement: { available: '100.00' } });
  });
  it('goes below zero when a customer already owes more than the limit', () => {
    expect(creditStatement({ currency: 'RMB', balance: '-50', creditLimit: '0', unpaid: '25', unbilled: '0' }).available).toBe('-75.00');
  });
});
