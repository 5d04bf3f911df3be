import { ActionIcon } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../LanguageSwitch';
import { LazyUserMenu } from '../LazyUserMenu';
import { DisplayControls } from '../public/DisplayControls';
import { Logo } from '../public/Logo';
import classes from './AppLayout.module.css';
import { DisplaySettingsButton } from './DisplaySettings';
import { FullscreenToggle } from './FullscreenToggle';
import { Greeting } from './Greeting';
import { LazyPageSearch } from './LazyPageSearch';
import type { NavItem } from './nav-items';

export interface SidebarControl {
  /** Phones: the sidebar is a drawer. */
  phone: boolean;
  collapsed: boolean;
  drawerOpened: boolean;
  sidebarId: string;
  onToggle: () => void;
}

/** Greeting, search, language, fullscreen and the user menu; plus the sidebar toggle when there is one. */
export function AppTopBar({
  items,
  sidebar,
  phone,
}: {
  items: NavItem[];
  sidebar: SidebarControl | null;
  /** On phones search, language and display settings move into the navigation drawer. */
  phone: boolean;
}) {
  const { t } = useTranslation();
  const current = useSession();

  return (
    <header className={classes.topBar}>
      {sidebar ? (
        <ActionIcon
          variant="subtle"
          color="dark"
          size={44}
          onClick={sidebar.onToggle}
          aria-controls={sidebar.phone ? undefined : sidebar.sidebarId}
          aria-expanded={sidebar.phone ? sidebar.drawerOpened : !sidebar.collapsed}
          aria-label={
            sidebar.phone
              ? t('app.openNavigation')
              : sidebar.collapsed
                ? t('app.expandSidebar')
                : t('app.collapseSidebar')
          }
        >
          {sidebar.phone ? (
            <IconMenu2 size={24} aria-hidden />
          ) : sidebar.collapsed ? (
            <IconLayoutSidebarLeftExpand size={24} aria-hidden />
          ) : (
            <IconLayoutSidebarLeftCollapse size={24} aria-hidden />
          )}
        </ActionIcon>
      ) : (
        <Link to={paths.home} className={classes.homeLink} aria-label={t('app.homeLink')}>
          <Logo size={36} />
        </Link>
      )}

      <Greeting name={current.name} />

      <div className={classes.topActions}>
        {!phone && items.length > 0 && (
          <div className={classes.search}>
            <LazyPageSearch items={items} />
          </div>
        )}
        {/* On a phone these live in the navigation drawer, or where there is none (the registration
            flow) behind a button of their own: the bar keeps room for the greeting (decision 0008). */}
        {!phone && <DisplayControls />}
        {!phone && <LanguageSwitch />}
        {!phone && <FullscreenToggle />}
        {phone && !sidebar && <DisplaySettingsButton />}
        <LazyUserMenu />
      </div>
    </header>
  );
}
