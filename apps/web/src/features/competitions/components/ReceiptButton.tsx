import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type ApiError, downloadToFile, isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { receiptUrl } from '../../payments';

/** Downloads the receipt of a paid entry, the same PDF route as the registration fee's receipts. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadToFile(receiptUrl(paymentId));
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        onClick={save}
        loading={busy}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t('payments.downloadReceipt')}
      </Button>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {messageText(error)}
        </Text>
      )}
    </Stack>
  );
}
