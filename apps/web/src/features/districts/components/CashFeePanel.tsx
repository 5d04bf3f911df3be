import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { districtRoutes } from '@para/contract';
import { IconCash, IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { Alert } from '../../../components/feedback';
import { callApi, downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';

/**
 * The registration fee taken in cash at a camp, once the registration is submitted: recorded with a
 * receipt numbered like every other, which the secretary downloads and prints for the athlete.
 */
export function CashFeePanel({ userId, name, onPaid }: { userId: string; name: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const record = useMutation({
    mutationFn: () => callApi(districtRoutes.districtCashFee, { params: { userId }, body: { reference } }),
    // Here rather than in mutate's own callbacks, which do not run once the page has re-rendered
    // with the registration reloaded.
    onSuccess: () => {
      setConfirming(false);
      onPaid();
      void client.invalidateQueries({ queryKey: ['district'] });
    },
    onError: () => setConfirming(false),
  });
  const receipt = record.data;

  const download = async () => {
    if (!receipt) return;
    try {
      await downloadToFile(receipt.receiptUrl, { fileName: `receipt-${receipt.receiptNumber}.pdf` });
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="cash-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="cash-heading">
          {t('districtUnit.cash.title')}
        </Title>
        {receipt ? (
          <>
            <Text role="status">
              {t('districtUnit.cash.recorded', {
                amount: formatMoney(receipt.amountPaise),
                number: receipt.receiptNumber,
              })}
            </Text>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void download()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('districtUnit.cash.download')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('districtUnit.cash.intro')}</Text>
            <TextInput
              label={t('districtUnit.cash.reference')}
              description={t('districtUnit.cash.referenceHint')}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              maw={360}
            />
            {record.isError && <Alert color="red">{errorText(t, record.error)}</Alert>}
            <Button
              leftSection={<IconCash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('districtUnit.cash.record')}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('districtUnit.cash.confirmTitle')}
        confirmLabel={t('districtUnit.cash.confirm')}
        busy={record.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => record.mutate()}
      >
        {t('districtUnit.cash.confirmText', { name })}
      </ConfirmDialog>
    </Paper>
  );
}
