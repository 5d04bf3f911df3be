import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ConnectionNotice } from '../components/feedback';
import { NavigationProgress } from '../components/NavigationProgress';
import { isLoggedIn, useSession } from '../lib/session';

// Only signed-in people need the profile check; visitors do not download it.
const ProfileSync = lazy(() => import('../features/account/ProfileSync'));

/**
 * Wraps every page: scroll restoration, the page-loading bar, the notice of a lost connection and the
 * startup profile check.
 */
export function RootLayout() {
  const current = useSession();
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <ConnectionNotice />
      {isLoggedIn(current) && (
        <Suspense fallback={null}>
          <ProfileSync token={current.accessToken} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
