import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { site } from '../../lib/site';
import { footerLinks } from './nav-links';
import classes from './PublicLayout.module.css';

export function PublicFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <nav aria-label={t('footer.navLabel')}>
          <ul className={classes.footerLinks}>
            {footerLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={classes.footerText}>{t('footer.copyright', { year, name: t('common.siteName') })}</p>
        <p className={classes.footerText}>{t('footer.madeBy', { maker: site.maker.name })}</p>
      </Container>
    </footer>
  );
}
