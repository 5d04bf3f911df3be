import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useWithdrawEntry } from '../api';

/** Asks before an entry is withdrawn, saying what becomes of a fee already paid. */
export function WithdrawDialog({
  opened,
  onClose,
  entryId,
  title,
  paidPaise,
}: {
  opened: boolean;
  onClose: () => void;
  entryId: string;
  title: string;
  /** The fee received for the entry, 0 when none was. */
  paidPaise: number;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawEntry();
  const [error, setError] = useState<string | ApiError | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await withdraw.mutateAsync(entryId);
      toast.success(t('competitionEntry.withdraw.done'));
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('competitionEntry.withdraw.title')}
      closeButtonProps={{ 'aria-label': t('competitionEntry.withdraw.close') }}
    >
      <Stack gap="md">
        <Text>{t('competitionEntry.withdraw.question', { title })}</Text>
        <Text>
          {paidPaise > 0
            ? t('competitionEntry.withdraw.refund', { amount: formatMoney(paidPaise) })
            : t('competitionEntry.withdraw.noFee')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('competitionEntry.withdraw.final')}
        </Text>
        <Alert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
            {t('competitionEntry.withdraw.keep')}
          </Button>
          <Button color="red.8" onClick={confirm} loading={withdraw.isPending}>
            {t('competitionEntry.withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
