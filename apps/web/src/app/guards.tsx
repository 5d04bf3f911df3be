import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { isLoggedIn, useSession } from '../lib/session';
import { statePage } from '../lib/state-page';

/** /login, /register, /reset-password: a signed-in person goes to the page for their state instead. */
export function RequireLoggedOut() {
  const current = useSession();
  return isLoggedIn(current) ? <Navigate to={statePage(current)} replace /> : <Outlet />;
}

/** Pages that need an access token; visitors go to /login. */
export function RequireLoggedIn() {
  const current = useSession();
  const location = useLocation();
  return isLoggedIn(current) ? <Outlet /> : <Navigate to={paths.login} replace state={{ from: location }} />;
}

/**
 * /admin/*: only for users the server marked as administrators (isAdmin in the session); others go to /.
 * The server enforces the same on every admin call; this only keeps the pages away from non-admins.
 */
export function RequireAdmin() {
  const current = useSession();
  return current.isAdmin ? <Outlet /> : <Navigate to={paths.root} replace />;
}

/**
 * /district/*: only for accounts the server made secretaries of a district (districts in the session);
 * others go to /. The server limits every district call to the secretary's own districts.
 */
export function RequireSecretary() {
  const current = useSession();
  return current.districts.length > 0 ? <Outlet /> : <Navigate to={paths.root} replace />;
}

/**
 * /account-setup, /registration-payment, /uid-status, /user/dashboard: each belongs to one registration
 * state; anyone on the wrong one is moved to theirs. Re-checked whenever the session changes, so the
 * startup profile refresh moves people too.
 */
export function RequireStatePage() {
  const current = useSession();
  const { pathname } = useLocation();
  const target = statePage(current);
  const here = pathname.replace(/\/+$/, '') || '/';
  return isLoggedIn(current) && here !== target ? <Navigate to={target} replace /> : <Outlet />;
}
