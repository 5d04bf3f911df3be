import { describe, expect, it } from 'vitest';
import { statePage } from './state-page';

const none = {
  isAdmin: false,
  districts: [] as string[],
  registrationApproved: false,
  registrationPaymentCompleted: false,
  registrationCompleted: false,
};

describe('statePage', () => {
  it('sends a new user to account setup', () => {
    expect(statePage(none)).toBe('/account-setup');
  });

  it('sends a user with a completed registration to payment', () => {
    expect(statePage({ ...none, registrationCompleted: true })).toBe('/registration-payment');
  });

  it('sends a user who has paid to the UID status page', () => {
    expect(statePage({ ...none, registrationCompleted: true, registrationPaymentCompleted: true })).toBe(
      '/uid-status',
    );
  });

  it('lets the highest flag win', () => {
    expect(statePage({ ...none, registrationApproved: true })).toBe('/user/dashboard');
    expect(statePage({ ...none, registrationPaymentCompleted: true })).toBe('/uid-status');
    expect(
      statePage({
        ...none,
        registrationCompleted: true,
        registrationPaymentCompleted: true,
        registrationApproved: true,
      }),
    ).toBe('/user/dashboard');
  });

  it('sends district secretaries to their district dashboard whatever their registration', () => {
    expect(statePage({ ...none, districts: ['Thrissur'] })).toBe('/district/dashboard');
    expect(statePage({ ...none, districts: ['Thrissur'], registrationApproved: true })).toBe(
      '/district/dashboard',
    );
  });

  it('sends administrators to the admin dashboard whatever their flags', () => {
    expect(statePage({ ...none, isAdmin: true })).toBe('/admin/dashboard');
    expect(statePage({ ...none, isAdmin: true, registrationApproved: true })).toBe('/admin/dashboard');
  });
});
