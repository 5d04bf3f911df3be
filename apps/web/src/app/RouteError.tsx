import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../lib/paths';
import { useTranslation } from '../lib/translation';

/**
 * Last-resort screen. The usual cause is a page chunk that failed to download on a weak connection,
 * so the main action is to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('errors.pageTitle');
    console.error(error);
  }, [error, t]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <Container size="sm" py="xl" component="main" id="main">
      <Stack gap="md">
        <Title order={1}>{t('errors.pageTitle')}</Title>
        <Text>{t('errors.pageText')}</Text>
        {detail && <Text c="dimmed">{detail}</Text>}
        <div>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        </div>
        <Anchor href={paths.home}>{t('notFound.home')}</Anchor>
      </Stack>
    </Container>
  );
}
