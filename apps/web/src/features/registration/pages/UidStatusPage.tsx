import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { authRoutes, type RegistrationData, registrationRoutes } from '@para/contract';
import { IconCheck, IconCircleDashed, IconClock, IconX } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { WithdrawalNotice } from '../../../components/WithdrawalNotice';
import { callApi } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { session, useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsList } from '../../payments';
import { RejectionNotice } from '../components/RejectionNotice';

/** How often /uid-status asks again while the registration waits for review. */
export const STATUS_POLL_MS = 30_000;

/**
 * The registration and, beside it, the profile: its flags go into the session so the state guards
 * move the athlete to the dashboard the moment the UID is given.
 */
const statusQuery = () =>
  queryOptions({
    queryKey: ['registration', 'status'],
    queryFn: async ({ signal }): Promise<RegistrationData> => {
      const [data, profile] = await Promise.all([
        callApi(registrationRoutes.getUserRegistrationData, { signal }),
        callApi(authRoutes.getUserProfileData, { signal }).catch(() => null),
      ]);
      if (profile && session.get().accessToken && session.get()._id === profile._id) session.set(profile);
      return data;
    },
    staleTime: 0,
  });

type Stage = 'done' | 'current' | 'todo' | 'failed';

/** /uid-status: where the registration stands. */
export default function UidStatusPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.uidStatus'));
  const current = useSession();
  const query = useQuery({
    ...statusQuery(),
    refetchInterval: (q) => (q.state.data?.status === 'submitted' ? STATUS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

  let body: ReactNode;
  if (query.isPending) body = <QueryLoading />;
  else if (query.isError)
    body = (
      <QueryError
        title={t('common.loadFailed')}
        retryLabel={t('common.tryAgain')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const data = query.data;
    const paid = current.registrationPaymentCompleted;
    const stages: { label: string; state: Stage; detail?: string }[] = [
      {
        label: t('registration.status.stageSubmitted'),
        state: data.status === 'draft' ? 'current' : 'done',
        detail: data.submittedAt ? formatDay(data.submittedAt) : undefined,
      },
      {
        label: t('registration.status.stagePaid'),
        state: paid ? 'done' : data.status === 'submitted' ? 'current' : 'todo',
      },
      {
        label: t('registration.status.stageReview'),
        state:
          data.status === 'approved'
            ? 'done'
            : data.status === 'rejected'
              ? 'failed'
              : paid && data.status === 'submitted'
                ? 'current'
                : 'todo',
      },
      {
        label: t('registration.status.stageUid'),
        state: data.status === 'approved' ? 'done' : 'todo',
        detail: data.uid || undefined,
      },
    ];
    const headline =
      data.status === 'approved'
        ? t('registration.status.approved')
        : data.status === 'rejected'
          ? t('registration.status.rejected')
          : data.status === 'draft'
            ? t('registration.status.draft')
            : paid
              ? t('registration.status.underReview')
              : t('registration.status.awaitingPayment');

    body = (
      <Stack gap="lg">
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby="status-heading"
        >
          <Stack gap="md">
            <Group gap="sm">
              <Title order={2} size="h3" id="status-heading">
                {t('registration.status.heading')}
              </Title>
              <Badge
                c="dark.9"
                size="lg"
                color={data.status === 'approved' ? 'green' : data.status === 'rejected' ? 'red' : 'blue'}
                variant="light"
              >
                {t(
                  `registration.status.badge.${data.status === 'submitted' && !paid ? 'unpaid' : data.status}`,
                )}
              </Badge>
            </Group>
            <Text size="lg" role="status">
              {headline}
            </Text>
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {stages.map((stage) => (
                <Group component="li" key={stage.label} gap="sm" wrap="nowrap">
                  <StageIcon state={stage.state} />
                  <div>
                    <Text fw={stage.state === 'current' ? 700 : 500}>{stage.label}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`registration.status.stage.${stage.state}`)}
                      {stage.detail ? ` · ${stage.detail}` : ''}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
            {data.status === 'submitted' && paid && (
              <Text size="sm" c="dimmed">
                {t('registration.status.pollNote')}
              </Text>
            )}
            {data.status === 'approved' && (
              <Stack gap="xs" align="flex-start">
                <Text>
                  {t('registration.status.yourUid')} <strong>{data.uid}</strong>
                </Text>
                <Button component={Link} to={paths.user.dashboard}>
                  {t('registration.status.toDashboard')}
                </Button>
              </Stack>
            )}
            {data.status === 'draft' && (
              <Button component={Link} to={paths.registration} style={{ alignSelf: 'flex-start' }}>
                {t('registration.setup.continue')}
              </Button>
            )}
            {data.status === 'submitted' && !paid && (
              <Button component={Link} to={paths.registrationPayment} style={{ alignSelf: 'flex-start' }}>
                {t('registration.status.toPayment')}
              </Button>
            )}
          </Stack>
        </Paper>
        {data.status === 'rejected' && data.rejection && (
          <RejectionNotice rejection={data.rejection} withLink />
        )}
        <section aria-labelledby="receipts-heading">
          <Title order={2} size="h3" id="receipts-heading" mb="sm">
            {t('payments.receiptsTitle')}
          </Title>
          <PaymentsList onlyPaid />
        </section>
        <Button
          component={Link}
          to={paths.user.registrationDetails}
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('registration.status.seeDetails')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={880} w="100%">
      <Title order={1}>{t('pages.uidStatus')}</Title>
      <WithdrawalNotice />
      {body}
    </Stack>
  );
}

function StageIcon({ state }: { state: Stage }) {
  const look = {
    done: { color: 'green.9', icon: IconCheck, variant: 'filled' },
    current: { color: 'blue', icon: IconClock, variant: 'light' },
    todo: { color: 'gray', icon: IconCircleDashed, variant: 'light' },
    failed: { color: 'red.9', icon: IconX, variant: 'filled' },
  }[state];
  return (
    <ThemeIcon size={32} radius="xl" color={look.color} variant={look.variant} aria-hidden>
      <look.icon size={18} />
    </ThemeIcon>
  );
}
