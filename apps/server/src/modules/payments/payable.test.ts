import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../../db/schema/payments.js';
import { createPayableRegistry, type PayablePurpose, purposeDescription } from './payable.js';

// The payments module knows no feature's purposes; each feature registers its own (decision 61). A
// purpose nobody registered is refused by name, never treated as some other purpose.

const definition = (description: string): PayablePurpose => ({
  description,
  lock: async () => {},
  creditedPayment: async () => undefined,
  noLongerWanted: async () => null,
  complete: async () => {},
  refund: async () => async () => {},
});

describe('the payable purposes', () => {
  it('refuses a purpose nobody registered, naming it', () => {
    const registry = createPayableRegistry(['registration', 'team']);
    registry.register('registration', definition('Athlete registration fee'));
    expect(registry.of('registration').description).toBe('Athlete registration fee');
    expect(() => registry.of('team')).toThrow(/No feature registered the payment purpose 'team'/);
  });

  it('stops a start that leaves a purpose of the payments table without its feature', () => {
    const registry = createPayableRegistry(['registration', 'entry', 'team']);
    registry.register('entry', definition('Competition entry fee'));
    expect(() => registry.assertComplete()).toThrow(/purpose\(s\) 'registration', 'team'/);
    registry.register('registration', definition('Athlete registration fee'));
    registry.register('team', definition('Competition entry fees of a district team'));
    expect(() => registry.assertComplete()).not.toThrow();
  });

  it('takes the same definition twice (each app built registers again), not a second one', () => {
    const registry = createPayableRegistry(['entry']);
    const entryFee = definition('Competition entry fee');
    registry.register('entry', entryFee);
    expect(() => registry.register('entry', entryFee)).not.toThrow();
    expect(() => registry.register('entry', definition('Another entry fee'))).toThrow(/registered twice/);
  });

  it('asks the app’s registry for every payment, and refuses one of a purpose it does not hold', () => {
    const stray = { purpose: 'raffle' } as unknown as Pick<PaymentRow, 'purpose'>;
    expect(() => purposeDescription(stray)).toThrow(/No feature registered the payment purpose 'raffle'/);
  });
});
