import { paths } from './paths';
import type { Session } from './session';

type Progress = Pick<
  Session,
  'isAdmin' | 'registrationApproved' | 'registrationPaymentCompleted' | 'registrationCompleted'
>;

/**
 * The page that matches where a signed-in person is in registration: the highest registration flag wins;
 * administrators, as the server reports them, go to their dashboard.
 */
export function statePage(progress: Progress): string {
  if (progress.isAdmin) return paths.admin.dashboard;
  if (progress.registrationApproved) return paths.user.dashboard;
  if (progress.registrationPaymentCompleted) return paths.uidStatus;
  if (progress.registrationCompleted) return paths.registrationPayment;
  return paths.accountSetup;
}

/** Pages that only make sense in one registration state; visiting the wrong one redirects. */
export const statePages: readonly string[] = [
  paths.accountSetup,
  paths.registrationPayment,
  paths.uidStatus,
  paths.user.dashboard,
];
