import { useCallback, useEffect, useState } from 'react';

/** Seconds before another code may be requested (the server allows one a minute). */
export const RESEND_DELAY_SECONDS = 60;

/** Counts down once a second from `seconds`; `restart` starts again. Starts running unless told not to. */
export function useCountdown(seconds: number = RESEND_DELAY_SECONDS, startRunning = true) {
  const [deadline, setDeadline] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
