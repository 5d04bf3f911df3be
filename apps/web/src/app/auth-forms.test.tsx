import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { sessionRecord } from '../test/fakes';
import {
  ATTEMPT,
  created,
  fetchMock,
  fillSignup,
  json,
  mount,
  setUpAuthFormsHarness,
} from './auth-forms-harness';

setUpAuthFormsHarness();

describe('signup', () => {
  it('marks every field required, visibly and for assistive technology, and says what the mark means', async () => {
    await mount('/register');
    await screen.findByLabelText(/^Full name/, {}, { timeout: 10_000 });
    for (const name of [/^Full name/, /^Mobile number/, /^Password/]) {
      const field = screen.getByLabelText(name);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field.closest('.mantine-InputWrapper-root')?.querySelector('label')).toHaveTextContent('*');
    }
    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
    // E-mail is optional: an account may be the mobile number's, its code sent by SMS (decision 41).
    const email = screen.getByLabelText(/^E-mail \(optional\)/);
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription(/we send the code to your mobile by SMS/);
  });

  it('checks the fields on the client, shows translated messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await mount('/register');
    const name = await screen.findByLabelText(/^Full name/);
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your name (2 to 100 characters).')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a password show/hide toggle and the length hint', async () => {
    const user = userEvent.setup();
    await mount('/register');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts server field errors on the fields, in the text of their code', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(409, {
        success: false,
        message: 'An account with this e-mail already exists.',
        code: 'EMAIL_TAKEN',
        data: { fields: { email: 'An account with this e-mail already exists.' } },
      }),
    );
    await mount('/register');
    await user.type(await screen.findByLabelText(/^Full name/), 'Asha Devi');
    await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.in');
    await user.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        /^An account with this e-mail address already exists\. Please log in, or reset your password\./,
      ),
    );
    expect(email).toHaveFocus();
  });

  it('moves to the code step, verifies and lands on account setup', async () => {
    const user = userEvent.setup();
    const record = sessionRecord();
    fetchMock
      .mockReturnValueOnce(created())
      .mockReturnValueOnce(json(200, { success: true, message: 'Verified', data: record }))
      // Once signed in, the app checks the profile (and the next page loads its own data).
      .mockImplementation((input) =>
        String(input).includes('/api/user/get-user-profile-data')
          ? json(200, { success: true, message: 'OK', data: { ...record, accessToken: undefined } })
          : json(404, { success: false, message: 'Not in this test', data: null }),
      );
    const router = await mount('/register');
    await user.type(await screen.findByLabelText(/^Full name/), 'Asha Devi');
    await user.type(screen.getByLabelText(/^E-mail/), 'Asha@Example.in');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAccessibleDescription('We sent a 6-digit code to asha@example.in');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    expect(router.state.location.search).toBe('?step=verify&email=asha%40example.in');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-setup'));
    expect(session.get().accessToken).toBe('tok');
    // The code names the sign-up this page started, so a code mailed for someone else's does not work.
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
      email: 'asha@example.in',
      otp: '123456',
      attempt: ATTEMPT,
    });
  });

  it('asks for a new code for its own sign-up, and keeps it through a reload of the code step', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(created());
    const router = await mount('/register');
    await user.type(await screen.findByLabelText(/^Full name/), 'Asha Devi');
    await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.in');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByLabelText('Verification code');

    cleanup();
    fetchMock.mockReturnValueOnce(json(200, { success: true, message: 'Sent', data: null }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await mount(`/register${router.state.location.search}`);
      await screen.findByLabelText('Verification code');
      vi.advanceTimersByTime(61_000);
      const resend = await screen.findByRole('button', { name: 'Resend code' });
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resend);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
        email: 'asha@example.in',
        attempt: ATTEMPT,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the sign-up form, not a code step, for an address whose sign-up this tab did not start', async () => {
    const router = await mount('/register?step=verify&email=asha%40example.in');
    expect(await screen.findByLabelText(/^Full name/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when a code went to the address less than a minute ago, and stays on the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(429, {
        success: false,
        message: 'A code was sent less than a minute ago.',
        code: 'CODE_SENT_RECENTLY',
        data: { retryAfterSeconds: 42 },
      }),
    );
    await mount('/register');
    await fillSignup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A code was sent to this address less than a minute ago. Check your e-mail, or wait 42 seconds and try again.',
    );
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});

/**
 * A refusal that asks for a proof of work (ALTCHA's format): the number 3 hashed with the salt, so the
 * browser's search finds it at once.
 */
