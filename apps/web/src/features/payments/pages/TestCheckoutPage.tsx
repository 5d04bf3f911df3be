import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { paiseToInr } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { testGatewayOrderQuery, useTestGatewayPay, useVerifyPayment } from '../api';
import { checkoutBackPage, type TestCheckoutReturn } from '../checkout';
import { TestGatewayChoice } from '../components/TestGatewayChoice';
import { TestModeBanner } from '../components/TestModeBanner';
import type { PaymentReturnState } from './RegistrationPaymentPage';

/**
 * The built-in test gateway's checkout (used when no Razorpay keys are set): the same order → pay →
 * verify steps as Razorpay, with a real signature, and no real money. Labelled as such everywhere.
 */
export default function TestCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.test.title'));
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  // Another fee's page (a competition entry) sent the athlete here: the result goes back to it.
  const back = checkoutBackPage(useSearchParams()[0].get('back'));
  const order = useQuery(testGatewayOrderQuery(orderId));
  const pay = useTestGatewayPay(orderId);
  const verify = useVerifyPayment();
  const [error, setError] = useState<string | ApiError | null>(null);
  const busy = pay.isPending || verify.isPending;

  const succeed = async () => {
    if (busy) return;
    setError(null);
    try {
      const result = await pay.mutateAsync('success');
      if (back) {
        const { orderId, paymentId, signature } = result;
        const state: TestCheckoutReturn = { testPayment: { orderId, paymentId, signature } };
        navigate(back, { replace: true, state });
        return;
      }
      await verify.mutateAsync({
        orderId: result.orderId,
        paymentId: result.paymentId,
        signature: result.signature,
      });
      navigate(paths.uidStatus, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  const fail = async () => {
    if (busy) return;
    setError(null);
    try {
      const result = await pay.mutateAsync('failure');
      const state: PaymentReturnState = { paymentError: result.error || 'payments.test.failedMessage' };
      navigate(back ?? paths.registrationPayment, { replace: true, state });
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <Container size={560} px="md" py="lg" w="100%">
      <Stack gap="lg">
        <TestModeBanner text={t('payments.test.bannerText')} />
        <Title order={1}>{t('payments.test.title')}</Title>
        <Alert message={error} />
        <QueryState query={order} errorTitle={t('common.loadFailed')} retryLabel={t('common.tryAgain')}>
          {(data) => (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="md">
                <div>
                  <Text size="sm" c="dimmed">
                    {data.description}
                  </Text>
                  <Text fz={34} fw={800}>
                    {paiseToInr(data.amountPaise)}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('payments.test.order', { id: data.orderId })} · {t(`payments.status.${data.status}`)}
                  </Text>
                </div>
                {data.status === 'paid' ? (
                  <Stack gap="xs" align="flex-start">
                    <Text>{t('payments.test.alreadyPaid')}</Text>
                    <Button component={Link} to={back ?? paths.uidStatus}>
                      {back ? t('payments.test.backToFee') : t('payments.test.toStatus')}
                    </Button>
                  </Stack>
                ) : (
                  <TestGatewayChoice
                    onChoose={(outcome) => void (outcome === 'success' ? succeed() : fail())}
                    sending={busy ? (pay.variables ?? null) : null}
                    busy={busy}
                    successLabel={t('payments.test.paySuccess')}
                    failureLabel={t('payments.test.payFailure')}
                  />
                )}
                <Anchor component={Link} to={back ?? paths.registrationPayment} size="sm">
                  {t('payments.test.back')}
                </Anchor>
              </Stack>
            </Paper>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
