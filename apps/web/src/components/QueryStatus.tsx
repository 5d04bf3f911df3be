import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import { messageText } from '../lib/i18n';
import { Notice } from './Notice';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" py="xl" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('common.loading')}</Text>
    </Group>
  );
}

/** A failed load: the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : 'errors.generic';
  return (
    <Notice
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={t('registration.loadFailed')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messageText(message)}</Text>
        <Button variant="white" color="red.9" onClick={onRetry}>
          {t('registration.tryAgain')}
        </Button>
      </Stack>
    </Notice>
  );
}
