import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ATTEMPT, fetchMock, json, mount, sentBody, setUpAuthFormsHarness } from './auth-forms-harness';

setUpAuthFormsHarness();

const SALT = 'c2FsdA?expires=4102444800';
const challenge = async () => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${SALT}3`));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return json(429, {
    success: false,
    code: 'CHALLENGE_REQUIRED',
    message: 'A short check first.',
    data: {
      fields: {},
      challenge: { algorithm: 'SHA-256', challenge: hex, salt: SALT, signature: 'signed', maxnumber: 1000 },
    },
  });
};

describe('signup that needs a proof of work (a code by SMS, a busy network)', () => {
  it('does the work in the browser and sends the sign-up again with it, nothing to answer', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(challenge()).mockReturnValueOnce(
      json(201, {
        success: true,
        message: 'Created',
        data: { email: '', phone: '+919876543210', attempt: ATTEMPT },
      }),
    );
    const router = await mount('/register');
    await user.type(await screen.findByLabelText(/^Full name/), 'Asha Devi');
    await user.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.search).toBe('?step=verify&phone=%2B919876543210'));
    // Sent as typed (the server normalises the number); no e-mail at all rather than an empty one.
    expect(sentBody(0)).toEqual({ name: 'Asha Devi', phone: '98765 43210', password: 'a long password' });
    const { altcha, ...rest } = sentBody(1);
    expect(rest).toEqual(sentBody(0));
    expect(JSON.parse(atob(altcha))).toMatchObject({ number: 3, salt: SALT, signature: 'signed' });
    expect(await screen.findByLabelText('Code from the SMS')).toHaveFocus();
  });
});

describe('login', () => {
  it('shows the code step when the address is not verified', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(403, {
        success: false,
        message: 'Verify your e-mail address first.',
        code: 'EMAIL_UNVERIFIED',
        data: { emailVerified: false, email: 'asha@example.in', attempt: ATTEMPT, codeSent: true },
      }),
    );
    await mount('/login');
    await user.type(await screen.findByLabelText('E-mail or mobile number'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Verification code')).toHaveFocus();
  });

  it('sends the sign-in’s attempt with the code, and says when no new code went out', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockReturnValueOnce(
        json(403, {
          success: false,
          message: 'Verify your e-mail address first.',
          code: 'EMAIL_UNVERIFIED',
          data: {
            emailVerified: false,
            email: 'asha@example.in',
            attempt: ATTEMPT,
            codeSent: false,
            retryAfterSeconds: 40,
          },
        }),
      )
      .mockReturnValueOnce(
        json(400, {
          success: false,
          message: 'That code is not right.',
          code: 'WRONG_CODE',
          data: { reason: 'wrong_code' },
        }),
      );
    await mount('/login');
    await user.type(await screen.findByLabelText('E-mail or mobile number'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Verification code');
    expect(
      screen.getByText(
        'We sent a code to this address less than a minute ago, so no new one went out. Use that code, or ask for a new one when the button allows.',
      ),
    ).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right, or it is no longer valid. Check the newest e-mail from us, or ask for a new code.',
    );
    expect(sentBody(1)).toEqual({ email: 'asha@example.in', otp: '123456', attempt: ATTEMPT });
  });

  it('announces a refusal in the text of its code', async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(401, {
        success: false,
        message: 'Wrong e-mail or password.',
        code: 'INVALID_CREDENTIALS',
        data: null,
      }),
    );
    await mount('/login');
    await user.type(await screen.findByLabelText('E-mail or mobile number'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not right. Please check them, or reset your password.',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });
});
