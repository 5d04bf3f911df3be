import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/translation';
import { Logo } from '../public/Logo';
import { SkipLink } from '../SkipLink';
import userMenuClasses from '../UserMenu.module.css';
import { type AppArea, AppFooter } from './AppLayout';
import classes from './AppLayout.module.css';
import { flowNavigation, userNavigation } from './nav-items';
import { SidebarNav } from './SidebarNav';
import { staffNavigation } from './staff-nav-items';

/**
 * The signed-in layout as the server draws it into the document, before the app has run
 * (docs/decisions/0023): the parts that do not depend on who is signed in. The server does not know
 * the session (it lives in the browser's storage) nor the screen's width, so the greeting's and the
 * user menu's places are kept empty and CSS (`[data-app-shell]` in AppLayout.module.css) decides
 * what the app decides with media queries: no sidebar on phones, a narrow one below 1040 px. The app
 * replaces all of it with AppLayout on its first render, the same boxes in the same places.
 * `children`: the page, for the few the server can draw too (ssr/drawn-pages.tsx); else main is empty.
 */
export function AppShellMarkup({ area, children }: { area: AppArea; children?: ReactNode }) {
  const { t } = useTranslation();
  const { items, labelKey } =
    area === 'user' ? userNavigation : area === 'flow' ? flowNavigation : staffNavigation[area];
  const hasSidebar = items.length > 0;
  const navLabel = t(labelKey);
  return (
    <div className={classes.shell} data-sidebar={hasSidebar || undefined} data-app-shell="">
      <SkipLink />
      {hasSidebar && (
        <aside className={classes.sidebar}>
          <Link to={paths.home} className={classes.sidebarBrand} aria-label={t('app.homeLink')}>
            <Logo size={36} />
            <span aria-hidden className={classes.brandText}>
              {t('common.siteShortName')}
            </span>
          </Link>
          <SidebarNav items={items} label={navLabel} />
        </aside>
      )}
      <div className={classes.body}>
        <header className={classes.topBar}>
          {hasSidebar ? (
            // The sidebar button's place and its icon for the width; the button itself comes with the app.
            <span className={classes.toggleSpace} aria-hidden>
              <IconMenu2 size={24} className={classes.phoneOnly} />
              <IconLayoutSidebarLeftExpand size={24} className={classes.narrowOnly} />
              <IconLayoutSidebarLeftCollapse size={24} className={classes.wideOnly} />
            </span>
          ) : (
            <Link to={paths.home} className={classes.homeLink} aria-label={t('app.homeLink')}>
              <Logo size={36} />
            </Link>
          )}
          <div className={classes.greeting} />
          <div className={classes.topActions}>
            <span className={userMenuClasses.placeholder} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className={classes.main}>
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
