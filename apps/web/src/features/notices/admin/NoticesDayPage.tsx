import { Stack, Table, Text, TextInput } from '@mantine/core';
import { noticeChannelList } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable';
import { QueryError } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatPaise } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { noticeDayQuery } from '../api';

const STATES = ['queued', 'sent', 'delivered', 'failed', 'cancelled'] as const;

/** One day's notices by channel: how many in each state, and what they cost. */
export default function NoticesDayPage() {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState('');
  const query = useQuery(noticeDayQuery(date));
  const body = () => {
    if (query.isError)
      return (
        <QueryError
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    if (!query.data) return <Text role="status">{t('common.loading')}</Text>;
    const day = query.data;
    return (
      <Stack gap="sm">
        <DataTable label={t('noticesAdmin.dayCaption', { date: day.date })} minWidth={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('noticesAdmin.channel')}</Table.Th>
              {STATES.map((state) => (
                <Table.Th scope="col" key={state}>
                  {t(`noticesAdmin.states.${state}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('noticesAdmin.total')}</Table.Th>
              <Table.Th scope="col">{t('noticesAdmin.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {noticeChannelList.map((channel) => {
              const row = day.channels.find((item) => item.channel === channel);
              return (
                <Table.Tr key={channel}>
                  <Table.Th scope="row">{t(`notices.${channel}`)}</Table.Th>
                  {STATES.map((state) => (
                    <Table.Td key={state}>{row?.[state] ?? 0}</Table.Td>
                  ))}
                  <Table.Td>{row?.total ?? 0}</Table.Td>
                  <Table.Td>
                    {formatPaise(row?.costPaise ?? 0, i18n.language)}
                    <Text size="xs" c="dimmed">
                      {t('noticesAdmin.each', {
                        cost: formatPaise(row?.unitCostPaise ?? 0, i18n.language),
                      })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </DataTable>
        <Text fw={600}>
          {t('noticesAdmin.totalCost', { cost: formatPaise(day.totalCostPaise, i18n.language) })}
        </Text>
        {day.unknownReports > 0 && (
          <Text size="sm">{t('noticesAdmin.unknownReports', { count: day.unknownReports })}</Text>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.notices')} />
      <TextInput
        type="date"
        label={t('noticesAdmin.day')}
        description={t('noticesAdmin.dayHint')}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        maw={240}
      />
      {body()}
    </Stack>
  );
}
