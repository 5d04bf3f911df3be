import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { formatCount } from '../../../components/paging';
import { useTranslation } from '../../../lib/translation';

export interface ChartSeries {
  id: string;
  title: string;
  labelHeading: string;
  rows: { label: string; count: number }[];
}

/**
 * Bar charts of the dashboard (loaded on their own: recharts is large). The picture is hidden from
 * screen readers; each chart comes with the same numbers as a table, visible under a toggle.
 */
export default function DashboardCharts({ series }: { series: ChartSeries[] }) {
  const { t } = useTranslation();
  return (
    <>
      {series.map((chart) => (
        <Paper
          key={chart.id}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`${chart.id}-title`}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={`${chart.id}-title`}>
              {chart.title}
            </Title>
            <div aria-hidden inert>
              <BarChart
                h={Math.max(180, chart.rows.length * 28)}
                data={chart.rows.map((row) => ({ label: row.label, count: row.count }))}
                dataKey="label"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                // Counts of people: the value axis steps by whole numbers (0, 1, 2), never 0.25.
                xAxisProps={{ allowDecimals: false }}
                series={[{ name: 'count', label: t('admin.dashboard.registrations'), color: 'blue.8' }]}
                withTooltip={false}
              />
            </div>
            <details>
              <summary>{t('admin.dashboard.showTable')}</summary>
              <Table mt="xs" withTableBorder>
                <Table.Caption>
                  <VisuallyHidden>{chart.title}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{chart.labelHeading}</Table.Th>
                    <Table.Th>{t('admin.dashboard.registrations')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {chart.rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Td>{row.label}</Table.Td>
                      <Table.Td>{formatCount(row.count)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </details>
          </Stack>
        </Paper>
      ))}
    </>
  );
}
