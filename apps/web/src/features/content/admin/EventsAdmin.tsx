import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { routes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminEventsQuery, useContentWrite } from './admin-api';

export function EventsAdmin() {
  const { t } = useTranslation();
  const query = useQuery(adminEventsQuery());
  const remove = useContentWrite(routes.adminEventDelete);
  const onDelete = async (id: string, title: string) => {
    if (!window.confirm(t('contentAdmin.confirmDelete', { title }))) return;
    try {
      await remove.mutateAsync({ params: { id } });
      toast.success('contentAdmin.deleted');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'errors.generic');
    }
  };
  return (
    <AdminFrame
      title={t('pages.contentEvents')}
      actions={
        <Button component={Link} to="/admin/content/events/new">
          {t('contentAdmin.events.new')}
        </Button>
      }
    >
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t('contentAdmin.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contentAdmin.events.title')}</Table.Th>
                    <Table.Th>{t('contentAdmin.events.startDate')}</Table.Th>
                    <Table.Th>{t('contentAdmin.events.venue')}</Table.Th>
                    <Table.Th>{t('contentAdmin.status')}</Table.Th>
                    <Table.Th>{t('contentAdmin.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row._id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/content/events/${row._id}`}>
                          {row.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDate(row.startDate, 'medium')}</Table.Td>
                      <Table.Td>{row.venue}</Table.Td>
                      <Table.Td>
                        <Text fw={row.status === 'published' ? 700 : 400}>
                          {t(`contentAdmin.${row.status}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {row.status === 'published' && (
                            <Anchor href={`/upcoming-events/${row._id}`} target="_blank" rel="noopener">
                              {t('contentAdmin.view')}
                            </Anchor>
                          )}
                          <Button
                            variant="default"
                            size="compact-md"
                            onClick={() => void onDelete(row._id, row.title)}
                            aria-label={t('contentAdmin.deleteNamed', { title: row.title })}
                          >
                            {t('contentAdmin.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </AdminFrame>
  );
}
