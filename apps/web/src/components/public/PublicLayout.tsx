import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../SkipLink';
import { useFocusOnNavigate } from '../use-focus-on-navigate';
import { DisplayControls } from './DisplayControls';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

const loadAboutPanel = () => import('./AboutPanel');
const AboutPanel = lazy(() => loadAboutPanel().then((module) => ({ default: module.AboutPanel })));

/** Header with navigation, the page, the footer; plus the About Us panel. */
export function PublicLayout() {
  const [aboutOpened, about] = useDisclosure(false);
  // The panel's code is not on the critical path: it is mounted (closed) once the browser is idle.
  const [aboutMounted, setAboutMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useFocusOnNavigate();

  useEffect(() => {
    // Cancelled when the layout goes (leaving for a signed-in area) before the browser is idle.
    const mount = () => setAboutMounted(true);
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(mount);
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(mount, 1500);
    return () => window.clearTimeout(id);
  }, []);

  const openAbout = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAboutMounted(true);
    about.open();
  };
  const closeAbout = () => {
    about.close();
    window.setTimeout(() => opener.current?.focus(), 0);
  };
  // Mantine returns focus too, but not when the panel was still downloading as it opened, and its exit
  // transition can end after focus was restored (leaving it on <body>): put it back once it has ended.
  const afterAboutClosed = () => {
    const active = document.activeElement;
    if (!active || active === document.body) opener.current?.focus();
  };

  return (
    <div className={classes.page}>
      <SkipLink />
      <div className={classes.utilityBar}>
        <DisplayControls />
      </div>
      <PublicHeader onOpenAbout={openAbout} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
      {aboutMounted && (
        <Suspense fallback={null}>
          <AboutPanel opened={aboutOpened} onClose={closeAbout} onClosed={afterAboutClosed} />
        </Suspense>
      )}
    </div>
  );
}
