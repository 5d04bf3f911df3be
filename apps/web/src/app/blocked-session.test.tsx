import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { session } from '../lib/session';
import { mount } from './auth-forms-harness';

// A blocked athlete whose page was open: the server refuses with the blocked code and the reason; the
// app says so in the reader's language, with the reason, on the log-in page it moves to.

const fetchMock = vi.fn<typeof fetch>();
const athlete = {
  _id: 'u1',
  name: 'Asha Devi',
  phone: '+919876543210',
  email: 'asha@example.in',
  emailVerified: true,
  accessToken: 'token',
  isAdmin: false,
  registrationApproved: true,
  registrationCompleted: true,
  registrationPaymentCompleted: true,
  profilePhoto: '',
  uid: 'KL-PARA-2026-000001',
};

beforeEach(() => {
  session.reset();
  session.set(athlete);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/api/user/get-user-profile-data')
      ? new Response(
          JSON.stringify({
            success: false,
            message: 'Your account has been blocked: Documents did not match Please contact the association.',
            code: 'ACCOUNT_BLOCKED',
            data: { blocked: true, reason: 'Documents did not match' },
          }),
          { status: 403, headers: { 'Content-Type': 'application/json' } },
        )
      : new Promise<Response>(() => {}),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await changeLanguage('en');
  localStorage.clear();
});

describe('a blocked account with an open session', () => {
  it('is shown the block and its reason on the log-in page', { timeout: 20_000 }, async () => {
    const router = await mount('/user/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    const alert = await screen.findByText(
      'Your account has been blocked. Reason: Documents did not match. Please contact the association.',
      {},
      { timeout: 8000 },
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.get().accessToken).toBe('');
    expect(screen.queryByText('Failed to fetch user profile data.')).toBeNull();
  });

  it('reads it in Hindi when Hindi is chosen', async () => {
    await changeLanguage('hi');
    const { accountBlockedText } = await import('../lib/account-blocked');
    const { ApiError } = await import('../lib/api');
    const text = accountBlockedText(
      new ApiError(403, 'x', { blocked: true, reason: 'Spam' }, 'ACCOUNT_BLOCKED'),
    );
    expect(text).toContain('आपका खाता रोक दिया गया है');
    expect(text).toContain('Spam');
    expect(accountBlockedText(new ApiError(403, 'x', { blocked: true }))).toBeNull();
  });
});
