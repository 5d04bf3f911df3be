import { statePagePath } from '@para/contract';
import { paths } from './paths';
import type { Session } from './session';

type Progress = Pick<
  Session,
  'isAdmin' | 'districts' | 'registrationApproved' | 'registrationPaymentCompleted' | 'registrationCompleted'
>;

/**
 * The page that matches where a signed-in person is in registration: the highest registration flag wins;
 * administrators and district secretaries, as the server reports them, go to their dashboards. (The
 * contract's rule: the server sends a sign-in posted without the app to the same page.)
 */
export const statePage = (progress: Progress): string => statePagePath(progress);

/** Pages that only make sense in one registration state; visiting the wrong one redirects. */
export const statePages: readonly string[] = [
  paths.accountSetup,
  paths.registrationPayment,
  paths.uidStatus,
  paths.user.dashboard,
];
