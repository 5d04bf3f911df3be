import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScrollBox } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { districtSelectionsQuery } from '../api';

/** /district/national-teams: the secretary's districts' athletes invited to or selected for national teams. */
export default function DistrictTeamsPage() {
  const { t } = useTranslation();
  const query = useQuery(districtSelectionsQuery());
  return (
    <Stack gap="lg" w="100%" maw={1000}>
      <PageHeader title={t('pages.districtNationalTeams')} intro={t('selections.district.intro')} />
      <QueryState query={query} empty={<Text>{t('selections.district.none')}</Text>}>
        {({ items }) => (
          <ScrollBox label={t('selections.district.caption')} minWidth={640}>
            <Table striped>
              <caption className="visually-hidden-inline">{t('selections.district.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('selections.public.name')}</Table.Th>
                  <Table.Th scope="col">{t('selections.district.championship')}</Table.Th>
                  <Table.Th scope="col">{t('selections.public.events')}</Table.Th>
                  <Table.Th scope="col">{t('selections.district.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.selectionName}-${item.uid}`}>
                    <Table.Th scope="row" fw={400}>
                      {item.name}
                      <Text size="sm">
                        {item.uid} · {item.district}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      {item.championshipName}
                      <Text size="sm">{formatDay(item.startDate)}</Text>
                    </Table.Td>
                    <Table.Td>{item.disciplines.join(', ')}</Table.Td>
                    <Table.Td>{t(`selections.statuses.${item.invitation}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
      </QueryState>
    </Stack>
  );
}
