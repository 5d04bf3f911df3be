/** What decides where a signed-in person goes next (the session record's flags). */
export interface RegistrationProgress {
  isAdmin: boolean;
  districts: readonly unknown[];
  registrationApproved: boolean;
  registrationPaymentCompleted: boolean;
  registrationCompleted: boolean;
}

/**
 * The page that matches where a signed-in person is in registration: the highest registration flag
 * wins; administrators and district secretaries go to their dashboards. The app goes there after a
 * sign-in, and so does the server after a sign-in posted by a plain form.
 */
export function statePagePath(progress: RegistrationProgress): string {
  if (progress.isAdmin) return '/admin/dashboard';
  // A district secretary comes to work on their district, not to register as an athlete.
  if (progress.districts.length > 0) return '/district/dashboard';
  if (progress.registrationApproved) return '/user/dashboard';
  if (progress.registrationPaymentCompleted) return '/uid-status';
  if (progress.registrationCompleted) return '/registration-payment';
  return '/account-setup';
}
