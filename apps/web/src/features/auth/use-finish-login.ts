import type { SessionRecord } from '@para/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { statePage } from '../../lib/state-page';
import { startSession } from './api';

/** After login or e-mail verification: store the session and go to the page for the user's state. */
export function useFinishLogin(): (record: SessionRecord) => void {
  const navigate = useNavigate();
  return useCallback(
    (record: SessionRecord) => {
      startSession(record);
      navigate(statePage(record), { replace: true });
    },
    [navigate],
  );
}
