import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';

export default function PageNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="center" ta="center">
        <Text fw={800} fz={64} lh={1} c="blue.8" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.text')}</Text>
        <Group justify="center">
          <Button component={Link} to={paths.home}>
            {t('notFound.home')}
          </Button>
          <Button component={Link} to={paths.contact} variant="default">
            {t('notFound.contact')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
