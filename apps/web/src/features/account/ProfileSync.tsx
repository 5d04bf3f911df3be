import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { accountBlockedText, sessionEndNotice } from '../../lib/account-blocked';
import { clearLocalUser } from '../../lib/logout';
import { toast } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session';
import { profileQuery } from './api';

/**
 * On startup with a stored token, refreshes the session from the server, so flags changed elsewhere (an
 * approval, a payment) take effect. The guards re-check the page once the flags change. A failure ends
 * the session: a token the server no longer accepts must not leave the person half signed in.
 */
export default function ProfileSync({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data, isError, error } = useQuery(profileQuery(token));

  useEffect(() => {
    if (data && session.get().accessToken === token) session.set(data);
  }, [data, token]);

  useEffect(() => {
    if (!isError || session.get().accessToken !== token) return;
    // A blocked account is told why, and the log-in page keeps saying it after the toast is gone.
    const blocked = accountBlockedText(error);
    toast.error(blocked ?? 'errors.profileFetch');
    sessionEndNotice.set(blocked);
    clearLocalUser();
    navigate(paths.login, { replace: true });
  }, [isError, error, token, navigate]);

  return null;
}
