import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { SiteContact } from '@para/contract';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  site as fallback,
  localText,
  phoneHref,
  type SocialNetwork,
  socialLabels,
  socialNetworks,
} from '../../lib/site';
import { siteQuery } from '../../lib/site-query';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { SidePanel } from '../SidePanel';
import classes from './PublicLayout.module.css';

const socialIcons: Record<SocialNetwork, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  twitter: IconBrandX,
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
};

/** Local placeholder photos until the association supplies its own. */
const photos = [
  'athletics',
  'swimming',
  'badminton',
  'tableTennis',
  'powerlifting',
  'archery',
  'basketball',
  'boccia',
] as const;

/** The panel's content: the association's text, photos, contact details and social links. */
export function AboutContent({ contact }: { contact: SiteContact | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const about = (contact && localText(contact, lang, 'about')) || t('about.text');
  const phone = contact?.phone ?? fallback.phone;
  const email = contact?.email ?? fallback.email;
  const social = socialNetworks
    .map((network) => ({ network, label: socialLabels[network], url: contact?.social[network] ?? '' }))
    .filter((link) => link.url);
  return (
    <Stack gap="lg">
      <Text>{about}</Text>

      <section aria-labelledby="about-instagram">
        <Title order={3} size="h4" id="about-instagram" mb="xs">
          {t('about.instagram')}
        </Title>
        <ul className={classes.photoStrip}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <img
                src={`/images/instagram-${index + 1}.svg`}
                alt={t(`about.photos.${photo}`)}
                width={96}
                height={96}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-contact">
        <Title order={3} size="h4" id="about-contact" mb="xs">
          {t('about.contact')}
        </Title>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPhone size={20} aria-hidden />
            <Anchor href={phoneHref(phone)}>
              <span className="visually-hidden-inline">{t('about.phone')}: </span>
              {phone}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconMail size={20} aria-hidden />
            <Anchor href={`mailto:${email}`}>
              <span className="visually-hidden-inline">{t('about.email')}: </span>
              {email}
            </Anchor>
          </Group>
        </Stack>
      </section>

      {social.length > 0 && (
        <section aria-labelledby="about-social">
          <Title order={3} size="h4" id="about-social" mb="xs">
            {t('about.followUs')}
          </Title>
          <ul className={classes.socialList}>
            {social.map((link) => {
              const Icon = socialIcons[link.network];
              return (
                <li key={link.network}>
                  <ActionIcon
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={44}
                    variant="light"
                    aria-label={t('about.socialLink', { network: link.label })}
                  >
                    <Icon size={22} aria-hidden />
                  </ActionIcon>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Stack>
  );
}

/** The About Us panel, sliding in from the side over the page it was opened from. */
export function AboutPanel({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const { t } = useTranslation();
  // Kept by administrators (Admin › Content › Contact details); fallbacks until it arrives.
  const contact = useQuery({ ...siteQuery(), enabled: opened }).data;
  return (
    <SidePanel
      opened={opened}
      onClose={onClose}
      onClosed={onClosed}
      title={t('about.panelTitle')}
      closeLabel={t('about.close')}
    >
      <AboutContent contact={contact} />
    </SidePanel>
  );
}
