import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminEntryForm } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/DataTable';
import { formatDateRange, formatDateTime, formatMoney, formatNumber } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { competitionEventsQuery } from '../api';
import { FormStatusBadge } from '../StatusBadges';

/** The form's window, fees and limits, and each discipline's places taken and waiting. */
export function FormSummary({ form }: { form: AdminEntryForm }) {
  const { t } = useTranslation();
  const countOf = (key: string) => form.counts.find((count) => count.key === key);
  const events = useQuery(competitionEventsQuery());
  const event = events.data?.find((item) => item._id === form.eventId);
  const facts: [string, React.ReactNode][] = [
    [
      t('competitionsAdmin.builder.event'),
      event ? `${event.title} (${formatDateRange(event.startDate, event.endDate)})` : '—',
    ],
    [t('competitionsAdmin.columns.status'), <FormStatusBadge key="status" status={form.status} />],
    [t('competitionsAdmin.builder.opensAt'), formatDateTime(form.opensAt)],
    [t('competitionsAdmin.builder.closesAt'), formatDateTime(form.closesAt)],
    [
      t('competitionsAdmin.builder.lateUntil'),
      form.lateUntil
        ? t('competitionsAdmin.details.late', {
            time: formatDateTime(form.lateUntil),
            fee: formatMoney(form.lateFeePaise),
          })
        : t('competitionsAdmin.details.noLate'),
    ],
    [
      t('competitionsAdmin.builder.withdrawUntil'),
      form.withdrawUntil ? formatDateTime(form.withdrawUntil) : t('competitionsAdmin.details.untilClose'),
    ],
    [
      t('competitionsAdmin.builder.fee'),
      form.feePaise ? formatMoney(form.feePaise) : t('competitionsAdmin.preview.free'),
    ],
    [
      t('competitionsAdmin.builder.maxDisciplines'),
      form.maxDisciplines ? formatNumber(form.maxDisciplines) : t('competitionsAdmin.details.noLimit'),
    ],
    [
      t('competitionsAdmin.builder.allowUnclassified'),
      form.allowUnclassified ? t('competitionsForm.yes') : t('competitionsForm.no'),
    ],
    [t('competitionsAdmin.entry.version'), formatNumber(form.version)],
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h3">
        {t('competitionsAdmin.builder.programme')}
      </Title>
      <DataTable label={t('competitionsAdmin.details.programmeTable')} minWidth={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('competitionsAdmin.details.discipline')}</Table.Th>
            <Table.Th>{t('competitionsAdmin.builder.classes')}</Table.Th>
            <Table.Th>{t('competitionsAdmin.builder.gender')}</Table.Th>
            <Table.Th>{t('competitionsAdmin.columns.entered')}</Table.Th>
            <Table.Th>{t('competitionsAdmin.columns.waitlisted')}</Table.Th>
            <Table.Th>{t('competitionsAdmin.builder.capacity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.disciplines.map((item) => (
            <Table.Tr key={item.key}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.classes.join(', ') || t('competitionsAdmin.details.allClasses')}</Table.Td>
              <Table.Td>{t(`competitionsAdmin.gender.${item.gender}`)}</Table.Td>
              <Table.Td>{formatNumber(countOf(item.key)?.entered ?? 0)}</Table.Td>
              <Table.Td>{formatNumber(countOf(item.key)?.waitlisted ?? 0)}</Table.Td>
              <Table.Td>
                {item.capacity === null
                  ? t('competitionsAdmin.details.noLimit')
                  : formatNumber(item.capacity)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </Stack>
  );
}
