import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of the error when the server says 404. */
  notFound?: ReactNode;
}

/** Loading, failure (with a retry) or the content of a query. */
export function QueryState<T>({ query, children, notFound }: Props<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (notFound && isApiError(query.error) && query.error.status === 404) return <>{notFound}</>;
    return (
      <Alert color="red" variant="light" role="alert" title={t('content.ui.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text>{messageText(query.error instanceof Error ? query.error.message : 'errors.generic')}</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('content.ui.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack align="center" py="xl" role="status">
      <Loader size="md" aria-hidden />
      <Text>{t('content.ui.loading')}</Text>
    </Stack>
  );
}
