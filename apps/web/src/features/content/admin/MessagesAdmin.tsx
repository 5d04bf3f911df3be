import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { routes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminMessagesQuery, useContentWrite } from './admin-api';

type Filter = 'all' | 'true' | 'false';

/** Contact form messages, newest first, with a handled mark. */
export function MessagesAdmin() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('false');
  const [page, setPage] = useState(1);
  const query = useQuery(adminMessagesQuery(page, filter));
  const mark = useContentWrite(routes.adminMessageHandled);
  const toggle = async (id: string, handled: boolean) => {
    try {
      await mark.mutateAsync({ params: { id }, body: { handled } });
      toast.success(handled ? 'contentAdmin.messages.markedHandled' : 'contentAdmin.messages.markedOpen');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'errors.generic');
    }
  };
  return (
    <AdminFrame title={t('pages.contentMessages')}>
      <NativeSelect
        label={t('contentAdmin.messages.show')}
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value as Filter);
          setPage(1);
        }}
        data={[
          { value: 'false', label: t('contentAdmin.messages.open') },
          { value: 'true', label: t('contentAdmin.messages.handled') },
          { value: 'all', label: t('contentAdmin.messages.all') },
        ]}
        w={240}
      />
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t('contentAdmin.messages.none')}</Text>
          ) : (
            <Stack gap="md">
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('contentAdmin.messages.received')}</Table.Th>
                      <Table.Th>{t('contentAdmin.messages.from')}</Table.Th>
                      <Table.Th>{t('contentAdmin.messages.message')}</Table.Th>
                      <Table.Th>{t('contentAdmin.messages.handledColumn')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row._id}>
                        <Table.Td>{formatDate(row.createdAt, 'medium')}</Table.Td>
                        <Table.Td>
                          <Text fw={700}>{row.name}</Text>
                          <Anchor
                            href={`mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject}`)}`}
                          >
                            {row.email}
                          </Anchor>
                          {row.phone && <Text>{row.phone}</Text>}
                        </Table.Td>
                        <Table.Td>
                          <Text fw={700}>{row.subject}</Text>
                          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Checkbox
                            checked={row.handled}
                            onChange={(event) => void toggle(row._id, event.currentTarget.checked)}
                            label={t('contentAdmin.messages.handledLabel')}
                            aria-label={t('contentAdmin.messages.handledNamed', { subject: row.subject })}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > data.pageSize && (
                <Group>
                  <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('contentAdmin.previous')}
                  </Button>
                  <Text>
                    {t('content.news.pageOf', { page, pages: Math.ceil(data.total / data.pageSize) })}
                  </Text>
                  <Button
                    variant="default"
                    disabled={page * data.pageSize >= data.total}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('contentAdmin.next')}
                  </Button>
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
    </AdminFrame>
  );
}
