import { Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { useTranslation } from '../../lib/translation';
import { LazySidePanel } from '../LazySidePanel';
import { Logo } from '../public/Logo';
import { SkipLink } from '../SkipLink';
import { useFocusOnNavigate } from '../use-focus-on-navigate';
import classes from './AppLayout.module.css';
import { AppTopBar } from './AppTopBar';
import { DisplaySettings } from './DisplaySettings';
import { LazyPageSearch } from './LazyPageSearch';
import { type AppArea, type AreaNavigation, flowNavigation, userNavigation } from './nav-items';
import { SidebarNav } from './SidebarNav';

/** Below this width the sidebar starts collapsed, leaving a tablet's or laptop's narrower screen to the page. */
export const SIDEBAR_COLLAPSE_QUERY = '(max-width: 1039.98px)';
/** Below this width the sidebar becomes a drawer. */
const PHONE_QUERY = '(max-width: 47.99em)';

export type { AppArea };

/** The sidebars of the athletes' areas; the staff areas' come with their route table (staff-nav-items.ts). */
export const athleteNavigation = { user: userNavigation, flow: flowNavigation } as const;

/** The signed-in pages' footer (also drawn by the server before the app runs: AppShellMarkup). */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      {t('footer.copyright', { year: new Date().getFullYear(), name: t('common.siteName') })}{' '}
      {t('footer.madeBy', { maker: site.maker.name })}
    </footer>
  );
}

/**
 * Layout of signed-in pages. `user`, `admin` and `district` have a sidebar; `flow` (account setup, registration,
 * payment, UID status) has only the top bar, to keep the registration steps free of distractions.
 */
export function AppLayout({ navigation }: { navigation: AreaNavigation }) {
  const { t } = useTranslation();
  const { items, labelKey } = navigation;
  const hasSidebar = items.length > 0;
  const narrow = useMediaQuery(SIDEBAR_COLLAPSE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [collapsed, setCollapsed] = useState(narrow);
  // The handlers object is new on every render, but close and toggle themselves are stable: the effects
  // below must depend on them, or they would run on every render and shut the drawer as it opens.
  const [drawerOpened, { close: closeDrawer, toggle: toggleDrawer }] = useDisclosure(false);
  const sidebarId = useId();
  const { pathname } = useLocation();
  const navLabel = t(labelKey);
  useFocusOnNavigate();

  // Crossing the breakpoint resets the sidebar to the default for the new width.
  useEffect(() => setCollapsed(narrow), [narrow]);
  useEffect(() => {
    if (!phone) closeDrawer();
  }, [phone, closeDrawer]);
  useEffect(() => {
    if (pathname) closeDrawer();
  }, [pathname, closeDrawer]);

  const sidebar = hasSidebar
    ? {
        phone,
        collapsed,
        drawerOpened,
        sidebarId,
        onToggle: phone ? toggleDrawer : () => setCollapsed((value) => !value),
      }
    : null;

  return (
    <div
      className={classes.shell}
      data-collapsed={collapsed || undefined}
      data-sidebar={hasSidebar || undefined}
    >
      <SkipLink />
      {hasSidebar && !phone && (
        <aside className={classes.sidebar} id={sidebarId}>
          <Link to={paths.home} className={classes.sidebarBrand} aria-label={t('app.homeLink')}>
            <Logo size={36} />
            {!collapsed && (
              <span aria-hidden className={classes.brandText}>
                {t('common.siteShortName')}
              </span>
            )}
          </Link>
          <SidebarNav items={items} label={navLabel} collapsed={collapsed} />
        </aside>
      )}

      <div className={classes.body}>
        <AppTopBar items={items} sidebar={sidebar} phone={phone} />
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
        <AppFooter />
      </div>

      {hasSidebar && phone && (
        <LazySidePanel
          opened={drawerOpened}
          onClose={closeDrawer}
          position="left"
          size="85%"
          title={t('app.menu')}
          closeLabel={t('app.closeNavigation')}
        >
          <Stack gap="md">
            {/* First, so that a reader who cannot read the current language finds the switch unscrolled. */}
            <DisplaySettings />
            <LazyPageSearch items={items} onNavigate={closeDrawer} />
            <SidebarNav items={items} label={navLabel} onNavigate={closeDrawer} />
          </Stack>
        </LazySidePanel>
      )}
    </div>
  );
}
