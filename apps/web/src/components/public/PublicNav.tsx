import { Collapse, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../LanguageSwitch';
import { ABOUT_DIALOG_ID } from './about-dialog-id';
import { DisclosureMenu } from './DisclosureMenu';
import { mainLinks, moreLinks } from './nav-links';
import classes from './PublicLayout.module.css';

/** Animation of the phone menu; Mantine skips it when reduced motion is requested. */
const MOBILE_MENU_ANIMATION_MS = 300;

interface Props {
  onOpenAbout: () => void;
}

/** Wide screens: one row of links and a "More" menu. */
export function DesktopNav({ onOpenAbout }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')}>
      <ul className={classes.navList}>
        {mainLinks.map((link) => (
          <li key={link.key}>
            {link.to ? (
              <NavLink to={link.to} className={classes.navLink}>
                {t(`nav.${link.key}`)}
              </NavLink>
            ) : (
              <UnstyledButton
                className={classes.navLink}
                onClick={onOpenAbout}
                aria-haspopup="dialog"
                data-opens-dialog={ABOUT_DIALOG_ID}
              >
                {t(`nav.${link.key}`)}
              </UnstyledButton>
            )}
          </li>
        ))}
        <li>
          <DisclosureMenu label={t('nav.more')}>
            <ul className={classes.dropdownList}>
              {moreLinks.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} className={classes.dropdownLink}>
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </DisclosureMenu>
        </li>
      </ul>
    </nav>
  );
}

/** Phones (<= 480 px): a toggle bar whose panel slides open. */
export function MobileNav({ onOpenAbout }: Props) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // Following a link closes the panel.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  const item = (key: string, to: string) => (
    <li key={key}>
      <NavLink to={to} className={classes.mobileLink}>
        {t(`nav.${key}`)}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={t('nav.main')}>
      <div className={classes.toggleBar}>
        <UnstyledButton
          className={classes.toggle}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          data-menu-toggle=""
        >
          {/* Both icons, switched by CSS on aria-expanded, so server-rendered pages can toggle it too. */}
          <IconMenu2 size={22} aria-hidden className={classes.iconWhenClosed} />
          <IconX size={22} aria-hidden className={classes.iconWhenOpen} />
          <span>{t('nav.menu')}</span>
        </UnstyledButton>
        <LanguageSwitch />
      </div>
      <Collapse
        expanded={opened}
        transitionDuration={MOBILE_MENU_ANIMATION_MS}
        keepMountedMode="display-none"
        id={panelId}
      >
        <ul className={classes.mobileList}>
          {mainLinks.map((link) =>
            link.to ? (
              item(link.key, link.to)
            ) : (
              <li key={link.key}>
                <UnstyledButton
                  className={classes.mobileLink}
                  // The panel stays open behind the About Us panel, so focus can return to this button.
                  onClick={onOpenAbout}
                  aria-haspopup="dialog"
                  data-opens-dialog={ABOUT_DIALOG_ID}
                >
                  {t(`nav.${link.key}`)}
                </UnstyledButton>
              </li>
            ),
          )}
        </ul>
        <p className={classes.mobileGroupLabel} id={`${panelId}-more`}>
          {t('nav.more')}
        </p>
        <ul className={classes.mobileList} aria-labelledby={`${panelId}-more`}>
          {moreLinks.map((link) => item(link.key, link.to))}
        </ul>
      </Collapse>
    </nav>
  );
}
