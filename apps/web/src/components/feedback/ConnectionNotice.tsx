import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/translation';
import classes from './ConnectionNotice.module.css';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** How long "Back online" stays before the notice goes. */
const BACK_ONLINE_MS = 4000;

/**
 * Says so when the phone loses its connection, instead of leaving buttons that seem to do nothing:
 * what is on the page stays, and what was sent meanwhile waits and goes once the connection is back
 * (the query client holds requests while offline). Announced politely
 * to screen readers; nothing is shown while online. (A page the server drew counts as online.)
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [backOnline, setBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    if (!online) {
      setWasOffline(true);
      setBackOnline(false);
      return;
    }
    if (!wasOffline) return;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [online, wasOffline]);

  const message = !online ? t('common.offline') : backOnline ? t('common.backOnline') : '';
  const notice = useRef<HTMLParagraphElement>(null);
  // While the notice shows, the page gets as much room at its end as the notice takes, so the last
  // button of a form can still be scrolled clear of it on a small screen.
  useLayoutEffect(() => {
    const shown = notice.current;
    if (!message || !shown) return;
    const style = document.body.style;
    const before = style.paddingBottom;
    const margin = Number.parseFloat(getComputedStyle(shown).marginBottom) || 0;
    style.paddingBottom = `${Math.ceil(shown.offsetHeight + margin)}px`;
    return () => {
      style.paddingBottom = before;
    };
  }, [message]);
  return (
    <div role="status" className={classes.region}>
      {message && (
        <p ref={notice} className={classes.notice}>
          {message}
        </p>
      )}
    </div>
  );
}
