import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { statePage } from '../lib/state-page';
import { useTranslation } from '../lib/translation';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Placeholder for a signed-in page whose content arrives in a later issue: says so plainly and offers
 * the way back to the dashboard (or, on the dashboard itself, to the home page).
 */
export function BeingBuilt({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const current = useSession();
  const { pathname } = useLocation();
  usePageTitle(title);
  const dashboard = statePage(current);
  const onDashboard = pathname === dashboard;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      {children}
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color="blue">
            <IconTools size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('beingBuilt.heading')}
          </Title>
          <Text>{t('beingBuilt.text', { page: title })}</Text>
          <Button component={Link} to={onDashboard ? paths.home : dashboard} variant="light">
            {onDashboard ? t('beingBuilt.home') : t('beingBuilt.back')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
