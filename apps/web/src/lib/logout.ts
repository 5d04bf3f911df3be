import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from './paths';
import { queryClient } from './query-client';
import { REGISTRATION_DRAFT_KEY, session } from './session';

/** Ends the session on the server (best effort) and forgets everything about the user in this browser. */
export async function logout(): Promise<void> {
  try {
    // Loaded here, not at the top: the route's schema brings zod, which visitors' pages do not need.
    const { endSessionOnServer } = await import('./logout-call');
    await endSessionOnServer();
  } catch {
    // An expired token or no connection: the local session is cleared anyway.
  }
  clearLocalUser();
}

/** Local half of logout; also used when the startup profile check fails. */
export function clearLocalUser(): void {
  try {
    localStorage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Nothing to remove.
  }
  session.reset();
  queryClient.clear();
}

/** Logout for buttons and menu items: clears the session, then goes to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
