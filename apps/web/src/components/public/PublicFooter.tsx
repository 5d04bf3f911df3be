import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { localText, phoneHref, site, socialLabels, socialNetworks } from '../../lib/site';
import { siteQuery } from '../../lib/site-query';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { useNearView } from '../../lib/use-near-view';
import { footerLinks } from './nav-links';
import classes from './PublicLayout.module.css';

export function PublicFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const footer = useRef<HTMLElement>(null);
  const contact = useQuery({ ...siteQuery(), enabled: useNearView(footer) }).data;
  const year = new Date().getFullYear();
  const social = contact ? socialNetworks.filter((network) => contact.social[network]) : [];
  return (
    <footer className={classes.footer} ref={footer}>
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
        {contact && (
          <address className={classes.footerContact}>
            <span>{localText(contact, lang, 'name')}</span>
            {contact.address && <span>{localText(contact, lang, 'address')}</span>}
            <span>
              <a href={phoneHref(contact.phone)}>{contact.phone}</a>
              {' · '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
          </address>
        )}
        {social.length > 0 && (
          <ul className={classes.footerLinks} aria-label={t('about.followUs')}>
            {social.map((network) => (
              <li key={network}>
                <a href={contact?.social[network]} target="_blank" rel="noopener noreferrer">
                  {socialLabels[network]}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={classes.footerText}>{t('footer.copyright', { year, name: t('common.siteName') })}</p>
        <p className={classes.footerText}>{t('footer.madeBy', { maker: site.maker.name })}</p>
      </Container>
    </footer>
  );
}
