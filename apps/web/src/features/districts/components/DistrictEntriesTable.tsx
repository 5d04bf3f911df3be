import { Badge, Table, Text } from '@mantine/core';
import type { DistrictFormEntries } from '@para/contract';
import { DataTable } from '../../../components/DataTable';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineName } from './team-texts';

/** The district's entries on one form: each athlete's disciplines (entered or waiting) and payment. */
export function DistrictEntriesTable({ data }: { data: DistrictFormEntries }) {
  const { t } = useTranslation();
  const language = useLang();
  const nameOf = (key: string) => {
    const discipline = data.disciplines.find((item) => item.key === key);
    return discipline ? disciplineName(language, discipline) : key;
  };
  if (data.entries.length === 0) return <Text>{t('districtEntries.entries.none')}</Text>;
  return (
    <DataTable label={t('districtEntries.entries.title')} minWidth={600}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('districtEntries.entries.athlete')}</Table.Th>
          <Table.Th scope="col">{t('districtEntries.entries.disciplines')}</Table.Th>
          <Table.Th scope="col">{t('districtEntries.entries.status')}</Table.Th>
          <Table.Th scope="col">{t('districtEntries.entries.fee')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.entries.map((entry) => (
          <Table.Tr key={entry._id}>
            <Table.Th scope="row" fw={500}>
              {entry.name}
              <Text size="sm" c="dimmed">
                {[entry.uid, entry.bib ? t('districtEntries.entries.bib', { bib: entry.bib }) : '']
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {entry.teamId && (
                <Text size="sm" c="dimmed">
                  {t('districtEntries.entries.byDistrict')}
                </Text>
              )}
            </Table.Th>
            <Table.Td>
              {entry.disciplines.map((discipline) => (
                <Text key={discipline.key} size="sm">
                  {nameOf(discipline.key)}: {t(`districtEntries.entries.place.${discipline.status}`)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={entry.status === 'confirmed' ? 'green' : 'orange'} c="dark">
                {t(`districtEntries.entries.state.${entry.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {entry.amountPaise === 0
                ? t('districtEntries.entries.nothingDue')
                : t('districtEntries.entries.paidOf', {
                    paid: formatMoney(entry.paidPaise, language),
                    amount: formatMoney(entry.amountPaise, language),
                  })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
