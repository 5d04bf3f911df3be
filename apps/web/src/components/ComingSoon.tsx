import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';
import { usePageTitle } from '../lib/use-page-title';

/** The "coming soon" page of what is not built yet, shown publicly and for results and certificates. */
export function ComingSoon({
  title,
  backTo,
  backLabel,
}: {
  title?: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const heading = title ?? t('comingSoon.title');
  usePageTitle(heading);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto" shadow="xs">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconHourglassHigh size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{heading}</Title>
        <Text size="lg">{t('comingSoon.text')}</Text>
        <Group justify="center">
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
