import { routes, type SessionRecord, statePagePath } from '@para/contract';
import type { PlainForm } from '../../lib/plain-form-posts.js';
import { handOverSession } from './session-handover.js';

type Values = Record<string, string>;

/** An e-mail address or a mobile number, as the one field of the sign-in and reset forms holds it. */
const contact = (login: string) => (login.includes('@') ? { email: login.trim() } : { phone: login.trim() });
/** A refusal about the address or the number is about that one field. */
const onLogin = { email: 'login', phone: 'login' } as const;

const isSession = (data: unknown): data is SessionRecord =>
  typeof (data as { accessToken?: unknown } | null)?.accessToken === 'string';

/**
 * A sign-in that ended with a session (a password, or a code proving the address): the session is
 * handed to the app by cookie, and the visitor goes to the page for where they are.
 */
const signedIn =
  (publicUrl: string) =>
  (data: unknown, _values: Values, reply: Parameters<NonNullable<PlainForm['afterSuccess']>>[2]) => {
    if (!isSession(data)) return undefined;
    handOverSession(reply, data, publicUrl);
    return statePagePath(data);
  };

/** The code step of a sign-up or of an unverified sign-in: the address and its attempt ride along hidden. */
const verifyEmail = (page: string, publicUrl: string): PlainForm => ({
  page,
  form: 'verify-email',
  route: routes.verifyEmail,
  fields: ['email', 'attempt', 'otp'],
  secret: ['otp'],
  body: ({ email, attempt, otp }) => ({ email, otp, ...(attempt ? { attempt } : {}) }),
  afterSuccess: signedIn(publicUrl),
});

/**
 * Sign-in, sign-up and password reset as the browser posts them without the app's script. What needs
 * the browser's proof of work (a code by SMS) is refused by the API as it would be for any client that
 * sends none, and the page says so.
 */
export const authPlainForms = (publicUrl: string): readonly PlainForm[] => [
  {
    page: 'login',
    form: 'login',
    route: routes.login,
    fields: ['login', 'password'],
    secret: ['password'],
    body: ({ login = '', password }) => ({ ...contact(login), password }),
    errorFields: onLogin,
    afterSuccess: signedIn(publicUrl),
  },
  verifyEmail('login', publicUrl),
  {
    page: 'register',
    form: 'signup',
    route: routes.signup,
    fields: ['name', 'phone', 'email', 'password'],
    secret: ['password'],
    body: ({ email, ...rest }) => ({ ...rest, ...(email ? { email: email.trim() } : {}) }),
    // The code step needs the address and the attempt the code belongs to.
    shown: (data) => data,
  },
  verifyEmail('register', publicUrl),
  {
    page: 'reset-password',
    form: 'reset-request',
    route: routes.forgotPasswordSendOtp,
    fields: ['login'],
    body: ({ login = '' }) => contact(login),
    errorFields: onLogin,
  },
  {
    page: 'reset-password',
    form: 'reset-change',
    route: routes.forgotPasswordChangePassword,
    fields: ['login', 'otp', 'password'],
    secret: ['otp', 'password'],
    body: ({ login = '', otp, password }) => ({ ...contact(login), otp, password }),
    errorFields: onLogin,
    afterSuccess: (data) => (data === null ? '/login?password=changed' : undefined),
  },
];
