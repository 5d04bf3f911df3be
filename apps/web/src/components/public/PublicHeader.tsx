import { Button, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session';
import { statePage } from '../../lib/state-page';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from './Logo';
import classes from './PublicLayout.module.css';
import { DesktopNav, MobileNav } from './PublicNav';

// Only signed-in people see the user menu; visitors do not download it (or the positioning code it needs).
const UserMenu = lazy(() => import('../UserMenu').then((module) => ({ default: module.UserMenu })));

export function PublicHeader({ onOpenAbout }: { onOpenAbout: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const loggedIn = isLoggedIn(current);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.topRow}>
        <Link to={paths.home} className={classes.brand}>
          <Logo />
          <span className={classes.brandFull}>{t('common.siteName')}</span>
          <span className={classes.brandShort}>{t('common.siteShortName')}</span>
        </Link>
        <div className={classes.actions}>
          <span className={classes.desktopOnly}>
            <LanguageSwitch />
          </span>
          {loggedIn ? (
            <>
              <Button component={Link} to={statePage(current)}>
                {t('nav.dashboard')}
              </Button>
              <Suspense fallback={<span className={classes.avatarPlaceholder} />}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Button component={Link} to={paths.login} variant="default">
                {t('nav.login')}
              </Button>
              <Button component={Link} to={paths.register}>
                {t('nav.register')}
              </Button>
            </>
          )}
        </div>
      </Container>
      <Container size="lg" px={0}>
        <DesktopNav onOpenAbout={onOpenAbout} />
        <MobileNav onOpenAbout={onOpenAbout} />
      </Container>
    </header>
  );
}
