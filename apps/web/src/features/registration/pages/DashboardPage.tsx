import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconFileText, IconId, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import classes from './DashboardPage.module.css';

/** /user/dashboard: welcome with the UID and the places an athlete goes most. */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.dashboard'));
  const current = useSession();
  const links = [
    {
      to: paths.user.identityCard,
      icon: IconId,
      title: t('pages.identityCard'),
      text: t('dashboard.cardText'),
    },
    {
      to: paths.user.registrationDetails,
      icon: IconFileText,
      title: t('pages.registrationDetails'),
      text: t('dashboard.detailsText'),
    },
    {
      to: paths.user.registrationStatus,
      icon: IconReceipt,
      title: t('pages.registrationStatus'),
      text: t('dashboard.statusText'),
    },
    {
      to: paths.user.eventsList,
      icon: IconCalendarEvent,
      title: t('pages.eventsList'),
      text: t('dashboard.eventsText'),
    },
  ];
  return (
    <Stack gap="lg" maw={960} w="100%">
      <Title order={1}>{t('pages.dashboard')}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap={4}>
          <Text size="lg">{t('dashboard.welcome', { name: current.name || t('app.defaultName') })}</Text>
          {current.uid && (
            <Text>
              {t('dashboard.uid')}{' '}
              <Text span fw={800} fz="xl" data-testid="dashboard-uid">
                {current.uid}
              </Text>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('dashboard.uidHint')}
          </Text>
        </Stack>
      </Paper>
      <section aria-labelledby="quick-links">
        <Title order={2} size="h3" id="quick-links" mb="sm">
          {t('dashboard.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <UnstyledButton component={Link} to={link.to} className={classes.tile}>
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <link.icon size={24} />
                </ThemeIcon>
                <span>
                  <Text span fw={700} display="block">
                    {link.title}
                  </Text>
                  <Text span size="sm" c="dimmed" display="block">
                    {link.text}
                  </Text>
                </span>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
