import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Alert, QueryError, QueryLoading } from '../../../components/feedback';
import type { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { checkoutFailureMessage, TestModeBanner } from '../../payments';
import { entryOrderQuery } from '../api';
import { problemText } from '../entry-form';
import { rememberEntryPayment } from '../receipts';
import { useEntryCheckout, useReturnedTestPayment } from '../use-entry-checkout';

/** The fee of an entry awaiting payment: the amount from its order and the pay button, as for registration. */
export function EntryPayment({
  entryId,
  formId,
  initialError = null,
  grantedPlace = false,
}: {
  entryId: string;
  formId: string;
  /** The entry had paid before and was then given a place from a waiting list: this pays for that place. */
  grantedPlace?: boolean;
  /** A failure that happened before this page (the payment started right after submitting). */
  initialError?: string | ApiError | null;
}) {
  const { t } = useTranslation();
  const order = useQuery(entryOrderQuery(entryId));
  const paymentId = order.data?.paymentId;
  useEffect(() => {
    if (paymentId) rememberEntryPayment(entryId, paymentId);
  }, [entryId, paymentId]);
  const checkout = useEntryCheckout(formId);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(initialError);
  const fail = useCallback((failure: unknown) => {
    setError(typeof failure === 'string' ? failure : checkoutFailureMessage(failure));
  }, []);
  const verifyingReturn = useReturnedTestPayment(fail);

  const pay = async () => {
    if (!order.data || paying) return;
    setError(null);
    setPaying(true);
    try {
      await checkout.pay(order.data);
    } catch (failure) {
      fail(failure);
      // A failed attempt may close the order; ask for a fresh one for the next try.
      void order.refetch();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="pay-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="pay-heading">
          {t('competitionEntry.payment.title')}
        </Title>
        {order.data?.gateway === 'test' && <TestModeBanner text={t('payments.testNote')} />}
        <Alert tone="error" title={error ? t('payments.failedTitle') : null}>
          {error && (
            <Text size="sm">{typeof error === 'string' ? problemText(t, error) : messageText(error)}</Text>
          )}
        </Alert>
        {order.isPending ? (
          <QueryLoading />
        ) : order.isError ? (
          <QueryError
            error={order.error}
            title={t('competitionEntry.payment.orderFailed')}
            onRetry={() => void order.refetch()}
          />
        ) : (
          <>
            <Text>
              {t(grantedPlace ? 'competitionEntry.payment.introGranted' : 'competitionEntry.payment.intro')}
            </Text>
            <Text fz={30} fw={800} lh={1} data-testid="entry-fee">
              {formatMoney(order.data.amountPaise)}
            </Text>
            <Button
              size="md"
              onClick={pay}
              loading={paying || checkout.verifying || verifyingReturn}
              leftSection={<IconLock size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('competitionEntry.payment.payNow', { amount: formatMoney(order.data.amountPaise) })}
            </Button>
            {order.data.gateway !== 'test' && (
              <Text size="xs" c="dimmed">
                {t('payments.secureNote')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
