import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../SkipLink';
import { useFocusOnNavigate } from '../use-focus-on-navigate';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

const loadAboutPanel = () => import('./AboutPanel');
const AboutPanel = lazy(() => loadAboutPanel().then((module) => ({ default: module.AboutPanel })));

/** Header with navigation, the page, the footer; plus the About Us panel. */
export function PublicLayout() {
  const [aboutOpened, about] = useDisclosure(false);
  // The panel's code is fetched once the page is idle (not on the critical path), or at the first open.
  const [aboutWanted, setAboutWanted] = useState(false);
  useFocusOnNavigate();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadAboutPanel());
  }, []);
  const openAbout = () => {
    setAboutWanted(true);
    about.open();
  };
  return (
    <div className={classes.page}>
      <SkipLink />
      <PublicHeader onOpenAbout={openAbout} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
      {aboutWanted && (
        <Suspense fallback={null}>
          <AboutPanel opened={aboutOpened} onClose={about.close} />
        </Suspense>
      )}
    </div>
  );
}
