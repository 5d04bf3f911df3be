import { paths } from './paths';
import type { Session } from './session';

type Progress = Pick<
  Session,
  'isAdmin' | 'districts' | 'registrationApproved' | 'registrationPaymentCompleted' | 'registrationCompleted'
>;

/**
 * The page that matches where a signed-in person is in registration: the highest registration flag wins;
 * administrators and district secretaries, as the server reports them, go to their dashboards.
 */
export function statePage(progress: Progress): string {
  if (progress.isAdmin) return paths.admin.dashboard;
  // A district secretary comes to work on their district, not to register as an athlete.
  if (progress.districts.length > 0) return paths.district.dashboard;
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
