import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearLocalUser } from '../../lib/logout';
import { toast } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session';
import { profileQuery } from './api';

/**
 * On startup with a stored token, refreshes the session from the server (SPEC section 4). The guards
 * re-check the page once the flags change. A failure ends the session (SPEC section 8).
 */
export default function ProfileSync({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data, isError } = useQuery(profileQuery(token));

  useEffect(() => {
    if (data && session.get().accessToken === token) session.set(data);
  }, [data, token]);

  useEffect(() => {
    if (!isError || session.get().accessToken !== token) return;
    toast.error('errors.profileFetch');
    clearLocalUser();
    navigate(paths.login, { replace: true });
  }, [isError, token, navigate]);

  return null;
}
