import { Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { messageText } from '../../lib/i18n';
import { InlineAlert } from '../InlineAlert';

/** A failed load: the server's message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : 'errors.generic';
  return (
    <InlineAlert title={t('admin.table.loadFailed')} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageText(message)}</Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {t('admin.table.retry')}
        </Button>
      </Stack>
    </InlineAlert>
  );
}
