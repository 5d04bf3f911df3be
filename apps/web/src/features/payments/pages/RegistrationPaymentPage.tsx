import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { WithdrawalNotice } from '../../../components/WithdrawalNotice';
import { type ApiError, isApiError } from '../../../lib/api';
import { paiseToInr } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { loaderTakingEarlyAnswers } from '../../../lib/query-client';
import { registrationDataQuery } from '../../../lib/registration-queries';
import { session } from '../../../lib/session';
import { statePage } from '../../../lib/state-page';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { registrationOrderQuery, useVerifyPayment } from '../api';
import { FeeOrderLines, FeeSection } from '../components/FeeSection';
import { openRazorpay } from '../razorpay';

export interface PaymentReturnState {
  paymentError?: string;
}

/**
 * On the app's first page, the order and the registration the document asked for (lib/early-requests.ts)
 * are taken before the first render: the page the server drew with them (components/FeeFrame.tsx) is
 * replaced by the same page, never by a loading state.
 */
export const loader = loaderTakingEarlyAnswers(registrationOrderQuery, registrationDataQuery);

/** /registration-payment: the fee from the order, what it covers, and the pay button. */
export default function RegistrationPaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.registrationPayment'));
  const navigate = useNavigate();
  const location = useLocation();
  const returned = (location.state as PaymentReturnState | null)?.paymentError ?? null;
  const order = useQuery(registrationOrderQuery());
  const verify = useVerifyPayment();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(returned);

  const pay = async () => {
    if (!order.data || paying) return;
    setError(null);
    if (order.data.gateway === 'test') {
      navigate(paths.testCheckout(order.data.orderId));
      return;
    }
    setPaying(true);
    try {
      const result = await openRazorpay(order.data, { name: t('common.siteName'), color: '#1864ab' });
      await verify.mutateAsync(result);
      navigate(statePage(session.get()) || paths.uidStatus, { replace: true });
    } catch (failure) {
      const message = isApiError(failure)
        ? failure
        : failure instanceof Error && failure.message === 'dismissed'
          ? 'payments.cancelled'
          : failure instanceof Error && failure.message === 'razorpay'
            ? 'payments.gatewayUnavailable'
            : failure instanceof Error
              ? failure.message
              : 'errors.generic';
      setError(message);
      // A failed attempt may close the order; ask for a fresh one for the next try.
      void order.refetch();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack gap="lg" maw={720} w="100%">
      <Title order={1}>{t('pages.registrationPayment')}</Title>
      <WithdrawalNotice />
      <Text>{t('payments.intro')}</Text>
      <Alert
        color="red"
        icon={<IconAlertCircle aria-hidden />}
        title={error ? t('payments.failedTitle') : null}
      >
        {error && (
          <>
            <Text size="sm">{messageText(error)}</Text>
            <Text size="sm" mt={4}>
              {t('payments.tryAgainHint')}
            </Text>
          </>
        )}
      </Alert>
      {/* What the fee is and covers is drawn at once; the amount, the receipt and the button follow
          with the order, which the server creates on the first visit: on a slow phone the page shows
          its content rather than a spinner meanwhile. */}
      <FeeSection>
        <QueryState query={order} errorTitle={t('common.loadFailed')} retryLabel={t('common.tryAgain')}>
          {(data) => (
            <>
              <FeeOrderLines
                description={data.description}
                amount={paiseToInr(data.amountPaise)}
                receipt={t('payments.receiptNumber', { number: data.receiptNumber })}
                testGateway={data.gateway === 'test'}
              />
              <Button
                size="lg"
                onClick={pay}
                loading={paying || verify.isPending}
                leftSection={<IconLock size={18} aria-hidden />}
              >
                {error
                  ? t('payments.tryAgain', { amount: paiseToInr(data.amountPaise) })
                  : t('payments.pay', { amount: paiseToInr(data.amountPaise) })}
              </Button>
              {data.gateway !== 'test' && (
                <Text size="xs" c="dimmed">
                  {t('payments.secureNote')}
                </Text>
              )}
            </>
          )}
        </QueryState>
      </FeeSection>
    </Stack>
  );
}
