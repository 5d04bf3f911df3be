import { Anchor, Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { type ContactMessageRow, contentRoutes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, ListTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { Pager } from '../../../components/Pager';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { AdminFrame } from './AdminFrame';
import { adminMessagesQuery, useContentWrite } from './admin-api';

type Filter = 'all' | 'true' | 'false';

/** Contact form messages, newest first, with a handled mark. */
export default function MessagesAdminPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('false');
  const [page, setPage] = useState(1);
  const query = useQuery(adminMessagesQuery(page, filter));
  const mark = useContentWrite(contentRoutes.adminMessageHandled);
  const toggle = async (id: string, handled: boolean) => {
    try {
      await mark.mutateAsync({ params: { id }, body: { handled } });
      toast.success(handled ? 'contentAdmin.messages.markedHandled' : 'contentAdmin.messages.markedOpen');
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  const columns: Column<ContactMessageRow>[] = [
    { header: t('contentAdmin.messages.received'), cell: (row) => formatDate(row.createdAt, 'medium') },
    {
      header: t('contentAdmin.messages.from'),
      cell: (row) => (
        <>
          <Text fw={700}>{row.name}</Text>
          <Anchor href={`mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject}`)}`}>
            {row.email}
          </Anchor>
          {row.phone && <Text>{row.phone}</Text>}
        </>
      ),
    },
    {
      header: t('contentAdmin.messages.message'),
      cell: (row) => (
        <>
          <Text fw={700}>{row.subject}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
        </>
      ),
    },
    {
      header: t('contentAdmin.messages.handledColumn'),
      cell: (row) => (
        <Checkbox
          checked={row.handled}
          onChange={(event) => void toggle(row._id, event.currentTarget.checked)}
          label={t('contentAdmin.messages.handledLabel')}
          aria-label={t('contentAdmin.messages.handledNamed', { subject: row.subject })}
        />
      ),
    },
  ];
  const title = t('pages.contentMessages');
  return (
    <AdminFrame title={title}>
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
        {(data) => (
          <Stack gap="md">
            <ListTable
              label={title}
              minWidth={720}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row._id}
              empty={t('contentAdmin.messages.none')}
            />
            <Pager
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
              label={t('contentAdmin.messages.pagesLabel')}
            />
          </Stack>
        )}
      </QueryState>
    </AdminFrame>
  );
}
