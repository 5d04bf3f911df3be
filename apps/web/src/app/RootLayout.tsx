import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConnectionNotice } from '../components/feedback';
import { NavigationProgress } from '../components/NavigationProgress';
import { isLoggedIn, useSession } from '../lib/session';
import { useAfterPaint } from '../lib/use-after-paint';
import { ScrollRestorationAfterTakeOver } from './ScrollRestorationAfterTakeOver';

// Only signed-in people need the profile check; visitors do not download it. It loads once the page
// is shown (its schemas and toasts are some 40 KB): on slow mobile data the page comes first.
const ProfileSync = lazy(() => import('../features/account/ProfileSync'));

/**
 * Wraps every page: scroll restoration (after a take-over, from the first move on), the page-loading
 * bar, the notice of a lost connection and the startup profile check.
 */
export function RootLayout() {
  const current = useSession();
  const shown = useAfterPaint();
  return (
    <>
      <ScrollRestorationAfterTakeOver />
      <NavigationProgress />
      <ConnectionNotice />
      {shown && isLoggedIn(current) && (
        <Suspense fallback={null}>
          <ProfileSync token={current.accessToken} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
