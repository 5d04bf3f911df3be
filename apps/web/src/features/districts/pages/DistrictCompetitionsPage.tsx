import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { entryFormsQuery } from '../team-api';

/** /district/competitions: each competition with the district's entries, to enter a team or follow it. */
export default function DistrictCompetitionsPage() {
  const { t } = useTranslation();
  const language = useLang();
  const forms = useQuery(entryFormsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.districtCompetitions')} intro={t('districtEntries.list.intro')} />
      <QueryState query={forms} errorTitle={t('districtUnit.loadFailed')}>
        {(items) =>
          items.length === 0 ? (
            <Text>{t('districtEntries.list.empty')}</Text>
          ) : (
            <DataTable label={t('pages.districtCompetitions')} minWidth={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('districtEntries.list.competition')}</Table.Th>
                  <Table.Th scope="col">{t('districtEntries.list.firstDay')}</Table.Th>
                  <Table.Th scope="col">{t('districtEntries.list.status')}</Table.Th>
                  <Table.Th scope="col">{t('districtEntries.list.entries')}</Table.Th>
                  <Table.Th scope="col">{t('districtEntries.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((form) => {
                  const title = language === 'hi' && form.titleHi ? form.titleHi : form.title;
                  const open = form.phase === 'open' || form.phase === 'late';
                  return (
                    <Table.Tr key={form._id}>
                      <Table.Th scope="row" fw={500}>
                        {title}
                        <Text size="sm" c="dimmed">
                          {form.eventTitle}
                        </Text>
                      </Table.Th>
                      <Table.Td>{formatDate(form.competitionFirstDay, language)}</Table.Td>
                      <Table.Td>{t(`districtEntries.phase.${form.phase}`)}</Table.Td>
                      <Table.Td>{form.entries}</Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="wrap">
                          {open && (
                            <Anchor
                              component={Link}
                              to={paths.district.enterTeam(form._id)}
                              aria-label={t('districtEntries.list.enterOf', { title })}
                            >
                              {t('districtEntries.list.enter')}
                            </Anchor>
                          )}
                          <Anchor
                            component={Link}
                            to={paths.district.competition(form._id)}
                            aria-label={t('districtEntries.list.entriesOf', { title })}
                          >
                            {form.resultsPublished
                              ? t('districtEntries.list.entriesAndResults')
                              : t('districtEntries.list.viewEntries')}
                          </Anchor>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  );
}
