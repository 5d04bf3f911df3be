import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminNotice } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { QueryError } from '../../../components/feedback';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { userNoticesQuery } from '../api';
import { stateColor } from './state-color';

type Delivery = AdminNotice['deliveries'][number];

/** When the channel's state changed last, for the table. */
const whenOf = (delivery: Delivery) =>
  delivery.deliveredAt ?? delivery.failedAt ?? delivery.sentAt ?? delivery.nextAttemptAt ?? null;

/** An athlete's notices on the review page: each channel's state, tries and the reason of a failure. */
export function AthleteNotices({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useQuery(userNoticesQuery(userId));
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
    if (query.data.items.length === 0) return <Text c="dimmed">{t('noticesAdmin.none')}</Text>;
    return (
      <DataTable label={t('noticesAdmin.tableLabel')} minWidth={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('noticesAdmin.notice')}</Table.Th>
            <Table.Th scope="col">{t('noticesAdmin.channels')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((notice) => (
            <Table.Tr key={notice._id}>
              <Table.Td>
                <Text fw={600}>{t(`noticesAdmin.kinds.${notice.kind}`)}</Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(notice.createdAt)} · {notice.language === 'hi' ? 'हिन्दी' : 'English'}
                </Text>
              </Table.Td>
              <Table.Td>
                {notice.deliveries.length === 0 ? (
                  <Text size="sm">{t('noticesAdmin.noChannel')}</Text>
                ) : (
                  <Stack gap={6}>
                    {notice.deliveries.map((delivery) => (
                      <div key={delivery.channel}>
                        <Group gap="xs">
                          <Text size="sm" fw={600}>
                            {t(`notices.${delivery.channel}`)}
                          </Text>
                          <Badge color={stateColor[delivery.state]} variant="light">
                            {t(`noticesAdmin.states.${delivery.state}`)}
                          </Badge>
                          <Text size="sm" c="dimmed">
                            {delivery.recipient} · {t('noticesAdmin.tries', { count: delivery.attempts })}
                            {whenOf(delivery) ? ` · ${formatDateTime(whenOf(delivery) ?? '')}` : ''}
                          </Text>
                        </Group>
                        {delivery.lastError && <Text size="sm">{delivery.lastError}</Text>}
                      </div>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    );
  };
  return (
    <section aria-labelledby="notices-heading">
      <Title order={2} size="h3" id="notices-heading" mb="sm">
        {t('noticesAdmin.title')}
      </Title>
      {body()}
    </section>
  );
}
