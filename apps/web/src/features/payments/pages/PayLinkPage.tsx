import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { districtAssistanceRoutes } from '@para/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, QueryState } from '../../../components/feedback';
import { type ApiError, callApi } from '../../../lib/api';
import { formatDate, formatMoney } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkoutFailureMessage } from '../checkout';
import { TestGatewayChoice } from '../components/TestGatewayChoice';
import { TestModeBanner } from '../components/TestModeBanner';
import { openRazorpay } from '../razorpay';

/**
 * /pay/:token: a district's payment link. Whoever has it pays one athlete's registration fee, without
 * signing in, through the athlete's own order; the server credits it as the athlete's own payment.
 */
export default function PayLinkPage() {
  const { t } = useTranslation();
  usePageTitle(t('assisted.pay.title'));
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['pay-link', token],
    queryFn: ({ signal }) => callApi(districtAssistanceRoutes.payLinkInfo, { params: { token }, signal }),
    retry: false,
  });
  const [error, setError] = useState<string | ApiError | null>(null);
  const [done, setDone] = useState(false);

  const pay = useMutation({
    mutationFn: async (outcome: 'success' | 'failure' | 'gateway') => {
      const params = { token };
      const order = await callApi(districtAssistanceRoutes.payLinkOrder, { params });
      if (outcome === 'gateway') {
        const result = await openRazorpay(order, { name: t('common.siteName'), color: '#1864ab' });
        return callApi(districtAssistanceRoutes.payLinkVerify, { params, body: result });
      }
      const tried = await callApi(districtAssistanceRoutes.payLinkTestPay, {
        params,
        body: { orderId: order.orderId, outcome },
      });
      if (tried.outcome === 'failure') throw new Error(tried.error || 'failed');
      const { orderId, paymentId, signature } = tried;
      return callApi(districtAssistanceRoutes.payLinkVerify, {
        params,
        body: { orderId, paymentId, signature },
      });
    },
    onMutate: () => setError(null),
    onSuccess: () => setDone(true),
    onError: (failure) => setError(checkoutFailureMessage(failure)),
  });

  return (
    <Container size={560} py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('assisted.pay.title')}</Title>
        <QueryState
          query={info}
          errorTitle={t('refusals.PAY_LINK_INVALID')}
          notFoundCodes={['PAY_LINK_INVALID', 'NOT_FOUND', 'VALIDATION_FAILED']}
          notFound={<Alert color="yellow">{t('refusals.PAY_LINK_INVALID')}</Alert>}
        >
          {(data) => (
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="md">
                {data.gateway === 'test' && <TestModeBanner text={t('payments.test.bannerText')} />}
                <Text>{t('assisted.pay.intro', { name: data.athleteFirstName })}</Text>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('assisted.pay.amount')}
                  </Text>
                  <Text fz={34} fw={800}>
                    {formatMoney(data.amountPaise)}
                  </Text>
                </div>
                {done || data.status === 'paid' ? (
                  <Alert color="green" role="status">
                    {done ? t('assisted.pay.done') : t('assisted.pay.paid')}
                  </Alert>
                ) : (
                  <>
                    {error && <Alert color="red">{messageText(error)}</Alert>}
                    {data.gateway === 'test' ? (
                      <TestGatewayChoice
                        onChoose={(outcome) => pay.mutate(outcome)}
                        sending={
                          pay.isPending && pay.variables !== 'gateway' ? (pay.variables ?? null) : null
                        }
                        busy={pay.isPending}
                        successLabel={t('assisted.pay.testPay')}
                        failureLabel={t('assisted.pay.testFail')}
                      />
                    ) : (
                      <Button size="md" onClick={() => pay.mutate('gateway')} loading={pay.isPending}>
                        {t('assisted.pay.pay', { amount: formatMoney(data.amountPaise) })}
                      </Button>
                    )}
                    <Text size="sm" c="dimmed">
                      {t('assisted.pay.expires', { date: formatDate(data.expiresAt) })}
                    </Text>
                  </>
                )}
              </Stack>
            </Paper>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
