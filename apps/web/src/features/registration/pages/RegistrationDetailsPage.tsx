import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { WithdrawalNotice } from '../../../components/WithdrawalNotice';
import { formatDay } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsList } from '../../payments';
import { registrationDataQuery, registrationOptionsQuery } from '../api';
import { AssistedHistory } from '../components/AssistedHistory';
import { RegistrationSummary } from '../components/RegistrationSummary';
import { RejectionNotice } from '../components/RejectionNotice';

/**
 * /user/registration-details and /user/registration-status both show the registration and its
 * payment; `focus` only decides which part comes first.
 */
export default function RegistrationDetailsPage({ focus }: { focus: 'details' | 'status' }) {
  const { t } = useTranslation();
  const title = focus === 'details' ? t('pages.registrationDetails') : t('pages.registrationStatus');
  usePageTitle(title);
  const current = useSession();
  const data = useQuery(registrationDataQuery());
  const options = useQuery(registrationOptionsQuery());
  const sportNames = useMemo(
    () => Object.fromEntries((options.data?.sports ?? []).map((sport) => [sport.code, sport.name])),
    [options.data],
  );

  const payments = (
    <section aria-labelledby="payments-heading" key="payments">
      <Title order={2} size="h3" id="payments-heading" mb="sm">
        {t('payments.paymentsTitle')}
      </Title>
      <PaymentsList />
    </section>
  );

  let registration: ReactNode;
  if (data.isPending) registration = <QueryLoading key="registration" />;
  else if (data.isError)
    registration = (
      <QueryError
        title={t('common.loadFailed')}
        retryLabel={t('common.tryAgain')}
        key="registration"
        error={data.error}
        onRetry={() => void data.refetch()}
      />
    );
  else {
    const value = data.data;
    registration = (
      <section aria-labelledby="registration-heading" key="registration">
        <Group gap="sm" mb="sm">
          <Title order={2} size="h3" id="registration-heading">
            {t('registration.details.heading')}
          </Title>
          <Badge
            c="dark.9"
            size="lg"
            variant="light"
            color={value.status === 'approved' ? 'green' : value.status === 'rejected' ? 'red' : 'blue'}
          >
            {t(
              `registration.status.badge.${value.status === 'submitted' && !current.registrationPaymentCompleted ? 'unpaid' : value.status}`,
            )}
          </Badge>
        </Group>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {[
              value.uid ? `${t('registration.card.uid')}: ${value.uid}` : '',
              value.submittedAt
                ? t('registration.details.submittedOn', { date: formatDay(value.submittedAt) })
                : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {value.status === 'rejected' && value.rejection && (
            <RejectionNotice rejection={value.rejection} withLink />
          )}
          <RegistrationSummary data={value} sportNames={sportNames} headingOrder={3} />
        </Stack>
      </section>
    );
  }

  return (
    <Stack gap="xl" maw={960} w="100%">
      <Title order={1}>{title}</Title>
      <WithdrawalNotice />
      {focus === 'details' ? [registration, payments] : [payments, registration]}
      <AssistedHistory />
    </Stack>
  );
}
