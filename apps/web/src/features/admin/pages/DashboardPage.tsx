import { Anchor, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { breakAnywhere } from '../../../components/DataTable';
import { Alert, QueryError } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatCount } from '../../../components/paging';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { dashboardQuery } from '../api';
import type { ChartSeries } from '../components/DashboardCharts';
import { actionText, targetText } from '../describe';

const DashboardCharts = lazy(() => import('../components/DashboardCharts'));

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {to && (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
    </Paper>
  );
}

export default function AdminDashboard() {
  const { t } = useTranslation();
  const stats = useQuery(dashboardQuery());
  const options = useQuery(registrationOptionsQuery());
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );
  const data = stats.data;

  const series: ChartSeries[] = data
    ? [
        {
          id: 'by-district',
          title: t('admin.dashboard.byDistrict'),
          labelHeading: t('admin.filters.district'),
          rows: data.byDistrict.map((row) => ({ label: row.district || '—', count: row.count })),
        },
        {
          id: 'by-sport',
          title: t('admin.dashboard.bySport'),
          labelHeading: t('admin.filters.sport'),
          rows: data.bySport.map((row) => ({ label: sportNames[row.sport] ?? row.sport, count: row.count })),
        },
        {
          id: 'by-week',
          title: t('admin.dashboard.byWeek'),
          labelHeading: t('admin.dashboard.week'),
          rows: data.byWeek.map((row) => ({ label: row.week, count: row.count })),
        },
      ]
    : [];

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.dashboard')} />
      {data?.sms.reached && (
        <Alert tone="warning" title={t('admin.dashboard.smsBudgetTitle')}>
          {t('admin.dashboard.smsBudgetText', {
            sent: formatCount(data.sms.sent),
            budget: formatCount(data.sms.budget),
            held: formatCount(data.sms.held),
          })}
        </Alert>
      )}
      {stats.isError ? (
        <QueryError
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} height={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <section aria-labelledby="counts-heading">
            <Title order={2} size="h3" id="counts-heading" mb="sm">
              {t('admin.dashboard.counts')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              <Stat label={t('admin.dashboard.newSignupsToday')} value={formatCount(data.newSignupsToday)} />
              <Stat label={t('admin.dashboard.awaitingReview')} value={formatCount(data.awaitingReview)} />
              <Stat label={t('admin.dashboard.approved')} value={formatCount(data.approved)} />
              <Stat label={t('admin.dashboard.rejected')} value={formatCount(data.rejected)} />
              <Stat label={t('admin.dashboard.paidToday')} value={formatMoney(data.paidTodayPaise)} />
              <Stat label={t('admin.dashboard.paidThisMonth')} value={formatMoney(data.paidThisMonthPaise)} />
            </SimpleGrid>
            <Anchor component={Link} to={paths.admin.uidManagement} mt="sm" display="inline-block">
              {t('admin.dashboard.openQueue')}
            </Anchor>
          </section>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <DashboardCharts series={series} />
            </Suspense>
          </SimpleGrid>
          <section aria-labelledby="latest-heading">
            <Title order={2} size="h3" id="latest-heading" mb="sm">
              {t('admin.dashboard.latest')}
            </Title>
            {data.latestActions.length === 0 ? (
              <Text c="dimmed">{t('admin.dashboard.noActions')}</Text>
            ) : (
              <List spacing="xs">
                {data.latestActions.map((entry) => (
                  <List.Item key={entry._id}>
                    {/* An e-mail address as the target is one long word: it breaks rather than
                        pushing a phone's screen sideways. */}
                    <Text size="sm" style={breakAnywhere}>
                      {t('adminWords.dashboard.action', {
                        who: entry.actor?.name || entry.actor?.email || t('adminWords.audit.unknownPerson'),
                        what: actionText(t, entry.action),
                        target: targetText(t, entry.target),
                        when: formatDateTime(entry.at) || '—',
                      })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to={paths.admin.auditLog} size="sm" mt="sm" display="inline-block">
              {t('admin.dashboard.fullLog')}
            </Anchor>
          </section>
        </>
      )}
    </Stack>
  );
}
