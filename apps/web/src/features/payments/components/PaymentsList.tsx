import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PaymentSummary } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { type ApiError, downloadToFile, isApiError } from '../../../lib/api';
import { formatDay, paiseToInr } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { receiptUrl, registrationPaymentsQuery } from '../api';

const statusColor: Record<PaymentSummary['status'], string> = {
  created: 'gray',
  attempted: 'orange',
  paid: 'green',
  failed: 'red',
  refunded: 'blue',
  cancelled: 'gray',
  refund_due: 'orange',
};

/** The athlete's registration fee payments, with a receipt download for paid ones. */
export function PaymentsList({ onlyPaid = false }: { onlyPaid?: boolean }) {
  const { t } = useTranslation();
  const payments = useQuery(registrationPaymentsQuery());
  if (payments.isPending) return <QueryLoading />;
  if (payments.isError)
    return (
      <QueryError
        title={t('common.loadFailed')}
        retryLabel={t('common.tryAgain')}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  const list = onlyPaid ? payments.data.filter((payment) => payment.status === 'paid') : payments.data;
  if (list.length === 0) return <Text c="dimmed">{t('payments.none')}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((payment) => (
        <Paper component="li" key={payment._id} withBorder radius="md" p="md">
          <PaymentRow payment={payment} />
        </Paper>
      ))}
    </Stack>
  );
}

function PaymentRow({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(null);
  const saveReceipt = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadToFile(payment.receiptUrl || receiptUrl(payment._id), {
        fileName: `receipt-${payment.receiptNumber}.pdf`,
      });
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" gap="sm" align="center">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={700}>{paiseToInr(payment.amountPaise)}</Text>
          <Badge c="dark.9" color={statusColor[payment.status]} variant="light">
            {t(`payments.status.${payment.status}`)}
          </Badge>
          {payment.gateway === 'test' && (
            <Badge c="dark.9" color="orange" variant="light">
              {t('payments.testBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('payments.receiptNumber', { number: payment.receiptNumber })} ·{' '}
          {formatDay(payment.paidAt ?? payment.createdAt)}
        </Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {messageText(error)}
          </Text>
        )}
      </Stack>
      {payment.status === 'paid' && (
        <Button
          variant="light"
          onClick={saveReceipt}
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('payments.downloadReceipt')}
        </Button>
      )}
    </Group>
  );
}
