import { Button, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useServerRender } from '../../lib/server-render';
import { isLoggedIn, useSession } from '../../lib/session';
import { statePage } from '../../lib/state-page';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../LanguageSwitch';
import { LazyUserMenu } from '../LazyUserMenu';
import { Logo } from './Logo';
import classes from './PublicLayout.module.css';
import { DesktopNav, MobileNav } from './PublicNav';

// Only signed-in people see the user menu; visitors do not download it (or the positioning code it needs).

/** At this width and below the navigation folds into a toggle bar (phones up to 480 px wide). */
export const PHONE_NAV_QUERY = '(max-width: 480px)';

export function PublicHeader({ onOpenAbout }: { onOpenAbout: () => void }) {
  const { t } = useTranslation();
  // Read synchronously on the first render (no server rendering here), so only one navigation is ever
  // in the page: no hidden duplicates for screen readers or tests to stumble on.
  const phone = useMediaQuery(PHONE_NAV_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const current = useSession();
  const loggedIn = isLoggedIn(current);
  // The server cannot know the screen width: it sends both navigations and CSS shows the right one
  // (display: none hides the other from screen readers too).
  const server = useServerRender() !== null;

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.topRow}>
        <Link to={paths.home} className={classes.brand}>
          <Logo />
          <span className={classes.brandFull}>{t('common.siteName')}</span>
          <span className={classes.brandShort}>{t('common.siteShortName')}</span>
        </Link>
        <div className={classes.actions}>
          {server ? (
            <div className={classes.wideOnly}>
              <LanguageSwitch />
            </div>
          ) : (
            !phone && <LanguageSwitch />
          )}
          {loggedIn ? (
            <>
              <Button component={Link} to={statePage(current)}>
                {t('nav.dashboard')}
              </Button>
              <LazyUserMenu />
            </>
          ) : (
            <>
              {/* On server-rendered pages the enhancement script turns these into the dashboard link for
                  signed-in readers (src/public-enhance/session.ts). */}
              <Button
                component={Link}
                to={paths.login}
                variant="default"
                data-signed-in-label={t('nav.dashboard')}
              >
                {t('nav.login')}
              </Button>
              <Button component={Link} to={paths.register} data-signed-out-only="">
                {t('nav.register')}
              </Button>
            </>
          )}
        </div>
      </Container>
      <Container size="lg" px={0}>
        {server ? (
          <>
            <div className={classes.wideOnly}>
              <DesktopNav onOpenAbout={onOpenAbout} />
            </div>
            <div className={classes.phoneOnly}>
              <MobileNav onOpenAbout={onOpenAbout} />
            </div>
          </>
        ) : phone ? (
          <MobileNav onOpenAbout={onOpenAbout} />
        ) : (
          <DesktopNav onOpenAbout={onOpenAbout} />
        )}
      </Container>
    </header>
  );
}
