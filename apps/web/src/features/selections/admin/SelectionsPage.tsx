import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ScrollBox } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { selectionsQuery } from '../api';
import { CreateSelectionForm } from './CreateSelectionForm';

/** /admin/national-teams: the selections, newest championship first, and the form for a new one. */
export default function SelectionsPage() {
  const { t } = useTranslation();
  const list = useQuery(selectionsQuery());
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <PageHeader title={t('pages.selectionsAdmin')} intro={t('selectionsAdmin.intro')} />
      <QueryState query={list} empty={<Text>{t('selectionsAdmin.none')}</Text>}>
        {({ items }) => (
          <ScrollBox label={t('selectionsAdmin.listCaption')} minWidth={640}>
            <Table striped>
              <caption className="visually-hidden-inline">{t('selectionsAdmin.listCaption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('selectionsAdmin.name')}</Table.Th>
                  <Table.Th scope="col">{t('selectionsAdmin.championshipDates')}</Table.Th>
                  <Table.Th scope="col">{t('selectionsAdmin.status')}</Table.Th>
                  <Table.Th scope="col">{t('selectionsAdmin.placesTaken')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item._id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.selection(item._id)}>
                        {item.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {formatDay(item.championship.startDate)} – {formatDay(item.championship.endDate)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`selectionsAdmin.statuses.${item.status}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {t('selectionsAdmin.placesLine', {
                        nominated: item.nominated,
                        accepted: item.accepted,
                        places: item.places,
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
      </QueryState>
      <CreateSelectionForm />
    </Stack>
  );
}
